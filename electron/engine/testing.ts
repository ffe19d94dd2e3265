/**
 * Builders for the engine's tests: tables, hands played from short scripts.
 * Scripts name actions of the player to act: 'f' fold, 'k' check, 'c' call, 'r600' bet or raise to 600,
 * 'b' bring it in (stud); dealer steps: 'dKs7h2c' the board, 'h3Ah' cards to seat 3, 'x2KsQd' seat 2
 * discards (draw games; 'x2' stands pat).
 */
import { apply, createHand, type Action } from './actions';
import { parseCards } from './cards';
import { unwrap } from './explain';
import { GAMES, HOLE_CARDS, standardBlinds, type Antes, type Profile, type Structure, type TableConfig, type Variant } from './rules';
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
  /** Stud: the bring-in (blinds are then left out). */
  bringIn?: number;
  options?: TableConfig['options'];
  /** Hole cards per seat as text ("AsKd"); unknown when left out. */
  hole?: (string | undefined)[];
}

export function tableOf(spec: TableSpec): TableConfig {
  const n = spec.stacks.length;
  const button = spec.button ?? n - 1;
  const bb = spec.bb ?? 0;
  const variant = spec.variant ?? 'holdem';
  const stud = GAMES[variant].family === 'stud';
  return {
    variant,
    structure: spec.structure ?? (stud ? 'fixed-limit' : 'no-limit'),
    profile: spec.profile ?? 'tournament',
    options: spec.options,
    stacks: spec.stacks,
    button,
    blinds: stud ? new Array<number>(n).fill(0) : standardBlinds(n, button, spec.sb ?? bb / 2, bb, spec.straddle),
    antes: spec.antes ?? { kind: 'none' },
    minBet: spec.minBet ?? (bb || 100),
    bigBet: spec.bigBet,
    smallestChip: spec.smallestChip,
    ...(spec.bringIn !== undefined ? { bringIn: spec.bringIn } : {}),
  };
}

/** A hand posted and dealt, at the first action (preflop; stud: third street). */
export function dealt(spec: TableSpec): Hand {
  let hand = unwrap(apply(createHand(tableOf(spec)), { type: 'post' }));
  const holeCount = HOLE_CARDS[spec.variant ?? 'holdem'];
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
  if (step === 'b') return { type: 'bring-in', seat };
  if (step.startsWith('d')) return { type: 'deal-board', cards: parseCards(step.slice(1)) };
  if (step.startsWith('h')) return { type: 'deal-hole', seat: Number(step[1]), cards: parseCards(step.slice(2)) };
  if (step.startsWith('x')) return { type: 'discard', seat: Number(step[1]), cards: parseCards(step.slice(2)) };
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
