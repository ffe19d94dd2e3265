/** The item store: answers kept in main, submitted once, timed by main's clock, clear errors. */
import { describe, expect, it } from 'vitest';
import { DrillNextResponse, DrillSubmitResponse } from '../../shared/drills';
import { createDrillService, DrillError } from './service';
import { drillModule } from './registry';

describe('drill service', () => {
  it('hands out the question, scores the kept answer once, and grades the time', () => {
    let t = 0;
    const service = createDrillService({ now: () => t });
    const next = DrillNextResponse.parse(service.next({ kind: 'min-raise', level: 2, seed: 11 }));
    const item = drillModule('min-raise').generate(11, 2, 'cash');
    expect(next.question).toEqual(item.question);
    t = 4000;
    const result = DrillSubmitResponse.omit({ record: true }).parse(service.submit({ itemId: next.itemId, answer: item.answer }));
    expect(result).toMatchObject({ score: 1, correct: true, seconds: 4, speed: 'fast', answer: item.answer });
    expect(result.explanation.length).toBeGreaterThan(0);
    expect(() => service.submit({ itemId: next.itemId, answer: item.answer })).toThrow(expect.objectContaining({ code: 'already-submitted' }));
  });

  it('rejects an unknown id, a malformed answer and an answer of another kind', () => {
    let t = 0;
    const service = createDrillService({ now: () => (t += 100_000) });
    expect(() => service.submit({ itemId: 'nope', answer: {} })).toThrow(DrillError);
    expect(() => service.submit({ itemId: 'nope', answer: {} })).toThrow(expect.objectContaining({ code: 'unknown-item' }));
    const { itemId } = service.next({ kind: 'gather', level: 1, seed: 1 });
    expect(() => service.submit({ itemId, answer: { kind: 'gather', returned: 'all' } })).toThrow(expect.objectContaining({ code: 'malformed-answer' }));
    expect(() => service.submit({ itemId, answer: { kind: 'min-raise', min_raise_to: 400 } })).toThrow(expect.objectContaining({ code: 'wrong-kind' }));
    expect(() => service.next({ kind: 'gather', level: 4 })).toThrow(expect.objectContaining({ code: 'bad-request' }));
    // A rejected answer does not use the item up; a slow right answer is graded slow.
    const r = service.submit({ itemId, answer: drillModule('gather').generate(1, 1, 'cash').answer });
    expect(r.speed).toBe('slow');
    expect(r.score).toBe(1);
  });

  it("issue 32 finding 5: keeps items per owner, so one trainee's many items never push out another's", () => {
    const service = createDrillService({ capacity: 3 });
    const ann = service.next({ kind: 'min-raise', level: 1, seed: 5 }, 'ann');
    const bos = Array.from({ length: 10 }, (_, k) => service.next({ kind: 'min-raise', level: 1, seed: k }, 'bo'));
    const key = drillModule('min-raise').generate(5, 1, 'cash').answer;
    expect(service.submit({ itemId: ann.itemId, answer: key }, 'ann')).toMatchObject({ correct: true });
    // Bo's own bound: his oldest items went, his latest three are kept.
    expect(() => service.submit({ itemId: bos[0].itemId, answer: key }, 'bo')).toThrow(expect.objectContaining({ code: 'unknown-item' }));
    expect(service.submit({ itemId: bos[9].itemId, answer: drillModule('min-raise').generate(9, 1, 'cash').answer }, 'bo')).toMatchObject({ correct: true });
    // Nor can anyone answer another's item.
    expect(() => service.submit({ itemId: bos[8].itemId, answer: key }, 'ann')).toThrow(expect.objectContaining({ code: 'unknown-item' }));
  });
});
