/** The showdown-procedure drill: each level's situations over 1,000 items, scoring, and the profiles' difference. */
import { describe, expect, it } from 'vitest';
import { generate, showdownProcedureDrill, TARGETS } from './showdown-procedure';
import type { Level } from '../hands/play';

const levels: Level[] = [1, 2, 3];

/** The situations an item shows, read from its answer and question (not from the generator's plan). */
function situations(item: ReturnType<typeof generate>): Set<string> {
  const out = new Set<string>();
  const statuses = item.answer.hands.map((h) => h.status);
  if (statuses.includes('may-muck')) out.add('may-muck');
  if (statuses.includes('killed')) out.add('killed');
  if (statuses.includes('show-all')) out.add('show-all');
  if (statuses.includes('tabled')) out.add('tabled');
  if (item.question.asksPenalty) out.add('cards-speak');
  if (item.question.table.history.at(-1)?.aggressor === null) out.add('checked');
  return out;
}

describe('showdown-procedure', () => {
  it.each(levels)('level %i: every listed situation comes up in 1,000 items, each about as often as drawn', (level) => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 1000; seed++) {
      const item = generate(seed, level, seed % 2 ? 'cash' : 'tournament');
      for (const s of situations(item)) counts.set(s, (counts.get(s) ?? 0) + 1);
      // A live hand has a ruling; a winner is a hand tabled, never a killed or unshown one.
      expect(item.answer.hands.map((h) => h.seat)).toEqual(item.question.events.map((e) => e.seat));
      for (const w of item.answer.winners) expect(['shown', 'show-all', 'tabled']).toContain(item.answer.hands.find((h) => h.seat === w)!.status);
    }
    for (const [target, share] of TARGETS[level]) {
      const name = target === 'killed-best' ? 'killed' : target;
      // At least two thirds of the share drawn (other situations come up besides, by chance).
      expect(counts.get(name) ?? 0, `${target} at level ${level}`).toBeGreaterThanOrEqual(Math.floor(1000 * share * 0.66));
    }
  });

  it('level 3 combines two situations in every item', () => {
    for (let seed = 0; seed < 200; seed++) expect(generate(seed, 3, 'cash').context.targets).toHaveLength(2);
  });

  it('a misannouncement: cash may penalise, the tournament not (the same seeds, both rooms)', () => {
    let cash = 0;
    let tournament = 0;
    for (let seed = 0; seed < 300; seed++) {
      const c = generate(seed, 2, 'cash');
      if (c.question.asksPenalty) (cash++, expect(c.answer.penalty).toBe(true));
      const t = generate(seed, 2, 'tournament');
      if (t.question.asksPenalty) (tournament++, expect(t.answer.penalty).toBe(false));
      if (!c.question.asksPenalty) expect(c.answer.penalty).toBeNull();
    }
    expect(cash).toBeGreaterThan(50);
    expect(tournament).toBeGreaterThan(50);
  });

  it('scores each part: the first to show, each hand, the winners, the penalty', () => {
    const item = generate(5, 2, 'cash');
    const right = showdownProcedureDrill.score(item, item.answer);
    expect(right.earned).toBe(right.possible);
    expect(right.possible).toBe(2 + item.answer.hands.length + (item.answer.penalty === null ? 0 : 1));
    const other = item.answer.hands.find((h) => h.seat !== item.answer.first_to_show)!.seat;
    const hands = item.answer.hands.map((h, k) => (k === 0 ? { ...h, status: h.status === 'killed' ? ('shown' as const) : ('killed' as const) } : h));
    const wrong = showdownProcedureDrill.score(item, { ...item.answer, first_to_show: other, hands });
    expect(wrong.earned).toBe(right.possible - 2);
    expect(wrong.mistakes.map((m) => m.message.key)).toEqual(['wrong-first_to_show', 'wrong-status']);
    expect(wrong.mistakes[1].part).toBe(`hands[${item.answer.hands[0].seat}]`);
  });
});
