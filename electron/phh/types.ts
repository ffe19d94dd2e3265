/**
 * Typed plain-data form of a PHH hand history (see shared/PHH.md and the phh-std specification).
 *
 * Conventions:
 * - Players are numbered from 0 in the file's order: `p1` is player 0.
 * - Numbers are kept exactly as parsed (a recorded 10112.5 stays 10112.5); nothing is rounded
 *   or repaired here. Whole-chip policy belongs to the replay.
 * - Unknown cards. The notation writes an unknown card as `??`. A card list is represented as:
 *     - every card known:    `cards` is the list;
 *     - every card unknown:  `cards` is null and `count` says how many (`????` is count 2);
 *     - mixed (`Kh7c6d2c??`): `cards` is null, `count` is the total and `known` lists the cards
 *       position by position with null where unknown ([Kh, 7c, 6d, 2c, null]).
 *   So `cards !== null` always means "all of them known"; code that needs only known cards can
 *   look at `known` when present.
 */
import type { Card } from '../engine/cards';

/** The 11 variant codes of the PHH specification. */
export type PhhVariant = 'FT' | 'NT' | 'NS' | 'PO' | 'FO/8' | 'F7S' | 'F7S/8' | 'FR' | 'N2L1D' | 'F2L3D' | 'FB';

export const PHH_VARIANTS: readonly PhhVariant[] = ['FT', 'NT', 'NS', 'PO', 'FO/8', 'F7S', 'F7S/8', 'FR', 'N2L1D', 'F2L3D', 'FB'];

/** Stud variants: forced bet is `bring_in`, not `blinds_or_straddles`. */
export const STUD_VARIANTS: readonly PhhVariant[] = ['F7S', 'F7S/8', 'FR'];

/** Fixed-limit variants: `small_bet` and `big_bet`; the others use `min_bet`. */
export const FIXED_LIMIT_VARIANTS: readonly PhhVariant[] = ['FT', 'FO/8', 'F7S', 'F7S/8', 'FR', 'F2L3D', 'FB'];

/** `d dh pN CARDS`: hole (down or up) cards dealt to a player. */
export interface PhhDealHole {
  type: 'deal-hole';
  player: number;
  /** null when any card is unknown (see the module comment). */
  cards: Card[] | null;
  /** Number of cards dealt, known or not. */
  count: number;
  /** The cards as written in the action, e.g. 'AsKd', '????', 'Kh7c6d2c??'. Informational: the
   *  writer regenerates the notation from cards/known/count. */
  text: string;
  /** Only for mixed known/unknown lists: position by position, null where unknown. */
  known?: (Card | null)[];
  comment?: string;
}

/** `d db CARDS`: board cards (always known). */
export interface PhhDealBoard {
  type: 'deal-board';
  cards: Card[];
  comment?: string;
}

export interface PhhFold {
  type: 'fold';
  player: number;
  comment?: string;
}

export interface PhhCheckCall {
  type: 'check-call';
  player: number;
  comment?: string;
}

/** `pN cbr AMOUNT`: complete, bet or raise to AMOUNT (the player's total for the round). */
export interface PhhBetRaise {
  type: 'bet-raise';
  player: number;
  amount: number;
  comment?: string;
}

/** `pN pb`: post the bring-in (stud). */
export interface PhhBringIn {
  type: 'bring-in';
  player: number;
  comment?: string;
}

/**
 * `pN sd [CARDS]`: stand pat (bare `sd`: `cards` is []) or discard these cards. When some
 * discarded cards are unknown (`????`, `Kh??`): `cards` null, `unknown` true, `count` and, for
 * mixed lists, `known`.
 */
export interface PhhStandPatDiscard {
  type: 'stand-pat-discard';
  player: number;
  cards: Card[] | null;
  unknown?: boolean;
  count?: number;
  known?: (Card | null)[];
  comment?: string;
}

/**
 * `pN sm [CARDS]`: show these cards, or muck (bare `sm`: `cards` null, no `unknown`).
 * Shown but (partly) unknown (`????`, `??Ad`, allowed in cash games): `cards` null, `unknown`
 * true, `count` and, for mixed lists, `known`.
 * `pN sm -` (show the cards already dealt to the player): `asDealt` true and, in a hand from
 * parsePhh, cards/unknown/count/known resolved from the player's earlier deals and discards;
 * from parseAction alone (no context) only `cards: null, unknown: true, asDealt: true`.
 */
export interface PhhShowMuck {
  type: 'show-muck';
  player: number;
  cards: Card[] | null;
  unknown?: boolean;
  count?: number;
  known?: (Card | null)[];
  asDealt?: boolean;
  comment?: string;
}

/** An empty action string or a standalone `# commentary` (a no-op in the specification). */
export interface PhhNoOp {
  type: 'no-op';
  comment?: string;
}

export type PhhAction =
  | PhhDealHole
  | PhhDealBoard
  | PhhFold
  | PhhCheckCall
  | PhhBetRaise
  | PhhBringIn
  | PhhStandPatDiscard
  | PhhShowMuck
  | PhhNoOp;

/** Actions that name a player (everything but board deals and no-ops). */
export type PhhPlayerAction = Exclude<PhhAction, PhhDealBoard | PhhNoOp>;

/**
 * One hand. Per-player arrays are in position order and all have the player count's length
 * (the length of startingStacks).
 */
export interface PhhHand {
  variant: PhhVariant;
  /** `ante_trimming_status`; absent when the file does not say (the specification's default is false). */
  anteTrimmingStatus?: boolean;
  antes: number[];
  /** Button games only; stud has bringIn instead. */
  blindsOrStraddles?: number[];
  bringIn?: number;
  /** Fixed limit only (with bigBet). */
  smallBet?: number;
  bigBet?: number;
  /** No-limit and pot-limit only. */
  minBet?: number;
  /** May hold Infinity (`inf`: unknown stack, as the specification allows). */
  startingStacks: number[];
  actions: PhhAction[];
  finishingStacks?: number[];
  winnings?: number[];
  players?: string[];
  seats?: number[];
  seatCount?: number;
  /**
   * Every other key exactly as TOML gave it (author, event, hand, table, time, currency, user
   * `_` keys, ...), in file order. Values are TOML values: strings, numbers, booleans, arrays,
   * tables, and smol-toml TomlDate for dates and times.
   */
  extra: Record<string, unknown>;
}
