/**
 * The operations of a hand, each checked before it is applied (in the manner of PokerKit):
 * the dealer's steps (post, deal hole cards, deal the board) and the players' actions (fold,
 * check, call, bet or raise to an amount, show or muck). `apply` returns a new hand or the
 * reason the action is illegal; the hand it was given is never changed.
 */
import { cardsToString, type Card } from './cards';
import { callAmount, capInfo, countCanAct, lastBlindSeat, legalActions, limitUnit, mayFold, nextToAct, owedBy } from './betting';
import { explain, type Result, type RuleViolation, type Value } from './explain';
import { uncalledBet } from './pots';
import { BOARD_CARDS_BEFORE, HOLE_CARDS, resolveOptions, STREETS, type Street, type TableConfig } from './rules';
import { cloneHand, ledgerOf, liveCount, type Hand, type Seat } from './state';

export type Action =
  | { type: 'post' }
  | { type: 'deal-hole'; seat: number; cards: (Card | null)[] }
  | { type: 'deal-board'; cards: Card[] }
  | { type: 'fold'; seat: number }
  | { type: 'check'; seat: number }
  | { type: 'call'; seat: number }
  /** Bet or raise to a total for the round (not the increment). */
  | { type: 'raise'; seat: number; to: number }
  | { type: 'show'; seat: number; cards?: Card[] }
  | { type: 'muck'; seat: number };

export function describeAction(a: Action): string {
  switch (a.type) {
    case 'post':
      return 'post';
    case 'deal-hole':
      return `deal seat ${a.seat} ${a.cards.map((c) => (c === null ? '??' : cardsToString([c]))).join('')}`;
    case 'deal-board':
      return `deal board ${cardsToString(a.cards)}`;
    case 'raise':
      return `seat ${a.seat} bets or raises to ${a.to}`;
    case 'show':
      return `seat ${a.seat} shows${a.cards ? ' ' + cardsToString(a.cards) : ''}`;
    default:
      return `seat ${a.seat} ${a.type}s`;
  }
}

function reject(action: Action, rule: string, key: string, values: Record<string, Value>, text: string): RuleViolation {
  return { ...explain(rule, key, values, text), action: describeAction(action) };
}

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
  return {
    config,
    options: resolveOptions(config),
    phase: 'post',
    street: 'preflop',
    seats,
    board: [],
    toAct: null,
    currentBet: 0,
    increment: 0,
    fullLevel: 0,
    betCount: 0,
    capped: false,
    aggressor: { preflop: null, flop: null, turn: null, river: null },
    deadMoney: 0,
    returned: new Array<number>(seats.length).fill(0),
    bettingClosed: false,
    dealtLow: 0,
    dealtHigh: 0,
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
    case 'show':
    case 'muck':
      return showOrMuck(hand, action);
    default:
      return playerAction(hand, action);
  }
}

function outOfTurn(hand: Hand, action: Action): RuleViolation {
  const expected: Record<Hand['phase'], string> = {
    post: 'the blinds and antes must be posted first',
    'deal-hole': 'hole cards are still to be dealt',
    betting: `seat ${hand.toAct} is to act`,
    'deal-board': 'the board is to be dealt',
    showdown: 'the hand is at the showdown',
    complete: 'the hand is over',
  };
  return reject(action, 'RULES betting round', 'out-of-turn', { phase: hand.phase, toAct: hand.toAct }, `not now: ${expected[hand.phase]}`);
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
  h.seats.forEach((s, i) => (s.bet += pay(s, blinds[i] ?? 0)));
  // TDA 2024 RP-11: the big blind's chips cover the blind first, then the ante.
  if (antes.kind === 'big-blind' && !bbAnteFirst) h.deadMoney += pay(h.seats[bbSeat], antes.amount);

  const nominal = Math.max(0, ...blinds);
  const posted = Math.max(0, ...h.seats.map((s) => s.bet));
  h.currentBet = h.options.shortBlindCall === 'full' ? nominal : posted;
  h.fullLevel = h.currentBet;
  h.increment = h.config.structure === 'fixed-limit' ? limitUnit(h, 'preflop') : Math.max(h.config.minBet, nominal);
  h.betCount = nominal > 0 ? 1 : 0;
  h.phase = 'deal-hole';
}

/** The first card of `cards` in the set (low, high) of dealt cards, or repeated; null when all are new. */
function duplicateIn(low: number, high: number, cards: readonly (Card | null)[]): Card | null {
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    if (c === null) continue;
    if (c < 32) {
      if (low & (1 << c)) return c;
      low |= 1 << c;
    } else {
      if (high & (1 << (c - 32))) return c;
      high |= 1 << (c - 32);
    }
  }
  return null;
}

const duplicateCard = (hand: Hand, cards: readonly (Card | null)[]): Card | null => duplicateIn(hand.dealtLow, hand.dealtHigh, cards);

/** Adds the known ones of `cards` to the hand's dealt cards. */
function markDealt(hand: Hand, cards: readonly (Card | null)[]): void {
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    if (c === null) continue;
    if (c < 32) hand.dealtLow |= 1 << c;
    else hand.dealtHigh |= 1 << (c - 32);
  }
}

function dealHole(hand: Hand, action: Extract<Action, { type: 'deal-hole' }>): RuleViolation | null {
  if (hand.phase !== 'deal-hole') return outOfTurn(hand, action);
  const seat = hand.seats[action.seat];
  if (!seat) return reject(action, 'RULES seats', 'no-seat', { seat: action.seat }, `there is no seat ${action.seat}`);
  if (seat.hole) return reject(action, 'RULES dealing', 'already-dealt', { seat: action.seat }, `seat ${action.seat} already has cards`);
  const need = HOLE_CARDS[hand.config.variant];
  if (action.cards.length !== need) {
    return reject(action, 'RULES dealing', 'hole-count', { need, got: action.cards.length }, `${hand.config.variant} deals ${need} hole cards, not ${action.cards.length}`);
  }
  const dup = duplicateCard(hand, action.cards);
  if (dup !== null) return reject(action, 'RULES dealing', 'duplicate-card', { card: cardsToString([dup]) }, `${cardsToString([dup])} is already dealt`);
  seat.hole = action.cards.slice();
  markDealt(hand, action.cards);
  // The betting opens once every seat has its cards.
  for (const s of hand.seats) if (!s.hole) return null;
  startRound(hand, 'preflop');
  return null;
}

function dealBoard(hand: Hand, action: Extract<Action, { type: 'deal-board' }>): RuleViolation | null {
  if (hand.phase !== 'deal-board') return outOfTurn(hand, action);
  const street = STREETS[STREETS.indexOf(hand.street) + 1];
  const need = BOARD_CARDS_BEFORE[street];
  if (action.cards.length !== need) {
    return reject(action, 'RULES dealing', 'board-count', { street, need, got: action.cards.length }, `the ${street} is ${need} card${need > 1 ? 's' : ''}, not ${action.cards.length}`);
  }
  const dup = duplicateCard(hand, action.cards);
  if (dup !== null) return reject(action, 'RULES dealing', 'duplicate-card', { card: cardsToString([dup]) }, `${cardsToString([dup])} is already dealt`);
  hand.board.push(...action.cards);
  markDealt(hand, action.cards);
  startRound(hand, street);
  return null;
}

/** Opens the betting of a street, or moves on when no betting is possible. */
function startRound(h: Hand, street: Street): void {
  h.street = street;
  for (const s of h.seats) s.actedAt = null;
  if (street !== 'preflop') {
    h.currentBet = 0;
    h.fullLevel = 0;
    h.betCount = 0;
    h.increment = h.config.structure === 'fixed-limit' ? limitUnit(h, street) : h.config.minBet;
  }
  h.capped = false;
  if (h.bettingClosed) return endRound(h);
  // Preflop action starts left of the largest blind or straddle; later, left of the button.
  const from = street === 'preflop' ? (lastBlindSeat(h) ?? h.config.button) : h.config.button;
  h.phase = 'betting';
  h.toAct = nextToAct(h, from);
  if (h.toAct === null) endRound(h);
}

/** The round is over: hand back what nobody called, gather, and see what comes next. */
function endRound(h: Hand): void {
  h.toAct = null;
  // The hand keeps only the amount; the dealer's reason is built where it is asked (gather.ts).
  const back = uncalledBet(ledgerOf(h), false);
  if (back) {
    const s = h.seats[back.seat];
    s.bet -= back.amount;
    s.stack += back.amount;
    h.returned[back.seat] += back.amount;
  }
  for (const s of h.seats) {
    s.committed += s.bet;
    s.bet = 0;
  }
  if (liveCount(h) < 2) {
    h.phase = 'complete';
    return;
  }
  if (countCanAct(h) < 2) h.bettingClosed = true;
  h.phase = h.street === 'river' ? 'showdown' : 'deal-board';
}

function playerAction(h: Hand, action: Extract<Action, { seat: number }>): RuleViolation | null {
  const hand = h;
  if (hand.phase !== 'betting') return outOfTurn(hand, action);
  if (action.seat !== hand.toAct) {
    return reject(action, 'RULES betting round', 'not-your-turn', { seat: action.seat, toAct: hand.toAct }, `seat ${hand.toAct} is to act, not seat ${action.seat}`);
  }
  const i = action.seat;
  const s = h.seats[i];
  // Folds, checks and calls need only what is owed (legalActions' full answer is for raises).
  const owed = owedBy(hand, i);
  const toCall = callAmount(owed, s.stack);
  switch (action.type) {
    case 'fold':
      if (!mayFold(hand, owed)) return reject(action, 'RULES betting round', 'fold-when-free', {}, 'folding when a check is free is not allowed at this table');
      s.folded = true;
      s.actedAt = s.bet;
      break;
    case 'check':
      if (owed > 0) return reject(action, 'RULES betting round', 'cannot-check', { toCall }, `there is a bet to call: ${toCall}`);
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
    return reject(action, 'RULES betting round', 'raise-not-above', { to, currentBet: hand.currentBet }, `a ${verb} must be to more than ${hand.currentBet}`);
  }
  if (!legal.canRaise) {
    const why = legalActions(hand)!.why[0];
    return reject(action, why?.rule ?? 'TDA 47', why?.key ?? 'no-raise', why?.values ?? {}, `seat ${legal.seat} may not ${verb}: ${why?.text ?? 'only call or fold'}`);
  }
  if (to > legal.allInTo) {
    return reject(action, 'RULES table stakes', 'over-stack', { to, allInTo: legal.allInTo }, `seat ${legal.seat} has only ${legal.allInTo} in all`);
  }
  if (to > legal.maxRaiseTo) {
    const rule = hand.config.structure === 'pot-limit' ? 'RULES pot-limit' : 'RULES fixed-limit';
    return reject(action, rule, 'max-raise', { to, maxRaiseTo: legal.maxRaiseTo }, `the maximum ${verb} is to ${legal.maxRaiseTo}`);
  }
  // All-in is always allowed; so is a raise that covers every opponent who can still act (the excess would come back).
  const coversAll = legal.coverAllTo !== null && to >= legal.coverAllTo;
  if (to < legal.minRaiseTo && to !== legal.allInTo && !coversAll) {
    const rule = hand.config.structure === 'fixed-limit' ? 'RULES fixed-limit' : 'TDA 43';
    return reject(action, rule, 'min-raise', { to, minRaiseTo: legal.minRaiseTo }, `the minimum ${verb} is ${verb === 'raise' ? 'to ' : ''}${legal.minRaiseTo} (${rule})`);
  }
  return null;
}

/** Whether a bet or raise to `to` is full: it reopens the betting and sets the next minimum. */
export function isFullRaise(hand: Hand, to: number): boolean {
  if (hand.config.structure === 'fixed-limit') {
    const unit = limitUnit(hand);
    // RULES fixed limit: an all-in of at least half a bet counts as a full one (option limitReopen).
    const needed = hand.options.limitReopen === 'half' ? unit / 2 : unit;
    return to - hand.fullLevel >= needed;
  }
  return to - hand.currentBet >= hand.increment;
}

function applyRaise(h: Hand, i: number, to: number): void {
  const s = h.seats[i];
  const full = isFullRaise(h, to);
  s.stack -= to - s.bet;
  s.bet = to;
  s.actedAt = to;
  if (full) {
    if (h.config.structure !== 'fixed-limit') h.increment = to - h.currentBet;
    h.fullLevel = to;
    h.betCount++;
    if (h.config.structure === 'fixed-limit' && h.betCount >= 1 + h.options.raiseCap && capInfo(h).raisesLeft !== null) h.capped = true;
  }
  h.currentBet = to;
  h.aggressor[h.street] = i;
}

function showOrMuck(hand: Hand, action: Extract<Action, { type: 'show' | 'muck' }>): RuleViolation | null {
  const atShowdown = hand.phase === 'showdown' || (hand.bettingClosed && hand.phase === 'deal-board');
  if (!atShowdown) return outOfTurn(hand, action);
  const seat = hand.seats[action.seat];
  if (!seat || seat.folded) return reject(action, 'RULES showdown', 'not-in-hand', { seat: action.seat }, `seat ${action.seat} is not in the hand`);
  if (seat.showdown !== null) return reject(action, 'RULES showdown', 'already-shown', { seat: action.seat }, `seat ${action.seat} has already shown or mucked`);
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
