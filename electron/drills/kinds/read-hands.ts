/**
 * Read the hands: each hand's best five cards and the winner or winners, with kickers, in hold'em
 * (best five of seven), Omaha (exactly two plus three) and seven-card stud (best five of seven);
 * in the split games (Omaha hi-lo, stud hi-lo) each hand's best low too, eight or better, and who
 * wins the low; in razz the best low alone. The engine evaluates; any five cards that make the
 * best hand's ranks (or the best low's) are right (RULES.md, showdown).
 *
 * Levels: 1. hold'em, two or three hands; 2. three to five hands; 3. four to six hands. Games at
 * levels 2 and 3: Omaha in 35 items in 100, hold'em in 25, Omaha hi-lo and stud hi-lo 15 each,
 * seven-card stud and razz 5 each.
 */
import {
  bestAceToFive,
  bestHigh,
  bestHighScore,
  bestOmahaLow,
  cardsToString,
  createRng,
  explain,
  fivesScoring,
  GAMES,
  lowName,
  lowOf,
  parseCards,
  scoreOfFive,
  settle,
  unwrap,
  type Card,
  type Explanation,
  type Hand,
  type HandValue,
  type LowValue,
  type Profile,
  type Variant,
} from '../../engine';
import { playOn, startPlay, STYLES, tableFor, type Level } from '../hands/play';
import { studTable, weighted } from '../hands/steer';
import { askedLater, itemOf } from '../item';
import { combine, mistake, scoreOrder, scored, seatList } from '../scoring';
import type { DrillItem, DrillModule, QuestionOf, Scored } from '../types';

const PLAYERS: Record<Level, readonly [number, number]> = { 1: [2, 3], 2: [3, 5], 3: [4, 6] };

type ReadVariant = QuestionOf<'read-hands'>['variant'];
/** The games of levels 2 and 3, weighted (the module comment). */
export const READ_GAMES: readonly (readonly [ReadVariant, number])[] = [['omaha', 35], ['holdem', 25], ['omaha-hi-lo', 15], ['stud-hi-lo', 15], ['stud', 5], ['razz', 5]];

/** What the scoring needs: each hand's high category (razz: its low's) and its low's name (null: none that qualifies). */
export interface ReadContext {
  categories: string[];
  lows: (string | null)[] | null;
}

function tableOf(rng: ReturnType<typeof createRng>, level: Level, profile: Profile, variant: ReadVariant) {
  if (GAMES[variant].family === 'stud') return studTable(rng, level, profile, variant, PLAYERS[level]);
  return tableFor(rng, level, profile, { players: PLAYERS[level], variant, structure: variant === 'holdem' ? 'no-limit' : variant === 'omaha' ? 'pot-limit' : 'fixed-limit' });
}

const seatsOf = (shares: readonly { seat: number }[]): number[] => shares.map((w) => w.seat).sort((a, b) => a - b);

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'read-hands', ReadContext> {
  const rng = createRng(seed);
  const variant: ReadVariant = level === 1 ? 'holdem' : weighted(rng, READ_GAMES);
  const config = tableOf(rng, level, profile, variant);
  const play = startPlay(rng, level, config);
  playOn(play, () => STYLES.checkDown); // everybody to the last card: every hand is read
  const hand = play.hand;
  const game = GAMES[variant];
  // Every hand goes to the showdown; the settlement's reasons are built when asked. It reads each
  // high hand (its five cards), which the answer names: each is evaluated once.
  const s = unwrap(settle(hand, false, true));
  const pot = s.pots[0];
  const highs: (HandValue | null)[] = hand.seats.map((seat, i) => (game.pot === 'low' ? null : (s.hands[i] ?? bestHigh(game, seat.hole as Card[], hand.board))));
  // The settlement read every seat's low already (all are in the pot): read again only if it did not.
  const lows: (LowValue | null)[] | null = game.low ? hand.seats.map((_, seat) => (seat in s.lows ? s.lows[seat] : lowOf(hand, seat)) ?? null) : null;
  const split = game.pot === 'high-low';
  const winners = seatsOf(split ? (pot.halves?.high ?? pot.winners) : pot.winners);
  const asked = askedLater(
    'read-hands',
    { kind: 'read-hands', variant, board: cardsToString(hand.board), hands: hand.seats.map((seat, player) => ({ player, cards: cardsToString(seat.hole as Card[]) })) },
    {
      kind: 'read-hands',
      hands: hand.seats.map((_, player) => {
        const high = highs[player];
        const low = lows?.[player] ?? null;
        if (!high) return { player, cards: cardsToString(low!.cards) };
        return split ? { player, cards: cardsToString(high.cards), low: low ? cardsToString(low.cards) : '' } : { player, cards: cardsToString(high.cards) };
      }),
      winners,
      ...(split ? { low_winners: seatsOf(pot.halves?.low ?? []) } : {}),
    },
    { categories: hand.seats.map((_, i) => highs[i]?.category ?? lows![i]!.category), lows: lows && lows.map((v) => (v ? lowName(v) : null)) },
    () => [...unwrap(settle(hand)).steps, ...equalFives(hand)],
  );
  return itemOf(asked, seed, level, profile, true, config, play.actions);
}


/** RULES showdown: where other sets of five make the same best hand, naming any of them is right. */
function equalFives(hand: Hand): Explanation[] {
  const out: Explanation[] = [];
  const variant = hand.config.variant;
  if (GAMES[variant].pot === 'low') return out;
  hand.seats.forEach((seat, player) => {
    const hole = seat.hole as Card[];
    const fives = fivesScoring(variant, hole, hand.board, bestHighScore(hand.game, hole, hand.board)).map(cardsToString);
    if (fives.length > 1) {
      out.push(explain('RULES showdown', 'equal-fives', { seat: player, count: fives.length, cards: fives[0], other: fives[1] }, `seat ${player}: ${fives.length} sets of five make the same best hand (${fives[0]}, ${fives[1]}${fives.length > 2 ? ', ...' : ''}): any of them is right`));
    }
  });
  return out;
}

/**
 * The ace-to-five low score of five cards the player may play, by the engine's reading (Omaha
 * hi-lo: two of the hole cards and three of the board; the split games: eight or better), or null
 * when they are not such a low.
 */
function lowOfFive(variant: Variant, hole: readonly Card[], board: readonly Card[], five: readonly Card[]): number | null {
  if (scoreOfFive(variant, hole, board, five) < 0) return null;
  const game = GAMES[variant];
  if (game.twoFromHand) return bestOmahaLow(five.filter((c) => hole.includes(c)), five.filter((c) => !hole.includes(c)))?.score ?? null;
  return bestAceToFive(five, game.eightOrBetter)?.score ?? null;
}

/** Razz: the best low of the seven cards (and a common card), no qualifier. */
const bestRazzLow = (hole: readonly Card[], board: readonly Card[]): number => bestAceToFive([...hole, ...board], false)!.score;

export const readHands: DrillModule<'read-hands', ReadContext> = {
  kind: 'read-hands',
  generate,
  score: (item, a) => {
    const q = item.question;
    const variant = q.variant;
    const game = GAMES[variant];
    const board = parseCards(q.board);
    const holeOf = (player: number) => parseCards(q.hands.find((x) => x.player === player)!.cards);
    const parts: Scored[] = [];
    for (const h of item.answer.hands) {
      const given = a.hands.find((x) => x.player === h.player);
      const hole = holeOf(h.player);
      const cards = given?.cards ?? '';
      if (game.pot === 'low') {
        // Razz: the best low of the seven cards, no qualifier (any five of the same ranks is right).
        const best = bestRazzLow(hole, board);
        if (lowOfFive(variant, hole, board, parseCards(cards)) === best) parts.push(scored(1, 1));
        else parts.push(scored(0, 1, [mistake(`hands[${h.player}]`, h.cards, cards, 'wrong-best-low', { seat: h.player, expected: h.cards, given: cards, low: item.context.lows![h.player] }, `seat ${h.player}'s best low is ${h.cards} (${item.context.lows![h.player]}), you said ${cards || 'nothing'}`)]));
        continue;
      }
      // Any five the player may play that score as the best hand.
      if (scoreOfFive(variant, hole, board, parseCards(cards)) === bestHighScore(game, hole, board)) parts.push(scored(1, 1));
      else {
        const omaha = game.twoFromHand ? ' (Omaha: exactly two hole cards and three from the board)' : '';
        parts.push(scored(0, 1, [mistake(`hands[${h.player}]`, h.cards, cards, 'wrong-best-five', { seat: h.player, expected: h.cards, given: cards, category: item.context.categories[h.player] }, `seat ${h.player}'s best five are ${h.cards} (${item.context.categories[h.player]}), you said ${cards || 'nothing'}${omaha}`)]));
      }
      if (h.low === undefined) continue;
      // The split games: the best low that qualifies, or none ("" said so; a low left out earns nothing).
      const said = given?.low;
      const low = said ?? '';
      const name = item.context.lows![h.player];
      if (h.low === '') {
        if (said === '') parts.push(scored(1, 1));
        else parts.push(scored(0, 1, [mistake(`hands[${h.player}].low`, '', low, 'low-none-qualifies', { seat: h.player, given: low }, `seat ${h.player} has no low that qualifies (five different ranks, eight or lower), you said ${said === undefined ? 'nothing' : low}`)]));
      } else if (low !== '' && lowOfFive(variant, hole, board, parseCards(low)) === lowOfFive(variant, hole, board, parseCards(h.low))) parts.push(scored(1, 1));
      else parts.push(scored(0, 1, [mistake(`hands[${h.player}].low`, h.low, low, 'wrong-best-low', { seat: h.player, expected: h.low, given: low, low: name }, `seat ${h.player}'s best low is ${h.low} (${name}), you said ${low || 'none'}${game.twoFromHand ? ' (Omaha: exactly two hole cards and three from the board)' : ''}`)]));
    }
    const w = [...a.winners].sort((x, y) => x - y);
    const reasons = (keys: string[]) => item.why.filter((x) => keys.includes(x.key)).map((x) => x.text).join('; ');
    parts.push(scoreOrder('winners', item.answer.winners, w, () => `${seatList(item.answer.winners)} win${item.answer.winners.length > 1 ? ' and split' : 's'}${game.pot === 'high-low' ? ' the high' : ''}: ${reasons(game.pot === 'low' ? ['low-card', 'low-card-several', 'low-pair', 'low-pair-several', 'low-rank', 'low-rank-several', 'low-category', 'low-category-several', 'pot-winners'] : ['kicker', 'kicker-several', 'pot-winners', 'high-winners'])}`));
    const lowWinners = item.answer.low_winners;
    if (lowWinners) {
      const lw = [...(a.low_winners ?? [])].sort((x, y) => x - y);
      parts.push(scoreOrder('low_winners', lowWinners, lw, () => (lowWinners.length ? `${seatList(lowWinners)} win${lowWinners.length > 1 ? ' and split' : 's'} the low: ${reasons(['low-winners', 'low-card', 'low-card-several', 'low-pair', 'low-pair-several', 'low-rank', 'low-rank-several', 'low-category', 'low-category-several'])}` : 'no hand qualifies for low (five different ranks, eight or lower): the high hand takes the whole pot')));
    }
    return combine(...parts);
  },
};

