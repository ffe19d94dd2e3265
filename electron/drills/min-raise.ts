/** No-limit minimum raise-to after bets, raises and short all-ins (TDA 43). */
import { legalActions, type Action, type Hand, type Profile } from '../engine';
import { STYLES, type Level, type Style } from './play';
import { findDecision, shortAllInThisRound } from './decide';
import { scoreNumber } from './scoring';
import { itemOf } from './item';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule } from './types';

const SHORT_SHOVES: Style = { ...STYLES.allIn, shortShove: 8 };

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'min-raise', null> {
  const d = findDecision(seed, level, profile, {
    // Level 3 seats short stacks: their all-ins are the short all-ins asked about (steering, not retrying).
    shape: () => ({ structure: 'no-limit', uneven: level >= 2, shortStacks: level === 3 ? 2 : 0 }),
    style: level === 1 ? STYLES.raisy : level === 2 ? STYLES.allIn : SHORT_SHOVES,
    // Level 1: any raise to answer; level 2: after a bet or raise; level 3: after a short all-in.
    wanted: (hand, legal, play) =>
      legal.canRaise && legal.minRaiseTo < legal.allInTo && (level === 1 || hand.currentBet > 0) && (level < 3 || shortAllInThisRound(play)),
    chance: level === 3 ? 0.8 : 0.4,
  });
  return itemOf(askMinRaise(d.play.hand, d.play.actions, d.legal), seed, level, profile, false, d.play.config, d.play.actions);
}

export function askMinRaise(hand: Hand, actions: readonly Action[], legal = legalActions(hand)!): Asked<'min-raise', null> {
  return { kind: 'min-raise', question: { kind: 'min-raise', table: tableView(hand, actions) }, answer: { kind: 'min-raise', min_raise_to: legal.minRaiseTo }, why: legal.why, context: null };
}

export const minRaise: DrillModule<'min-raise', null> = {
  kind: 'min-raise',
  generate,
  score: (item, a) => scoreNumber('min_raise_to', item.answer.min_raise_to, a.min_raise_to, (e, g) => `the minimum raise is to ${e}, you said ${g}: the bet plus the last full bet or raise`),
};
