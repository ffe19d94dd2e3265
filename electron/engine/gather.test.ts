/** What the dealer sees when gathering: the uncalled bet in this round's bets, antes as dead money. */
import { describe, expect, it } from 'vitest';
import { gatherView } from './gather';
import { cloneHand } from './state';
import { dealt, flopWithPot, play } from './testing';

describe('the uncalled bet is told in the bets on the table this round', () => {
  it('A bets 3,900 on the flop, B calls all-in for 1,900: "3,900 against 1,900: 2,000 goes back", not the totals for the hand', () => {
    const h = play(flopWithPot(400, [10000, 1900]), 'r3900');
    // The table before the dealer gathers: B's 1,900 in front, nothing behind.
    const table = cloneHand(h);
    table.seats[1].bet = 1900;
    table.seats[1].stack = 0;
    table.toAct = null;
    const g = gatherView(table);
    expect(g.returned).toEqual({ seat: 0, amount: 2000 });
    expect(g.why).toEqual([{ rule: 'RULES uncalled', key: 'uncalled', values: { seat: 0, bet: 3900, matched: 1900, amount: 2000 }, text: 'seat 0 bet 3,900 against 1,900: 2,000 goes back' }]);
  });
});

describe('antes are dead money in the main pot', () => {
  it('a big-blind ante before the first gathering is the main pot of every player in the hand, never a pot nobody can win', () => {
    const h = dealt({ stacks: [5000, 5000, 5000], sb: 100, bb: 200, antes: { kind: 'big-blind', amount: 200 } });
    expect(gatherView(h).potsBefore).toEqual([{ amount: 200, eligible: [0, 1, 2] }]);
    expect(gatherView(play(h, 'f')).potsBefore).toEqual([{ amount: 200, eligible: [0, 1] }]); // the button folded
  });
});
