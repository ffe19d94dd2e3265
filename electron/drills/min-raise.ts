/** No-limit minimum raise-to after bets, raises and short all-ins (TDA 43). */
import type { Profile } from '../engine';
import { STYLES, type Level } from './play';
import { findDecision, shortAllInThisRound } from './decide';
import { scoreNumber } from './scoring';
import type { DrillItem, DrillModule } from './types';

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'min-raise', null> {
  const d = findDecision(seed, level, profile, {
    shape: () => ({ structure: 'no-limit', uneven: level >= 2 }),
    style: level === 1 ? STYLES.raisy : STYLES.allIn,
    // Level 1: any raise to answer; level 2: after a bet or raise; level 3: after a short all-in.
    wanted: (hand, legal, play) =>
      legal.canRaise && legal.minRaiseTo < legal.allInTo && (level === 1 || hand.currentBet > 0) && (level < 3 || shortAllInThisRound(play)),
    chance: level === 3 ? 0.8 : 0.4,
  });
  return {
    kind: 'min-raise',
    seed,
    level,
    profile,
    question: { kind: 'min-raise', table: d.table },
    answer: { kind: 'min-raise', min_raise_to: d.legal.minRaiseTo },
    phh: d.phh,
    phhComplete: false,
    why: d.legal.why,
    context: null,
  };
}

export const minRaise: DrillModule<'min-raise', null> = {
  kind: 'min-raise',
  generate,
  score: (item, a) => scoreNumber('min_raise_to', item.answer.min_raise_to, a.min_raise_to, (e, g) => `the minimum raise is to ${e}, you said ${g}: the bet plus the last full bet or raise`),
};
