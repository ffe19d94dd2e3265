/**
 * Cards as small integers so that evaluation and dealing stay allocation-free.
 * card = rank * 4 + suit; rank 0 is a deuce, 12 an ace; suits c, d, h, s.
 */
export type Card = number;

export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;
export const makeCard = (rank: number, suit: number): Card => rank * 4 + suit;

export const FULL_DECK: readonly Card[] = Object.freeze(Array.from({ length: 52 }, (_, i) => i));

/** Parses one card such as "As" or "Td". Throws on anything else. */
export function parseCard(text: string): Card {
  const rank = RANKS.indexOf(text[0]?.toUpperCase() ?? '');
  const suit = SUITS.indexOf(text[1]?.toLowerCase() ?? '');
  if (text.length !== 2 || rank < 0 || suit < 0) throw new Error(`not a card: "${text}"`);
  return makeCard(rank, suit);
}

/** Parses concatenated cards such as "AsKd" or "6sQhKh". */
export function parseCards(text: string): Card[] {
  if (text.length % 2 !== 0) throw new Error(`not a list of cards: "${text}"`);
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) cards.push(parseCard(text.slice(i, i + 2)));
  return cards;
}

/** Each card's text, made once: every table, history and PHH line of a drill writes cards. */
const CARD_TEXT: readonly string[] = FULL_DECK.map((card) => RANKS[rankOf(card)] + SUITS[suitOf(card)]);

export const cardToString = (card: Card): string => CARD_TEXT[card] ?? RANKS[rankOf(card)] + SUITS[suitOf(card)];
export function cardsToString(cards: readonly Card[]): string {
  let text = '';
  for (let k = 0; k < cards.length; k++) text += cardToString(cards[k]);
  return text;
}
