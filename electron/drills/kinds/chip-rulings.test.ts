/**
 * Chip rulings: an under-raise is judged against half of the raise increment (RULES.md, All-in,
 * table stakes: "below half the raise increment"), never against a raise the player's own stack
 * caps. The seeds are the items that quoted the capped figure before (issue 29: 16 of the 1,560
 * items of seeds 92000 to 92259, and 103171), each in both profiles.
 */
import { describe, expect, it } from 'vitest';
import { replayLines } from '../../phh/replay';
import { generate } from './chip-rulings';
import type { Level } from '../hands/play';

const profiles = ['cash', 'tournament'] as const;

/** The item's under-raise reason, and the raise increment of its hand replayed from the PHH. */
function underRaise(seed: number, level: Level, profile: 'cash' | 'tournament') {
  const item = generate(seed, level, profile);
  const hand = replayLines(item.phh!, profile);
  const why = item.why.find((w) => w.key === 'under-half' || w.key === 'under-half-check' || w.key === 'complete-raise');
  return { item, hand, why };
}

describe('chip rulings: the half of an under-raise', () => {
  it('seed 92022, level 2, cash: 5,750 over a raise of 21,000 is a call of 21,500 (not completed to 28,000)', () => {
    const { item, why } = underRaise(92022, 2, 'cash');
    expect(item.answer).toEqual({ kind: 'chip-rulings', ruling: 'call', to: 21500 });
    expect(why).toMatchObject({ key: 'under-half', values: { over: 5750, fullRaise: 21000, to: 21500 } });
    expect(why!.text).toBe('5,750 over the bet is less than half of the full raise of 21,000: it is a call of 21,500, the rest goes back');
  });

  const seeds: [number, Level][] = [[92016, 1], [92181, 1], [92022, 2], [92077, 2], [92193, 2], [92029, 3], [92105, 3], [92147, 3], [103171, 3]];
  it.each(seeds.flatMap(([seed, level]) => profiles.map((profile) => [seed, level, profile] as const)))('seed %i, level %i, %s: the figure quoted is the raise increment, and the ruling follows it', (seed, level, profile) => {
    const { item, hand, why } = underRaise(seed, level, profile);
    expect(why, 'an under-raise item').toBeDefined();
    expect(why!.values.fullRaise).toBe(hand.increment);
    const over = why!.values.over as number;
    expect(item.answer.ruling).toBe(over * 2 >= hand.increment ? 'raise' : hand.currentBet > hand.seats[hand.toAct!].bet ? 'call' : 'check');
  });

  it('no item of seeds 92000 to 92259 (every level, both profiles) quotes another figure', () => {
    const wrong: string[] = [];
    for (const level of [1, 2, 3] as const) {
      for (const profile of profiles) {
        for (let seed = 92000; seed < 92260; seed++) {
          const { hand, why } = underRaise(seed, level, profile);
          if (why && why.values.fullRaise !== hand.increment) wrong.push(`${seed} L${level} ${profile}: ${why.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
