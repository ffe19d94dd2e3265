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

  describe('a blank answer is refused, never scored, and the item stays open', () => {
    // Each kind's answer with nothing given (what the API accepts in form, not in substance).
    // [kind, level, answer, seed]: a low-hands item of razz or 2-7 (seed 6), where every hand is ranked.
    const blanks: [Parameters<typeof drillModule>[0], 1 | 2 | 3, Record<string, unknown>, number?][] = [
      ['gather', 1, { kind: 'gather', returned: [], pots: [] }],
      ['side-pots', 2, { kind: 'side-pots', returned: [], pots: [{ amount: 0, eligible: [] }] }],
      ['showdown-order', 1, { kind: 'showdown-order', showdown_order: [], all_at_once: false }],
      ['award', 1, { kind: 'award', award_order: [], pots: [] }],
      ['chip-count', 1, { kind: 'chip-count', total: null, chips: [] }],
      ['chip-race', 1, { kind: 'chip-race', deal: [], winners: [], kept_in: [] }],
      ['read-hands', 1, { kind: 'read-hands', hands: [], winners: [] }],
      ['low-hands', 1, { kind: 'low-hands', order: [] }, 6],
      ['rake', 1, { kind: 'rake', rake: [], after_rake: [] }],
    ];
    it.each(blanks)('%s', (kind, level, blank, seed = 5) => {
      const service = createDrillService({ now: () => 0 });
      const { itemId } = service.next({ kind, level, seed });
      expect(() => service.submit({ itemId, answer: blank })).toThrow(expect.objectContaining({ code: 'blank-answer', message: expect.stringMatching(/^the answer is blank: .+ Nothing was scored/) }));
      const r = service.submit({ itemId, answer: drillModule(kind).generate(seed, level, 'cash').answer });
      expect(r).toMatchObject({ score: 1, correct: true });
    });

    it("a split game's empty low order says that no low qualifies: it is an answer, scored", () => {
      const service = createDrillService({ now: () => 0 });
      for (let seed = 1; ; seed++) {
        const item = drillModule('low-hands').generate(seed, 2, 'cash');
        const q = item.question as Extract<typeof item.question, { kind: 'low-hands' }>;
        if (q.variant !== 'omaha-hi-lo' && q.variant !== 'stud-hi-lo') continue;
        const { itemId } = service.next({ kind: 'low-hands', level: 2, seed });
        const r = service.submit({ itemId, answer: { kind: 'low-hands', order: [] } });
        expect(r.correct).toBe((item.answer as { order: number[] }).order.length === 0);
        break;
      }
    });

    it("a whole hand's blank step is refused; the steps before it stand and the step can be answered", () => {
      const service = createDrillService({ now: () => 0 });
      const seed = 3;
      const item = drillModule('whole-hand').generate(seed, 1, 'cash');
      const steps = (item.answer as { steps: { kind: string }[] }).steps;
      const k = steps.findIndex((s) => s.kind === 'gather');
      expect(k).toBeGreaterThanOrEqual(0);
      const { itemId } = service.next({ kind: 'whole-hand', level: 1, seed });
      if (k > 0) service.submit({ itemId, answer: { kind: 'whole-hand', steps: steps.slice(0, k) } });
      expect(() => service.submit({ itemId, answer: { kind: 'whole-hand', steps: [{ kind: 'gather', returned: [], pots: [] }] } })).toThrow(
        expect.objectContaining({ code: 'blank-answer', message: expect.stringContaining(`the answer to step ${k + 1} (gather) is blank`) }),
      );
      const r = service.submit({ itemId, answer: { kind: 'whole-hand', steps: steps.slice(k) } });
      expect(r).toMatchObject({ correct: true, score: 1 });
    });
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

