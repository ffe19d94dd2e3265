/** Cards exposed in the deal: the first or second card, a later card, one with the flop, one with a boxed card in the stub (RULES.md, exposed cards). */
import { cardsToString, exposedCard, modelDeal, shuffledDeck, Action, type Profile, type Rng } from '../../../engine';
import { act, beginPlay, tableFor, type Level } from '../../hands/play';
import { base, DEAL_CHOICES, offer, STUB_SHOWN, type Built } from './question';

export function exposedCardSituation(rng: Rng, level: Level, profile: Profile, situation: 'exposed-first' | 'exposed-later' | 'exposed-flop' | 'exposed-boxed'): Built | null {
  const boxed = situation === 'exposed-boxed';
  const first = situation === 'exposed-first';
  // The place of the exposed card in the deal (0 the first card).
  const boxedShown = boxed ? rng.int(3) : null;
  const config = tableFor(rng, level, profile, { players: level === 1 ? [3, 6] : [4, 9] });
  const n = config.stacks.length;
  const exposedAt = first ? rng.int(2) : 2 + rng.int(2 * n - 2);
  const deck = shuffledDeck(rng);
  const boxedAt = boxedShown === null ? null : 2 * n + boxedShown;
  const deal = modelDeal(deck, n, config.button);
  const r = exposedCard(deck, n, config.button, exposedAt, profile, boxedAt);
  const seat = (deal.out[exposedAt].dest as { seat: number }).seat;
  const hole = deal.hole.map((c) => c.slice());
  if (r.ruling === 'exposed-burn') hole[seat][hole[seat].indexOf(deck[exposedAt])] = r.replacement!;
  const play = beginPlay(rng, level, config, []);
  if (r.ruling === 'exposed-burn') hole.forEach((cards, s) => act(play, Action.dealHole(s, cards)));
  const q = base(play, situation, offer(rng, r.ruling, DEAL_CHOICES));
  q.place = exposedAt + 1;
  q.seat = seat;
  q.shown = [{ role: 'exposed', cards: cardsToString([deck[exposedAt]]) }];
  let cards = '';
  if (r.ruling === 'exposed-burn') {
    q.stub = cardsToString(deck.slice(2 * n, 2 * n + STUB_SHOWN));
    q.stubWhen = 'now';
    q.boxedAt = boxedShown;
    const withFlop = situation !== 'exposed-later';
    q.asks.cards = withFlop ? 'replacement-flop' : 'replacement';
    cards = cardsToString(withFlop ? [r.replacement!, ...r.flop] : [r.replacement!]);
  }
  return { question: q, answer: { ruling: r.ruling, cards, to_act: null }, why: r.why, play };
}
