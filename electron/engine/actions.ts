/**
 * The operations of a hand, each checked before it is applied (in the manner of PokerKit):
 * the dealer's steps (post, deal hole cards, deal the board; draw games: the draw) and the
 * players' actions (fold, check, call, bet or raise to an amount, stud's bring-in, stand pat or
 * discard, show or muck). `apply` returns a new hand or the reason the action is illegal; the hand
 * it was given is never changed. Dealing is in dealing.ts, the course of the rounds in flow.ts.
 */
import type { Action } from './action';
import { duplicateIn, markDealt } from './card-set';
import { cardsToString, type Card } from './cards';
import { bigBet, bringInAmount, limitFullNeeded, bringInDue, callAmount, capInfo, doubleBetOpen, lastBlindSeat, legalActions, limitUnit, mayFold, nextToAct, owedBy } from './betting';
import { dealBoard, dealHole, discard } from './dealing';
import { chipText as c, type Result, type RuleViolation } from './explain';
import { endRound } from './flow';
import { outOfTurn, reject } from './reject';
import { GAMES, resolveOptions, type TableConfig } from './rules';
import { cloneHand, type Hand, type Seat } from './state';

export { Action } from './action';
export { describeAction } from './reject';

/** Checks a table before a hand starts; returns the reason it cannot be dealt, or null. */
export function tableProblem(config: TableConfig): string | null {
  const n = config.stacks.length;
  if (n < 2 || n > 10) return `a table has 2 to 10 seats, not ${n}`;
  if (config.blinds.length !== n) return `blinds are given for ${config.blinds.length} seats, the table has ${n}`;
  if (!Number.isInteger(config.button) || config.button < 0 || config.button >= n) return `no seat ${config.button} for the button`;
  const whole = (x: number): boolean => Number.isSafeInteger(x) && x >= 0;
  const anteAmount = config.antes.kind === 'none' ? 0 : config.antes.amount;
  if (!config.stacks.every(whole) || !config.blinds.every(whole) || !whole(config.minBet) || !whole(config.bigBet ?? 0) || !whole(anteAmount)) {
    return 'amounts are whole, non-negative numbers of chips';
  }
  if (config.minBet <= 0) return 'the minimum bet must be positive';
  if ((config.smallestChip ?? 1) <= 0 || !Number.isSafeInteger(config.smallestChip ?? 1)) return 'the smallest chip must be a positive whole number';
  if (config.bigBlindSeat !== undefined && (config.bigBlindSeat < 0 || config.bigBlindSeat >= n)) return `no seat ${config.bigBlindSeat} for the big blind`;
  const game = GAMES[config.variant];
  if (!game) return `no game ${config.variant}`;
  if (n > game.maxSeats) return `${config.variant} deals at most ${game.maxSeats} players, not ${n}`;
  const bringIn = config.bringIn ?? 0;
  if (game.bringIn) {
    // Stud has a bring-in and no blinds, and is dealt fixed limit here (the bring-in is completed to the small bet).
    if (config.structure !== 'fixed-limit') return `${config.variant} is dealt fixed limit here, not ${config.structure}`;
    if (config.blinds.some((b) => b > 0)) return 'stud has a bring-in, not blinds';
    if (!Number.isSafeInteger(bringIn) || bringIn <= 0 || bringIn >= config.minBet) return 'the bring-in is a whole number of chips, more than 0 and less than the small bet';
  } else if (bringIn !== 0) return `only stud has a bring-in, not ${config.variant}`;
  return null;
}

/** A new hand at the table, before the blinds are posted. */
export function createHand(config: TableConfig): Hand {
  const problem = tableProblem(config);
  if (problem) throw new Error(problem);
  const seats: Seat[] = config.stacks.map((stack) => ({
    stack,
    bet: 0,
    committed: 0,
    folded: false,
    hole: null,
    actedAt: null,
    showdown: null,
  }));
  const game = GAMES[config.variant];
  const aggressor: (number | null)[] = [];
  for (let r = 0; r < game.rounds.length; r++) aggressor.push(null);
  return {
    config,
    options: resolveOptions(config),
    game,
    phase: 'post',
    street: game.rounds[0].street,
    round: 0,
    seats,
    board: [],
    toAct: null,
    currentBet: 0,
    increment: 0,
    fullLevel: 0,
    fullBy: 0,
    betCount: 0,
    capped: false,
    aggressor,
    deadMoney: 0,
    returned: seats.map(() => 0),
    bettingClosed: false,
    dealtLow: 0,
    dealtHigh: 0,
    stub: 52,
    muck: 0,
    burns: 0,
    scrambled: false,
    reshuffles: 0,
    draw: null,
  };
}

/** Applies one action to a hand: the new hand, or why the action is illegal. The given hand is not changed. */
export function apply(hand: Hand, action: Action): Result<Hand> {
  const h = cloneHand(hand);
  const error = advance(h, action);
  return error ? { ok: false, error } : { ok: true, value: h };
}

/**
 * Applies one action in place, for replays that need no history: every check is made before
 * anything changes, so a hand whose action is refused (the violation is returned) is untouched.
 */
export function advance(hand: Hand, action: Action): RuleViolation | null {
  switch (action.type) {
    case 'post':
      if (hand.phase !== 'post') return outOfTurn(hand, action);
      post(hand);
      return null;
    case 'deal-hole':
      return dealHole(hand, action);
    case 'deal-board':
      return dealBoard(hand, action);
    case 'discard':
      return discard(hand, action);
    case 'show':
    case 'muck':
      return showOrMuck(hand, action);
    default:
      return playerAction(hand, action);
  }
}

/** Antes, then blinds and straddles; a player short of chips posts what they have and is all-in. */
function post(h: Hand): void {
  const { antes, blinds } = h.config;
  const bbSeat = h.config.bigBlindSeat ?? lastBlindSeat(h) ?? h.config.button;
  const pay = (seat: Seat, amount: number): number => {
    const paid = Math.min(amount, seat.stack);
    seat.stack -= paid;
    return paid;
  };
  if (antes.kind === 'uniform') {
    for (const s of h.seats) s.committed += pay(s, antes.amount);
  }
  const bbAnteFirst = antes.kind === 'big-blind' && h.options.bbAnteOrder === 'ante-first';
  if (bbAnteFirst) h.deadMoney += pay(h.seats[bbSeat], antes.amount);
  let nominal = 0;
  let posted = 0;
  for (let i = 0; i < h.seats.length; i++) {
    const s = h.seats[i];
    s.bet += pay(s, blinds[i] ?? 0);
    nominal = Math.max(nominal, blinds[i] ?? 0);
    posted = Math.max(posted, s.bet);
  }
  // TDA 2024 RP-11: the big blind's chips cover the blind first, then the ante.
  if (antes.kind === 'big-blind' && !bbAnteFirst) h.deadMoney += pay(h.seats[bbSeat], antes.amount);

  h.currentBet = h.options.shortBlindCall === 'full' ? nominal : posted;
  h.fullLevel = h.currentBet;
  h.increment = h.config.structure === 'fixed-limit' ? limitUnit(h, 0) : Math.max(h.config.minBet, nominal);
  h.fullBy = h.increment;
  h.betCount = nominal > 0 ? 1 : 0;
  h.phase = 'deal-hole';
}

function playerAction(h: Hand, action: Extract<Action, { seat: number }>): RuleViolation | null {
  const hand = h;
  if (hand.phase !== 'betting') return outOfTurn(hand, action);
  if (action.seat !== hand.toAct) {
    return reject(action, 'RULES betting round', 'not-your-turn', { seat: action.seat, toAct: hand.toAct }, `seat ${hand.toAct} is to act, not seat ${action.seat}`);
  }
  const i = action.seat;
  const s = h.seats[i];
  // Stud, third street: the low card (razz: the high card) opens by bringing it in or completing.
  const bringIn = bringInDue(hand);
  if (bringIn && action.type !== 'bring-in' && action.type !== 'raise') {
    return reject(action, 'RULES stud', 'bring-in-due', { seat: i }, `seat ${i} must bring it in (${c(bringInAmount(hand, i))}) or complete to ${c(hand.config.minBet)}`);
  }
  if (!bringIn && action.type === 'bring-in') return reject(action, 'RULES stud', 'no-bring-in', { seat: i }, 'there is no bring-in to post');
  // Folds, checks and calls need only what is owed (legalActions' full answer is for raises).
  const owed = owedBy(hand, i);
  const toCall = callAmount(owed, s.stack);
  switch (action.type) {
    case 'bring-in': {
      const amount = bringInAmount(hand, i);
      s.stack -= amount;
      s.bet += amount;
      s.actedAt = s.bet;
      // The bring-in is a bet below the unit: the others call it or complete to the small bet.
      h.currentBet = s.bet;
      break;
    }
    case 'fold':
      if (!mayFold(hand, owed)) return reject(action, 'RULES betting round', 'fold-when-free', {}, 'folding when a check is free is not allowed at this table');
      // The folded cards stay out of the muck: no reshuffle or scramble gathers them (RULES.md).
      s.folded = true;
      s.actedAt = s.bet;
      break;
    case 'check':
      if (owed > 0) return reject(action, 'RULES betting round', 'cannot-check', { toCall }, `there is a bet to call: ${c(toCall)}`);
      s.actedAt = s.bet;
      break;
    case 'call':
      if (owed === 0) return reject(action, 'RULES betting round', 'nothing-to-call', {}, 'there is no bet to call: check');
      s.stack -= toCall;
      s.bet += toCall;
      s.actedAt = s.bet;
      break;
    case 'raise': {
      const bad = raiseProblem(hand, legalActions(hand, false)!, action);
      if (bad) return bad;
      applyRaise(h, i, action.to);
      break;
    }
    default:
      return outOfTurn(hand, action);
  }
  h.toAct = nextToAct(h, i);
  if (h.toAct === null) endRound(h);
  return null;
}

function raiseProblem(hand: Hand, legal: NonNullable<ReturnType<typeof legalActions>>, action: Extract<Action, { type: 'raise' }>): RuleViolation | null {
  const { to } = action;
  const verb = hand.currentBet === 0 ? 'bet' : 'raise';
  if (!Number.isSafeInteger(to) || to <= hand.currentBet) {
    return reject(action, 'RULES betting round', 'raise-not-above', { to, currentBet: hand.currentBet }, `a ${verb} must be to more than ${c(hand.currentBet)}`);
  }
  if (!legal.canRaise) {
    const why = legalActions(hand)!.why[0];
    return reject(action, why?.rule ?? 'TDA 47', why?.key ?? 'no-raise', why?.values ?? {}, `seat ${legal.seat} may not ${verb}: ${why?.text ?? 'only call or fold'}`);
  }
  if (to > legal.allInTo) {
    return reject(action, 'RULES table stakes', 'over-stack', { to, allInTo: legal.allInTo }, `seat ${legal.seat} has only ${c(legal.allInTo)} in all`);
  }
  if (to > legal.maxRaiseTo) {
    const rule = hand.config.structure === 'pot-limit' ? 'RULES pot-limit' : 'RULES fixed-limit';
    return reject(action, rule, 'max-raise', { to, maxRaiseTo: legal.maxRaiseTo }, `the maximum ${verb} is to ${c(legal.maxRaiseTo)}`);
  }
  // All-in is always allowed; so is a raise that covers every opponent who can still act (the excess would come back).
  const coversAll = legal.coverAllTo !== null && to >= legal.coverAllTo;
  // Fixed limit with a double bet open (stud, fourth street): one small or one big unit, nothing between.
  if (hand.config.structure === 'fixed-limit' && to > legal.minRaiseTo && to < legal.maxRaiseTo && to !== legal.allInTo && !coversAll) {
    return reject(action, 'RULES stud', 'limit-amount', { to, small: legal.minRaiseTo, big: legal.maxRaiseTo }, `the ${verb} is to ${c(legal.minRaiseTo)} or, with the double bet, to ${c(legal.maxRaiseTo)}`);
  }
  if (to < legal.minRaiseTo && to !== legal.allInTo && !coversAll) {
    const rule = hand.config.structure === 'fixed-limit' ? 'RULES fixed-limit' : 'TDA 43';
    return reject(action, rule, 'min-raise', { to, minRaiseTo: legal.minRaiseTo }, `the minimum ${verb} is ${verb === 'raise' ? 'to ' : ''}${c(legal.minRaiseTo)} (${rule})`);
  }
  return null;
}

/** Whether a bet or raise to `to` is full: it reopens the betting and sets the next minimum. */
export function isFullRaise(hand: Hand, to: number): boolean {
  if (hand.config.structure === 'fixed-limit') {
    const unit = limitUnit(hand);
    return to - hand.fullLevel >= limitFullNeeded(hand, unit);
  }
  return to - hand.currentBet >= hand.increment;
}

function applyRaise(h: Hand, i: number, to: number): void {
  const s = h.seats[i];
  const full = isFullRaise(h, to);
  // Stud's double bet on fourth street: once a big bet or raise is made, every raise is a big one.
  if (doubleBetOpen(h) && to - h.fullLevel >= bigBet(h)) h.increment = bigBet(h);
  s.stack -= to - s.bet;
  s.bet = to;
  s.actedAt = to;
  if (full) {
    if (h.config.structure !== 'fixed-limit') h.increment = to - h.currentBet;
    h.fullBy = to - h.fullLevel;
    h.fullLevel = to;
    h.betCount++;
    if (h.config.structure === 'fixed-limit' && h.betCount >= 1 + h.options.raiseCap && capInfo(h).raisesLeft !== null) h.capped = true;
  }
  h.currentBet = to;
  h.aggressor[h.round] = i;
}

function showOrMuck(hand: Hand, action: Extract<Action, { type: 'show' | 'muck' }>): RuleViolation | null {
  // TDA 16: with no betting left (an all-in), hands are tabled before the last cards are dealt.
  const atShowdown = hand.phase === 'showdown' || (hand.bettingClosed && (hand.phase === 'deal-board' || hand.phase === 'deal-hole'));
  if (!atShowdown) return outOfTurn(hand, action);
  const seat = hand.seats[action.seat];
  if (!seat || seat.folded) return reject(action, 'RULES showdown', 'not-in-hand', { seat: action.seat }, `seat ${action.seat} is not in the hand`);
  // Stud: a hand tabled before the last streets is shown again with the cards dealt since.
  const dealtSince = Array.isArray(seat.showdown) && (seat.hole?.length ?? 0) > seat.showdown.length;
  if (seat.showdown !== null && !dealtSince) return reject(action, 'RULES showdown', 'already-shown', { seat: action.seat }, `seat ${action.seat} has already shown or mucked`);
  const target = hand.seats[action.seat];
  if (action.type === 'muck') {
    target.showdown = 'muck';
    return null;
  }
  const hole = target.hole ?? [];
  const shown = action.cards ?? hole.filter((c): c is Card => c !== null);
  if (shown.length !== hole.length) {
    return reject(action, 'RULES showdown', 'show-unknown', { seat: action.seat }, `seat ${action.seat}'s cards are not known: say which cards are shown`);
  }
  // Shown cards must be the ones dealt; unknown (face-down) cards become known now.
  const known = hole.filter((c): c is Card => c !== null);
  if (!known.every((c) => shown.includes(c))) {
    return reject(action, 'RULES showdown', 'show-mismatch', { seat: action.seat }, `seat ${action.seat} was dealt ${cardsToString(known)}, not ${cardsToString(shown)}`);
  }
  // The shown cards against every card out but the player's own.
  let low = hand.dealtLow;
  let high = hand.dealtHigh;
  for (const c of known) {
    if (c < 32) low &= ~(1 << c);
    else high &= ~(1 << (c - 32));
  }
  const dup = duplicateIn(low, high, shown);
  if (dup !== null) return reject(action, 'RULES dealing', 'duplicate-card', { card: cardsToString([dup]) }, `${cardsToString([dup])} is already dealt`);
  target.hole = shown.slice();
  target.showdown = shown.slice();
  markDealt(hand, shown);
  return null;
}
