/**
 * Irregularities (RULES.md, "Dealing procedure and irregularities"; deck.ts): a situation in the
 * deal or the betting, described beside the felt, and the ruling, chosen from four; where it
 * applies, the cards that come next (picked from the stub, shown face up for the drill) or who acts.
 * Every ruling and every card is computed by the engine from the modelled deal, not written per item.
 *
 * Levels (each situation's share of the items, as drawn):
 * 1. single facts: the first or second card exposed, one later card exposed (the card the player
 *    gets), a boxed card at the flop, a premature flop or river, a missed burn found before the
 *    betting, an action out of turn, a fold out of turn (the action to the folder unchanged: it stands);
 * 2. a deal error found after some action (substantial action counted), two cards exposed, a
 *    premature turn, two burnt found before the betting, a burn mistake found after the betting
 *    began, one card exposed (the player's card and the flop), a verbal declaration in turn and
 *    then another action (the declaration binds);
 * 3. two facts at once: an exposed card with a boxed card in the stub, a deal error with the
 *    actions counted to the edge of substantial action (two folds, three actions), a missed burn
 *    with a boxed card, an action out of turn answered by a bet or raise, a verbal declaration out
 *    of turn (an action out of turn, not a binding declaration).
 */
import { createRng, type Profile, type Rng } from '../../../engine';
import type { Level } from '../../hands/play';
import { weighted } from '../../hands/steer';
import { itemOf } from '../../item';
import { combine, mistake, scored } from '../../scoring';
import type { Asked, DrillItem, DrillModule } from '../../types';
import { burnSituation, boxedSituation, prematureSituation } from './board';
import { exposedCardSituation } from './exposed';
import { misdealSituation } from './misdeal';
import { outOfTurnSituation } from './out-of-turn';
import type { Built, Situation } from './question';

export type { Situation } from './question';

export const SITUATIONS: Record<Level, readonly (readonly [Situation, number])[]> = {
  1: [['exposed-first', 0.12], ['exposed-later', 0.13], ['boxed', 0.12], ['premature-flop', 0.12], ['premature-river', 0.12], ['missed-burn', 0.13], ['oot', 0.13], ['oot-fold', 0.13]],
  2: [['misdeal-cause', 0.2], ['two-exposed', 0.1], ['premature-turn', 0.15], ['two-burnt', 0.12], ['burn-late', 0.13], ['exposed-flop', 0.15], ['verbal', 0.15]],
  3: [['exposed-boxed', 0.2], ['misdeal-counted', 0.2], ['burn-boxed', 0.2], ['oot-raise', 0.2], ['verbal-oot', 0.2]],
};

/** The situation built by its family's module; null when this deal cannot make it (another is tried). */
function build(rng: Rng, level: Level, profile: Profile, situation: Situation): Built | null {
  switch (situation) {
    case 'exposed-first':
    case 'exposed-later':
    case 'exposed-flop':
    case 'exposed-boxed':
      return exposedCardSituation(rng, level, profile, situation);
    case 'two-exposed':
    case 'misdeal-cause':
    case 'misdeal-counted':
      return misdealSituation(rng, level, profile, situation);
    case 'boxed':
      return boxedSituation(rng, level, profile, situation);
    case 'premature-flop':
    case 'premature-turn':
    case 'premature-river':
      return prematureSituation(rng, level, profile, situation);
    case 'missed-burn':
    case 'two-burnt':
    case 'burn-boxed':
    case 'burn-late':
      return burnSituation(rng, level, profile, situation);
    case 'oot':
    case 'oot-raise':
    case 'oot-fold':
    case 'verbal':
    case 'verbal-oot':
      return outOfTurnSituation(rng, level, profile, situation);
  }
}

export interface Context {
  situation: Situation;
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'irregularities', Context> {
  const rng = createRng(seed);
  const situation = weighted(rng, SITUATIONS[level]);
  for (let attempt = 0; attempt < 200; attempt++) {
    const b = build(rng, level, profile, situation);
    if (!b) continue;
    const asked: Asked<'irregularities', Context> = { kind: 'irregularities', question: b.question, answer: { kind: 'irregularities', ...b.answer }, why: b.why, context: { situation } };
    return itemOf(asked, seed, level, profile, false, b.play.config, b.play.actions);
  }
  throw new Error(`no ${situation} situation for seed ${seed}`);
}

export const irregularities: DrillModule<'irregularities', Context> = {
  kind: 'irregularities',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const reason = item.why.map((w) => w.text).join('; ');
    const parts = [
      e.ruling === a.ruling ? scored(1, 1) : scored(0, 1, [mistake('ruling', e.ruling, a.ruling, 'wrong-irregular-ruling', { expected: e.ruling, given: a.ruling }, `the ruling is ${e.ruling}, not ${a.ruling}: ${reason}`)]),
    ];
    if (item.question.asks.cards) {
      parts.push(e.cards === a.cards ? scored(1, 1) : scored(0, 1, [mistake('cards', e.cards, a.cards, 'wrong-next-cards', { cards: e.cards, given: a.cards || '—' }, `the cards that come next are ${e.cards}, you said ${a.cards || 'none'}`)]));
    }
    if (item.question.asks.toAct) {
      parts.push(e.to_act === a.to_act ? scored(1, 1) : scored(0, 1, [mistake('to_act', e.to_act, a.to_act, 'wrong-oot-to_act', { seat: e.to_act, player: a.to_act }, `the action goes back to seat ${e.to_act}, who was skipped, not seat ${a.to_act}`)]));
    }
    return combine(...parts);
  },
};
