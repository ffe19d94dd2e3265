/**
 * What chips put forward without a declaration mean (RULES.md, one motion; TDA 40 to 45, and the
 * 50 % rule of RULES.md's "under-raise"): a check, a call, a bet, or a raise and to how much.
 * The tournament profile cites the TDA's rules, the cash profile RULES.md's sections.
 */
import { fullRaiseTo, legalActions } from './betting';
import { chipText as c, cite, explain, type Explanation } from './explain';
import type { Hand } from './state';

export interface ChipPush {
  /** The chips pushed forward, by value, in one motion and silently. */
  chips: number[];
  /** "Call ... and raise" in two motions: a string bet. */
  stringBet?: boolean;
}

export interface ChipRuling {
  ruling: 'check' | 'call' | 'bet' | 'raise';
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
  // Nothing to call (the big blind's option): what would be a call is a check.
  const call = (...why: Explanation[]): ChipRuling => (owed > 0 ? { ruling: 'call', to: callTo, completed: to < callTo, why } : { ruling: 'check', to: seat.bet, completed: false, why });
  const allIn = total === seat.stack;
  const profile = hand.config.profile;
  const motion = (tda: string): string => cite(profile, tda, 'RULES one motion');
  const underRaise = cite(profile, 'TDA 43', 'RULES under-raise');

  if (push.stringBet) {
    return call(explain(motion('TDA 40'), 'string-bet', { to: callTo }, `a call and then more chips in a second motion is a string bet: it is a call of ${c(callTo)}`));
  }
  if (hand.currentBet === 0) return betRuling(push, total, to, allIn, hand.increment, legal.allInTo, legal.maxRaiseTo, motion('TDA 45'));
  if (push.chips.length === 1) {
    // RULES one motion: a silent oversized chip is a call; the big blind on its option has nothing more to call, so it is a check.
    if (owed === 0) return call(explain(motion('TDA 45'), 'option-chip-check', { chip: push.chips[0], to: seat.bet }, `with nothing more to call, a single chip pushed without a word is a check: the player stays at ${c(seat.bet)}`));
    return call(explain(motion('TDA 45'), 'oversized-chip', { chip: push.chips[0], to: callTo }, `a single oversized chip without a declaration is a call: ${c(callTo)}`));
  }
  const sameValue = push.chips.every((c) => c === push.chips[0]);
  if (owed > 0 && sameValue && total - push.chips[0] < owed) {
    return call(explain(motion('TDA 45'), 'multiple-chips-call', { chip: push.chips[0], to: callTo }, `removing one chip would leave less than the call: the chips are a call of ${c(callTo)}`));
  }
  const raiseBy = to - hand.currentBet;
  if (raiseBy <= 0) return call(explain(motion('TDA 43'), 'not-a-raise', { to: callTo }, `the chips do not go over the bet: a call of ${c(callTo)}`));
  // The chips beyond the call go back; the rule that forbids the raise says why.
  if (!legal.canRaise) return call(explain(motion('TDA 43'), 'raise-not-allowed', { to: callTo }, `the player may not raise here: a call of ${c(callTo)}`), legal.why[0]);
  if (allIn || to >= legal.minRaiseTo) {
    const capped = Math.min(to, legal.maxRaiseTo);
    return { ruling: 'raise', to: capped, completed: false, why: [explain(motion('TDA 43'), 'raise', { to: capped }, `the chips are a raise to ${c(capped)}`)] };
  }
  // RULES under-raise (TDA 43): half or more of the raise increment is completed to the minimum, less is a call;
  // the increment is the full raise, not a raise the player's stack caps.
  const fullTo = fullRaiseTo(hand);
  const fullRaise = fullTo - hand.currentBet;
  if (raiseBy * 2 >= fullRaise) {
    const why = [explain(underRaise, 'complete-raise', { over: raiseBy, fullRaise, to: fullTo }, `${c(raiseBy)} over the bet is at least half of the full raise of ${c(fullRaise)}: it must be completed to ${c(fullTo)}`)];
    // RULES all-in: a stack short of the minimum completes it all-in.
    if (legal.minRaiseTo < fullTo) why.push(explain('RULES all-in', 'complete-raise-all-in', { to: legal.minRaiseTo }, `the player has only ${c(legal.minRaiseTo)} in all: the raise is all-in for ${c(legal.minRaiseTo)}`));
    return { ruling: 'raise', to: legal.minRaiseTo, completed: true, why };
  }
  if (owed === 0) return call(explain(underRaise, 'under-half-check', { over: raiseBy, fullRaise, to: seat.bet }, `${c(raiseBy)} over the bet is less than half of the full raise of ${c(fullRaise)}: with nothing to call it is a check, the chips go back`));
  return call(explain(underRaise, 'under-half', { over: raiseBy, fullRaise, to: callTo }, `${c(raiseBy)} over the bet is less than half of the full raise of ${c(fullRaise)}: it is a call of ${c(callTo)}, the rest goes back`));
}

/**
 * Not facing a bet (RULES one motion): a silent single chip is a bet of the chip's value, several
 * chips a bet of their total, up to the maximum allowed; a bet below the minimum that is not
 * all-in is made up to the minimum, because it is the minimum, not because of the chip.
 */
function betRuling(push: ChipPush, total: number, to: number, allIn: boolean, minBet: number, allInTo: number, maxBetTo: number, rule: string): ChipRuling {
  const single = push.chips.length === 1;
  if (to < minBet && !allIn) {
    const madeUp = Math.min(minBet, allInTo);
    const why = [
      explain('RULES one motion', single ? 'single-chip-below-min' : 'chips-below-min', { chip: push.chips[0], total, to: minBet }, single ? `a lone ${c(push.chips[0])} chip is less than the minimum bet of ${c(minBet)}: it is a bet of ${c(minBet)}, made up to the minimum` : `the chips pushed, ${c(total)}, are less than the minimum bet of ${c(minBet)}: it is a bet of ${c(minBet)}, made up to the minimum`),
    ];
    if (madeUp < minBet) why.push(explain('RULES all-in', 'made-up-all-in', { to: madeUp }, `the player has only ${c(madeUp)} in all: the bet is all-in for ${c(madeUp)}`));
    return { ruling: 'bet', to: madeUp, completed: true, why };
  }
  const betTo = Math.min(to, maxBetTo || to);
  const why = single
    ? explain(rule, 'single-chip-bet', { chip: push.chips[0], to: betTo }, `with no bet to face, a single chip is a bet of its value: ${c(betTo)}`)
    : explain(rule, 'chips-bet', { total, to: betTo }, `the chips pushed are a bet of ${c(betTo)}`);
  return { ruling: 'bet', to: betTo, completed: false, why: [why] };
}
