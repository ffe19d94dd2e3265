/**
 * Builders for the engine's tests: tables, hands played from short scripts.
 * Scripts name actions of the player to act: 'f' fold, 'k' check, 'c' call, 'r600' bet or raise to 600.
 */
import { apply, createHand, type Action } from './actions';
import { parseCards } from './cards';
import { unwrap } from './explain';
import type { Antes, Profile, Structure, TableConfig, Variant } from './rules';
import { standardBlinds } from './rules';
import type { Hand } from './state';

export interface TableSpec {
  stacks: number[];
  sb?: number;
  bb?: number;
  straddle?: number;
  button?: number;
  structure?: Structure;
  variant?: Variant;
  profile?: Profile;
  antes?: Antes;
  minBet?: number;
  bigBet?: number;
  smallestChip?: number;
  options?: TableConfig['options'];
  /** Hole cards per seat as text ("AsKd"); unknown when left out. */
  hole?: (string | undefined)[];
}

export function tableOf(spec: TableSpec): TableConfig {
  const n = spec.stacks.length;
  const button = spec.button ?? n - 1;
  const bb = spec.bb ?? 0;
  return {
    variant: spec.variant ?? 'holdem',
    structure: spec.structure ?? 'no-limit',
    profile: spec.profile ?? 'tournament',
    options: spec.options,
    stacks: spec.stacks,
    button,
    blinds: standardBlinds(n, button, spec.sb ?? bb / 2, bb, spec.straddle),
    antes: spec.antes ?? { kind: 'none' },
    minBet: spec.minBet ?? (bb || 100),
    bigBet: spec.bigBet,
    smallestChip: spec.smallestChip,
  };
}

/** A hand posted and dealt, at the first preflop action. */
export function dealt(spec: TableSpec): Hand {
  let hand = unwrap(apply(createHand(tableOf(spec)), { type: 'post' }));
  const holeCount = (spec.variant ?? 'holdem') === 'omaha' ? 4 : 2;
  hand.seats.forEach((_, seat) => {
    const text = spec.hole?.[seat];
    const cards = text ? parseCards(text) : new Array<null>(holeCount).fill(null);
    hand = unwrap(apply(hand, { type: 'deal-hole', seat, cards }));
  });
  return hand;
}

export function actionFor(hand: Hand, step: string): Action {
  const seat = hand.toAct ?? -1;
  if (step === 'f') return { type: 'fold', seat };
  if (step === 'k') return { type: 'check', seat };
  if (step === 'c') return { type: 'call', seat };
  if (step.startsWith('r')) return { type: 'raise', seat, to: Number(step.slice(1)) };
  if (step.startsWith('d')) return { type: 'deal-board', cards: parseCards(step.slice(1)) };
  throw new Error(`unknown step ${step}`);
}

/** Plays a script; board steps are 'dKs7h2c'. Throws on an illegal step. */
export function play(hand: Hand, ...steps: string[]): Hand {
  for (const step of steps) hand = unwrap(apply(hand, actionFor(hand, step)));
  return hand;
}

const BOARD = ['2c3d4h', '9s', 'Td'];

/**
 * A hand at the flop with `pot` in the middle, built from blinds every player called; each player
 * then has `behind[i]` chips. Seat 0 acts first after the flop (A), seat 1 next (B), and so on.
 */
export function flopWithPot(pot: number, behind: number[], spec: Partial<TableSpec> = {}): Hand {
  const n = behind.length;
  const each = pot / n;
  if (!Number.isInteger(each)) throw new Error('pot must split evenly');
  let hand = dealt({ ...spec, stacks: behind.map((b) => b + each), bb: each, sb: Math.floor(each / 2), minBet: spec.minBet ?? each });
  while (hand.phase === 'betting') hand = play(hand, hand.seats[hand.toAct!].bet < hand.currentBet ? 'c' : 'k');
  return play(hand, 'd' + BOARD[0]);
}

/** Checks every remaining round until the given street is reached (turn or river) or the hand ends. */
export function checkTo(hand: Hand, street: 'turn' | 'river'): Hand {
  let k = hand.board.length === 3 ? 1 : 2;
  while (hand.street !== street) {
    while (hand.phase === 'betting') hand = play(hand, 'k');
    hand = play(hand, 'd' + BOARD[k++]);
  }
  return hand;
}
