/**
 * Exams can set the procedure kinds of issue 16 (action-order, chip-race, chip-count): a definition with them is
 * available, travels in a code, and its answer key scores full marks item by item.
 */
import { describe, expect, it } from 'vitest';
import type { DrillKind } from '../../shared/drills';
import type { ExamDefinition } from '../../shared/exam';
import { decodeExamCode, encodeExamCode } from './code';
import { checkKindsAvailable, validateDefinition } from './definitions';
import { planItems, scoreItem } from './items';
import { answerKey } from './key';

const KINDS: DrillKind[] = ['action-order', 'chip-race', 'chip-count'];

const definition: ExamDefinition = {
  title: 'Procedure',
  profile: 'cash',
  sections: KINDS.flatMap((kind) => [1, 3].map((level) => ({ kind, level: level as 1 | 3, count: 2 }))),
  perItemSeconds: 60,
  totalSeconds: null,
  passPercent: 80,
  attempts: 1,
  shuffle: true,
};

describe('an exam of the procedure kinds', () => {
  it('is available, and its code carries the kinds and levels', () => {
    expect(() => checkKindsAvailable(definition)).not.toThrow();
    expect(validateDefinition(definition)).toEqual(definition);
    const decoded = decodeExamCode(encodeExamCode({ definition }, 4242));
    expect(decoded.definition.sections).toEqual(definition.sections);
  });

  it("the answer key's answers score full marks, each item of its kind", () => {
    const code = encodeExamCode({ definition }, 777);
    const key = answerKey(code);
    expect(key.items.map((i) => i.kind).sort()).toEqual(definition.sections.flatMap((s) => Array(s.count).fill(s.kind)).sort());
    const planned = planItems(definition, 777, 1);
    for (const line of key.items) {
      const p = planned[line.index];
      expect(p.kind).toBe(line.kind);
      const s = scoreItem(p, 'cash', { kind: line.kind, ...line.answer } as never);
      expect(s.earned).toBe(s.possible);
    }
  });
});
