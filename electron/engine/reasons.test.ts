/**
 * A settlement says each reason once: the hands a winner beat the same way in one sentence ("seat 0
 * beats seat 1 and seat 2: A against Q decides", not a sentence a seat), a beaten hand or a folded
 * seat not again for a later pot; and each reason names its pot, for the screens to group them.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from './explain';
import { settle } from './showdown';
import { dealt, play } from './testing';
import type { Hand } from './state';

/** Checked from the flop to the river on K-K-8-5-2 (the players' own bets first). */
function toRiver(hand: Hand, ...flop: string[]): Hand {
  let h = play(hand, 'dKcKd8s', ...flop);
  for (const card of ['d5h', 'd2c']) {
    while (h.phase === 'betting') h = play(h, 'k');
    h = play(h, card);
  }
  while (h.phase === 'betting') h = play(h, 'k');
  return h;
}

describe('reasons said once', () => {
  it('four players on K-K-8-5-2: A-3 beats the three queens on one kicker, in one sentence', () => {
    let h = dealt({ stacks: [5000, 5000, 5000, 5000], sb: 50, bb: 100, hole: ['Ac3d', 'QhJd', 'Qs9c', 'QcTd'] });
    while (h.phase === 'betting') h = play(h, h.seats[h.toAct!].bet < h.currentBet ? 'c' : 'k');
    const s = unwrap(settle(toRiver(h)));
    expect(s.steps.map((w) => w.key)).toEqual(['kicker-several', 'pot-winners']);
    expect(s.steps[0]).toMatchObject({ values: { winner: 0, losers: [1, 2, 3], winnerRank: 'A', loserRank: 'Q', pot: 0 }, text: 'seat 0 beats seat 1 and seat 2 and seat 3: A against Q decides' });
  });

  it('a side pot and the main pot: each beaten hand is said once, each reason with its pot', () => {
    // Seat 1 is all-in preflop for 300; seats 0 and 2 bet on into a side pot.
    const h = toRiver(play(dealt({ stacks: [5000, 300, 5000], sb: 50, bb: 100, hole: ['Ac3d', 'QhJd', 'QcTd'] }), 'r300', 'c', 'c'), 'r200', 'c');
    const s = unwrap(settle(h));
    expect(s.pots.map((p) => p.eligible)).toEqual([[0, 1, 2], [0, 2]]);
    expect(s.steps.map((w) => [w.key, w.values.pot, w.text])).toEqual([
      ['kicker', 1, 'seat 0 beats seat 2: A against Q decides'],
      ['pot-winners', 1, 'pot 1: seat 0 wins with pair KcKdAc8s5h'],
      // The main pot: seat 2's hand was said beaten in the side pot; only seat 1's is new.
      ['kicker', 0, 'seat 0 beats seat 1: A against Q decides'],
      ['pot-winners', 0, 'pot 0: seat 0 wins with pair KcKdAc8s5h'],
    ]);
    // Each pot keeps all of its own reasons, for a reader of one pot.
    expect(s.pots[0].why.map((w) => w.key)).toEqual(['kicker', 'pot-winners']);
  });

  it('a folded seat with chips in two pots is said folded once', () => {
    // Seat 1 (the big blind) is all-in for 300; seat 3 raises to 600, called, then folds on the flop: its chips are in both pots.
    const h = toRiver(play(dealt({ stacks: [5000, 300, 5000, 5000], sb: 50, bb: 100, hole: ['Ac3d', 'QhJd', 'QcTd', '9c9d'] }), 'c', 'r600', 'c', 'c', 'c'), 'r500', 'c', 'f');
    const s = unwrap(settle(h));
    expect(s.pots.map((p) => p.eligible)).toEqual([[0, 1, 2], [0, 2]]);
    // Each pot's own reasons say it, the settlement once.
    expect(s.pots.map((p) => p.why.filter((w) => w.key === 'not-eligible-folded').length)).toEqual([1, 1]);
    expect(s.steps.filter((w) => w.key === 'not-eligible-folded')).toEqual([expect.objectContaining({ values: { seat: 3, pot: 1 }, text: 'seat 3 folded' })]);
  });
});
