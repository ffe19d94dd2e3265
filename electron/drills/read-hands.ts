/**
 * Read the hands: each hand's best five cards and the winner or winners, with kickers, in hold'em
 * (best five of seven) and Omaha (exactly two plus three). The engine evaluates; any five cards
 * that make the best hand's ranks are right (RULES.md, showdown).
 *
 * Levels: 1. hold'em, two or three hands; 2. three to five hands, Omaha half the time;
 * 3. four to six hands, Omaha half the time.
 */
import { cardsToString, createRng, evaluateHoldem, evaluateOmaha, explain, fivesScoring, parseCards, scoreHoldem, scoreOfFive, scoreOmaha, settle, unwrap, type Card, type Explanation, type Hand, type Profile, type Variant } from '../engine';
import { playOn, startPlay, STYLES, tableFor, type Level } from './play';
import { askedLater, itemOf } from './item';
import { combine, mistake, scoreOrder, scored, seatList } from './scoring';
import type { DrillItem, DrillModule, Scored } from './types';

const PLAYERS: Record<Level, readonly [number, number]> = { 1: [2, 3], 2: [3, 5], 3: [4, 6] };

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'read-hands', string[]> {
  const rng = createRng(seed);
  const variant = level >= 2 && rng.int(2) === 0 ? 'omaha' : 'holdem';
  const config = tableFor(rng, level, profile, { players: PLAYERS[level], variant, structure: variant === 'omaha' ? 'pot-limit' : 'no-limit' });
  const play = startPlay(rng, level, config);
  playOn(play, () => STYLES.checkDown); // everybody to the river: every hand is read
  const hand = play.hand;
  // Every hand goes to the showdown; the settlement's reasons are built when asked.
  const s = unwrap(settle(hand, false));
  const evaluate = variant === 'omaha' ? evaluateOmaha : evaluateHoldem;
  const values = hand.seats.map((seat) => evaluate(seat.hole as Card[], hand.board));
  const winners = s.pots[0].winners.map((w) => w.seat).sort((a, b) => a - b);
  const asked = askedLater(
    'read-hands',
    { kind: 'read-hands', variant, board: cardsToString(hand.board), hands: hand.seats.map((seat, player) => ({ player, cards: cardsToString(seat.hole as Card[]) })) },
    { kind: 'read-hands', hands: values.map((v, player) => ({ player, cards: cardsToString(v.cards) })), winners },
    values.map((v) => v.category),
    () => [...unwrap(settle(hand)).steps, ...equalFives(hand)],
  );
  return itemOf(asked, seed, level, profile, true, config, play.actions);
}

const bestScore = (variant: Variant, hole: readonly Card[], board: readonly Card[]): number => (variant === 'omaha' ? scoreOmaha(hole, board) : scoreHoldem(hole, board));

/** RULES showdown: where other sets of five make the same best hand, naming any of them is right. */
function equalFives(hand: Hand): Explanation[] {
  const out: Explanation[] = [];
  const variant = hand.config.variant;
  hand.seats.forEach((seat, player) => {
    const hole = seat.hole as Card[];
    const fives = fivesScoring(variant, hole, hand.board, bestScore(variant, hole, hand.board)).map(cardsToString);
    if (fives.length > 1) {
      out.push(explain('RULES showdown', 'equal-fives', { seat: player, count: fives.length, cards: fives[0], other: fives[1] }, `seat ${player}: ${fives.length} sets of five make the same best hand (${fives[0]}, ${fives[1]}${fives.length > 2 ? ', ...' : ''}): any of them is right`));
    }
  });
  return out;
}

export const readHands: DrillModule<'read-hands', string[]> = {
  kind: 'read-hands',
  generate,
  score: (item, a) => {
    const q = item.question;
    const variant = q.variant;
    const board = parseCards(q.board);
    const parts: Scored[] = item.answer.hands.map((h) => {
      const given = a.hands.find((x) => x.player === h.player)?.cards ?? '';
      const hole = parseCards(q.hands.find((x) => x.player === h.player)!.cards);
      // Any five the player may play that score as the best hand.
      if (scoreOfFive(variant, hole, board, parseCards(given)) === bestScore(variant, hole, board)) return scored(1, 1);
      const omaha = variant === 'omaha' ? ' (Omaha: exactly two hole cards and three from the board)' : '';
      return scored(0, 1, [mistake(`hands[${h.player}]`, h.cards, given, 'wrong-best-five', { seat: h.player, expected: h.cards, given, category: item.context[h.player] }, `seat ${h.player}'s best five are ${h.cards} (${item.context[h.player]}), you said ${given || 'nothing'}${omaha}`)]);
    });
    const w = [...a.winners].sort((x, y) => x - y);
    parts.push(scoreOrder('winners', item.answer.winners, w, () => `${seatList(item.answer.winners)} win${item.answer.winners.length > 1 ? ' and split' : 's'}: ${item.why.filter((x) => x.key === 'kicker' || x.key === 'pot-winners').map((x) => x.text).join('; ')}`));
    return combine(...parts);
  },
};
