/**
 * The state of one hand: a plain value. Every operation (actions.ts) returns a new value and
 * never changes the one it was given, so a rejected action leaves the hand exactly as it was.
 */
import type { Card } from './cards';
import type { Ledger } from './pots';
import type { Game, RuleOptions, Street, TableConfig } from './rules';

export type Phase =
  | 'post' // the dealer has the antes and blinds posted
  | 'deal-hole' // cards to deal to the players (stud: each street's card)
  | 'betting' // a player is to act
  | 'deal-board' // board cards to deal (stud: the common card when the stub runs short)
  | 'draw' // draw games: each player stands pat or discards, and is dealt as many
  | 'showdown' // the board is complete (or no betting remains): hands are shown and the pots awarded
  | 'complete'; // all but one player folded

export interface Seat {
  /** Chips behind. */
  stack: number;
  /** Live chips in front of the player this round (blinds, bets, calls). */
  bet: number;
  /** The player's stake already gathered into the pots (earlier rounds and uniform antes). */
  committed: number;
  folded: boolean;
  /**
   * Hole cards once dealt; null entries are cards dealt face down and unknown (hand histories).
   * Stud and draw: the whole hand, in the order dealt (stud's up cards are at the places its
   * `faceUp` says).
   */
  hole: (Card | null)[] | null;
  /** The player's bet after their last voluntary action this round; null if they have not acted. */
  actedAt: number | null;
  /** Showdown: the cards the player tabled, or 'muck'. */
  showdown: Card[] | 'muck' | null;
}

export interface Hand {
  readonly config: TableConfig;
  readonly options: Readonly<RuleOptions>;
  /** The game's description (rules.ts GAMES), looked up once. */
  readonly game: Game;
  phase: Phase;
  /** The betting round, by name and by its index in the game's rounds (while cards are dealt, the round just played). */
  street: Street;
  round: number;
  seats: Seat[];
  board: Card[];
  /** The seat to act in the betting phase. */
  toAct: number | null;
  /** The amount every player must have in front of them to stay in. */
  currentBet: number;
  /** No-limit and pot-limit: the size of the last full bet or raise this round (TDA 43). Limit: the betting unit. */
  increment: number;
  /** The bet level after the last full bet or raise this round. */
  fullLevel: number;
  /** Fixed limit: what the last full bet or raise added to the level before it (under a unit: an all-in counted by the half-bet rule). */
  fullBy: number;
  /** Fixed limit: full bets and raises this round (a blind counts as the bet). */
  betCount: number;
  /** Fixed limit: the cap was reached while more than two players were in the hand. */
  capped: boolean;
  /** The last player to bet or raise, per betting round (the game's rounds, in order). */
  aggressor: (number | null)[];
  /** Big-blind ante: dead money that goes to the main pot. */
  deadMoney: number;
  /** Chips handed back to each seat (uncalled bets). */
  returned: number[];
  /** No player can bet any more (all-in): the rest of the board is dealt without betting. */
  bettingClosed: boolean;
  /** The known cards out (hole cards, board, shown cards), kept as they are dealt so that a
   *  duplicate is found without a search of every holding: bit c for card c < 32 ... */
  dealtLow: number;
  /** ... and bit c - 32 for the others. Cards discarded in a draw stay in it until a reshuffle. */
  dealtHigh: number;
  /** Cards left in the stub, known or not: the dealer burns and deals from it (stud, once scrambled: the scramble). */
  stub: number;
  /**
   * The cards a draw's reshuffle or stud's scramble gathers (RULES.md, games beyond hold'em and
   * Omaha): the burns and, in a draw game, the discards of the players already dealt their draw.
   * Folded hands are never in it.
   */
  muck: number;
  /** The burn cards among them, face down on the table. */
  burns: number;
  /** Stud: the stub ran down to its last card in a street and was scrambled with the burns (RULES.md stud, the short stub). */
  scrambled: boolean;
  /** Draw games: how many times the stub was reshuffled this hand. */
  reshuffles: number;
  /** Draw games, during a draw: who has stood pat or discarded, and who has been dealt. */
  draw: DrawRound | null;
}

/** A draw in progress: each player in turn stands pat or discards, and is dealt as many. */
export interface DrawRound {
  /** Seats that have stood pat or discarded, in order, and the cards each discarded. */
  seats: number[];
  discards: (Card | null)[][];
  /** How many of them have been dealt their cards (in the same order). */
  served: number;
  /** The draw's burn is made: before its first replacement card. */
  burnt: boolean;
}


export const stakeOf = (seat: Seat): number => seat.committed + seat.bet;

/** The contribution ledger the pots are built from: each seat's stake, who folded, dead money. */
export function ledgerOf(hand: Hand): Ledger {
  // Loops rather than map: every round's end and every settlement builds one.
  const stakes: number[] = [];
  const folded: boolean[] = [];
  for (const s of hand.seats) {
    stakes.push(stakeOf(s));
    folded.push(s.folded);
  }
  return { stakes, folded, dead: hand.deadMoney };
}
export const isLive = (seat: Seat): boolean => !seat.folded;
/** In the hand and with chips behind: the player can still act. */
export const canAct = (seat: Seat): boolean => !seat.folded && seat.stack > 0;
export const isAllIn = (seat: Seat): boolean => !seat.folded && seat.stack === 0;

/** The seats still in the hand, in seat order. */
export function liveSeats(hand: Hand): number[] {
  const out: number[] = [];
  for (let i = 0; i < hand.seats.length; i++) if (!hand.seats[i].folded) out.push(i);
  return out;
}

/** The chips handed back during the hand (uncalled bets), a share per seat that had some, in seat order. */
export function returnedShares(hand: Hand): { seat: number; amount: number }[] {
  // A loop, not flatMap: V8 runs flatMap several times slower, and replays settle every hand.
  const out: { seat: number; amount: number }[] = [];
  for (let seat = 0; seat < hand.returned.length; seat++) if (hand.returned[seat] > 0) out.push({ seat, amount: hand.returned[seat] });
  return out;
}

/** Players who have not folded. */
export function liveCount(hand: Hand): number {
  let n = 0;
  for (const s of hand.seats) if (!s.folded) n++;
  return n;
}

/** Seats in clockwise order starting left of the button. */
export function seatsFromButton(hand: { config: TableConfig; seats: unknown[] }): number[] {
  const n = hand.seats.length;
  const order: number[] = [];
  for (let i = 1; i <= n; i++) order.push((hand.config.button + i) % n);
  return order;
}

/** A deep copy. Written field by field: object spreads cost several times more, and this runs on every `apply`. */
export function cloneHand(hand: Hand): Hand {
  const seats: Seat[] = new Array<Seat>(hand.seats.length);
  for (let i = 0; i < seats.length; i++) seats[i] = cloneSeat(hand.seats[i]);
  return {
    config: hand.config,
    options: hand.options,
    game: hand.game,
    phase: hand.phase,
    street: hand.street,
    round: hand.round,
    seats,
    board: hand.board.slice(),
    toAct: hand.toAct,
    currentBet: hand.currentBet,
    increment: hand.increment,
    fullLevel: hand.fullLevel,
    fullBy: hand.fullBy,
    betCount: hand.betCount,
    capped: hand.capped,
    aggressor: hand.aggressor.slice(),
    deadMoney: hand.deadMoney,
    returned: hand.returned.slice(),
    bettingClosed: hand.bettingClosed,
    dealtLow: hand.dealtLow,
    dealtHigh: hand.dealtHigh,
    stub: hand.stub,
    muck: hand.muck,
    burns: hand.burns,
    scrambled: hand.scrambled,
    reshuffles: hand.reshuffles,
    draw: hand.draw && { seats: hand.draw.seats.slice(), discards: hand.draw.discards.map((d) => d.slice()), served: hand.draw.served, burnt: hand.draw.burnt },
  };
}

function cloneSeat(s: Seat): Seat {
  return {
    stack: s.stack,
    bet: s.bet,
    committed: s.committed,
    folded: s.folded,
    hole: s.hole && s.hole.slice(),
    actedAt: s.actedAt,
    showdown: Array.isArray(s.showdown) ? s.showdown.slice() : s.showdown,
  };
}

/** The total of chips in the hand: behind, in front and in the pots. It never changes. */
export function chipsInPlay(hand: Hand): number {
  let total = hand.deadMoney;
  for (const s of hand.seats) total += s.stack + s.bet + s.committed;
  return total;
}

export const smallestChip = (hand: Hand): number => hand.config.smallestChip ?? 1;
