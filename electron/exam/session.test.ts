/** Deadlines kept by main with a fake clock: late answers score zero, time runs on while the app is closed. */
import { describe, expect, it } from 'vitest';
import { keyAnswers, testService } from './testing';

const S = 1000;

async function setUp(definitionId: string, seed = 7) {
  const t = testService();
  const { code } = await t.service.createCode({ definitionId, seed });
  const trainee = await t.records.addTrainee({ name: 'Ann' });
  return { ...t, code, trainee, key: keyAnswers(code) };
}

describe('exam session', () => {
  it('shows one item at a time with its deadline, and never an answer', async () => {
    const { service, code, trainee, clock } = await setUp('builtin:pots-1');
    const v = await service.start({ code, traineeId: trainee.id });
    expect(v).toMatchObject({ status: 'running', itemCount: 20, tally: { answered: 0, late: 0, timedOut: 0, unanswered: 0, open: 20 }, deadline: null, now: clock.now(), startedAt: clock.now() });
    expect(v.item).toMatchObject({ index: 0, shownAt: clock.now(), deadline: clock.now() + 90 * S });
    expect(JSON.stringify(v)).not.toMatch(/"returned"|"winners"|"answer"/);
  });

  it('an answer at the deadline counts; one a millisecond later is kept but scores zero', async () => {
    const { service, code, trainee, clock, key } = await setUp('builtin:pots-1');
    let v = await service.start({ code, traineeId: trainee.id });
    clock.advance(90 * S);
    const onTime = await service.submit({ examId: v.examId, index: 0, answer: key[0] });
    expect(onTime.status).toBe('answered');
    v = onTime.view;
    expect(v.item).toMatchObject({ index: 1, shownAt: clock.now() });
    clock.advance(90 * S + 1);
    const late = await service.submit({ examId: v.examId, index: 1, answer: key[1] });
    expect(late.status).toBe('late');
    const result = await service.finish({ examId: v.examId });
    expect(result.items[0]).toMatchObject({ status: 'answered', score: 1, seconds: 90 });
    expect(result.items[1]).toMatchObject({ status: 'late', score: 0, earned: 0, answer: key[1] });
    expect(result.items.slice(2).every((i) => i.status === 'unanswered' && i.score === 0)).toBe(true);
    expect(result.percent).toBe(5);
    expect(result.passed).toBe(false);
  });

  it('an item left alone times out at its deadline; the next one starts when shown', async () => {
    const { service, code, trainee, clock, key } = await setUp('builtin:pots-1');
    const start = clock.now();
    const v = await service.start({ code, traineeId: trainee.id });
    clock.advance(200 * S);
    const now = await service.current({ examId: v.examId });
    expect(now.item).toMatchObject({ index: 1, shownAt: start + 200 * S });
    await expect(service.submit({ examId: v.examId, index: 0, answer: key[0] })).rejects.toMatchObject({ code: 'wrong-item', message: expect.stringMatching(/already closed \(timed-out\)/) });
    const r = await service.finish({ examId: v.examId });
    expect(r.items[0]).toMatchObject({ status: 'timed-out', seconds: 90, answer: null });
  });

  it('closing and reopening the app resumes at the current item with the clock still running', async () => {
    const { service, code, trainee, clock, key, dataDir, close } = await setUp('builtin:dealer-certification');
    const start = clock.now();
    let v = await service.start({ code, traineeId: trainee.id });
    for (let i = 0; i < 3; i++) {
      clock.advance(60 * S);
      v = (await service.submit({ examId: v.examId, index: i, answer: key[i] })).view;
    }
    await close();
    clock.advance(30 * 60 * S); // half an hour closed
    const reopened = testService(dataDir, clock);
    const again = reopened.service;
    const resumed = (await again.running({ traineeId: trainee.id })).view!;
    expect(resumed).toMatchObject({ examId: v.examId, tally: { answered: 3, late: 0, timedOut: 0, unanswered: 0, open: 37 }, startedAt: start, deadline: start + 100 * 60 * S });
    expect(resumed.item).toMatchObject({ index: 3, shownAt: start + 3 * 60 * S, deadline: start + 100 * 60 * S });
    expect(resumed.item!.question).toEqual(v.item!.question);
    // Starting the same code again resumes too, rather than a second attempt.
    expect((await again.start({ code, traineeId: trainee.id })).examId).toBe(v.examId);
    // Past the total deadline every open item closes and the exam is over.
    clock.set(start + 100 * 60 * S + 1);
    const over = await again.current({ examId: v.examId });
    // Counted as they ended, not as "40 of 40": three answered, the one on screen timed out, the 36 never shown unanswered.
    expect(over).toMatchObject({ status: 'finished', tally: { answered: 3, late: 0, timedOut: 1, unanswered: 36, open: 0 }, item: null });
    await expect(again.submit({ examId: v.examId, index: 3, answer: key[3] })).rejects.toMatchObject({ code: 'not-running' });
    const r = await again.result({ examId: v.examId });
    expect(r.items[3]).toMatchObject({ status: 'timed-out', seconds: 100 * 60 - 3 * 60 });
    expect(r.items[4]).toMatchObject({ status: 'unanswered', seconds: 0 });
    expect(r.finishedAt).toBe(new Date(start + 100 * 60 * S).toISOString());
    expect(r.percent).toBe(7.5);
    await reopened.close();
  });

  it('refuses answers of the wrong shape or kind without using the item up', async () => {
    const { service, code, trainee, key } = await setUp('builtin:pots-1');
    const v = await service.start({ code, traineeId: trainee.id });
    await expect(service.submit({ examId: v.examId, index: 0, answer: { kind: v.item!.kind, pots: 'all' } })).rejects.toMatchObject({ code: 'malformed-answer' });
    await expect(service.submit({ examId: v.examId, index: 0, answer: { kind: 'min-raise', min_raise_to: 400 } })).rejects.toMatchObject({ code: 'wrong-kind' });
    await expect(service.submit({ examId: v.examId, index: 5, answer: key[5] })).rejects.toMatchObject({ code: 'wrong-item' });
    expect((await service.submit({ examId: v.examId, index: 0, answer: key[0] })).status).toBe('answered');
    await expect(service.result({ examId: v.examId })).rejects.toMatchObject({ code: 'not-finished' });
    await expect(service.current({ examId: 'nope' })).rejects.toMatchObject({ code: 'unknown-exam' });
  });

  it('allows the attempts the definition gives, with other items each time, and none after a pass', async () => {
    const { service, records, code, trainee, close } = await setUp('builtin:pots-1');
    const first = await service.start({ code, traineeId: trainee.id });
    await service.finish({ examId: first.examId });
    const second = await service.start({ code, traineeId: trainee.id });
    expect(second.attempt).toBe(2);
    expect(second.item!.question).not.toEqual(first.item!.question);
    await service.finish({ examId: second.examId });
    await expect(service.start({ code, traineeId: trainee.id })).rejects.toMatchObject({ code: 'no-attempts-left', message: expect.stringMatching(/all 2 attempt/) });

    const other = await records.addTrainee({ name: 'Bo' });
    let v = await service.start({ code, traineeId: other.id });
    const key = keyAnswers(code);
    while (v.status === 'running') v = (await service.submit({ examId: v.examId, index: v.item!.index, answer: key[v.item!.index] })).view;
    await expect(service.start({ code, traineeId: other.id })).rejects.toMatchObject({ code: 'no-attempts-left', message: expect.stringMatching(/already passed/) });
    await close();
  });
});
