/**
 * Poker hand evaluation: best five cards for hold'em (5 to 7 cards) and Omaha (exactly two hole
 * cards and three board cards), ranked as in RULES.md, section Showdown.
 *
 * A hand's strength is one integer `score`:
 *
 *   score = categoryIndex << 20 | r0 << 16 | r1 << 12 | r2 << 8 | r3 << 4 | r4
 *
 * where r0..r4 are the deciding ranks (0 = deuce .. 12 = ace) in order of significance, unused
 * trailing nibbles zero. Higher is better, and two hands tie exactly when their scores are equal:
 * suits never enter it. Packing the ranks (instead of a dense 1..7462 class number) lets the
 * `ranks` vector be read back from the score with no tables.
 *
 * The score itself is computed from rank bitmasks ("seen at least k times") and two 8192-entry
 * tables, without allocating, so the hot paths `scoreHoldem` / `scoreOmaha` stay fast.
 */
import { rankOf, suitOf, type Card } from './cards';
import type { Variant } from './rules';

export type HandCategory =
  | 'high-card'
  | 'pair'
  | 'two-pair'
  | 'three-of-a-kind'
  | 'straight'
  | 'flush'
  | 'full-house'
  | 'four-of-a-kind'
  | 'straight-flush';

/** All categories, weakest first; a category's index is its weight in the score. */
export const CATEGORIES: readonly HandCategory[] = Object.freeze([
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const);

export interface HandValue {
  category: HandCategory;
  /** Higher is better; equal iff the hands split. */
  score: number;
  /**
   * The ranks that decide, most significant first: pair [pair, k1, k2, k3], two pair
   * [high pair, low pair, kicker], trips [trips, k1, k2], straight [top] (wheel: 3, the five),
   * flush / high card [five ranks], full house [trips, pair], quads [quads, kicker],
   * straight flush [top].
   */
  ranks: number[];
  /** The five cards played, most significant first (a wheel lists the five first, the ace last). */
  cards: Card[];
}

// Category weights in the score.
const HIGH_CARD = 0 << 20;
const PAIR = 1 << 20;
const TWO_PAIR = 2 << 20;
const TRIPS = 3 << 20;
const STRAIGHT = 4 << 20;
const FLUSH = 5 << 20;
const FULL_HOUSE = 6 << 20;
const QUADS = 7 << 20;
const STRAIGHT_FLUSH = 8 << 20;

const CAT_STRAIGHT = 4;
const CAT_FLUSH = 5;
const CAT_STRAIGHT_FLUSH = 8;

/** How many entries of `ranks` each category has. */
const RANK_COUNT = [5, 4, 3, 3, 1, 5, 2, 2, 1];

const WHEEL_MASK = (1 << 12) | 0b1111; // A, 2, 3, 4, 5

// ---------------------------------------------------------------------------------------------
// Tables over 13-bit rank masks.

/** TOP_BIT[m]: highest rank present in m (-1 for 0). */
const TOP_BIT = new Int8Array(8192);
/** TOP5[m]: the (up to) five highest ranks of m packed as nibbles, highest in bits 16..19. */
const TOP5 = new Int32Array(8192);
/** STRAIGHT_TOP[m]: top rank of the best straight within m, or -1. */
const STRAIGHT_TOP = new Int8Array(8192);

function buildTables(): void {
  TOP_BIT[0] = -1;
  for (let m = 1; m < 8192; m++) {
    TOP_BIT[m] = 31 - Math.clz32(m);
    let packed = 0;
    let rest = m;
    for (let shift = 16; shift >= 0 && rest !== 0; shift -= 4) {
      const top = 31 - Math.clz32(rest);
      packed |= top << shift;
      rest ^= 1 << top;
    }
    TOP5[m] = packed;
  }
  for (let m = 0; m < 8192; m++) {
    let top = -1;
    for (let high = 12; high >= 4 && top < 0; high--) {
      const run = 0b11111 << (high - 4);
      if ((m & run) === run) top = high;
    }
    if (top < 0 && (m & WHEEL_MASK) === WHEEL_MASK) top = 3;
    STRAIGHT_TOP[m] = top;
  }
}
buildTables();

// ---------------------------------------------------------------------------------------------
// Scoring core. The accumulator lives in module variables so the hot path allocates nothing;
// evaluation is synchronous, so no two evaluations can interleave.

/** Ranks seen at least once / twice / three / four times, as 13-bit masks. */
let seen1 = 0;
let seen2 = 0;
let seen3 = 0;
let seen4 = 0;
/** Per-suit card counts, one nibble per suit (7 cards never overflow a nibble). */
let suitCounts = 0;

function resetAccumulator(): void {
  seen1 = seen2 = seen3 = seen4 = 0;
  suitCounts = 0;
}

function addCard(card: Card): void {
  const bit = 1 << (card >> 2);
  seen4 |= seen3 & bit;
  seen3 |= seen2 & bit;
  seen2 |= seen1 & bit;
  seen1 |= bit;
  suitCounts += 1 << ((card & 3) << 2);
}

/** The suit holding five or more of the accumulated cards, or -1. */
function flushSuit(): number {
  // Adding 3 to each nibble sets its high bit exactly when the count is 5 or more (max 7 + 3).
  const five = (suitCounts + 0x3333) & 0x8888;
  return five === 0 ? -1 : (31 - Math.clz32(five)) >> 2;
}

/** Score of a flush made of the ranks in `mask` (five or more bits). */
function flushScore(mask: number): number {
  const top = STRAIGHT_TOP[mask];
  return top >= 0 ? STRAIGHT_FLUSH | (top << 16) : FLUSH | TOP5[mask];
}

/**
 * Score of the accumulated cards when they hold no flush. With at most seven cards a flush rules
 * out quads and full houses, so callers check the flush first and only then call this.
 */
function pairedScore(): number {
  if (seen4 !== 0) {
    const quad = TOP_BIT[seen4];
    return QUADS | (quad << 16) | (TOP_BIT[seen1 ^ (1 << quad)] << 12);
  }
  if (seen3 !== 0) {
    const trips = TOP_BIT[seen3];
    const pairable = seen2 ^ (1 << trips); // a second set of trips also fills the house
    if (pairable !== 0) return FULL_HOUSE | (trips << 16) | (TOP_BIT[pairable] << 12);
  }
  const straightTop = STRAIGHT_TOP[seen1];
  if (straightTop >= 0) return STRAIGHT | (straightTop << 16);
  if (seen3 !== 0) {
    const trips = TOP_BIT[seen3];
    return TRIPS | (trips << 16) | ((TOP5[seen1 ^ (1 << trips)] >> 4) & 0xff00);
  }
  if (seen2 !== 0) {
    const high = TOP_BIT[seen2];
    const low = TOP_BIT[seen2 ^ (1 << high)];
    if (low >= 0) {
      const kicker = TOP_BIT[seen1 ^ (1 << high) ^ (1 << low)];
      return TWO_PAIR | (high << 16) | (low << 12) | (kicker << 8);
    }
    return PAIR | (high << 16) | ((TOP5[seen1 ^ (1 << high)] >> 4) & 0xfff0);
  }
  return HIGH_CARD | TOP5[seen1];
}

/** Score of exactly five cards. */
function scoreFiveCards(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  resetAccumulator();
  addCard(a);
  addCard(b);
  addCard(c);
  addCard(d);
  addCard(e);
  return finishFive();
}

/** Score of five accumulated cards. */
function finishFive(): number {
  // Five cards of one suit have five distinct ranks, so seen1 is the flush mask.
  return flushSuit() >= 0 ? flushScore(seen1) : pairedScore();
}

/** Ranks of `suit` among the cards, as a mask. */
function suitMask(hole: readonly Card[], board: readonly Card[], suit: number): number {
  let mask = 0;
  for (let i = 0; i < hole.length; i++) if ((hole[i] & 3) === suit) mask |= 1 << (hole[i] >> 2);
  for (let i = 0; i < board.length; i++) if ((board[i] & 3) === suit) mask |= 1 << (board[i] >> 2);
  return mask;
}

// ---------------------------------------------------------------------------------------------
// Input checks. Kept to cheap integer work so even the hot path can afford them: a duplicated
// or out-of-range card would otherwise yield a silently wrong score.

const NO_CARDS: readonly Card[] = [];

/** Marks cards in a 52-bit set kept as two 26-bit words; throws on a repeat or a non-card. */
let usedLow = 0;
let usedHigh = 0;

function markCard(card: Card): void {
  if (!(card >= 0 && card < 52 && (card | 0) === card)) throw new Error(`not a card: ${card}`);
  if (card < 26) {
    const bit = 1 << card;
    if (usedLow & bit) throw new Error(`card ${card} given twice`);
    usedLow |= bit;
  } else {
    const bit = 1 << (card - 26);
    if (usedHigh & bit) throw new Error(`card ${card} given twice`);
    usedHigh |= bit;
  }
}

function checkCards(hole: readonly Card[], board: readonly Card[]): void {
  usedLow = usedHigh = 0;
  for (let i = 0; i < hole.length; i++) markCard(hole[i]);
  for (let i = 0; i < board.length; i++) markCard(board[i]);
}

function checkHoldem(hole: readonly Card[], board: readonly Card[]): void {
  const total = hole.length + board.length;
  if (total < 5 || total > 7) throw new Error(`hold'em needs 5 to 7 cards, got ${total}`);
  checkCards(hole, board);
}

function checkOmaha(hole: readonly Card[], board: readonly Card[]): void {
  if (hole.length < 2) throw new Error(`Omaha needs at least 2 hole cards, got ${hole.length}`);
  if (board.length < 3 || board.length > 5) {
    throw new Error(`Omaha needs 3 to 5 board cards, got ${board.length}`);
  }
  checkCards(hole, board);
}

// ---------------------------------------------------------------------------------------------
// Scores only (hot paths).

/** Score of exactly five cards. */
export function scoreFive(cards: readonly Card[]): number {
  if (cards.length !== 5) throw new Error(`need exactly 5 cards, got ${cards.length}`);
  checkCards(cards, NO_CARDS);
  return scoreFiveCards(cards[0], cards[1], cards[2], cards[3], cards[4]);
}

/** Score of the best five of the hole and board cards (5 to 7 in all). */
export function scoreHoldem(hole: readonly Card[], board: readonly Card[]): number {
  checkHoldem(hole, board);
  resetAccumulator();
  for (let i = 0; i < hole.length; i++) addCard(hole[i]);
  for (let i = 0; i < board.length; i++) addCard(board[i]);
  const suit = flushSuit();
  return suit >= 0 ? flushScore(suitMask(hole, board, suit)) : pairedScore();
}

/** Score of the best Omaha hand: exactly two hole cards with exactly three board cards. */
export function scoreOmaha(hole: readonly Card[], board: readonly Card[]): number {
  checkOmaha(hole, board);
  return bestOmaha(hole, board, null);
}

/**
 * Tries every two-hole, three-board combination; when `choice` is given it receives the indices
 * of the winning combination [hole i, hole j, board a, board b, board c].
 */
function bestOmaha(hole: readonly Card[], board: readonly Card[], choice: number[] | null): number {
  let best = -1;
  const h = hole.length;
  const n = board.length;
  for (let a = 0; a < n - 2; a++) {
    for (let b = a + 1; b < n - 1; b++) {
      for (let c = b + 1; c < n; c++) {
        // Accumulate the three board cards once, then add each hole pair to a copy.
        resetAccumulator();
        addCard(board[a]);
        addCard(board[b]);
        addCard(board[c]);
        const s1 = seen1;
        const s2 = seen2;
        const s3 = seen3;
        const suits = suitCounts;
        for (let i = 0; i < h - 1; i++) {
          for (let j = i + 1; j < h; j++) {
            seen1 = s1;
            seen2 = s2;
            seen3 = s3;
            seen4 = 0;
            suitCounts = suits;
            addCard(hole[i]);
            addCard(hole[j]);
            const score = finishFive();
            if (score > best) {
              best = score;
              if (choice !== null) {
                choice[0] = i;
                choice[1] = j;
                choice[2] = a;
                choice[3] = b;
                choice[4] = c;
              }
            }
          }
        }
      }
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Full evaluations.

/** Category of a score. */
export const categoryOf = (score: number): HandCategory => CATEGORIES[score >> 20];

/** The deciding rank vector encoded in a score (see HandValue.ranks). */
export function ranksOf(score: number): number[] {
  const count = RANK_COUNT[score >> 20];
  const ranks: number[] = [];
  for (let k = 0; k < count; k++) ranks.push((score >> (16 - 4 * k)) & 15);
  return ranks;
}

/** The rank of each of the five played cards, in the order they are listed. */
function playedRanks(score: number): number[] {
  const cat = score >> 20;
  const r = ranksOf(score);
  switch (cat) {
    case 1:
      return [r[0], r[0], r[1], r[2], r[3]];
    case 2:
      return [r[0], r[0], r[1], r[1], r[2]];
    case 3:
      return [r[0], r[0], r[0], r[1], r[2]];
    case 6:
      return [r[0], r[0], r[0], r[1], r[1]];
    case 7:
      return [r[0], r[0], r[0], r[0], r[1]];
    case CAT_STRAIGHT:
    case CAT_STRAIGHT_FLUSH:
      // The wheel's ace plays low, so it comes last.
      return r[0] === 3 ? [3, 2, 1, 0, 12] : [r[0], r[0] - 1, r[0] - 2, r[0] - 3, r[0] - 4];
    default:
      return r;
  }
}

/** Picks, for each wanted rank, an unused card of that rank (of `suit` unless it is -1). */
function pickCards(pool: readonly Card[], wanted: readonly number[], suit: number): Card[] {
  const used = new Array<boolean>(pool.length).fill(false);
  return wanted.map((rank) => {
    const index = pool.findIndex(
      (card, i) => !used[i] && rankOf(card) === rank && (suit < 0 || suitOf(card) === suit),
    );
    if (index < 0) throw new Error('internal: played card not found'); // unreachable by design
    used[index] = true;
    return pool[index];
  });
}

function handValue(score: number, pool: readonly Card[]): HandValue {
  const cat = score >> 20;
  let suit = -1;
  if (cat === CAT_FLUSH || cat === CAT_STRAIGHT_FLUSH) {
    // At most seven cards: only one suit can hold five.
    const counts = [0, 0, 0, 0];
    for (const card of pool) counts[suitOf(card)]++;
    suit = counts.findIndex((count) => count >= 5);
  }
  return {
    category: CATEGORIES[cat],
    score,
    ranks: ranksOf(score),
    cards: pickCards(pool, playedRanks(score), suit),
  };
}

/** Full value of exactly five cards. */
export function evaluateFive(cards: readonly Card[]): HandValue {
  return handValue(scoreFive(cards), cards);
}

/** Full value of the best five of the hole and board cards (5 to 7 in all). */
export function evaluateHoldem(hole: readonly Card[], board: readonly Card[]): HandValue {
  const score = scoreHoldem(hole, board);
  return handValue(score, [...hole, ...board]);
}

/** Full value of the best Omaha hand: exactly two hole cards with exactly three board cards. */
export function evaluateOmaha(hole: readonly Card[], board: readonly Card[]): HandValue {
  checkOmaha(hole, board);
  const choice = [0, 0, 0, 0, 0];
  const score = bestOmaha(hole, board, choice);
  const five = [hole[choice[0]], hole[choice[1]], board[choice[2]], board[choice[3]], board[choice[4]]];
  return handValue(score, five);
}

/** Sign of the comparison: positive when `a` wins, negative when `b` wins, 0 for a split. */
export const compareHands = (a: HandValue, b: HandValue): number => Math.sign(a.score - b.score);

/**
 * Where two hands of the same category part: the first index of `ranks` that differs, with both
 * ranks (so an explanation can say "the kicker decided: A against Q"). Null when the hands tie
 * or differ in category (then the category alone decided).
 */
export function kickerDecider(
  a: HandValue,
  b: HandValue,
): { index: number; rankA: number; rankB: number } | null {
  if (a.category !== b.category) return null;
  for (let index = 0; index < a.ranks.length; index++) {
    if (a.ranks[index] !== b.ranks[index]) {
      return { index, rankA: a.ranks[index], rankB: b.ranks[index] };
    }
  }
  return null;
}

/** What makes the hand, split for phrasing: the ranks forming the category, then the kickers. */
export interface HandDescription {
  category: HandCategory;
  /** Pair / trips / quads rank; both pairs; [trips, pair]; a straight's top; a flush's five. */
  made: number[];
  /** Remaining deciding ranks, most significant first (empty for straights, flushes, houses). */
  kickers: number[];
}

/** How many leading entries of `ranks` form the category itself. */
const MADE_COUNT = [1, 1, 2, 1, 1, 5, 2, 1, 1];

export function describeHand(v: HandValue): HandDescription {
  const made = MADE_COUNT[CATEGORIES.indexOf(v.category)];
  return { category: v.category, made: v.ranks.slice(0, made), kickers: v.ranks.slice(made) };
}

// ---------------------------------------------------------------------------------------------
// Equal best hands (RULES.md, showdown): when several sets of five make the same best hand, naming
// any of them is right.

/**
 * The score of `five` when it is five cards the player may play (hold'em: any five of the hole and
 * board cards; Omaha: exactly two hole cards and three board cards), otherwise -1: a
 * card that is not theirs or named twice, or in Omaha the wrong number from the hand.
 */
export function scoreOfFive(game: Variant, hole: readonly Card[], board: readonly Card[], five: readonly Card[]): number {
  if (five.length !== 5 || new Set(five).size !== 5) return -1;
  let fromHole = 0;
  for (const c of five) {
    if (hole.includes(c)) fromHole++;
    else if (!board.includes(c)) return -1;
  }
  if (twoFromHand(game) && fromHole !== 2) return -1;
  return scoreFive(five);
}

/** Omaha and Omaha hi-lo play exactly two hole cards and three from the board (RULES, showdown). */
const twoFromHand = (game: Variant): boolean => game === 'omaha' || game === 'omaha-hi-lo';

/** Every set of five the player may play that makes `score` (the best hand's, say), each in the order of the cards given. */
export function fivesScoring(game: Variant, hole: readonly Card[], board: readonly Card[], score: number): Card[][] {
  const out: Card[][] = [];
  const from = (pool: readonly Card[], k: number): Card[][] => (k === 0 ? [[]] : pool.flatMap((c, i) => from(pool.slice(i + 1), k - 1).map((rest) => [c, ...rest])));
  const candidates = twoFromHand(game) ? from(hole, 2).flatMap((two) => from(board, 3).map((three) => [...two, ...three])) : from([...hole, ...board], 5);
  for (const five of candidates) if (scoreFiveCards(five[0], five[1], five[2], five[3], five[4]) === score) out.push(five);
  return out;
}
