/**
 * The action history a table shows: the hand as the engine played it (recorded while it was played,
 * or replayed from its table when the actions are not the hand just played), street by street, each action with the player's total for the round after it and whether it put them
 * all-in, and each street's last bettor or raiser (the engine's own record, which the showdown
 * order reads), and what the dealer did beyond the cards: a draw that reshuffled the stub, stud's
 * short stub (the seats dealt from the scramble, the common card). The screens phrase it; they work
 * nothing out.
 */
import { advance, cardsToString, createHand, type Action, type Card, type Hand, type RuleViolation, type TableConfig } from '../../engine';
import type { HistoryEntry, HistoryStreet } from '../../../shared/drills';

type BlindAct = 'small-blind' | 'big-blind' | 'straddle';

/** The blinds by name: the smallest is the small blind, the next the big blind, any larger a straddle (one blind alone is a big blind). */
function blindNames(blinds: readonly number[]): [number, BlindAct][] {
  // Loops, not a sort: every hand played names its blinds once.
  const seats: number[] = [];
  for (let seat = 0; seat < blinds.length; seat++) {
    if (blinds[seat] <= 0) continue;
    let k = seats.length;
    seats.push(seat);
    for (; k > 0 && blinds[seats[k - 1]] > blinds[seat]; k--) seats[k] = seats[k - 1];
    seats[k] = seat;
  }
  const names: BlindAct[] = seats.length === 1 ? ['big-blind'] : ['small-blind', 'big-blind'];
  const out: [number, BlindAct][] = [];
  for (let k = 0; k < seats.length; k++) out.push([seats[k], names[k] ?? 'straddle']);
  return out;
}

/**
 * Where a history stood after an action, enough to cut it back to that moment (only its last
 * street was still changing): the number of streets, the last street's actions and its
 * aggressor, packed in one integer (`mark`), and the street's cards dealt so far. Numbers in an
 * array rather than an object per action: every simulated action records one.
 */
const mark = (streets: number, actions: number, aggressor: number | null): number => (streets * 4096 + actions) * 64 + (aggressor === null ? 0 : aggressor + 1);
const markStreets = (m: number): number => Math.floor(m / (64 * 4096));
const markActions = (m: number): number => Math.floor(m / 64) % 4096;
const markAggressor = (m: number): number | null => (m % 64 === 0 ? null : (m % 64) - 1);

/**
 * A history being built: the hand it advances, the actions so far, its streets, and marks[k] (with
 * dealt[k]) where it stood after k actions (so that a question asked at an earlier moment needs no replay).
 */
export interface HistoryLog {
  readonly config: TableConfig;
  readonly hand: Hand;
  actions: Action[];
  streets: HistoryStreet[];
  marks: number[];
  dealt: string[];
  /** Stud: the seats dealt the street being dealt from the short stub's scramble (its entry is made once all have their card). */
  scrambled: number[];
}

/**
 * The last log built, to go on from: a whole hand asks its steps of one growing list of actions,
 * and replaying it from the start for each step doubled the cost of generating one.
 */
let last: HistoryLog | null = null;
/** The log of the hand being played (play.ts): a drill asks about the hand it has just played, so its history needs no replay. */
let played: HistoryLog | null = null;

/** Whether `actions` begin with the log's actions (or, `shorter`, are a start of them): the same action objects, in order. */
function matches(r: HistoryLog, config: TableConfig, actions: readonly Action[], shorter: boolean): boolean {
  if (r.config !== config || (shorter ? actions.length > r.actions.length : r.actions.length > actions.length)) return false;
  const n = Math.min(r.actions.length, actions.length);
  for (let k = 0; k < n; k++) if (r.actions[k] !== actions[k]) return false;
  return true;
}

function newLog(hand: Hand): HistoryLog {
  const streets: HistoryStreet[] = [street(hand.street, '')];
  return { config: hand.config, hand, actions: [], streets, marks: [mark(1, 0, null)], dealt: [''], scrambled: [] };
}

/** A street's entry, every field present (one shape for every street). */
const street = (name: HistoryStreet['street'], dealt: string, scrambled?: number[], common?: boolean): HistoryStreet => ({
  street: name,
  dealt,
  burnt: undefined,
  scrambled,
  common,
  actions: [],
  aggressor: null,
});

/** Starts the log of a hand being played (nothing done yet): `playAction` then advances the hand and records each action. */
export function startPlayedHistory(hand: Hand): HistoryLog {
  played = newLog(hand);
  return played;
}

/** Advances the played hand by `action` and records it; the engine's answer (null, or why the action is refused). */
export function playAction(log: HistoryLog, action: Action): RuleViolation | null {
  const error = record(log, action);
  log.actions.push(action);
  // A refused action is not the play's: its log no longer tells the play's history.
  if (error && played === log) played = null;
  return error;
}

/** The history after `actions`, its streets from `from` on (the earlier ones left out: a caller that has them). */
export function handHistory(config: TableConfig, actions: readonly Action[], from = 0): HistoryStreet[] {
  if (played && matches(played, config, actions, true)) return historyAt(played, actions.length, from);
  if (last && matches(last, config, actions, true)) return historyAt(last, actions.length, from);
  // A replay goes on from the last one when the actions continue it (never from the played hand's log: that hand is the play's).
  const r = last && matches(last, config, actions, false) ? last : newLog(createHand(config));
  for (let k = r.actions.length; k < actions.length; k++) {
    record(r, actions[k]);
    r.actions.push(actions[k]);
  }
  last = r;
  return historyAt(r, actions.length, from);
}

/** The history after the first n actions from its street `from` on, as a copy (the log goes on changing its last street; entries are never changed once made). */
function historyAt(r: HistoryLog, n: number, from: number): HistoryStreet[] {
  const m = r.marks[n];
  const streets = markStreets(m);
  const out: HistoryStreet[] = [];
  // Each street written out, not spread: a spread is several times slower and gives the copy a map of its own.
  for (let k = from; k < streets - 1; k++) {
    const s = r.streets[k];
    out.push({ street: s.street, dealt: s.dealt, burnt: undefined, scrambled: s.scrambled, common: s.common, actions: s.actions.slice(), aggressor: s.aggressor });
  }
  const s = r.streets[streets - 1];
  out.push({ street: s.street, dealt: r.dealt[n], burnt: undefined, scrambled: s.scrambled, common: s.common, actions: s.actions.slice(0, markActions(m)), aggressor: markAggressor(m) });
  return out;
}

/** Records one action (advancing the log's hand) and marks where the history then stands. */
function record(r: HistoryLog, action: Action): RuleViolation | null {
  const error = recordStep(r, action);
  const current = r.streets[r.streets.length - 1];
  r.marks.push(mark(r.streets.length, current.actions.length, current.aggressor));
  r.dealt.push(current.dealt);
  return error;
}

function recordStep(r: HistoryLog, action: Action): RuleViolation | null {
  const { hand, config } = r;
  let current = r.streets[r.streets.length - 1];
  if (action.type === 'deal-hole') {
    const drawing = hand.phase === 'draw';
    const reshuffles = hand.reshuffles;
    const error = advance(hand, action);
    // A draw's replacements that ran the stub short: the player's discard says the stub was reshuffled.
    if (drawing && hand.reshuffles > reshuffles) reshuffledAt(current, action.seat);
    // Stud: a card from the short stub's scramble, once the stub's last card was scrambled with the burns.
    if (!drawing && !error && hand.scrambled) r.scrambled.push(action.seat);
    // Stud deals each street to the players (a draw's cards come within its round).
    if (hand.street !== current.street) {
      r.streets.push(street(hand.street, '', r.scrambled.length > 0 ? r.scrambled : undefined));
      r.scrambled = [];
    }
    return error;
  }
  if (action.type === 'post') {
    const before: number[] = [];
    for (const s of hand.seats) before.push(s.stack);
    const error = advance(hand, action);
    const blinds = blindNames(config.blinds);
    for (let seat = 0; seat < hand.seats.length; seat++) {
      const s = hand.seats[seat];
      // Whatever the seat paid beyond its blind was its ante (live in the pots, or dead money for a big-blind ante).
      const ante = before[seat] - s.stack - s.bet;
      if (ante > 0) current.actions.push({ seat, act: 'ante', amount: ante, allIn: s.stack === 0 && s.bet === 0 });
    }
    for (const [seat, act] of blinds) {
      const s = hand.seats[seat];
      if (s.bet > 0) current.actions.push({ seat, act, amount: s.bet, allIn: s.stack === 0 });
    }
    return error;
  }
  if (action.type === 'deal-board') {
    const error = advance(hand, action);
    // A run-out deals several streets with no betting between them: each gets its own line.
    if (hand.street !== current.street) {
      // Stud's board is the short stub's common card.
      current = street(hand.street, cardsToString(action.cards), undefined, hand.game.family === 'stud' || undefined);
      r.streets.push(current);
    } else current.dealt += cardsToString(action.cards);
    return error;
  }
  const seat = hand.seats[action.seat];
  const stack = seat.stack;
  const bet = seat.bet;
  const returned = hand.returned[action.seat];
  const level = hand.currentBet;
  const round = hand.round;
  const error = advance(hand, action);
  // The round may have ended with this action (bets gathered, an excess handed back): count what the player put in.
  const to = bet + stack - seat.stack + hand.returned[action.seat] - returned;
  const entry: HistoryEntry = { seat: action.seat, act: action.type, amount: 0, allIn: seat.stack === 0 && !seat.folded };
  if (action.type === 'raise') {
    entry.act = level === 0 ? 'bet' : 'raise';
    entry.amount = action.to;
  } else if (action.type === 'call' || action.type === 'bring-in') entry.amount = to;
  else if (action.type === 'discard') entry.amount = action.cards.length;
  else if (action.type === 'show') entry.cards = cardsToString((seat.hole ?? []).filter((c): c is Card => c !== null));
  if (action.type === 'show' || action.type === 'muck') entry.allIn = false;
  current.actions.push(entry);
  current.aggressor = hand.aggressor[round] ?? null;
  // A draw ends with the last player's discard when nobody is left to serve (a stand pat): the next street begins with it.
  if (hand.street !== current.street) r.streets.push(street(hand.street, ''));
  return error;
}

/** Marks the seat's discard on the street as the one whose replacements reshuffled the stub (a new entry: entries already handed out never change). */
function reshuffledAt(current: HistoryStreet, seat: number): void {
  const actions = current.actions;
  for (let k = actions.length - 1; k >= 0; k--) {
    const e = actions[k];
    if (e.act === 'discard' && e.seat === seat) {
      actions[k] = { seat: e.seat, act: e.act, amount: e.amount, allIn: e.allIn, reshuffled: true };
      return;
    }
  }
}
