/** An audition's score: caught, missed and false calls, the points by kind, the pace, and the grade against the marks. */
import { describe, expect, it } from 'vitest';
import { caughtIrregularity, DEFAULT_MARKS, emptyTally, falseCall, gradeOf, missedIrregularity, paceSeconds, scoredTask, statsOf } from './score';

describe('audition score', () => {
  it('a caught irregularity is a point, a missed one loses its point and its ruling, a false call loses a point', () => {
    let t = emptyTally();
    t = caughtIrregularity(t);
    t = scoredTask(t, 'irregularities', 1, 1); // the ruling after the catch, right
    t = missedIrregularity(t, 'chip-rulings', 2);
    t = falseCall(t);
    t = falseCall(t);
    t = scoredTask(t, 'gather', 3, 4);
    expect(t).toMatchObject({ irregularities: 2, caught: 1, missed: 1, falseCalls: 2 });
    const s = statsOf(t, ['holdem'], 120, 'practice');
    const by = Object.fromEntries(s.byKind.map((k) => [k.kind, [k.earned, k.possible]]));
    // The floor's own points: caught 1/1, missed 0/1, two false calls 0/2; and the right ruling 1/1.
    expect(by).toEqual({ irregularities: [2, 5], 'chip-rulings': [0, 2], gather: [3, 4] });
    expect(s.earned).toBe(5);
    expect(s.possible).toBe(11);
    expect(s.accuracy).toBeCloseTo(5 / 11);
  });

  it('hands per hour against the games pace: hold em 30 an hour, stud 25; Learn has no clock', () => {
    // Two hold'em hands and one stud hand at the card room's pace take 120 + 120 + 144 seconds.
    expect(paceSeconds(['holdem', 'holdem', 'stud'])).toBe(384);
    const s = statsOf(emptyTally(), ['holdem', 'holdem', 'stud'], 192, 'table-ready');
    expect(s.handsPerHour).toBeCloseTo(56.25);
    expect(s.pace).toBeCloseTo(2);
    expect(s.accuracy).toBeNull();
    const learn = statsOf(emptyTally(), ['holdem'], 500, 'learn');
    expect(learn.handsPerHour).toBeNull();
    expect(learn.pace).toBeNull();
  });

  it('grades against the mode marks: accuracy and pace both, Learn by accuracy alone; nothing scored never passes', () => {
    const right = scoredTask(emptyTally(), 'award', 9, 10);
    const slow = statsOf(right, ['holdem', 'holdem'], 480, 'table-ready'); // 15 an hour: half the pace
    expect(gradeOf(slow, DEFAULT_MARKS['table-ready'], 'table-ready')).toMatchObject({ accuracyMet: true, paceMet: false, passed: false });
    const quick = statsOf(right, ['holdem', 'holdem'], 240, 'table-ready');
    expect(gradeOf(quick, DEFAULT_MARKS['table-ready'], 'table-ready')).toMatchObject({ accuracyMet: true, paceMet: true, passed: true });
    expect(gradeOf(quick, { accuracy: 95, pace: 100 }, 'table-ready').passed).toBe(false);
    const learn = statsOf(right, ['holdem'], 9999, 'learn');
    expect(gradeOf(learn, DEFAULT_MARKS.learn, 'learn')).toMatchObject({ paceMet: null, passed: true });
    expect(gradeOf(statsOf(emptyTally(), [], 0, 'learn'), DEFAULT_MARKS.learn, 'learn').passed).toBe(false);
  });
});
