/**
 * What the dealer sees on the table at any moment: the bets in front of each player, the pots
 * already in the middle, and what gathering now would make.
 */
import { chipText as c, explain, type Explanation } from './explain';
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
    why: back ? [uncalledReason(hand, back.seat, back.amount)] : [],
  };
}

/**
 * RULES (uncalled bets) in the bets on the table this round: "3,900 against 1,900: 2,000 goes back".
 * The uncalled part is always within this round's bet (earlier rounds ended matched), so the bet
 * it was matched up to is the bet less the part that goes back.
 */
function uncalledReason(hand: Hand, seat: number, amount: number): Explanation {
  const bet = hand.seats[seat].bet;
  const matched = bet - amount;
  return explain('RULES uncalled', 'uncalled', { seat, bet, matched, amount }, `seat ${seat} bet ${c(bet)} against ${c(matched)}: ${c(amount)} goes back`);
}
