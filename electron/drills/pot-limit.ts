/** Pot-limit: what is the pot after the call, and the maximum raise-to (RULES, pot-limit). */
import { legalActions, type Action, type Hand, type Profile } from '../engine';
import { STYLES, type Level } from './play';
import { findDecision } from './decide';
import { combine, scoreNumber } from './scoring';
import { itemOf } from './item';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule } from './types';

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'pot-limit', null> {
  const d = findDecision(seed, level, profile, {
    shape: () => ({ structure: 'pot-limit', variant: 'omaha', uneven: level === 3 }),
    style: level === 3 ? STYLES.allIn : STYLES.raisy,
    // The pot limit must bind: the player can raise and has more than the pot allows.
    wanted: (hand, legal) => legal.canRaise && legal.potLimit !== null && legal.potLimit.maxRaiseTo < legal.allInTo && (level < 3 || hand.street !== 'preflop' || legal.toCall > 0),
    chance: level === 1 ? 0.6 : 0.35,
  });
  return itemOf(askPotLimit(d.play.hand, d.play.actions, d.legal), seed, level, profile, false, d.play.config, d.play.actions);
}

export function askPotLimit(hand: Hand, actions: readonly Action[], legal = legalActions(hand)!): Asked<'pot-limit', null> {
  return {
    kind: 'pot-limit',
    question: { kind: 'pot-limit', table: tableView(hand, actions) },
    answer: { kind: 'pot-limit', to_call: legal.toCall, pot: legal.potLimit!.potAfterCall, max_raise_to: legal.maxRaiseTo },
    why: legal.why,
    context: null,
  };
}

export const potLimit: DrillModule<'pot-limit', null> = {
  kind: 'pot-limit',
  generate,
  score: (item, a) =>
    combine(
      scoreNumber('to_call', item.answer.to_call, a.to_call, (e, g) => `the call is ${e}, you said ${g}`),
      scoreNumber('pot', item.answer.pot, a.pot, (e, g) => `the pot after the call is ${e}, you said ${g}: chips in the middle, every bet in front and the call`),
      scoreNumber('max_raise_to', item.answer.max_raise_to, a.max_raise_to, (e, g) => `the maximum is a raise to ${e}, you said ${g}`),
    ),
};
