/**
 * Low hands: ace-to-five (razz, and the low half of the split games: Omaha and stud eight or
 * better) and deuce-to-seven (2-7 single and triple draw). Robert's Rules of Poker, lowball:
 *
 * - Ace-to-five: the ace is the lowest card; straights and flushes do not count. The best low is
 *   5-4-3-2-A (the wheel). Lows compare from their highest card down: 7-5-4-3-2 beats 7-6-4-3-2.
 *   A pair is worse than any five different ranks, two pair worse than one pair, and so on.
 * - Eight or better (split games): a low qualifies only with five different ranks of 8 or lower.
 * - Deuce-to-seven: hands rank as in high poker read upside down. The ace is always high
 *   (A-2-3-4-5 is an ace-high, not a straight), straights and flushes count against the hand. The
 *   best low is 7-5-4-3-2 of mixed suits.
 *
 * A low's strength is one integer `score`, and LOWER is better (two lows tie exactly when their
 * scores are equal; suits never decide):
 *   ace-to-five:    category << 20 | the ranks, most significant first, in nibbles (ace = 0),
 *                   category 0 no pair, 1 pair, 2 two pair, 3 trips, 4 full house, 5 quads;
 *   deuce-to-seven: the high-hand score of evaluate.ts, with A-2-3-4-5 an ace-high.
 */
import { RANKS, type Card } from './cards';
import { CATEGORIES, ranksOf, scoreFive, type HandCategory } from './evaluate';

export type LowGame = 'ace-to-five' | 'deuce-to-seven';

export interface LowValue {
  game: LowGame;
  /** Lower is better; equal iff the lows tie. */
  score: number;
  /** Ace-to-five: high-card (five different ranks), pair, two-pair, ... four-of-a-kind. */
  category: HandCategory;
  /** The deciding ranks, most significant first (12 is the ace, also when it plays low). */
  ranks: number[];
  /** The five cards played, in the order of `ranks`. */
  cards: Card[];
}

// ---------------------------------------------------------------------------------------------
// Rank patterns: hands ranked by pairs alone (no straights or flushes). Ace-to-five lows are
// this with the ace low; stud's showing hands (who acts first) are this with the ace high.

/** Categories of a rank pattern, by its index: what the score's top bits hold. */
const PATTERN_CATEGORIES: readonly HandCategory[] = ['high-card', 'pair', 'two-pair', 'three-of-a-kind', 'full-house', 'four-of-a-kind'];
/** How many ranks decide in each pattern category (five cards). */
const PATTERN_RANKS = [5, 4, 3, 3, 2, 2];

/**
 * The pattern score of one to five cards: category (by how the ranks pair) << 20, then each rank
 * group's rank, larger groups first and higher ranks first within a group, in nibbles from bit 16.
 * With `aceLow` the ace counts below the deuce (nibble value 0) and every other rank one higher.
 * Higher is the stronger high hand, lower the better low. `count`: only the first cards (stud.ts reads a scratch array).
 */
export function patternScore(cards: readonly Card[], aceLow: boolean, count = cards.length): number {
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let i = 0; i < count; i++) {
    const r = cards[i] >> 2;
    const bit = 1 << (aceLow ? (r === 12 ? 0 : r + 1) : r);
    s4 |= s3 & bit;
    s3 |= s2 & bit;
    s2 |= s1 & bit;
    s1 |= bit;
  }
  const quads = s4;
  const trips = s3 & ~s4;
  const pairs = s2 & ~s3;
  const singles = s1 & ~s2;
  const category = quads ? 5 : trips && pairs ? 4 : trips ? 3 : pairs & (pairs - 1) ? 2 : pairs ? 1 : 0;
  let score = category << 20;
  let shift = 16;
  for (let g = 0; g < 4; g++) {
    let m = g === 0 ? quads : g === 1 ? trips : g === 2 ? pairs : singles;
    while (m !== 0) {
      const top = 31 - Math.clz32(m);
      score |= top << shift;
      shift -= 4;
      m ^= 1 << top;
    }
  }
  return score;
}

/** The category of a pattern score. */
export const patternCategory = (score: number): HandCategory => PATTERN_CATEGORIES[score >> 20];

/** Card rank of an ace-low nibble (0 is the ace). */
const fromAceLow = (v: number): number => (v === 0 ? 12 : v - 1);
/** Ace-low nibble of a card. */
const aceLowOf = (card: Card): number => ((card >> 2) + 1) % 13;

function aceToFiveValue(score: number, five: readonly Card[]): LowValue {
  const count = PATTERN_RANKS[score >> 20];
  const ranks: number[] = [];
  for (let k = 0; k < count; k++) ranks.push(fromAceLow((score >> (16 - 4 * k)) & 15));
  // The cards in the order of the ranks, each rank's cards together (pairs first, as ranked).
  const cards: Card[] = [];
  for (const rank of ranks) for (const c of five) if (c >> 2 === rank) cards.push(c);
  return { game: 'ace-to-five', score, category: patternCategory(score), ranks, cards };
}

/** Score of exactly five cards as an ace-to-five low (lower is better). */
export function scoreAceToFive(five: readonly Card[]): number {
  if (five.length !== 5) throw new Error(`a low is five cards, not ${five.length}`);
  return patternScore(five, true);
}

/**
 * The lowest card of each of the lowest `need` different ranks (ace low) among `cards`, at most
 * `highest` (an ace-low nibble, 7 for an eight); null when there are fewer.
 */
function lowestDistinct(cards: readonly Card[], highest: number): Card[] | null {
  const byRank: (Card | undefined)[] = new Array<Card | undefined>(13);
  for (const c of cards) {
    const v = aceLowOf(c);
    if (v <= highest && byRank[v] === undefined) byRank[v] = c;
  }
  const five: Card[] = [];
  for (let v = 0; v <= highest && five.length < 5; v++) if (byRank[v] !== undefined) five.push(byRank[v]!);
  return five.length === 5 ? five : null;
}

/** Every five of `cards` (5 to 7), calling `visit` with each. */
function eachFive(cards: readonly Card[], visit: (five: Card[]) => void): void {
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) visit([cards[a], cards[b], cards[c], cards[d], cards[e]]);
}

/**
 * The best ace-to-five low of five to seven cards (razz; stud eight or better with `eightOrBetter`,
 * then null when no five different ranks of 8 or lower are there).
 */
export function bestAceToFive(cards: readonly Card[], eightOrBetter = false): LowValue | null {
  if (cards.length < 5 || cards.length > 7) throw new Error(`a low is made from 5 to 7 cards, not ${cards.length}`);
  // Five different ranks make the best low from the five lowest of them; only razz with many pairs needs a search.
  const distinct = lowestDistinct(cards, eightOrBetter ? 7 : 12);
  if (distinct) return aceToFiveValue(patternScore(distinct, true), distinct);
  if (eightOrBetter) return null;
  let best = -1;
  let bestFive: Card[] = [];
  eachFive(cards, (five) => {
    const s = patternScore(five, true);
    if (best < 0 || s < best) {
      best = s;
      bestFive = five;
    }
  });
  return aceToFiveValue(best, bestFive);
}

/**
 * Omaha eight or better: the best qualifying low of exactly two hole cards and three board cards,
 * or null. A qualifying five has five different ranks, eight or lower; as a mask of those ranks
 * (bit v for ace-low rank v) a lower mask is the better low, since the highest rank that differs
 * decides. So the 60 fives are compared by masks and only the best is scored (the first of equal
 * ones, as scoring each in turn would keep).
 */
export function bestOmahaLow(hole: readonly Card[], board: readonly Card[]): LowValue | null {
  const h = hole.map(aceLowOf);
  const b = board.map(aceLowOf);
  let best = -1;
  let pick = [0, 0, 0, 0, 0];
  for (let i = 0; i < h.length; i++) {
    if (h[i] > 7) continue;
    for (let j = i + 1; j < h.length; j++) {
      if (h[j] > 7 || h[j] === h[i]) continue;
      const two = (1 << h[i]) | (1 << h[j]);
      for (let x = 0; x < b.length; x++) {
        if (b[x] > 7 || two & (1 << b[x])) continue;
        const three = two | (1 << b[x]);
        for (let y = x + 1; y < b.length; y++) {
          if (b[y] > 7 || three & (1 << b[y])) continue;
          const four = three | (1 << b[y]);
          for (let z = y + 1; z < b.length; z++) {
            if (b[z] > 7 || four & (1 << b[z])) continue;
            const five = four | (1 << b[z]);
            if (best < 0 || five < best) {
              best = five;
              pick = [i, j, x, y, z];
            }
          }
        }
      }
    }
  }
  if (best < 0) return null;
  const five = [hole[pick[0]], hole[pick[1]], board[pick[2]], board[pick[3]], board[pick[4]]];
  return aceToFiveValue(patternScore(five, true), five);
}

// ---------------------------------------------------------------------------------------------
// Deuce-to-seven.

const STRAIGHT = CATEGORIES.indexOf('straight');
const FLUSH = CATEGORIES.indexOf('flush');
const STRAIGHT_FLUSH = CATEGORIES.indexOf('straight-flush');
/** A-5-4-3-2 as five ranks, most significant first. */
const ACE_FIVE = (12 << 16) | (3 << 12) | (2 << 8) | (1 << 4) | 0;

/** Score of exactly five cards as a deuce-to-seven low (lower is better). */
export function scoreDeuceToSeven(five: readonly Card[]): number {
  const score = scoreFive(five);
  const category = score >> 20;
  // The wheel is no straight here: the ace plays high (an ace-high, or an ace-high flush).
  const wheel = (category === STRAIGHT || category === STRAIGHT_FLUSH) && ((score >> 16) & 15) === 3;
  if (!wheel) return score;
  return category === STRAIGHT ? ACE_FIVE : (FLUSH << 20) | ACE_FIVE;
}

/** The deuce-to-seven low of exactly five cards. */
export function evaluateDeuceToSeven(five: readonly Card[]): LowValue {
  const score = scoreDeuceToSeven(five);
  const ranks = ranksOf(score);
  // Straights are read from their top card; list the five cards from the highest rank down.
  const cards = five.slice().sort((x, y) => (y >> 2) - (x >> 2));
  return { game: 'deuce-to-seven', score, category: CATEGORIES[score >> 20], ranks, cards };
}

/** The ace-to-five low of exactly five cards. */
export function evaluateAceToFive(five: readonly Card[]): LowValue {
  return aceToFiveValue(scoreAceToFive(five), five);
}

// ---------------------------------------------------------------------------------------------
// Reading lows aloud.

/** English ranks in the plural, for the engine's own texts: a paired low is "a pair of deuces". */
export const RANK_PLURALS = ['deuces', 'treys', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines', 'tens', 'jacks', 'queens', 'kings', 'aces'];

/** A low named by its ranks, highest first: "7-5-4-3-A". */
export const lowName = (v: LowValue, count = v.ranks.length): string => v.ranks.slice(0, count).map((r) => RANKS[r]).join('-');

/**
 * Where two lows of the same category part: the first rank that differs (the lower one wins), so an
 * explanation can say "a 7-5 beats a 7-6". Null when they tie or differ in category.
 */
export function lowDecider(a: LowValue, b: LowValue): { index: number; rankA: number; rankB: number } | null {
  if (a.category !== b.category) return null;
  for (let index = 0; index < a.ranks.length; index++) {
    if (a.ranks[index] !== b.ranks[index]) return { index, rankA: a.ranks[index], rankB: b.ranks[index] };
  }
  return null;
}
