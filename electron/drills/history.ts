/**
 * The action history a table shows: the hand replayed through the engine from its table, street by
 * street, each action with the player's total for the round after it and whether it put them
 * all-in, and each street's last bettor or raiser (the engine's own record, which the showdown
 * order reads). The screens phrase it; they work nothing out.
 */
import { advance, cardsToString, createHand, type Action, type Card, type Hand, type TableConfig } from '../engine';
import type { HistoryEntry, HistoryStreet } from '../../shared/drills';

type BlindAct = 'small-blind' | 'big-blind' | 'straddle';

/** The blinds by name: the smallest is the small blind, the next the big blind, any larger a straddle (one blind alone is a big blind). */
function blindNames(blinds: readonly number[]): Map<number, BlindAct> {
  const seats = blinds.flatMap((amount, seat) => (amount > 0 ? [seat] : [])).sort((a, b) => blinds[a] - blinds[b] || a - b);
  const names: BlindAct[] = seats.length === 1 ? ['big-blind'] : ['small-blind', 'big-blind'];
  return new Map(seats.map((seat, k) => [seat, names[k] ?? 'straddle']));
}

/** A history being built: the hand replayed so far and its streets. */
interface Replay {
  config: TableConfig;
  actions: Action[];
  hand: Hand;
  streets: HistoryStreet[];
}

/**
 * The last history built, to go on from: a whole hand asks its steps of one growing list of
 * actions, and replaying it from the start for each step doubled the cost of generating one.
 */
let last: Replay | null = null;

const continues = (r: Replay, config: TableConfig, actions: readonly Action[]): boolean => r.config === config && r.actions.length <= actions.length && r.actions.every((a, k) => a === actions[k]);

function fresh(config: TableConfig): Replay {
  const hand = createHand(config);
  return { config, actions: [], hand, streets: [{ street: hand.street, dealt: '', actions: [], aggressor: null }] };
}

export function handHistory(config: TableConfig, actions: readonly Action[]): HistoryStreet[] {
  const r: Replay = last && continues(last, config, actions) ? last : fresh(config);
  for (let k = r.actions.length; k < actions.length; k++) {
    record(r, actions[k]);
    r.actions.push(actions[k]);
  }
  last = r;
  // The replay goes on changing its last street: the table gets a copy (entries are never changed once made).
  return r.streets.map((street) => ({ ...street, actions: street.actions.slice() }));
}

function record(r: Replay, action: Action): void {
  const { hand, config } = r;
  let current = r.streets[r.streets.length - 1];
  if (action.type === 'deal-hole') {
    advance(hand, action);
    // Stud deals each street to the players (a draw's cards come within its round).
    if (hand.street !== current.street) r.streets.push({ street: hand.street, dealt: '', actions: [], aggressor: null });
    return;
  }
  if (action.type === 'post') {
    const before = hand.seats.map((s) => s.stack);
    advance(hand, action);
    const blinds = blindNames(config.blinds);
    hand.seats.forEach((s, seat) => {
      // Whatever the seat paid beyond its blind was its ante (live in the pots, or dead money for a big-blind ante).
      const ante = before[seat] - s.stack - s.bet;
      if (ante > 0) current.actions.push({ seat, act: 'ante', amount: ante, allIn: s.stack === 0 && s.bet === 0 });
    });
    for (const [seat, act] of blinds) {
      const s = hand.seats[seat];
      if (s.bet > 0) current.actions.push({ seat, act, amount: s.bet, allIn: s.stack === 0 });
    }
    return;
  }
  if (action.type === 'deal-board') {
    advance(hand, action);
    // A run-out deals several streets with no betting between them: each gets its own line.
    if (hand.street !== current.street) {
      current = { street: hand.street, dealt: cardsToString(action.cards), actions: [], aggressor: null };
      r.streets.push(current);
    } else current.dealt += cardsToString(action.cards);
    return;
  }
  const seat = hand.seats[action.seat];
  const stack = seat.stack;
  const bet = seat.bet;
  const returned = hand.returned[action.seat];
  const level = hand.currentBet;
  advance(hand, action);
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
  current.aggressor = hand.aggressor[hand.round] ?? null;
}
