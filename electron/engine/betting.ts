/**
 * The betting round: who acts, what they may do, and when the round is over.
 * All functions are pure reads of a Hand.
 */
import { explain, REASON_NOT_ASKED, type Explanation } from './explain';
import type { Street } from './rules';
import { canAct, liveCount, type Hand } from './state';

/** Fixed limit: the small bet on the first two rounds, the big bet on the later ones. */
export function limitUnit(hand: Hand, street: Street = hand.street): number {
  const { minBet, bigBet } = hand.config;
  return street === 'preflop' || street === 'flop' ? minBet : (bigBet ?? minBet * 2);
}

/** The next seat to act clockwise after `from`, or null when the round is over. */
export function nextToAct(hand: Hand, from: number): number | null {
  const seats = hand.seats;
  const n = seats.length;
  // One pass over the table for what each candidate's "others" are: the players in the hand with
  // chips, and the two largest bets (the largest other bet is the second one for its owner).
  let live = 0;
  let withChips = 0;
  let top = -1;
  let topBet = 0;
  let secondBet = 0;
  for (let j = 0; j < n; j++) {
    const s = seats[j];
    if (s.folded) continue;
    live++;
    if (s.stack > 0) withChips++;
    if (top < 0 || s.bet > topBet) {
      secondBet = topBet;
      topBet = s.bet;
      top = j;
    } else if (s.bet > secondBet) secondBet = s.bet;
  }
  if (live < 2) return null;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    const s = seats[i];
    if (!canAct(s)) continue;
    if (s.actedAt !== null && s.bet >= hand.currentBet) continue;
    // Nobody left to play against: a lone player with chips who has matched every other stake acts no more.
    const othersCanAct = withChips > 1;
    const otherMax = i === top ? secondBet : topBet;
    if (!othersCanAct && s.bet >= otherMax) continue;
    return i;
  }
  return null;
}

/** Seats that have not folded and still have chips. */
export function countCanAct(hand: Hand): number {
  let n = 0;
  for (const s of hand.seats) if (canAct(s)) n++;
  return n;
}

/** The seat whose blind or straddle is largest (the last one clockwise on a tie): preflop action starts left of it. */
export function lastBlindSeat(hand: Hand): number | null {
  const n = hand.seats.length;
  let best: number | null = null;
  let max = 0;
  for (let k = 1; k <= n; k++) {
    const i = (hand.config.button + k) % n;
    const b = hand.config.blinds[i] ?? 0;
    if (b > 0 && b >= max) {
      max = b;
      best = i;
    }
  }
  return best;
}

export interface ReopenInfo {
  reopened: boolean;
  why: Explanation;
}

/**
 * TDA 47: whether the betting is open for this player. A player who has not acted this round
 * may always raise. One who has acted may raise again only when facing at least a full raise
 * since (in no-limit and pot-limit, several short all-ins together count); in fixed limit, when
 * a bet or raise that counts as full (half-bet rule) came after them.
 */
export function isReopened(hand: Hand, i: number): boolean {
  const s = hand.seats[i];
  if (s.actedAt === null) return true;
  if (hand.config.structure === 'fixed-limit') return hand.fullLevel > s.actedAt;
  return hand.currentBet - s.actedAt >= hand.increment;
}

/** isReopened, with the reason. */
export function reopenFor(hand: Hand, i: number): ReopenInfo {
  const s = hand.seats[i];
  if (s.actedAt === null) {
    return { reopened: true, why: explain('TDA 47', 'not-acted', {}, 'the player has not acted this round') };
  }
  const since = hand.currentBet - s.actedAt;
  if (hand.config.structure === 'fixed-limit') {
    const reopened = isReopened(hand, i);
    return {
      reopened,
      why: explain(
        'TDA 47',
        reopened ? 'limit-reopened' : 'limit-not-reopened',
        { actedAt: s.actedAt, fullLevel: hand.fullLevel, currentBet: hand.currentBet },
        reopened
          ? `a full bet or raise to ${hand.fullLevel} came after the player's ${s.actedAt}`
          : `no full bet or raise came after the player's ${s.actedAt}; an all-in under half a bet does not reopen`,
      ),
    };
  }
  const reopened = isReopened(hand, i);
  return {
    reopened,
    why: explain(
      'TDA 47',
      reopened ? 'reopened' : 'not-reopened',
      { actedAt: s.actedAt, currentBet: hand.currentBet, raisedBy: since, fullRaise: hand.increment },
      reopened
        ? `the player faces ${since} more than their ${s.actedAt}, at least a full raise of ${hand.increment}`
        : `the player faces only ${since} more than their ${s.actedAt}, less than a full raise of ${hand.increment}: call or fold only`,
    ),
  };
}

export interface PotLimitBreakdown {
  /** Chips in the middle from earlier rounds, antes included. */
  potBefore: number;
  /** All bets in front of the players this round, the one faced included. */
  betsThisRound: number;
  /** What the raiser must add to call. */
  call: number;
  /** The pot after the call: the size of the largest raise. */
  potAfterCall: number;
  maxRaiseTo: number;
}

/** Pot-limit: the maximum raise is the pot after the raiser's call (RULES.md, Betting structures). */
export function potLimitMax(hand: Hand, i: number): PotLimitBreakdown {
  let potBefore = hand.deadMoney;
  let betsThisRound = 0;
  for (const s of hand.seats) {
    potBefore += s.committed;
    betsThisRound += s.bet;
  }
  const call = Math.max(0, hand.currentBet - hand.seats[i].bet);
  const potAfterCall = potBefore + betsThisRound + call;
  return { potBefore, betsThisRound, call, potAfterCall, maxRaiseTo: hand.currentBet + potAfterCall };
}

export interface CapInfo {
  /** Raises left before the cap; null when raising is unlimited (heads-up, cash profile). */
  raisesLeft: number | null;
  liftedHeadsUp: boolean;
}

export function capInfo(hand: Hand): CapInfo {
  const capTotal = 1 + hand.options.raiseCap;
  if (hand.capped) return { raisesLeft: 0, liftedHeadsUp: false };
  const lifted = hand.options.capLiftedHeadsUp && liveCount(hand) === 2;
  if (lifted) return { raisesLeft: null, liftedHeadsUp: true };
  // The bet itself is not a raise: before any bet, all raiseCap raises are left.
  return { raisesLeft: Math.max(0, capTotal - Math.max(hand.betCount, 1)), liftedHeadsUp: false };
}

/** Chips the player must add to stay in, before the cap of their stack. */
export function owedBy(hand: Hand, i: number): number {
  return Math.max(0, hand.currentBet - hand.seats[i].bet);
}

/** RULES table stakes: a player short of the call calls with all they have. */
export const callAmount = (owed: number, stack: number): number => Math.min(owed, stack);

/** RULES betting round: a player may fold facing a bet, and when a check is free only if the table allows it. */
export const mayFold = (hand: Hand, owed: number): boolean => owed > 0 || hand.options.allowFoldWhenCheckIsFree;

export interface LegalActions {
  seat: number;
  canFold: boolean;
  canCheck: boolean;
  canCall: boolean;
  /** Chips to add to call, capped at the stack. */
  toCall: number;
  canRaise: boolean;
  /** Bet or raise-to bounds; both 0 when the player cannot raise. */
  minRaiseTo: number;
  maxRaiseTo: number;
  /** Everything the player has: their bet plus their stack. */
  allInTo: number;
  /** The smallest raise-to that covers every opponent who can still act (a raise below the minimum is accepted there). */
  coverAllTo: number | null;
  reopen: ReopenInfo;
  potLimit: PotLimitBreakdown | null;
  cap: CapInfo | null;
  why: Explanation[];
}

/**
 * The legal actions of the player to act. `withReasons` false skips the explanations, for the
 * engine's own checks on the hot path.
 */
export function legalActions(hand: Hand, withReasons = true): LegalActions | null {
  if (hand.phase !== 'betting' || hand.toAct === null) return null;
  const i = hand.toAct;
  const s = hand.seats[i];
  const why: Explanation[] = [];
  const owed = owedBy(hand, i);
  const toCall = callAmount(owed, s.stack);
  const allInTo = s.bet + s.stack;
  const reopen = withReasons ? reopenFor(hand, i) : { reopened: isReopened(hand, i), why: REASON_NOT_ASKED };
  const structure = hand.config.structure;
  const potLimit = structure === 'pot-limit' ? potLimitMax(hand, i) : null;
  const cap = structure === 'fixed-limit' ? capInfo(hand) : null;

  let coverAll = 0;
  let opponentCanAct = false;
  for (let j = 0; j < hand.seats.length; j++) {
    const o = hand.seats[j];
    if (j === i || !canAct(o)) continue;
    opponentCanAct = true;
    coverAll = Math.max(coverAll, o.bet + o.stack);
  }

  const canRaise = reopen.reopened && s.stack > owed && opponentCanAct && !(cap && cap.raisesLeft === 0);
  let minRaiseTo = 0;
  let maxRaiseTo = 0;
  if (withReasons) {
    if (!reopen.reopened) why.push(reopen.why);
    if (!opponentCanAct && s.stack > owed) {
      why.push(explain('RULES all-in', 'nobody-to-raise', {}, 'every opponent is all-in: there is nobody to raise'));
    }
    if (cap && cap.raisesLeft === 0) {
      why.push(explain('RULES fixed-limit', 'capped', { raiseCap: hand.options.raiseCap }, `the betting is capped (a bet and ${hand.options.raiseCap} raises)`));
    }
  }
  if (canRaise) {
    if (structure === 'fixed-limit') {
      const unit = limitUnit(hand);
      minRaiseTo = maxRaiseTo = Math.min(hand.fullLevel + unit, allInTo);
      if (withReasons) why.push(explain('RULES fixed-limit', 'limit-raise', { to: minRaiseTo, unit, fullLevel: hand.fullLevel }, `in fixed limit the only raise is to ${hand.fullLevel + unit} (one unit of ${unit} over ${hand.fullLevel})`));
    } else {
      const fullMin = hand.currentBet + hand.increment;
      minRaiseTo = Math.min(fullMin, allInTo);
      maxRaiseTo = potLimit ? Math.min(potLimit.maxRaiseTo, allInTo) : allInTo;
      if (withReasons) why.push(
        explain(
          'TDA 43',
          hand.currentBet === 0 ? 'min-bet' : 'min-raise',
          { currentBet: hand.currentBet, increment: hand.increment, minRaiseTo: fullMin },
          hand.currentBet === 0
            ? `the minimum bet is ${fullMin}`
            : `the minimum raise is to ${fullMin}: ${hand.currentBet} plus the last full bet or raise of ${hand.increment}`,
        ),
      );
      if (potLimit && withReasons) {
        why.push(
          explain('RULES pot-limit', 'pot-limit-max', { ...potLimit }, `the pot is ${potLimit.potBefore} + bets ${potLimit.betsThisRound} + the call ${potLimit.call} = ${potLimit.potAfterCall}: the maximum is a raise to ${potLimit.maxRaiseTo}`),
        );
      }
      if (allInTo < fullMin && withReasons) {
        why.push(explain('RULES all-in', 'all-in-short', { allInTo }, `the player has only ${allInTo}: all-in is the only raise`));
      }
    }
  }
  return {
    seat: i,
    canFold: mayFold(hand, owed),
    canCheck: owed === 0,
    canCall: owed > 0,
    toCall,
    canRaise,
    minRaiseTo: canRaise ? minRaiseTo : 0,
    maxRaiseTo: canRaise ? maxRaiseTo : 0,
    allInTo,
    coverAllTo: opponentCanAct ? coverAll : null,
    reopen,
    potLimit,
    cap,
    why,
  };
}
