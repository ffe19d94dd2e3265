/**
 * The betting round: who acts, what they may do, and when the round is over.
 * All functions are pure reads of a Hand.
 */
import { chipText as c, counted, explain, REASON_NOT_ASKED, type Explanation } from './explain';
import { openPairShowing } from './stud';
import { canAct, liveCount, type Hand } from './state';

/** Fixed limit: the big bet (twice the small bet unless the table says otherwise). */
export const bigBet = (hand: Hand): number => hand.config.bigBet ?? hand.config.minBet * 2;

/**
 * Fixed limit: the unit of round `round` (the small bet on the early rounds, the big bet on the
 * later ones, as the game's rounds say); without a round, the current round's unit, which stud's
 * double bet on fourth street may have raised to the big bet.
 */
export function limitUnit(hand: Hand, round?: number): number {
  if (round === undefined) return hand.increment;
  return hand.game.rounds[round].big ? bigBet(hand) : hand.config.minBet;
}

/**
 * RULES fixed limit: what an all-in must add to the last full level to count as a full bet or
 * raise: half a unit (option limitReopen 'half', the default) or a whole one ('full').
 */
export const limitFullNeeded = (hand: Hand, unit: number): number => (hand.options.limitReopen === 'half' ? unit / 2 : unit);

/** Stud, third street: nothing is bet yet, so the player to act owes the bring-in (or completes). */
export const bringInDue = (hand: Hand): boolean =>
  hand.game.bringIn !== null && hand.phase === 'betting' && hand.currentBet === 0 && hand.round === 0;

/** The bring-in a player posts: all they have when that is less. */
export const bringInAmount = (hand: Hand, i: number): number => Math.min(hand.config.bringIn ?? 0, hand.seats[i].stack);

/**
 * Seven-card stud, fourth street, with the cash profile's option: an open pair lets any player bet
 * or raise the big bet instead of the small one (Robert's Rules); once one has, every raise is big.
 */
export const doubleBetOpen = (hand: Hand): boolean =>
  hand.game.openPairDoubleBet && hand.options.doubleBetOnOpenPair && hand.round === 1 && hand.increment !== bigBet(hand) && openPairShowing(hand);

/**
 * The smallest full bet or raise, as a total, before the player's stack caps it: in fixed limit a
 * unit over the last full level (RULES fixed limit); otherwise the bet plus the last full bet or
 * raise (TDA 43).
 */
export function fullRaiseTo(hand: Hand): number {
  return hand.config.structure === 'fixed-limit' ? hand.fullLevel + limitUnit(hand) : hand.currentBet + hand.increment;
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
    // RULES betting round: before anyone has bet (and no bring-in is owed), check, bet or fold.
    if (hand.currentBet === 0 && !bringInDue(hand)) {
      return hand.options.allowFoldWhenCheckIsFree
        ? { reopened: true, why: explain('RULES betting round', 'no-bet-yet', {}, 'nobody has bet this round: the player may check, bet or fold') }
        : { reopened: true, why: explain('RULES betting round', 'no-bet-yet-no-fold', {}, 'nobody has bet this round: the player may check or bet') };
    }
    return { reopened: true, why: explain('TDA 47', 'not-acted', {}, 'the player has not acted this round') };
  }
  const since = hand.currentBet - s.actedAt;
  // A player whose last action was a check has 0 in front: the reason says "checked", not "their 0".
  const checked = s.actedAt === 0;
  if (hand.config.structure === 'fixed-limit') {
    const reopened = isReopened(hand, i);
    const after = checked ? 'after the player checked' : `after the player's ${c(s.actedAt)}`;
    // RULES fixed limit: the room's option says whether half a bet counts as full.
    const whole = hand.options.limitReopen === 'full';
    return {
      reopened,
      why: explain(
        'TDA 47',
        reopened ? (checked ? 'limit-reopened-checked' : 'limit-reopened') : (checked ? 'limit-not-reopened-checked' : 'limit-not-reopened') + (whole ? '-full' : ''),
        { actedAt: s.actedAt, currentBet: hand.currentBet, fullLevel: hand.fullLevel },
        reopened ? `a full bet or raise to ${c(hand.fullLevel)} came ${after}` : `no full bet or raise came ${after}; an all-in under ${whole ? 'a full bet' : 'half a bet'} does not reopen`,
      ),
    };
  }
  const reopened = isReopened(hand, i);
  const faces = checked ? `the player checked and faces ${reopened ? '' : 'only '}${c(since)}` : `the player faces ${reopened ? '' : 'only '}${c(since)} more than their ${c(s.actedAt)}`;
  return {
    reopened,
    why: explain(
      'TDA 47',
      reopened ? (checked ? 'reopened-checked' : 'reopened') : checked ? 'not-reopened-checked' : 'not-reopened',
      { actedAt: s.actedAt, currentBet: hand.currentBet, raisedBy: since, fullRaise: hand.increment },
      reopened ? `${faces}, at least a full raise of ${c(hand.increment)}` : `${faces}, less than a full raise of ${c(hand.increment)}: call or fold only`,
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

/** `live`: the players still in the hand, when the caller has counted them. */
export function capInfo(hand: Hand, live = liveCount(hand)): CapInfo {
  const capTotal = 1 + hand.options.raiseCap;
  if (hand.capped) return { raisesLeft: 0, liftedHeadsUp: false };
  const lifted = hand.options.capLiftedHeadsUp && live === 2;
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
  /** Stud, third street: the bring-in to post (0 when none is owed); the player may complete instead. */
  bringIn: number;
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
  /** When the player may not raise, the one reason why first; otherwise the raise's bounds, each with its rule. */
  why: Explanation[];
}

/**
 * Why the player may not raise, the true reason first: the stack does not cover the call; nobody
 * would have chips left to answer a raise; the betting is not reopened (TDA 47); the limit cap.
 * Null when a raise is allowed.
 */
function noRaiseReason(hand: Hand, i: number, owed: number, coverAll: number, reopen: ReopenInfo, cap: CapInfo | null, withReasons: boolean): Explanation | null {
  const s = hand.seats[i];
  // RULES all-in: the reason to give is the stack, not reopening.
  if (s.stack <= owed) return withReasons ? explain('RULES all-in', 'stack-short', { stack: s.stack, call: owed }, `the player has ${c(s.stack)} and the call is ${c(owed)}: nothing is left to raise with`) : REASON_NOT_ASKED;
  // RULES all-in: a raise needs someone who would still have chips after matching the bet.
  if (coverAll <= hand.currentBet) {
    return withReasons ? explain('RULES all-in', 'nobody-to-raise', { currentBet: hand.currentBet }, `nobody else in the hand would have chips left after matching ${c(hand.currentBet)}: there is nobody to raise against`) : REASON_NOT_ASKED;
  }
  if (!reopen.reopened) return reopen.why;
  if (cap && cap.raisesLeft === 0) return withReasons ? cappedReason(hand) : REASON_NOT_ASKED;
  return null;
}

/**
 * RULES fixed limit: the cap, and with two players why it still holds: in tournaments the cap
 * stays heads-up (TDA 48); in cash games it is lifted only when the pot became heads-up before
 * the cap was reached (Robert's Rules), so a fold after the cap does not lift it.
 */
function cappedReason(hand: Hand): Explanation {
  const raiseCap = hand.options.raiseCap;
  if (liveCount(hand) !== 2) return explain('RULES fixed-limit', 'capped', { raiseCap }, `the betting is capped (a bet and ${counted(raiseCap, 'raise')})`);
  if (!hand.options.capLiftedHeadsUp) return explain('TDA 48', 'capped-heads-up', { raiseCap }, `the betting is capped (a bet and ${counted(raiseCap, 'raise')}); in a tournament the cap stays heads-up (TDA 48)`);
  return explain("Robert's Rules", 'capped-before-heads-up', { raiseCap }, `the betting was capped (a bet and ${counted(raiseCap, 'raise')}) before the pot became heads-up: a fold after the cap does not lift it`);
}

// Without reasons nothing is explained, so every call can share these (frozen: nobody adds to them).
const REOPENED: ReopenInfo = Object.freeze({ reopened: true, why: REASON_NOT_ASKED });
const NOT_REOPENED: ReopenInfo = Object.freeze({ reopened: false, why: REASON_NOT_ASKED });
const NO_REASONS = Object.freeze([]) as unknown as Explanation[];

/**
 * The legal actions of the player to act. `withReasons` false skips the explanations, for the
 * engine's own checks on the hot path.
 */
export function legalActions(hand: Hand, withReasons = true): LegalActions | null {
  if (hand.phase !== 'betting' || hand.toAct === null) return null;
  const i = hand.toAct;
  const s = hand.seats[i];
  const owed = owedBy(hand, i);
  const toCall = callAmount(owed, s.stack);
  const allInTo = s.bet + s.stack;
  const reopen = withReasons ? reopenFor(hand, i) : isReopened(hand, i) ? REOPENED : NOT_REOPENED;
  const structure = hand.config.structure;
  const potLimit = structure === 'pot-limit' ? potLimitMax(hand, i) : null;
  const bringIn = bringInDue(hand) ? bringInAmount(hand, i) : 0;

  // One pass over the table: the players still in, and the most any other of them could put in
  // front of them (0: all are all-in).
  let live = 0;
  let coverAll = 0;
  let opponentCanAct = false;
  for (let j = 0; j < hand.seats.length; j++) {
    const o = hand.seats[j];
    if (o.folded) continue;
    live++;
    if (j === i || o.stack <= 0) continue;
    opponentCanAct = true;
    coverAll = Math.max(coverAll, o.bet + o.stack);
  }
  const cap = structure === 'fixed-limit' ? capInfo(hand, live) : null;

  const noRaise = noRaiseReason(hand, i, owed, coverAll, reopen, cap, withReasons);
  const canRaise = noRaise === null;
  const why: Explanation[] = !withReasons ? NO_REASONS : noRaise ? [noRaise] : [];
  let minRaiseTo = 0;
  let maxRaiseTo = 0;
  // RULES stud: the bring-in is owed before anything else this round.
  if (withReasons && bringIn > 0) why.push(explain('RULES stud', 'bring-in-due', { seat: i, bringIn, complete: hand.config.minBet }, `seat ${i} must bring it in for ${c(bringIn)} or complete to ${c(hand.config.minBet)}`));
  if (canRaise) {
    if (structure === 'fixed-limit') {
      const unit = limitUnit(hand);
      const double = doubleBetOpen(hand);
      const fullTo = fullRaiseTo(hand);
      minRaiseTo = Math.min(fullTo, allInTo);
      maxRaiseTo = Math.min(hand.fullLevel + (double ? bigBet(hand) : unit), allInTo);
      if (withReasons) explainLimit(why, hand, unit, double, allInTo, cap);
    } else {
      const fullMin = fullRaiseTo(hand);
      minRaiseTo = Math.min(fullMin, allInTo);
      maxRaiseTo = potLimit ? Math.min(potLimit.maxRaiseTo, allInTo) : allInTo;
      if (withReasons) explainBounds(why, hand, fullMin, allInTo, potLimit);
    }
  }
  return {
    seat: i,
    bringIn,
    canFold: bringIn === 0 && mayFold(hand, owed),
    canCheck: bringIn === 0 && owed === 0,
    canCall: owed > 0,
    toCall,
    canRaise,
    minRaiseTo,
    maxRaiseTo,
    allInTo,
    coverAllTo: opponentCanAct ? coverAll : null,
    reopen,
    potLimit,
    cap,
    why,
  };
}

/** No-limit and pot-limit: the minimum (TDA 43), the pot-limit maximum and the stack's cap, in the words of a bet when nothing is faced. */
function explainBounds(why: Explanation[], hand: Hand, fullMin: number, allInTo: number, potLimit: PotLimitBreakdown | null): void {
  const bet = hand.currentBet === 0;
  why.push(
    bet
      ? explain('TDA 43', 'min-bet', { minRaiseTo: fullMin }, `the minimum bet is ${c(fullMin)}`)
      : explain('TDA 43', 'min-raise', { currentBet: hand.currentBet, increment: hand.increment, minRaiseTo: fullMin }, `the minimum raise is to ${c(fullMin)}: ${c(hand.currentBet)} plus the last full bet or raise of ${c(hand.increment)}`),
  );
  if (potLimit) {
    const p = potLimit;
    why.push(
      bet
        ? explain('RULES pot-limit', 'pot-limit-max-bet', { ...p }, `the pot is ${c(p.potBefore)}: the largest bet is ${c(p.maxRaiseTo)}`)
        : explain('RULES pot-limit', 'pot-limit-max', { ...p }, `the pot is ${c(p.potBefore)} + bets ${c(p.betsThisRound)} + the call ${c(p.call)} = ${c(p.potAfterCall)}: the maximum is a raise to ${c(p.maxRaiseTo)}`),
    );
    // The stack caps the pot-limit maximum: all-in is the largest bet or raise.
    if (allInTo < p.maxRaiseTo && allInTo >= fullMin) {
      why.push(explain('RULES table stakes', bet ? 'pot-limit-all-in-bet' : 'pot-limit-all-in', { allInTo, potMax: p.maxRaiseTo }, `the pot allows ${c(p.maxRaiseTo)}, but the player has only ${c(allInTo)}: the largest ${bet ? 'bet' : 'raise'} is all-in, to ${c(allInTo)}`));
    }
  }
  if (allInTo < fullMin) allInShort(why, bet, allInTo);
}

/** RULES all-in: a stack short of the smallest full bet or raise may still go all-in, and that is the only bet or raise. */
function allInShort(why: Explanation[], bet: boolean, allInTo: number): void {
  why.push(explain('RULES all-in', bet ? 'all-in-short-bet' : 'all-in-short', { allInTo }, `the player has only ${c(allInTo)}: all-in is the only ${bet ? 'bet' : 'raise'}`));
}

/**
 * Fixed limit: the one bet or raise (a unit over the last full level), what a short all-in in
 * front of the player counts as (the half-bet rule), the cap lifted heads-up, and the stack.
 */
function explainLimit(why: Explanation[], hand: Hand, unit: number, double: boolean, allInTo: number, cap: CapInfo | null): void {
  const fullLevel = hand.fullLevel;
  const fullTo = fullLevel + unit;
  // The bet in front of the player was an all-in (its maker has nothing behind).
  let allInBet = false;
  for (const o of hand.seats) if (!o.folded && o.stack === 0 && o.bet === hand.currentBet && hand.currentBet > 0) allInBet = true;
  const shortAllIn = allInBet && hand.currentBet > fullLevel;
  const halfCounted = allInBet && !shortAllIn && hand.betCount > 0 && hand.fullBy < unit;
  const bet = hand.currentBet === 0 || (shortAllIn && fullLevel === 0);
  if (double) {
    why.push(explain('RULES stud', 'double-bet', { small: fullTo, big: fullLevel + bigBet(hand) }, `a pair shows on fourth street: the ${bet ? 'bet' : 'raise'} is to ${c(fullTo)} or, the double bet, to ${c(fullLevel + bigBet(hand))}`));
  } else if (!bet && hand.game.bringIn !== null && hand.round === 0 && fullLevel === 0) {
    // Robert's Rules (stud): the bring-in is not a full bet; the first raise completes it to the small bet.
    why.push(explain('RULES stud', 'complete-bring-in', { bringIn: hand.currentBet, to: fullTo }, `the bring-in of ${c(hand.currentBet)} is less than a full bet: a raise completes it to the small bet, ${c(fullTo)}`));
  } else {
    why.push(
      bet
        ? explain('RULES fixed-limit', 'limit-bet', { to: fullTo, unit, fullLevel }, `in fixed limit a bet is one unit: ${c(unit)}`)
        : explain('RULES fixed-limit', 'limit-raise', { to: fullTo, unit, fullLevel }, `in fixed limit a raise is one unit of ${c(unit)} over ${c(fullLevel)}: to ${c(fullTo)}`),
    );
  }
  const needed = limitFullNeeded(hand, unit);
  const half = needed < unit;
  if (shortAllIn) {
    // RULES fixed limit (half-bet rule): an all-in short of half a unit is not a full bet or raise; the next one completes it.
    const by = hand.currentBet - fullLevel;
    const values = { allInTo: hand.currentBet, by, unit, needed, completeTo: fullTo };
    const size = half ? `half of ${c(unit)}` : `a full unit of ${c(unit)}`;
    why.push(
      explain('RULES fixed-limit', half ? (fullLevel === 0 ? 'limit-under-half-bet' : 'limit-under-half') : fullLevel === 0 ? 'limit-under-unit-bet' : 'limit-under-unit', values, fullLevel === 0
        ? `the all-in bet of ${c(hand.currentBet)} is less than ${size}: it is not a full bet, and a bet completes it to ${c(fullTo)}`
        : `the all-in to ${c(hand.currentBet)} adds ${c(by)}, less than ${size}: it is not a raise, and a raise completes it to ${c(fullTo)}`),
    );
  } else if (halfCounted) {
    // RULES fixed limit (half-bet rule): an all-in of at least half a unit counts as a full bet or raise.
    const first = hand.betCount === 1 && hand.fullBy === fullLevel;
    const values = { allInTo: fullLevel, by: hand.fullBy, unit, raiseTo: fullTo };
    why.push(
      explain('RULES fixed-limit', first ? 'limit-half-counts-bet' : 'limit-half-counts', values, first
        ? `the all-in bet of ${c(fullLevel)} is half of ${c(unit)} or more: it counts as a full bet, so a raise is to ${c(fullTo)}`
        : `the all-in to ${c(fullLevel)} adds ${c(hand.fullBy)}, half of ${c(unit)} or more: it counts as a full raise, so the next raise is to ${c(fullTo)}`),
    );
  }
  // Robert's Rules: heads-up in a cash game the cap is lifted (the pot became heads-up before the cap).
  if (cap && cap.liftedHeadsUp && hand.betCount >= 1 + hand.options.raiseCap) {
    why.push(explain("Robert's Rules", 'cap-lifted-heads-up', { raiseCap: hand.options.raiseCap, betCount: hand.betCount }, `with two players left the cap of a bet and ${counted(hand.options.raiseCap, 'raise')} is lifted: raising is unlimited heads-up`));
  }
  if (allInTo < fullTo) allInShort(why, bet, allInTo);
}
