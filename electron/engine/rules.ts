/**
 * The game description and the house options of RULES.md, with the two rule profiles.
 * Everything here is plain data so that a hand can be serialised and replayed.
 *
 * RULES.md covers the flop games (hold'em, Omaha). The stud family, the split games and the draw
 * games follow Robert's Rules of Poker (the cash profile) and the TDA's conventions (the
 * tournament profile) where the two agree, and say so where they differ; five-card draw is the
 * seeds' "mörkpoker" (fixed limit, two betting rounds, the second doubled).
 */

export type Variant =
  | 'holdem'
  | 'omaha'
  | 'omaha-hi-lo'
  | 'stud'
  | 'stud-hi-lo'
  | 'razz'
  | 'five-card-draw'
  | '2-7-single-draw'
  | '2-7-triple-draw';

export const VARIANTS: readonly Variant[] = ['holdem', 'omaha', 'omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz', 'five-card-draw', '2-7-single-draw', '2-7-triple-draw'];
export type Structure = 'no-limit' | 'pot-limit' | 'fixed-limit';
export type Profile = 'cash' | 'tournament';

export interface RakeOptions {
  /** Percentage of the pot, e.g. 5 for 5 %. */
  percent: number;
  /** Largest rake taken from one hand. */
  cap: number;
  /** "No flop, no drop": a hand that ends before the flop is not raked. */
  noFlopNoDrop: boolean;
}

export interface RuleOptions {
  /** A blind posted short by an all-in player: `full` keeps the full price to call, `posted` lowers it. */
  shortBlindCall: 'full' | 'posted';
  /** Big-blind ante with a short big blind: which the chips cover first (TDA 2024 RP-11). */
  bbAnteOrder: 'blind-first' | 'ante-first';
  /** Folding when a check is free is allowed (and binding). */
  allowFoldWhenCheckIsFree: boolean;
  /** Fixed limit: raises allowed after the bet in one round. */
  raiseCap: number;
  /** Fixed limit: no cap when the pot is heads-up before the cap is reached (Robert's Rules). */
  capLiftedHeadsUp: boolean;
  /** A declared under-raise that is not all-in: TDA split (below half a call, else completed). */
  underRaise: 'tda';
  /** Fixed limit: an all-in of at least half a bet counts as a full bet (`half`) or only a full one (`full`). */
  limitReopen: 'half' | 'full';
  /** Odd chips of a split pot (RULES.md, Showdown). */
  oddChips: 'one-each-clockwise' | 'all-to-first';
  /** Rake, off (null) by default. */
  rake: RakeOptions | null;
  /**
   * Seven-card stud (high): an open pair on fourth street lets any player bet or raise the big bet
   * (Robert's Rules, seven-card stud). The tournament profile leaves it out, as tournaments commonly do.
   */
  doubleBetOnOpenPair: boolean;
}

export const PROFILE_OPTIONS: Readonly<Record<Profile, Readonly<RuleOptions>>> = Object.freeze({
  // Robert's Rules of Poker.
  cash: Object.freeze({
    shortBlindCall: 'full',
    bbAnteOrder: 'blind-first',
    allowFoldWhenCheckIsFree: true,
    raiseCap: 3,
    capLiftedHeadsUp: true,
    underRaise: 'tda',
    limitReopen: 'half',
    oddChips: 'one-each-clockwise',
    rake: null,
    doubleBetOnOpenPair: true,
  }),
  // TDA 2024.
  tournament: Object.freeze({
    shortBlindCall: 'full',
    bbAnteOrder: 'blind-first',
    allowFoldWhenCheckIsFree: true,
    raiseCap: 3,
    capLiftedHeadsUp: false,
    underRaise: 'tda',
    limitReopen: 'half',
    oddChips: 'all-to-first',
    rake: null,
    doubleBetOnOpenPair: false,
  }),
});

export type Antes =
  | { kind: 'none' }
  /** Every player antes the same amount; antes count toward each player's stake in the pots. */
  | { kind: 'uniform'; amount: number }
  /** The big blind antes for the table; dead money in the main pot. */
  | { kind: 'big-blind'; amount: number };

export interface TableConfig {
  variant: Variant;
  structure: Structure;
  profile: Profile;
  /** Option overrides on top of the profile. */
  options?: Partial<RuleOptions>;
  /** Chips of each seat at the start of the hand, clockwise. At least 2, at most 10 seats. */
  stacks: number[];
  /** Index of the button seat. */
  button: number;
  /** Forced live bets by seat: small blind, big blind, straddles (0 for none). */
  blinds: number[];
  antes: Antes;
  /** Seat that posts the big-blind ante; defaults to the seat with the largest blind. */
  bigBlindSeat?: number;
  /** No-limit and pot-limit: the minimum bet. Fixed limit: the small bet. */
  minBet: number;
  /** Fixed limit: the big bet of the later rounds (default twice the small bet). */
  bigBet?: number;
  /** The smallest chip in play; every split is in multiples of it. */
  smallestChip?: number;
  /** Stud: the forced bet of the lowest up card (razz: the highest), less than the small bet. */
  bringIn?: number;
}

export function resolveOptions(config: TableConfig): Readonly<RuleOptions> {
  const profile = PROFILE_OPTIONS[config.profile];
  return config.options ? { ...profile, ...config.options } : profile;
}

const BOARD_STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
const STUD_STREETS = ['third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;
/** Draw games: the betting before the draw, then after each draw. */
const DRAW_STREETS = ['predraw', 'first-draw', 'second-draw', 'third-draw'] as const;
export type Street = (typeof BOARD_STREETS)[number] | (typeof STUD_STREETS)[number] | (typeof DRAW_STREETS)[number];

/** One betting round and what the dealer deals before it. */
export interface Round {
  street: Street;
  /**
   * `hole`: `cards` to each player still in (stud: the first three, two down and one up, then one a
   * street); `board`: `cards` to the board; `draw`: each player stands pat or discards and is dealt
   * as many.
   */
  deal: 'hole' | 'board' | 'draw';
  cards: number;
  /** Fixed limit: the round bets the big bet (the small bet otherwise). */
  big: boolean;
}

export type Family = 'board' | 'stud' | 'draw';

/** How a game is dealt, bet and won: the data the engine plays every game from. */
export interface Game {
  family: Family;
  rounds: readonly Round[];
  /** Omaha: a hand is exactly two hole cards and three board cards; otherwise any five cards. */
  twoFromHand: boolean;
  /** Who wins a pot: the best high hand, the best low hand, or each half (split games). */
  pot: 'high' | 'low' | 'high-low';
  /** How lows rank: ace-to-five (aces low, straights and flushes do not count) or deuce-to-seven. */
  low: 'ace-to-five' | 'deuce-to-seven' | null;
  /** Split games: a low qualifies only with five different ranks of eight or lower. */
  eightOrBetter: boolean;
  /** Stud: whether the k-th card a player is dealt is dealt face up. */
  faceUp: readonly boolean[] | null;
  /** Stud: the bring-in is the lowest up card (aces high), or in razz the highest (aces low). */
  bringIn: 'lowest' | 'highest' | null;
  /** Stud: first to act on the later streets is the best high hand showing, or in razz the best low. */
  opener: 'high' | 'low' | null;
  /** Stud high: an open pair on fourth street allows the big bet (option doubleBetOnOpenPair). */
  openPairDoubleBet: boolean;
  /** Players a deck can serve: stud at most eight (Robert's Rules), the others ten. */
  maxSeats: number;
}

const boardRounds = (hole: number): Round[] => [
  { street: 'preflop', deal: 'hole', cards: hole, big: false },
  { street: 'flop', deal: 'board', cards: 3, big: false },
  { street: 'turn', deal: 'board', cards: 1, big: true },
  { street: 'river', deal: 'board', cards: 1, big: true },
];
// Robert's Rules (seven-card stud): two down and one up, three more up, the last down; the big bet from fifth street.
const STUD_ROUNDS: Round[] = [
  { street: 'third', deal: 'hole', cards: 3, big: false },
  { street: 'fourth', deal: 'hole', cards: 1, big: false },
  { street: 'fifth', deal: 'hole', cards: 1, big: true },
  { street: 'sixth', deal: 'hole', cards: 1, big: true },
  { street: 'seventh', deal: 'hole', cards: 1, big: true },
];
const STUD_FACE_UP = [false, false, true, true, true, true, false];
// One draw: the seeds' "mörkpoker" doubles the second round (and so does 2-7 single draw in fixed limit).
const SINGLE_DRAW: Round[] = [
  { street: 'predraw', deal: 'hole', cards: 5, big: false },
  { street: 'first-draw', deal: 'draw', cards: 0, big: true },
];
// Triple draw: the small bet before the draw and after the first, the big bet after the second and third.
const TRIPLE_DRAW: Round[] = [
  { street: 'predraw', deal: 'hole', cards: 5, big: false },
  { street: 'first-draw', deal: 'draw', cards: 0, big: false },
  { street: 'second-draw', deal: 'draw', cards: 0, big: true },
  { street: 'third-draw', deal: 'draw', cards: 0, big: true },
];

const flop = (hole: number, twoFromHand: boolean, pot: Game['pot']): Game => ({
  family: 'board',
  rounds: boardRounds(hole),
  twoFromHand,
  pot,
  low: pot === 'high' ? null : 'ace-to-five',
  eightOrBetter: pot === 'high-low',
  faceUp: null,
  bringIn: null,
  opener: null,
  openPairDoubleBet: false,
  maxSeats: 10,
});
const stud = (pot: Game['pot'], razz: boolean): Game => ({
  family: 'stud',
  rounds: STUD_ROUNDS,
  twoFromHand: false,
  pot,
  low: pot === 'high' ? null : 'ace-to-five',
  eightOrBetter: pot === 'high-low',
  faceUp: STUD_FACE_UP,
  bringIn: razz ? 'highest' : 'lowest',
  opener: razz ? 'low' : 'high',
  openPairDoubleBet: pot === 'high',
  maxSeats: 8,
});
const draw = (rounds: Round[], low: Game['low']): Game => ({
  family: 'draw',
  rounds,
  twoFromHand: false,
  pot: low ? 'low' : 'high',
  low,
  eightOrBetter: false,
  faceUp: null,
  bringIn: null,
  opener: null,
  openPairDoubleBet: false,
  maxSeats: 10,
});

export const GAMES: Readonly<Record<Variant, Game>> = {
  holdem: flop(2, false, 'high'),
  omaha: flop(4, true, 'high'),
  'omaha-hi-lo': flop(4, true, 'high-low'),
  stud: stud('high', false),
  'stud-hi-lo': stud('high-low', false),
  razz: stud('low', true),
  'five-card-draw': draw(SINGLE_DRAW, null),
  '2-7-single-draw': draw(SINGLE_DRAW, 'deuce-to-seven'),
  '2-7-triple-draw': draw(TRIPLE_DRAW, 'deuce-to-seven'),
};

/** Cards each player is dealt before the first betting round. */
export const HOLE_CARDS: Readonly<Record<Variant, number>> = Object.fromEntries(VARIANTS.map((v) => [v, GAMES[v].rounds[0].cards])) as Record<Variant, number>;

/**
 * Seats for the usual blinds: heads-up the button posts the small blind (RULES.md, Seats);
 * otherwise the two seats left of the button. An optional straddle comes from the next seat.
 */
export function standardBlinds(seats: number, button: number, small: number, big: number, straddle = 0): number[] {
  const blinds = new Array<number>(seats).fill(0);
  const sb = seats === 2 ? button : (button + 1) % seats;
  const bb = (sb + 1) % seats;
  blinds[sb] = small;
  blinds[bb] = big;
  if (straddle > 0) blinds[(bb + 1) % seats] = straddle;
  return blinds;
}
