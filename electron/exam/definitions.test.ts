/** Definitions: the built-ins are valid, a school's file is read with defaults, and errors name the field. */
import { describe, expect, it } from 'vitest';
import { ExamDefinition } from '../../shared/exam';
import { decodeExamCode, encodeExamCode } from './code';
import { BUILT_INS, checkKindsAvailable, itemCount, parseSchoolDefinition, schoolDefinitionText } from './definitions';

const school = {
  format: 'dealer-trainer-exam',
  version: 1,
  title: 'Side pots, evening class',
  sections: [
    { kind: 'side-pots', count: 10, level: 2 },
    { kind: 'award', count: 5, level: 2 },
  ],
  time: { perItemSeconds: 120 },
  passPercent: 80,
};
const text = (patch: Record<string, unknown>) => JSON.stringify({ ...school, ...patch });
const error = (t: string) => {
  try {
    parseSchoolDefinition(t, 'evening.json');
  } catch (e) {
    return `${(e as { code: string }).code}: ${(e as Error).message}`;
  }
  throw new Error('accepted');
};

describe('exam definitions', () => {
  it('a school may set the procedure kinds: the definition is read, its kinds are available, and its code carries them', () => {
    const d = parseSchoolDefinition(text({ sections: [{ kind: 'showdown-procedure', count: 5, level: 3 }, { kind: 'irregularities', count: 6, level: 2 }] }), 'procedure.json');
    expect(d.sections).toEqual([{ kind: 'showdown-procedure', count: 5, level: 3 }, { kind: 'irregularities', count: 6, level: 2 }]);
    expect(() => checkKindsAvailable(d)).not.toThrow();
    expect(decodeExamCode(encodeExamCode({ definition: d }, 77)).definition.sections).toEqual(d.sections);
  });

  it('the built-ins are valid, numbered once, and the certification is the TDA format', () => {
    for (const b of BUILT_INS) expect(ExamDefinition.parse(b.definition)).toEqual(b.definition);
    expect(new Set(BUILT_INS.map((b) => b.number)).size).toBe(BUILT_INS.length);
    const cert = BUILT_INS.find((b) => b.name === 'dealer-certification')!.definition;
    expect({ items: itemCount(cert), total: cert.totalSeconds, pass: cert.passPercent, attempts: cert.attempts }).toEqual({ items: 40, total: 6000, pass: 90, attempts: 2 });
    const pots = BUILT_INS.find((b) => b.name === 'pots-1')!.definition;
    expect({ items: itemCount(pots), each: pots.perItemSeconds, pass: pots.passPercent }).toEqual({ items: 20, each: 90, pass: 90 });
  });

  it("reads a school's file, filling in the defaults, and writes it back the same", () => {
    const d = parseSchoolDefinition(JSON.stringify(school), 'evening.json');
    expect(d).toEqual({ ...school, format: undefined, version: undefined, time: undefined, profile: 'tournament', perItemSeconds: 120, totalSeconds: null, attempts: 1, shuffle: true });
    expect(parseSchoolDefinition(schoolDefinitionText(d), 'again.json')).toEqual(d);
  });

  it('names the file and the field that is wrong', () => {
    expect(error('{"format": ')).toMatch(/^bad-definition: evening.json: not valid JSON/);
    expect(error(text({ format: 'other' }))).toMatch(/evening.json: format/);
    expect(error(text({ time: {} }))).toMatch(/time: give a time per item, a total time, or both/);
    expect(error(text({ passPercent: 120 }))).toMatch(/passPercent/);
    expect(error(text({ sections: [{ kind: 'side-pots', count: 10, level: 4 }] }))).toMatch(/sections\.0\.level/);
    expect(error(text({ sections: [{ kind: 'juggling', count: 10, level: 1 }] }))).toMatch(/sections\.0\.kind/);
    expect(error(text({ sections: [{ kind: 'gather', count: 150, level: 1 }, { kind: 'award', count: 60, level: 1 }] }))).toMatch(/add up to 210 items; an exam has at most 200/);
    expect(error(text({ title: '   ' }))).toMatch(/title/);
    expect(error(text({ extra: 1 }))).toMatch(/extra/);
  });

  it('refuses a kind this release cannot set yet', () => {
    const d = parseSchoolDefinition(JSON.stringify(school), 'evening.json');
    expect(() => checkKindsAvailable(d, ['side-pots', 'gather'])).toThrow(expect.objectContaining({ code: 'kind-unavailable', message: expect.stringMatching(/cannot set award items in an exam yet/) }));
    expect(() => checkKindsAvailable(d, ['side-pots', 'award'])).not.toThrow();
    expect(error(text({ sections: [{ kind: 'whole-hand', count: 2, level: 1 }] }))).toMatch(/^kind-unavailable: .*whole-hand items in an exam/);
  });
});
