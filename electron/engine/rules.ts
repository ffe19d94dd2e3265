/**
 * The game description and the house options of RULES.md, with the two rule profiles.
 * Everything here is plain data so that a hand can be serialised and replayed.
 */

export type Variant = 'holdem' | 'omaha';
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
}

export function resolveOptions(config: TableConfig): Readonly<RuleOptions> {
  const profile = PROFILE_OPTIONS[config.profile];
  return config.options ? { ...profile, ...config.options } : profile;
}

export const STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
export type Street = (typeof STREETS)[number];
/** Board cards dealt before each street. */
export const BOARD_CARDS_BEFORE: Readonly<Record<Street, number>> = { preflop: 0, flop: 3, turn: 1, river: 1 };
export const HOLE_CARDS: Readonly<Record<Variant, number>> = { holdem: 2, omaha: 4 };

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
