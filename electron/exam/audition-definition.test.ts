/** An exam's audition segment in its definition: a school's file, the built-in, and the code that carries it (old codes read as before). */
import { describe, expect, it } from 'vitest';
import { ExamDefinition } from '../../shared/exam';
import { decodeExamCode, encodeExamCode } from './code';
import { auditionSeats, BUILT_INS, parseSchoolDefinition, schoolDefinitionText } from './definitions';

const school = {
  format: 'dealer-trainer-exam',
  version: 1,
  title: 'Evening class with a table',
  sections: [{ kind: 'gather', count: 4, level: 2 }],
  time: { totalSeconds: 3600 },
  passPercent: 80,
  audition: { game: 'horse', hands: 10, mode: 'practice', seats: 6 },
};
const text = (audition: unknown) => JSON.stringify({ ...school, audition });
const error = (t: string) => {
  try {
    parseSchoolDefinition(t, 'evening.json');
  } catch (e) {
    return `${(e as { code: string }).code}: ${(e as Error).message}`;
  }
  throw new Error('accepted');
};

describe("an exam's audition segment", () => {
  it("is read from a school's file, written back the same, and travels whole in its code", () => {
    const d = parseSchoolDefinition(JSON.stringify(school), 'evening.json');
    expect(d.audition).toEqual({ game: 'horse', hands: 10, mode: 'practice', seats: 6 });
    expect(parseSchoolDefinition(schoolDefinitionText(d), 'again.json')).toEqual(d);
    for (const audition of [d.audition, { game: '2-7-triple-draw', hands: 1, mode: 'learn' }, { game: 'eight-game', hands: 30, mode: 'table-ready', seats: 2 }] as const) {
      const def = { ...d, audition };
      for (const hosted of [false, true]) {
        const back = decodeExamCode(encodeExamCode({ definition: def, hosted }, 4242));
        expect(back.definition).toEqual(def);
        expect(back.hosted).toBe(hosted);
      }
    }
  });

  it('without seats, the table seats six, or the game’s most if fewer', () => {
    const d = parseSchoolDefinition(text({ game: 'holdem', hands: 3, mode: 'learn' }), 'evening.json');
    expect(d.audition).toEqual({ game: 'holdem', hands: 3, mode: 'learn' });
    expect(decodeExamCode(encodeExamCode({ definition: d }, 1)).definition).toEqual(d); // no seats key comes back
    expect(auditionSeats(d.audition!)).toBe(6);
    expect(auditionSeats({ game: 'holdem', hands: 3, mode: 'learn', seats: 9 })).toBe(9);
  });

  it('names the field that is wrong', () => {
    expect(error(text({ game: 'holdem', hands: 0, mode: 'learn' }))).toMatch(/^bad-definition: evening.json: audition\.hands/);
    expect(error(text({ game: 'holdem', hands: 31, mode: 'learn' }))).toMatch(/audition\.hands/);
    expect(error(text({ game: 'holdem', hands: 2.5, mode: 'learn' }))).toMatch(/audition\.hands/);
    expect(error(text({ game: 'bridge', hands: 5, mode: 'learn' }))).toMatch(/audition\.game/);
    expect(error(text({ game: 'holdem', hands: 5, mode: 'exam' }))).toMatch(/audition\.mode/);
    expect(error(text({ game: 'holdem', hands: 5, mode: 'learn', seats: 1 }))).toMatch(/audition\.seats/);
    expect(error(text({ game: 'stud', hands: 5, mode: 'learn', seats: 9 }))).toMatch(/audition\.seats: a stud table seats at most 8 players, not 9/);
    expect(error(text({ game: 'holdem', hands: 5, mode: 'learn', speed: 2 }))).toMatch(/audition.*speed/);
    expect(error(text({ game: 'holdem', mode: 'learn' }))).toMatch(/audition\.hands/);
  });

  it('the built-in audition exam has its own number, and the shipped built-ins have none', () => {
    const b = BUILT_INS.find((x) => x.name === 'holdem-table-ready')!;
    expect(b.number).toBe(4);
    expect(ExamDefinition.parse(b.definition)).toEqual(b.definition);
    expect(b.definition.audition).toEqual({ game: 'holdem', hands: 10, mode: 'table-ready', seats: 6 });
    expect(decodeExamCode(encodeExamCode({ builtIn: 4 }, 99)).definition).toEqual(b.definition);
    for (const n of [1, 2, 3]) expect(BUILT_INS.find((x) => x.number === n)!.definition.audition).toBeUndefined();
  });

  it('codes made before the segment existed read as they did', () => {
    // Made by the trainer before this change (built-in 3; built-in 1 hosted; a full definition with a kind past the escape, and hosted).
    const old = ['2001-14G3-33FG', '2800-0K81-79J0', '240Y-4G17-B803-R0QM-0R13-G125-ESJP-WTBE-CWG6-6V31-EDSY-Y1R', '2C00-0297-B803-R0QM-0R13-G125-ESJP-WTBE-CWG6-6V31-EDSY-MB8'];
    const [cert, pots, full, fullHosted] = old.map(decodeExamCode);
    expect(cert).toMatchObject({ seed: 4242, builtIn: 'dealer-certification', hosted: false, code: old[0] });
    expect(pots).toMatchObject({ seed: 77, builtIn: 'pots-1', hosted: true, code: old[1] });
    for (const [c, hosted, code] of [[full, false, old[2]], [fullHosted, true, old[3]]] as const) {
      expect(c).toMatchObject({ hosted, code });
      expect(c.definition).toEqual({ ...BUILT_INS[1].definition, title: 'Evening class', sections: [{ kind: 'irregularities', count: 6, level: 2 }, { kind: 'award', count: 4, level: 3 }] });
      expect('audition' in c.definition).toBe(false);
    }
  });
});
