/**
 * Weak spots never hide a kind answered too few times (issue 31): the bring-in at 0 % on two
 * answers is "not enough answers yet", not "no weak spots".
 */
import { describe, expect, it } from 'vitest';
import { type AnswerPoint, progressOf } from './progress';

const at = Date.UTC(2026, 0, 1, 9);
const points = (kind: AnswerPoint['kind'], level: 1 | 2 | 3, scores: number[], seconds = 5): AnswerPoint[] => scores.map((score, k) => ({ kind, level, score, seconds, answeredAt: at + k }));

describe('progress: weak spots and too few answers', () => {
  it('lists a kind and level answered fewer than 30 times that is not a weak spot as too few, whatever its accuracy', () => {
    const p = progressOf([...points('bring-in', 1, [0, 0]), ...points('gather', 1, [1, 1, 0.5, 0.5, 1, 0]), ...points('min-raise', 2, Array<number>(30).fill(1))], 'T');
    expect(p.weakSpots.map((w) => [w.kind, w.level])).toEqual([['gather', 1]]);
    // Two answers at 0 %: too few to judge, and said so; min-raise level 2 (30 right, quick) is judged and not weak.
    expect(p.tooFew).toEqual([{ kind: 'bring-in', level: 1, items: 2 }]);
  });

  it('counts every answer of a kind and level, not only the recent ones judged', () => {
    const p = progressOf(points('gather', 2, Array<number>(29).fill(1)), 'T');
    expect(p.weakSpots).toEqual([]);
    expect(p.tooFew).toEqual([{ kind: 'gather', level: 2, items: 29 }]);
    expect(progressOf(points('gather', 2, Array<number>(30).fill(1)), 'T').tooFew).toEqual([]);
  });
});
