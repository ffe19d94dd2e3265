/**
 * Read the hands: each hand's best five cards and the winner or winners, with kickers, in hold'em
 * (best five of seven) and Omaha (exactly two plus three). The engine evaluates.
 */
import { cardsToString, createRng, evaluateHoldem, evaluateOmaha, settle, unwrap, type Profile } from '../engine';
import { playOn, startPlay, STYLES, tableFor, type Level } from './play';
import { itemOf } from './item';
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
  const s = unwrap(settle(hand));
  const evaluate = variant === 'omaha' ? evaluateOmaha : evaluateHoldem;
  const values = hand.seats.map((seat) => s.hands[hand.seats.indexOf(seat)] ?? evaluate(seat.hole as number[], hand.board));
  const winners = s.pots[0].winners.map((w) => w.seat).sort((a, b) => a - b);
  return itemOf(
    {
      kind: 'read-hands',
      question: { kind: 'read-hands', variant, board: cardsToString(hand.board), hands: hand.seats.map((seat, player) => ({ player, cards: cardsToString(seat.hole as number[]) })) },
      answer: { kind: 'read-hands', hands: values.map((v, player) => ({ player, cards: cardsToString(v.cards) })), winners },
      why: s.steps,
      context: values.map((v) => v.category),
    },
    seed,
    level,
    profile,
    true,
    config,
    play.actions,
  );
}

const sortedCards = (text: string): string => (text.match(/../g) ?? []).sort().join('');

export const readHands: DrillModule<'read-hands', string[]> = {
  kind: 'read-hands',
  generate,
  score: (item, a) => {
    const parts: Scored[] = item.answer.hands.map((h) => {
      const given = a.hands.find((x) => x.player === h.player)?.cards ?? '';
      if (sortedCards(given) === sortedCards(h.cards)) return scored(1, 1);
      const omaha = item.question.variant === 'omaha' ? ' (Omaha: exactly two hole cards and three from the board)' : '';
      return scored(0, 1, [mistake(`hands[${h.player}]`, h.cards, given, 'wrong-best-five', { seat: h.player, expected: h.cards, given, category: item.context[h.player] }, `seat ${h.player}'s best five are ${h.cards} (${item.context[h.player]}), you said ${given || 'nothing'}${omaha}`)]);
    });
    const w = [...a.winners].sort((x, y) => x - y);
    parts.push(scoreOrder('winners', item.answer.winners, w, () => `${seatList(item.answer.winners)} win${item.answer.winners.length > 1 ? ' and split' : 's'}: ${item.why.filter((x) => x.key === 'kicker' || x.key === 'pot-winners').map((x) => x.text).join('; ')}`));
    return combine(...parts);
  },
};
