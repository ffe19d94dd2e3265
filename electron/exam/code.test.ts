/** Exam codes: round trips, and every typo a person makes is caught with a clear error. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExamDefinition } from '../../shared/exam';
import { decodeExamCode, encodeExamCode, MAX_SEED } from './code';
import { BUILT_INS, examKinds } from './definitions';
import { ExamError } from './errors';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const definitionArb: fc.Arbitrary<ExamDefinition> = fc
  .record({
    title: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && s.trim() === s),
    profile: fc.constantFrom('cash' as const, 'tournament' as const),
    sections: fc.array(fc.record({ kind: fc.constantFrom(...examKinds()), count: fc.integer({ min: 1, max: 20 }), level: fc.constantFrom(1 as const, 2 as const, 3 as const) }), {
      minLength: 1,
      maxLength: 9,
    }),
    perItemSeconds: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: null }),
    totalSeconds: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: null }),
    passPercent: fc.integer({ min: 1, max: 100 }),
    attempts: fc.integer({ min: 1, max: 9 }),
    shuffle: fc.boolean(),
  })
  .filter((d) => d.perItemSeconds !== null || d.totalSeconds !== null);

const badCode = (code: string) => {
  try {
    decodeExamCode(code);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ExamError);
    expect((e as ExamError).code).toBe('bad-code');
    return (e as ExamError).message;
  }
};

describe('exam codes', () => {
  it('a built-in exam and its seed make a 12-character code that reads back', () => {
    for (const b of BUILT_INS) {
      for (const seed of [0, 1, 4242, MAX_SEED]) {
        const code = encodeExamCode({ builtIn: b.number }, seed);
        expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        const back = decodeExamCode(code);
        expect(back).toMatchObject({ code, seed, builtIn: b.name, definition: b.definition });
      }
    }
  });

  it("a school's definition travels whole in the code", () => {
    fc.assert(
      fc.property(definitionArb, fc.integer({ min: 0, max: MAX_SEED }), (definition, seed) => {
        const code = encodeExamCode({ definition }, seed);
        const back = decodeExamCode(code);
        expect(back.definition).toEqual(definition);
        expect(back.seed).toBe(seed);
        expect(back.code).toBe(code);
      }),
      { numRuns: 300 },
    );
  });

  it('is read in any case, with or without dashes, O as 0 and I or L as 1', () => {
    const code = encodeExamCode({ builtIn: 3 }, 123456);
    const sloppy = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(decodeExamCode(sloppy).code).toBe(code);
  });

  it('catches every single mistyped character and every swap of neighbours', () => {
    const codes = [encodeExamCode({ builtIn: 1 }, 987654), encodeExamCode({ definition: BUILT_INS[2].definition }, 55)];
    for (const code of codes) {
      const plain = code.replace(/-/g, '');
      for (let i = 0; i < plain.length; i++) {
        for (const c of ALPHABET) {
          if (c === plain[i]) continue;
          expect(badCode(plain.slice(0, i) + c + plain.slice(i + 1)), `${i} ${c}`).toMatch(/typo|too many or too few|damaged|update the trainer/);
        }
        if (i + 1 < plain.length && plain[i] !== plain[i + 1]) {
          expect(badCode(plain.slice(0, i) + plain[i + 1] + plain[i] + plain.slice(i + 2))).not.toBeNull();
        }
      }
      // A character left out or added.
      for (let i = 0; i < plain.length; i++) expect(badCode(plain.slice(0, i) + plain.slice(i + 1))).not.toBeNull();
      expect(badCode(`${plain}7`)).not.toBeNull();
    }
  });

  it('says what is wrong in words', () => {
    expect(badCode('2000-0081-6S3')).toMatch(/too many or too few/);
    expect(badCode('2000-0081-6S31')).toMatch(/typo/);
    expect(badCode('2000-0U81-6S30')).toMatch(/"U" is not used/);
    expect(badCode('')).toMatch(/too short/);
  });

  it('refuses a definition that is not valid', () => {
    const definition = { ...BUILT_INS[0].definition, passPercent: 0 };
    expect(() => encodeExamCode({ definition }, 1)).toThrow(/passPercent/);
    expect(() => encodeExamCode({ builtIn: 99 }, 1)).toThrow(/no built-in exam number 99/);
    expect(() => encodeExamCode({ builtIn: 1 }, MAX_SEED + 1)).toThrow(/seed/);
  });
});
