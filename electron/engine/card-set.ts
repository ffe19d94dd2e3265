/**
 * The set of cards out (dealt, shown, or in a draw game's muck until a reshuffle), kept in the
 * hand as two 32-bit words so that a duplicate is found without a search of every holding: bit c
 * of `dealtLow` for card c < 32, bit c - 32 of `dealtHigh` for the others.
 */
import type { Card } from './cards';

/** What holds a card set: the hand, or a set being built before it replaces the hand's. */
export interface CardSet {
  dealtLow: number;
  dealtHigh: number;
}

/** The first card of `cards` in the set (low, high), or repeated within `cards`; null when all are new. */
export function duplicateIn(low: number, high: number, cards: readonly (Card | null)[]): Card | null {
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    if (c === null) continue;
    if (c < 32) {
      if (low & (1 << c)) return c;
      low |= 1 << c;
    } else {
      if (high & (1 << (c - 32))) return c;
      high |= 1 << (c - 32);
    }
  }
  return null;
}

export const duplicateCard = (set: CardSet, cards: readonly (Card | null)[]): Card | null => duplicateIn(set.dealtLow, set.dealtHigh, cards);

/** Adds the known ones of `cards` to the set. */
export function markDealt(set: CardSet, cards: readonly (Card | null)[]): void {
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    if (c === null) continue;
    if (c < 32) set.dealtLow |= 1 << c;
    else set.dealtHigh |= 1 << (c - 32);
  }
}
