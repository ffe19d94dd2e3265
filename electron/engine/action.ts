/**
 * One action of a hand, as the engine, the simulated players and the hand histories write it: its
 * type and the one maker that gives every action the same shape. Apart from actions.ts, which
 * applies them, so that dealing.ts and reject.ts can name an action without importing it back.
 */
import type { Card } from './cards';

/** The fields an action of some type does not use: absent, or present as undefined (actions made by `Action`, below). */
type Unused<K extends 'seat' | 'to' | 'cards'> = { [P in K]?: undefined };

export type Action =
  | ({ type: 'post' } & Unused<'seat' | 'to' | 'cards'>)
  /** Hole cards (stud: a street's cards; draw games: a player's replacement cards). */
  | ({ type: 'deal-hole'; seat: number; cards: (Card | null)[] } & Unused<'to'>)
  /** Board cards (stud: the common card when the deck runs short). */
  | ({ type: 'deal-board'; cards: Card[] } & Unused<'seat' | 'to'>)
  | ({ type: 'fold'; seat: number } & Unused<'to' | 'cards'>)
  | ({ type: 'check'; seat: number } & Unused<'to' | 'cards'>)
  | ({ type: 'call'; seat: number } & Unused<'to' | 'cards'>)
  /** Bet or raise to a total for the round (not the increment); stud: complete the bring-in. */
  | ({ type: 'raise'; seat: number; to: number } & Unused<'cards'>)
  /** Stud: the lowest up card (razz: the highest) posts the bring-in. */
  | ({ type: 'bring-in'; seat: number } & Unused<'to' | 'cards'>)
  /** Draw games: stand pat (no cards) or discard these; unknown cards (null) from an unknown hand. */
  | ({ type: 'discard'; seat: number; cards: (Card | null)[] } & Unused<'to'>)
  | ({ type: 'show'; seat: number; cards?: Card[] } & Unused<'to'>)
  | ({ type: 'muck'; seat: number } & Unused<'to' | 'cards'>);

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
/** Every action made here has the one shape: all four fields, in one order, the unused ones undefined. */
const shaped = <T extends Action['type']>(type: T, seat: number | undefined, to: number | undefined, cards: (Card | null)[] | undefined): Of<T> => ({ type, seat, to, cards }) as Of<T>;

/**
 * The actions of the simulated players and of hand-history replays, made in one shape. Written as
 * literals, the union's five shapes gave V8 five hidden classes, and every read of an action's
 * type, seat or cards in the engine and the history was a megamorphic look-up: a generated drill
 * item took 10 to 25% longer. Literals are still valid actions (tests write them).
 */
export const Action = Object.freeze({
  post: (): Of<'post'> => shaped('post', undefined, undefined, undefined),
  dealHole: (seat: number, cards: (Card | null)[]): Of<'deal-hole'> => shaped('deal-hole', seat, undefined, cards),
  dealBoard: (cards: Card[]): Of<'deal-board'> => shaped('deal-board', undefined, undefined, cards),
  fold: (seat: number): Of<'fold'> => shaped('fold', seat, undefined, undefined),
  check: (seat: number): Of<'check'> => shaped('check', seat, undefined, undefined),
  call: (seat: number): Of<'call'> => shaped('call', seat, undefined, undefined),
  raise: (seat: number, to: number): Of<'raise'> => shaped('raise', seat, to, undefined),
  bringIn: (seat: number): Of<'bring-in'> => shaped('bring-in', seat, undefined, undefined),
  discard: (seat: number, cards: (Card | null)[]): Of<'discard'> => shaped('discard', seat, undefined, cards),
  show: (seat: number, cards?: Card[]): Of<'show'> => shaped('show', seat, undefined, cards),
  muck: (seat: number): Of<'muck'> => shaped('muck', seat, undefined, undefined),
});
