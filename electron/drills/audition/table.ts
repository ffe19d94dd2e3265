/**
 * A table that goes on: the same players hand after hand, their stacks carried, the button moved
 * between hands by the engine's rule (positions.ts: the big blind one seat on, nobody posting it
 * twice), stud's antes and bring-in in the stud games (the button waits where it is), a busted
 * player's seat taken by a new player with a buy-in, and a rotation's next game after an orbit
 * (or after each hand). Plain data, changed only by the pure functions here.
 */
import { GAMES, nextPositions, standardBlinds, type Rng, type TableConfig } from '../../engine';
import type { AuditionFormat, AuditionGame, AuditionRotation } from '../../../shared/audition-vocab';
import { between, drillTable } from '../hands/play';
import { BUY_IN, CASH_RAKE, GAME_SPECS, gamesOf, STAKE } from './formats';

/** How a simulated player plays, all session long (play.ts styles: normal, raisy, all-in). */
export type Persona = 'steady' | 'aggressive' | 'gambler';
const PERSONAS: readonly Persona[] = ['steady', 'steady', 'steady', 'aggressive', 'gambler'];

export interface Player {
  /** Numbered as they sit down: a new player in a busted player's seat has a new number. */
  id: number;
  stack: number;
  persona: Persona;
}

export interface TableSetup {
  format: AuditionFormat;
  seats: number;
  rotation: AuditionRotation;
  profile: 'cash' | 'tournament';
}

export interface TableState {
  readonly setup: TableSetup;
  readonly players: readonly Player[];
  /** The button of the next hand in a game with one (stud keeps it where it is). */
  readonly button: number;
  /** Hands dealt so far. */
  readonly hands: number;
  /** The game being dealt (its index in the format's rotation), and the hands dealt of it. */
  readonly game: number;
  readonly inGame: number;
  readonly nextId: number;
  /** Chips brought to the table: the first stacks and every new player's buy-in. */
  readonly boughtIn: number;
  /** Chips the house has taken (the cash profile's rake). */
  readonly raked: number;
}

const buyIn = (rng: Rng): number => between(rng, BUY_IN.least / STAKE.chip, BUY_IN.most / STAKE.chip) * STAKE.chip;
const newPlayer = (rng: Rng, id: number): Player => ({ id, stack: buyIn(rng), persona: rng.pick(PERSONAS) });

export function openTable(setup: TableSetup, rng: Rng): TableState {
  const players = Array.from({ length: setup.seats }, (_, seat) => newPlayer(rng, seat + 1));
  return { setup, players, button: rng.int(setup.seats), hands: 0, game: 0, inGame: 0, nextId: setup.seats + 1, boughtIn: players.reduce((n, p) => n + p.stack, 0), raked: 0 };
}

export const gameOf = (state: TableState): AuditionGame => gamesOf(state.setup.format)[state.game];

/** Hands of one game before a rotation moves on: an orbit (a hand per seat), or one. */
const handsPerGame = (setup: TableSetup): number => (setup.rotation === 'hand' ? 1 : setup.seats);

/** The next hand's table: the stacks as they stand, the game's forced bets, the profile's rake. */
export function handConfig(state: TableState): TableConfig {
  const { variant, structure } = GAME_SPECS[gameOf(state)];
  const n = state.players.length;
  const stud = GAMES[variant].family === 'stud';
  const limit = structure === 'fixed-limit';
  return drillTable({
    variant,
    structure,
    profile: state.setup.profile,
    options: state.setup.profile === 'cash' ? { rake: { ...CASH_RAKE } } : undefined,
    stacks: state.players.map((p) => p.stack),
    // Stud has no button: the dealer deals from seat 0, the last seat's left (play.ts dealStreet).
    button: stud ? n - 1 : state.button,
    blinds: stud ? new Array<number>(n).fill(0) : standardBlinds(n, state.button, STAKE.small, STAKE.big),
    antes: stud ? { kind: 'uniform', amount: STAKE.ante } : { kind: 'none' },
    bigBlindSeat: undefined,
    minBet: STAKE.big,
    bigBet: limit ? STAKE.bigBet : undefined,
    smallestChip: STAKE.chip,
    bringIn: stud ? STAKE.bringIn : undefined,
  });
}

/**
 * The table after a hand: each stack as the hand left it, a new player (with a buy-in) in each
 * seat whose stack is gone, the button moved on by the engine's rule (not in stud), and the
 * rotation's next game once this one has had its hands.
 */
export function afterHand(state: TableState, config: TableConfig, finalStacks: readonly number[], rake: number, rng: Rng): TableState {
  let nextId = state.nextId;
  let boughtIn = state.boughtIn;
  const players = state.players.map((p, seat) => {
    if (finalStacks[seat] > 0) return { ...p, stack: finalStacks[seat] };
    const fresh = newPlayer(rng, nextId++);
    boughtIn += fresh.stack;
    return fresh;
  });
  let button = state.button;
  if (GAMES[config.variant].family !== 'stud') {
    // Every seat is taken (a busted seat is filled at once): all of them are in the next hand.
    const bigBlind = config.blinds.indexOf(STAKE.big);
    button = nextPositions(players.map(() => true), bigBlind).button;
  }
  const done = state.inGame + 1 >= handsPerGame(state.setup);
  const games = gamesOf(state.setup.format).length;
  return {
    setup: state.setup,
    players,
    button,
    hands: state.hands + 1,
    game: done ? (state.game + 1) % games : state.game,
    inGame: done ? 0 : state.inGame + 1,
    nextId,
    boughtIn,
    raked: state.raked + rake,
  };
}

/** Every chip at the table and in the house's box: it equals the chips brought (nothing made, nothing lost). */
export const chipsAccounted = (state: TableState): number => state.players.reduce((n, p) => n + p.stack, 0) + state.raked;
