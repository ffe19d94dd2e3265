import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, cardsToString, makeCard, parseCards, rankOf, suitOf, type Card } from './cards';
import {
  CATEGORIES,
  categoryOf,
  compareHands,
  describeHand,
  evaluateFive,
  evaluateHoldem,
  evaluateOmaha,
  fivesScoring,
  kickerDecider,
  ranksOf,
  scoreFive,
  scoreHoldem,
  scoreOfFive,
  scoreOmaha,
  type HandValue,
} from './evaluate';
import { createRng, type Rng } from './rng';

/**
 * The independent reference: phe (a port of PokerHandEvaluator). It numbers cards exactly as
 * cards.ts does (rank * 4 + suit, deuce = 0) and returns 1..7462, LOWER being better.
 */
const phe = createRequire(import.meta.url)('phe') as {
  evaluateCardCodes(codes: readonly number[]): number;
};

const c = parseCards;
const holdem = (hole: string, board: string): HandValue => evaluateHoldem(c(hole), c(board));
const omaha = (hole: string, board: string): HandValue => evaluateOmaha(c(hole), c(board));
const five = (cards: string): HandValue => evaluateFive(c(cards));
const shown = (v: HandValue): string => cardsToString(v.cards);

// Ranks by name, for readable expectations.
const [R2, R3, R4, R5, R6, R7, R8, R9, RT, RJ, RQ, RK, RA] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('hold\'em worked examples', () => {
  it('board K-K-8-5-2: A-3 beats Q-J on the kicker, A against Q', () => {
    const board = 'KcKd8h5s2c';
    const a3 = holdem('Ah3d', board);
    const qj = holdem('QsJh', board);
    expect(a3.category).toBe('pair');
    expect(shown(a3)).toBe('KcKdAh8h5s');
    expect(a3.ranks).toEqual([RK, RA, R8, R5]);
    expect(shown(qj)).toBe('KcKdQsJh8h');
    expect(qj.ranks).toEqual([RK, RQ, RJ, R8]);
    expect(compareHands(a3, qj)).toBe(1);
    expect(compareHands(qj, a3)).toBe(-1);
    expect(kickerDecider(a3, qj)).toEqual({ index: 1, rankA: RA, rankB: RQ });
    expect(describeHand(a3)).toEqual({ category: 'pair', made: [RK], kickers: [RA, R8, R5] });
  });

  it('board K-K-8-8-A: Q-Q wins with K K Q Q A, 7-6 and 5-4 play the board and split', () => {
    const board = 'KcKd8h8sAc';
    const qq = holdem('QhQd', board);
    const sevenSix = holdem('7h6d', board);
    const fiveFour = holdem('5c4d', board);
    expect(qq.category).toBe('two-pair');
    expect(shown(qq)).toBe('KcKdQhQdAc');
    expect(qq.ranks).toEqual([RK, RQ, RA]);
    expect(shown(sevenSix)).toBe('KcKd8h8sAc'); // the board itself
    expect(sevenSix.ranks).toEqual([RK, R8, RA]);
    expect(compareHands(qq, sevenSix)).toBe(1);
    expect(kickerDecider(qq, sevenSix)).toEqual({ index: 1, rankA: RQ, rankB: R8 });
    expect(compareHands(sevenSix, fiveFour)).toBe(0);
    expect(kickerDecider(sevenSix, fiveFour)).toBeNull();
    expect(describeHand(qq)).toEqual({ category: 'two-pair', made: [RK, RQ], kickers: [RA] });
  });

  it('board A-K-Q-J-T: everyone splits the straight unless a hand makes better', () => {
    const board = 'AhKhQhJcTd';
    const a = holdem('2c3d', board);
    const b = holdem('4s9s', board);
    expect(a.category).toBe('straight');
    expect(a.ranks).toEqual([RA]);
    expect(compareHands(a, b)).toBe(0);
    expect(a.score).toBe(b.score);
    const flush = holdem('5h2h', board);
    expect(flush.category).toBe('flush');
    expect(shown(flush)).toBe('AhKhQh5h2h');
    expect(compareHands(flush, a)).toBe(1);
    expect(kickerDecider(flush, a)).toBeNull(); // the category decided, not a kicker
  });

  it('KK85J loses to KK85A: J against A', () => {
    const withJack = five('KcKd8h5sJc');
    const withAce = five('KhKs8c5dAc');
    expect(compareHands(withJack, withAce)).toBe(-1);
    expect(kickerDecider(withJack, withAce)).toEqual({ index: 1, rankA: RJ, rankB: RA });
  });

  it('the wheel is the lowest straight and lists the five first, the ace last', () => {
    const wheel = five('Ac2d3h4s5c');
    expect(wheel.category).toBe('straight');
    expect(wheel.ranks).toEqual([R5]);
    expect(shown(wheel)).toBe('5c4s3h2dAc');
    const sixHigh = five('2d3h4s5c6d');
    expect(compareHands(sixHigh, wheel)).toBe(1);
    expect(kickerDecider(sixHigh, wheel)).toEqual({ index: 0, rankA: R6, rankB: R5 });
    expect(compareHands(wheel, five('AcAdAhKcQd'))).toBe(1); // still beats any trips
    // In seven cards the wheel still plays low when nothing better is there.
    expect(shown(holdem('Ah2c', '3d4s5hKcKd'))).toBe('5h4s3d2cAh');
  });

  it('the steel wheel is the lowest straight flush and the royal flush the best hand', () => {
    const steel = five('Ah2h3h4h5h');
    expect(steel.category).toBe('straight-flush');
    expect(steel.ranks).toEqual([R5]);
    expect(shown(steel)).toBe('5h4h3h2hAh');
    expect(compareHands(five('2h3h4h5h6h'), steel)).toBe(1);
    expect(compareHands(steel, five('AcAdAhAsKc'))).toBe(1);
    const royal = five('AsKsQsJsTs');
    expect(royal.category).toBe('straight-flush');
    expect(compareHands(royal, five('KsQsJsTs9s'))).toBe(1);
  });

  it('suits never break ties', () => {
    expect(five('AhKh9d5c2s').score).toBe(five('AdKc9s5h2h').score);
    const board = '9c7d4h3s2d';
    expect(compareHands(holdem('AhKc', board), holdem('AdKs', board))).toBe(0);
    const flushBoard = 'Ah9h7h4h2h';
    expect(compareHands(holdem('KcQc', flushBoard), holdem('KdQd', flushBoard))).toBe(0);
  });

  it('finds the best five in seven cards', () => {
    // A straight flush inside a longer straight.
    const sf = holdem('5h6h', '7h8h9hTc4c');
    expect(sf.category).toBe('straight-flush');
    expect(shown(sf)).toBe('9h8h7h6h5h');
    // Three pairs: the third pair is only a kicker.
    const threePairs = holdem('AcAd', 'KcKdQhQs2c');
    expect(threePairs.ranks).toEqual([RA, RK, RQ]);
    // Two sets of trips make a full house of the higher over the lower.
    expect(holdem('9c9d', '9h4c4d4hKs').ranks).toEqual([R9, R4]);
    // Trips with two pairs: the higher pair fills the house.
    expect(holdem('5c5d', '5hKcKd2c2d').ranks).toEqual([R5, RK]);
    // Quads on the board: the best kicker plays.
    const quadsK = holdem('KcQd', 'AcAdAhAs3c');
    const quadsBoard = holdem('2c2d', 'AcAdAhAs3c');
    expect(quadsK.ranks).toEqual([RA, RK]);
    expect(quadsBoard.ranks).toEqual([RA, R3]);
    expect(kickerDecider(quadsK, quadsBoard)).toEqual({ index: 1, rankA: RK, rankB: R3 });
    // Seven of one suit: the top five make the flush.
    const bigFlush = holdem('2h3h', '9hJh4hKh7h');
    expect(bigFlush.category).toBe('flush');
    expect(shown(bigFlush)).toBe('KhJh9h7h4h');
    // Six in a row: the top straight.
    expect(holdem('9c8d', '7h6s5cTd2c').ranks).toEqual([RT]);
    // A straight and a flush in the same cards are not a straight flush.
    expect(holdem('9h8h', '7h6c5h2hKd').category).toBe('flush');
  });

  it('works with five and six cards (flop and turn)', () => {
    expect(holdem('AhAd', 'Ac7c2d').category).toBe('three-of-a-kind');
    expect(holdem('AhAd', 'Ac7c2d').ranks).toEqual([RA, R7, R2]);
    expect(holdem('AhKd', 'QcJcTd9s').ranks).toEqual([RA]);
    expect(shown(holdem('AhKd', 'QcJcTd9s'))).toBe('AhKdQcJcTd');
  });
});

describe('Omaha worked examples', () => {
  it('four hearts on the board and one in hand make no flush', () => {
    const board = 'AhKh7h2h9c';
    const oneHeart = omaha('Qh5c5d3s', board);
    // Only two hole cards play: 5-5 with A K 9 is the best.
    expect(oneHeart.category).toBe('pair');
    expect(oneHeart.ranks).toEqual([R5, RA, RK, R9]);
    expect(shown(oneHeart)).toBe('5c5dAhKh9c');
    // The same cards in hold'em would be a flush.
    expect(holdem('Qh5c', board).category).toBe('flush');
    // Two hearts in hand do make one.
    const twoHearts = omaha('QhTh5d3s', board);
    expect(twoHearts.category).toBe('flush');
    expect(shown(twoHearts)).toBe('AhKhQhTh7h');
  });

  it('A-A-A-A on K-K-K-2-3 is kings full of aces', () => {
    const v = omaha('AcAdAhAs', 'KcKdKh2c3d');
    expect(v.category).toBe('full-house');
    expect(v.ranks).toEqual([RK, RA]);
    expect(shown(v)).toBe('KcKdKhAcAd');
  });

  it('quads on the board play only three of them', () => {
    const board = 'KcKdKhKs2c';
    const aces = omaha('AcAd3h4h', board);
    const queens = omaha('QcQdJhJs', board);
    expect(aces.category).toBe('full-house');
    expect(aces.ranks).toEqual([RK, RA]);
    expect(queens.ranks).toEqual([RK, RQ]);
    expect(kickerDecider(aces, queens)).toEqual({ index: 1, rankA: RA, rankB: RQ });
    // Without a pair in hand: trip kings and the two best hole cards.
    expect(omaha('AcQd7h4h', board).ranks).toEqual([RK, RA, RQ]);
  });

  it('a straight on the board counts only if two hole cards fit it', () => {
    const board = '5c6d7h8s9c';
    const aces = omaha('AcAdKhQs', board);
    expect(aces.category).toBe('pair');
    expect(aces.ranks).toEqual([RA, R9, R8, R7]);
    expect(holdem('AcAd', board).category).toBe('straight'); // hold'em plays the board
    const jackHigh = omaha('TsJd2c2h', board);
    expect(jackHigh.category).toBe('straight');
    expect(jackHigh.ranks).toEqual([RJ]);
    expect(shown(jackHigh)).toBe('JdTs9c8s7h');
    // One fitting card (the ten) is not enough: the deuces make a pair.
    expect(omaha('Ts4d2c2h', board).ranks).toEqual([R2, R9, R8, R7]);
    // Two low cards make the low straight.
    expect(omaha('4d3sKhKd', board).ranks).toEqual([R7]);
  });

  it('uses all three cards of a flop', () => {
    const v = omaha('AcAdKcKd', 'AsKs2h');
    expect(v.category).toBe('three-of-a-kind');
    expect(v.ranks).toEqual([RA, RK, R2]);
  });

  it('accepts five- and six-card Omaha hands', () => {
    expect(omaha('2c3d9h9s4c', 'AhKhQh9c8d').ranks).toEqual([R9, RA, RK]);
    expect(omaha('2c3d9h9s4c7s', 'AhKhQh9c8d').category).toBe('three-of-a-kind');
  });
});

describe('equal best hands (RULES.md, showdown: naming any set of five of the same ranks is right)', () => {
  it("hold'em: a straight on the board with a second ten in the hand: either ten makes the same straight", () => {
    const hole = c('Th2c');
    const board = c('6s7d8h9cTd');
    const best = scoreHoldem(hole, board);
    expect(scoreOfFive('holdem', hole, board, c('6s7d8h9cTd'))).toBe(best);
    expect(scoreOfFive('holdem', hole, board, c('6s7d8h9cTh'))).toBe(best);
    expect(fivesScoring('holdem', hole, board, best).map(cardsToString).sort()).toEqual(['Th6s7d8h9c', '6s7d8h9cTd'].sort());
  });

  it("hold'em: a card that is not the player's, or named twice, is not a hand", () => {
    const hole = c('Th2c');
    const board = c('6s7d8h9cTd');
    expect(scoreOfFive('holdem', hole, board, c('6s7d8h9cTs'))).toBe(-1);
    expect(scoreOfFive('holdem', hole, board, [...c('6s7d8h9c'), c('6s')[0]])).toBe(-1);
  });

  it('Omaha: exactly two hole cards; an equal pair of hole cards is as right as the other', () => {
    // Board K-K-8-5-2: A-A-Q-J makes A-A-K-K-8 one way; A-A-A-Q makes it three ways (any two of the aces).
    const hole = c('AsAhQdJc');
    const board = c('KsKd8c5h2d');
    const best = scoreOmaha(hole, board);
    expect(categoryOf(best)).toBe('two-pair');
    expect(scoreOfFive('omaha', hole, board, c('AsAhKsKd8c'))).toBe(best);
    expect(scoreOfFive('omaha', hole, board, c('AsAhKsKd5h'))).toBeLessThan(best);
    // Three hole cards (A-A-Q with K-K) is not an Omaha hand, though its ranks would read well.
    expect(scoreOfFive('omaha', hole, board, c('AsAhQdKsKd'))).toBe(-1);
    expect(fivesScoring('omaha', hole, board, best)).toHaveLength(1);
    const twoWays = c('AsAhAdQc');
    const best2 = scoreOmaha(twoWays, board);
    expect(fivesScoring('omaha', twoWays, board, best2).map(cardsToString).sort()).toEqual(['AsAhKsKd8c', 'AsAdKsKd8c', 'AhAdKsKd8c'].sort());
  });
});

describe('input checks', () => {
  it('rejects wrong card counts, duplicates and non-cards', () => {
    expect(() => evaluateFive(c('AhKhQhJh'))).toThrow();
    expect(() => evaluateFive(c('AhKhQhJhAh'))).toThrow(/twice/);
    expect(() => evaluateHoldem(c('AhKh'), c('QhJh'))).toThrow();
    expect(() => evaluateHoldem(c('AhKh'), c('QhJhTh9h8h7h'))).toThrow();
    expect(() => evaluateHoldem(c('AhKh'), c('AhJhTh'))).toThrow(/twice/);
    expect(() => scoreHoldem([0, 1], [2, 3, 52])).toThrow();
    expect(() => scoreHoldem([0, 1], [2, 3, 1.5])).toThrow();
    expect(() => evaluateOmaha(c('Ah'), c('QhJhTh'))).toThrow();
    expect(() => evaluateOmaha(c('AhKhAcKc'), c('QhJh'))).toThrow();
    expect(() => evaluateOmaha(c('AhKhAcKc'), c('QhJhTh9h8h7h'))).toThrow();
    expect(() => scoreOmaha(c('AhKhAcKc'), c('QhJhKh'))).toThrow(/twice/);
  });
});

describe('score layout', () => {
  it('lists categories weakest first and decodes scores', () => {
    expect(CATEGORIES).toEqual([
      'high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight',
      'flush', 'full-house', 'four-of-a-kind', 'straight-flush',
    ]);
    const v = five('KcKd8h5sAc');
    expect(categoryOf(v.score)).toBe('pair');
    expect(ranksOf(v.score)).toEqual(v.ranks);
    expect(describeHand(five('AsKsQsJsTs'))).toEqual({ category: 'straight-flush', made: [RA], kickers: [] });
    expect(describeHand(five('3c3d3h7s7c'))).toEqual({ category: 'full-house', made: [R3, R7], kickers: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// Against the independent implementation.

/**
 * Checks that our scores (higher better) and phe's values (lower better) order the same hands the
 * same way: equal score iff equal phe value, and sorting by score sorts phe values downwards.
 * Returns how many distinct classes were seen.
 */
function expectSameOrder(mine: ArrayLike<number>, theirs: ArrayLike<number>, label: (i: number) => string): number {
  const mineToTheirs = new Map<number, number>();
  const theirsToMine = new Map<number, number>();
  const conflicts: string[] = [];
  for (let i = 0; i < mine.length; i++) {
    const known = mineToTheirs.get(mine[i]);
    if (known === undefined) mineToTheirs.set(mine[i], theirs[i]);
    else if (known !== theirs[i] && conflicts.length < 5) conflicts.push(`${label(i)}: same score, phe differs`);
    const knownMine = theirsToMine.get(theirs[i]);
    if (knownMine === undefined) theirsToMine.set(theirs[i], mine[i]);
    else if (knownMine !== mine[i] && conflicts.length < 5) conflicts.push(`${label(i)}: phe ties, score differs`);
  }
  expect(conflicts).toEqual([]);
  const scores = [...mineToTheirs.keys()].sort((x, y) => x - y);
  const inversions: string[] = [];
  for (let k = 1; k < scores.length; k++) {
    const lower = mineToTheirs.get(scores[k - 1])!;
    const higher = mineToTheirs.get(scores[k])!;
    if (!(higher < lower) && inversions.length < 5) inversions.push(`${scores[k - 1]} < ${scores[k]} but phe ${lower} vs ${higher}`);
  }
  expect(inversions).toEqual([]);
  return scores.length;
}

/** Deals `count` distinct cards into `out` by a partial Fisher-Yates over a reusable deck. */
function dealInto(rng: Rng, deck: Card[], out: Card[], count: number): void {
  for (let k = 0; k < count; k++) {
    const j = k + rng.int(52 - k);
    const tmp = deck[k];
    deck[k] = deck[j];
    deck[j] = tmp;
    out[k] = deck[k];
  }
}

describe('agreement with phe', () => {
  it('all 2,598,960 five-card hands fall into 7,462 classes in the same order as phe', () => {
    const total = 2_598_960;
    const mine = new Int32Array(total);
    const theirs = new Int32Array(total);
    const hands = new Uint8Array(total * 5);
    const hand = [0, 0, 0, 0, 0];
    let n = 0;
    for (let a = 0; a < 48; a++) {
      for (let b = a + 1; b < 49; b++) {
        for (let c1 = b + 1; c1 < 50; c1++) {
          for (let d = c1 + 1; d < 51; d++) {
            for (let e = d + 1; e < 52; e++) {
              hand[0] = a; hand[1] = b; hand[2] = c1; hand[3] = d; hand[4] = e;
              mine[n] = scoreFive(hand);
              theirs[n] = phe.evaluateCardCodes(hand);
              hands.set(hand, n * 5);
              n++;
            }
          }
        }
      }
    }
    expect(n).toBe(total);
    const label = (i: number): string => cardsToString([...hands.subarray(i * 5, i * 5 + 5)]);
    expect(expectSameOrder(mine, theirs, label)).toBe(7462);

    // Textbook counts of hands and of distinct classes per category.
    const handCounts = new Map<string, number>();
    const classes = new Map<string, Set<number>>();
    for (let i = 0; i < total; i++) {
      const cat = categoryOf(mine[i]);
      handCounts.set(cat, (handCounts.get(cat) ?? 0) + 1);
      if (!classes.has(cat)) classes.set(cat, new Set());
      classes.get(cat)!.add(mine[i]);
    }
    expect(Object.fromEntries(CATEGORIES.map((cat) => [cat, [handCounts.get(cat), classes.get(cat)!.size]]))).toEqual({
      'high-card': [1_302_540, 1277],
      pair: [1_098_240, 2860],
      'two-pair': [123_552, 858],
      'three-of-a-kind': [54_912, 858],
      straight: [10_200, 10],
      flush: [5_108, 1277],
      'full-house': [3_744, 156],
      'four-of-a-kind': [624, 156],
      'straight-flush': [40, 10],
    });
    expect(mine.reduce((best, score) => Math.max(best, score), 0)).toBe(five('AsKsQsJsTs').score);
  });

  it('orders 1,000,000 random seven-card hands like phe', () => {
    const count = 1_000_000;
    const rng = createRng(20240607);
    const deck = [...FULL_DECK];
    const seven = [0, 0, 0, 0, 0, 0, 0];
    const hole = [0, 0];
    const board = [0, 0, 0, 0, 0];
    const mine = new Int32Array(count);
    const theirs = new Int32Array(count);
    const hands = new Uint8Array(count * 7);
    for (let i = 0; i < count; i++) {
      dealInto(rng, deck, seven, 7);
      hole[0] = seven[0]; hole[1] = seven[1];
      for (let k = 0; k < 5; k++) board[k] = seven[k + 2];
      mine[i] = scoreHoldem(hole, board);
      theirs[i] = phe.evaluateCardCodes(seven);
      hands.set(seven, i * 7);
    }
    const label = (i: number): string => cardsToString([...hands.subarray(i * 7, i * 7 + 7)]);
    // A million seven-card hands reach a large share of the 4,824 seven-card classes.
    expect(expectSameOrder(mine, theirs, label)).toBeGreaterThan(4000);
  });

  it('orders random five- and six-card hands like phe', () => {
    const rng = createRng(99);
    const deck = [...FULL_DECK];
    for (const size of [5, 6]) {
      const count = 100_000;
      const cards = new Array<Card>(size).fill(0);
      const mine = new Int32Array(count);
      const theirs = new Int32Array(count);
      for (let i = 0; i < count; i++) {
        dealInto(rng, deck, cards, size);
        mine[i] = scoreHoldem(cards.slice(0, 2), cards.slice(2));
        theirs[i] = phe.evaluateCardCodes(cards);
      }
      expectSameOrder(mine, theirs, (i) => `hand ${i} of ${size}`);
    }
  });

  it('decides random hold\'em showdowns like phe', () => {
    const rng = createRng(4242);
    const deck = [...FULL_DECK];
    const nine = new Array<Card>(9).fill(0);
    const mismatches: string[] = [];
    let splits = 0;
    for (let i = 0; i < 200_000; i++) {
      dealInto(rng, deck, nine, 9);
      const board = nine.slice(4);
      const a = evaluateHoldem(nine.slice(0, 2), board);
      const b = evaluateHoldem(nine.slice(2, 4), board);
      const ours = compareHands(a, b);
      const reference = Math.sign(
        phe.evaluateCardCodes([...nine.slice(2, 4), ...board]) - phe.evaluateCardCodes([...nine.slice(0, 2), ...board]),
      );
      if (ours === 0) splits++;
      if (ours !== reference && mismatches.length < 5) mismatches.push(cardsToString(nine));
    }
    expect(mismatches).toEqual([]);
    expect(splits).toBeGreaterThan(0);
  });

  it('finds the best Omaha hand like phe over every two-plus-three choice', () => {
    const rng = createRng(777);
    const deck = [...FULL_DECK];
    const count = 30_000;
    const mine = new Int32Array(count);
    const theirs = new Int32Array(count);
    const dealt = new Array<Card>(9).fill(0);
    for (let i = 0; i < count; i++) {
      dealInto(rng, deck, dealt, 9);
      const hole = dealt.slice(0, 4);
      const board = dealt.slice(4);
      let best = Infinity;
      for (const [x, y] of pairsOf(hole)) {
        for (const triple of triplesOf(board)) best = Math.min(best, phe.evaluateCardCodes([x, y, ...triple]));
      }
      mine[i] = scoreOmaha(hole, board);
      theirs[i] = best;
      if (i % 10 === 0) expect(evaluateOmaha(hole, board).score).toBe(mine[i]);
    }
    expectSameOrder(mine, theirs, (i) => `Omaha hand ${i}`);
  });
});

function pairsOf(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) out.push([cards[i], cards[j]]);
  return out;
}

function triplesOf(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      for (let k = j + 1; k < cards.length; k++) out.push([cards[i], cards[j], cards[k]]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Properties.

const deck = [...FULL_DECK];
const holdemDeal = fc
  .integer({ min: 5, max: 7 })
  .chain((n) => fc.shuffledSubarray(deck, { minLength: n, maxLength: n }))
  .map((cards) => ({ hole: cards.slice(0, 2), board: cards.slice(2) }));
const omahaDeal = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 3, max: 5 }))
  .chain(([h, b]) => fc.shuffledSubarray(deck, { minLength: h + b, maxLength: h + b }).map((cards) => ({ h, cards })))
  .map(({ h, cards }) => ({ hole: cards.slice(0, h), board: cards.slice(h) }));
const suitPermutation = fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 });
const permuteSuits = (cards: readonly Card[], perm: readonly number[]): Card[] =>
  cards.map((card) => makeCard(rankOf(card), perm[suitOf(card)]));

const runs = { numRuns: 3000 };

describe('properties', () => {
  it('hold\'em plays five distinct cards of its input, scored as those five', () => {
    fc.assert(
      fc.property(holdemDeal, ({ hole, board }) => {
        const v = evaluateHoldem(hole, board);
        expect(v.cards).toHaveLength(5);
        expect(new Set(v.cards).size).toBe(5);
        for (const card of v.cards) expect([...hole, ...board]).toContain(card);
        const again = evaluateFive(v.cards);
        expect(again.score).toBe(v.score);
        expect(again.cards).toEqual(v.cards); // already listed in order of significance
        expect(v.score).toBe(scoreHoldem(hole, board));
        expect(v.ranks).toEqual(ranksOf(v.score));
        expect(v.category).toBe(categoryOf(v.score));
      }),
      runs,
    );
  });

  it('Omaha plays exactly two hole cards and three board cards, and the best such five', () => {
    fc.assert(
      fc.property(omahaDeal, ({ hole, board }) => {
        const v = evaluateOmaha(hole, board);
        expect(v.cards.filter((card) => hole.includes(card))).toHaveLength(2);
        expect(v.cards.filter((card) => board.includes(card))).toHaveLength(3);
        expect(evaluateFive(v.cards).score).toBe(v.score);
        expect(scoreOmaha(hole, board)).toBe(v.score);
        let best = -1;
        for (const pair of pairsOf(hole)) {
          for (const triple of triplesOf(board)) best = Math.max(best, scoreFive([...pair, ...triple]));
        }
        expect(v.score).toBe(best);
      }),
      { numRuns: 1000 },
    );
  });

  it('ignores suit names and card order', () => {
    fc.assert(
      fc.property(holdemDeal, suitPermutation, fc.nat(), ({ hole, board }, perm, seed) => {
        const score = scoreHoldem(hole, board);
        expect(scoreHoldem(permuteSuits(hole, perm), permuteSuits(board, perm))).toBe(score);
        // In hold'em the split between hole and board does not matter either.
        const all = createRng(seed).shuffle([...hole, ...board]);
        expect(scoreHoldem(all.slice(0, 2), all.slice(2))).toBe(score);
        expect(scoreHoldem([], all)).toBe(score);
      }),
      runs,
    );
    fc.assert(
      fc.property(omahaDeal, suitPermutation, fc.nat(), ({ hole, board }, perm, seed) => {
        const score = scoreOmaha(hole, board);
        expect(scoreOmaha(permuteSuits(hole, perm), permuteSuits(board, perm))).toBe(score);
        const rng = createRng(seed);
        expect(scoreOmaha(rng.shuffle(hole), rng.shuffle(board))).toBe(score);
      }),
      { numRuns: 1000 },
    );
  });

  it('compares like the kicker decider explains', () => {
    fc.assert(
      fc.property(holdemDeal, holdemDeal, (x, y) => {
        const a = evaluateHoldem(x.hole, x.board);
        const b = evaluateHoldem(y.hole, y.board);
        const decider = kickerDecider(a, b);
        if (a.category !== b.category) {
          expect(decider).toBeNull();
          expect(compareHands(a, b)).toBe(Math.sign(CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category)));
        } else if (decider === null) {
          expect(compareHands(a, b)).toBe(0);
        } else {
          expect(compareHands(a, b)).toBe(Math.sign(decider.rankA - decider.rankB));
          expect(a.ranks.slice(0, decider.index)).toEqual(b.ranks.slice(0, decider.index));
        }
      }),
      runs,
    );
  });
});
