/** Pot-limit: what is the pot after the call, and the maximum raise-to (RULES, pot-limit). */
import type { Profile } from '../engine';
import { STYLES, type Level } from './play';
import { findDecision } from './decide';
import { combine, scoreNumber } from './scoring';
import { withPhh } from './record';
import type { DrillItem, DrillModule } from './types';

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'pot-limit', null> {
  const d = findDecision(seed, level, profile, {
    shape: () => ({ structure: 'pot-limit', variant: 'omaha', uneven: level === 3 }),
    style: level === 3 ? STYLES.allIn : STYLES.raisy,
    // The pot limit must bind: the player can raise and has more than the pot allows.
    wanted: (hand, legal) => legal.canRaise && legal.potLimit !== null && legal.potLimit.maxRaiseTo < legal.allInTo && (level < 3 || hand.street !== 'preflop' || legal.toCall > 0),
    chance: level === 1 ? 0.6 : 0.35,
  });
  const pl = d.legal.potLimit!;
  return withPhh(
    {
      kind: 'pot-limit',
      seed,
      level,
      profile,
      question: { kind: 'pot-limit', table: d.table },
      answer: { kind: 'pot-limit', to_call: d.legal.toCall, pot: pl.potAfterCall, max_raise_to: d.legal.maxRaiseTo },
      phhComplete: false,
      why: d.legal.why,
      context: null,
    },
    d.play.config,
    d.play.actions,
  );
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
