/**
 * What chips put forward without a declaration mean (TDA 40 to 45, and the 50 % rule of
 * RULES.md's "under-raise"): a check, a call, a bet, or a raise and to how much.
 */
import { legalActions } from './betting';
import { explain, type Explanation } from './explain';
import type { Hand } from './state';

export interface ChipPush {
  /** The chips pushed forward, by value, in one motion and silently. */
  chips: number[];
  /** "Call ... and raise" in two motions: a string bet. */
  stringBet?: boolean;
}

export interface ChipRuling {
  ruling: 'call' | 'bet' | 'raise';
  /** The player's total in front after the ruling. */
  to: number;
  /** The pushed amount was topped up to the minimum (or to a call). */
  completed: boolean;
  why: Explanation[];
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The ruling for the player to act; null when nobody is to act. */
export function chipRuling(hand: Hand, push: ChipPush): ChipRuling | null {
  const legal = legalActions(hand);
  if (!legal || push.chips.length === 0) return null;
  const seat = hand.seats[legal.seat];
  const total = Math.min(sum(push.chips), seat.stack);
  const to = seat.bet + total;
  const owed = hand.currentBet - seat.bet;
  const callTo = seat.bet + legal.toCall;
  const call = (why: Explanation): ChipRuling => ({ ruling: 'call', to: callTo, completed: to < callTo, why: [why] });
  const allIn = total === seat.stack;

  if (push.stringBet) {
    return call(explain('TDA 40', 'string-bet', { to: callTo }, `a call and then more chips in a second motion is a string bet: it is a call of ${callTo}`));
  }
  if (hand.currentBet === 0) {
    const betTo = allIn ? to : Math.max(to, legal.minRaiseTo);
    const single = push.chips.length === 1;
    return {
      ruling: 'bet',
      to: Math.min(betTo, legal.maxRaiseTo || betTo),
      completed: betTo > to,
      why: [explain('TDA 45', single ? 'single-chip-bet' : 'chips-bet', { to: betTo }, single ? `with no bet to face, a single chip is a bet of its full value: ${betTo}` : `the chips pushed are a bet of ${betTo}`)],
    };
  }
  if (owed > 0 && push.chips.length === 1) {
    return call(explain('TDA 45', 'oversized-chip', { chip: push.chips[0], to: callTo }, `a single oversized chip without a declaration is a call: ${callTo}`));
  }
  const sameValue = push.chips.every((c) => c === push.chips[0]);
  if (owed > 0 && sameValue && total - push.chips[0] < owed) {
    return call(explain('TDA 45', 'multiple-chips-call', { chip: push.chips[0], to: callTo }, `removing one chip would leave less than the call: the chips are a call of ${callTo}`));
  }
  const raiseBy = to - hand.currentBet;
  if (raiseBy <= 0 || !legal.canRaise) {
    return call(explain('TDA 43', raiseBy <= 0 ? 'not-a-raise' : 'raise-not-allowed', { to: callTo }, raiseBy <= 0 ? `the chips do not go over the bet: a call of ${callTo}` : `the player may not raise here: a call of ${callTo}`));
  }
  const fullRaise = legal.minRaiseTo - hand.currentBet;
  if (allIn || to >= legal.minRaiseTo) {
    const capped = Math.min(to, legal.maxRaiseTo);
    return { ruling: 'raise', to: capped, completed: false, why: [explain('TDA 43', 'raise', { to: capped }, `the chips are a raise to ${capped}`)] };
  }
  // TDA 43: half or more of a full raise must be completed to the minimum; less is a call.
  if (raiseBy * 2 >= fullRaise) {
    return {
      ruling: 'raise',
      to: legal.minRaiseTo,
      completed: true,
      why: [explain('TDA 43', 'complete-raise', { over: raiseBy, fullRaise, to: legal.minRaiseTo }, `${raiseBy} over the bet is at least half of the full raise of ${fullRaise}: it must be completed to ${legal.minRaiseTo}`)],
    };
  }
  return call(explain('TDA 43', 'under-half', { over: raiseBy, fullRaise, to: callTo }, `${raiseBy} over the bet is less than half of the full raise of ${fullRaise}: it is a call of ${callTo}, the rest goes back`));
}
