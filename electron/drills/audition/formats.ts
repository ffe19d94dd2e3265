/**
 * What an audition deals: each game with its betting, the rotations (HORSE; the eight-game mix),
 * the one stake every game is dealt at, the seats a game's table takes, and each game's pace in
 * hands per hour (dealer-school figures: hold'em 30 to 40, Omaha and stud 25 to 30).
 */
import type { Structure, Variant } from '../../engine';
import type { AuditionFormat, AuditionGame } from '../../../shared/audition-vocab';
import { seatsFor } from '../hands/steer';

export interface GameSpec {
  variant: Variant;
  structure: Structure;
}

export const GAME_SPECS: Readonly<Record<AuditionGame, GameSpec>> = {
  holdem: { variant: 'holdem', structure: 'no-limit' },
  'limit-holdem': { variant: 'holdem', structure: 'fixed-limit' },
  omaha: { variant: 'omaha', structure: 'pot-limit' },
  'omaha-hi-lo': { variant: 'omaha-hi-lo', structure: 'fixed-limit' },
  stud: { variant: 'stud', structure: 'fixed-limit' },
  'stud-hi-lo': { variant: 'stud-hi-lo', structure: 'fixed-limit' },
  razz: { variant: 'razz', structure: 'fixed-limit' },
  'five-card-draw': { variant: 'five-card-draw', structure: 'fixed-limit' },
  '2-7-single-draw': { variant: '2-7-single-draw', structure: 'no-limit' },
  '2-7-triple-draw': { variant: '2-7-triple-draw', structure: 'fixed-limit' },
};

/** HORSE: hold'em, Omaha hi-lo, razz, stud, stud hi-lo (all fixed limit). The eight-game mix adds 2-7 triple draw, no-limit hold'em and pot-limit Omaha, in the card rooms' order. */
const ROTATIONS: Readonly<Record<'horse' | 'eight-game', readonly AuditionGame[]>> = {
  horse: ['limit-holdem', 'omaha-hi-lo', 'razz', 'stud', 'stud-hi-lo'],
  'eight-game': ['2-7-triple-draw', 'limit-holdem', 'omaha-hi-lo', 'razz', 'stud', 'stud-hi-lo', 'holdem', 'omaha'],
};

/** The games of a format, in the order they are dealt. */
export const gamesOf = (format: AuditionFormat): readonly AuditionGame[] => (format === 'horse' || format === 'eight-game' ? ROTATIONS[format] : [format]);

/** The most players a game's table seats (a stud deck serves eight, a draw seven: steer.ts seatsFor); a rotation, its smallest game's. */
export function maxSeats(format: AuditionFormat): number {
  return Math.min(...gamesOf(format).map((g) => seatsFor(GAME_SPECS[g].variant, [2, 10])[1]));
}

/**
 * One stake for every game, so that the stacks carry from game to game: blinds 100/200 (no-limit and
 * pot-limit), 200/400 in the fixed-limit games (blinds 100/200), stud's ante 25 and bring-in 50;
 * the smallest chip 25.
 */
export const STAKE = { small: 100, big: 200, bigBet: 400, ante: 25, bringIn: 50, chip: 25 } as const;
/** A seat's buy-in, in chips: 30 to 100 big blinds, in 25s. */
export const BUY_IN = { least: 30 * STAKE.big, most: 100 * STAKE.big } as const;

/** The cash profile's posted rake: 5 % of each pot, at most 15 big blinds a hand, no flop no drop. */
export const CASH_RAKE = { percent: 5, cap: 15 * STAKE.big, noFlopNoDrop: true } as const;

/** Hands per hour at the card room's pace: hold'em 30 to 40, the others (Omaha, stud, the draws) 25 to 30; the lower figure is the mark. */
export const paceOf = (game: AuditionGame): { low: number; high: number } => (GAME_SPECS[game].variant === 'holdem' ? { low: 30, high: 40 } : { low: 25, high: 30 });
