/**
 * What the dealer sees on the table at any moment: the bets in front of each player, the pots
 * already in the middle, and what gathering now would make.
 */
import type { Explanation } from './explain';
import { buildPots, uncalledBet, type Pot } from './pots';
import { ledgerOf, type Hand } from './state';

export interface GatherView {
  /** Chips in front of each seat this round. */
  bets: number[];
  /** Pots in the middle before this round's bets. */
  potsBefore: Pot[];
  /** Handed back if gathered now: the part of the largest bet nobody matched. */
  returned: { seat: number; amount: number } | null;
  /** Pots after gathering. */
  potsAfter: Pot[];
  why: Explanation[];
}

export function gatherView(hand: Hand): GatherView {
  const ledger = ledgerOf(hand);
  const { folded } = ledger;
  const stakes = ledger.stakes.slice();
  const back = uncalledBet(ledger);
  if (back) stakes[back.seat] -= back.amount;
  return {
    bets: hand.seats.map((s) => s.bet),
    potsBefore: buildPots({ stakes: hand.seats.map((s) => s.committed), folded, dead: hand.deadMoney }),
    returned: back ? { seat: back.seat, amount: back.amount } : null,
    potsAfter: buildPots({ stakes, folded, dead: hand.deadMoney }),
    why: back ? [back.why] : [],
  };
}
