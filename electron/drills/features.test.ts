/** Over 1,000 items per level, the features each level promises occur. */
import { describe, expect, it } from 'vitest';
import { drillModule } from './registry';
import type { DrillItem } from './types';
import type { Level } from './play';

function share<K extends Parameters<typeof drillModule>[0]>(kind: K, level: Level, test: (item: DrillItem<K>) => boolean, count = 1000): number {
  let hits = 0;
  for (let seed = 0; seed < count; seed++) if (test(drillModule(kind).generate(seed, level, seed % 2 ? 'cash' : 'tournament') as unknown as DrillItem<K>)) hits++;
  return hits / count;
}

const players = (item: { question: object }): number => ('table' in item.question ? (item.question as { table: { seats: unknown[] } }).table.seats.length : 0);

describe('level features', () => {
  it('tables: two or three players at level 1, six to ten with antes at level 3', () => {
    expect(share('gather', 1, (i) => players(i) >= 2 && players(i) <= 3)).toBe(1);
    expect(share('gather', 3, (i) => players(i) >= 6 && players(i) <= 10 && i.question.table.antes.kind !== 'none')).toBe(1);
    // One chip colour at level 1: every stack a multiple of the smallest chip; odd stacks at level 3.
    expect(share('side-pots', 1, (i) => i.question.table.seats.every((s) => s.stack % i.question.table.smallestChip === 0))).toBe(1);
    expect(share('side-pots', 3, (i) => i.phh.startingStacks.some((s) => s % 100 !== 0))).toBeGreaterThan(0.9);
  });

  it('side pots: most level 3 items have two side pots or more, level 2 one or more', () => {
    expect(share('side-pots', 3, (i) => i.answer.pots.length >= 3)).toBeGreaterThan(0.8);
    expect(share('side-pots', 2, (i) => i.answer.pots.length >= 2)).toBeGreaterThan(0.8);
  });

  it('gather: level 3 has an over-bet or an all-in, and folds', () => {
    expect(share('gather', 3, (i) => i.answer.returned.length > 0 || i.question.table.seats.some((s) => s.allIn))).toBeGreaterThan(0.9);
    expect(share('gather', 3, (i) => i.question.table.seats.some((s) => s.folded))).toBeGreaterThan(0.8);
  });

  it('showdown order: river bets and checked rivers, and all-ins face up', () => {
    expect(share('showdown-order', 2, (i) => i.context !== null)).toBeGreaterThan(0.2);
    expect(share('showdown-order', 2, (i) => i.context === null)).toBeGreaterThan(0.2);
    expect(share('showdown-order', 3, (i) => i.answer.all_at_once)).toBeGreaterThan(0.1);
  });

  it('award: split pots and side pots occur', () => {
    expect(share('award', 2, (i) => i.answer.pots.some((p) => p.winners.length > 1))).toBeGreaterThan(0.1);
    expect(share('award', 3, (i) => i.answer.pots.length >= 2)).toBeGreaterThan(0.8);
  });

  it('decisions: pot-limit preflop spots, short all-ins before min-raises, not-reopened and capped spots', () => {
    expect(share('pot-limit', 1, (i) => i.question.table.street === 'preflop')).toBeGreaterThan(0.3);
    expect(share('min-raise', 3, (i) => i.why.some((w) => w.key === 'min-raise'))).toBeGreaterThan(0.9);
    expect(share('action', 3, (i) => !i.answer.can_raise)).toBeGreaterThan(0.1);
    expect(share('action', 3, (i) => i.answer.can_raise)).toBeGreaterThan(0.1);
    expect(share('action', 3, (i) => i.question.table.structure === 'fixed-limit')).toBeGreaterThan(0.2);
  });

  it('chip rulings: calls, raises (completed or not), bets, single chips and string bets all come up', () => {
    for (const level of [2, 3] as const) {
      expect(share('chip-rulings', level, (i) => i.answer.ruling === 'call', 500)).toBeGreaterThan(0.1);
      expect(share('chip-rulings', level, (i) => i.answer.ruling === 'raise', 500)).toBeGreaterThan(0.1);
      expect(share('chip-rulings', level, (i) => i.why[0].key === 'complete-raise', 500)).toBeGreaterThan(0.02);
      expect(share('chip-rulings', level, (i) => i.question.push.stringBet, 500)).toBeGreaterThan(0.1);
      expect(share('chip-rulings', level, (i) => i.question.push.chips.length === 1, 500)).toBeGreaterThan(0.1);
    }
  });

  it('read hands: Omaha at levels 2 and 3, split pots sometimes', () => {
    expect(share('read-hands', 3, (i) => i.question.variant === 'omaha')).toBeGreaterThan(0.3);
    expect(share('read-hands', 2, (i) => i.answer.winners.length > 1)).toBeGreaterThan(0.01);
  });
});
