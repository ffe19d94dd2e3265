/**
 * May this player raise, and within what amounts? Reopening after short all-ins (TDA 47), the
 * limit cap and heads-up, the half-bet rule of fixed limit. Answered as the phh command's decisions.
 */
import { legalActions, type Action, type Hand, type Profile, type Structure } from '../engine';
import { STYLES, type Level } from './play';
import { findDecision, shortAllInThisRound } from './decide';
import { combine, scoreBoolean, scoreNumber } from './scoring';
import { itemOf } from './item';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule } from './types';

const STRUCTURES: Record<Level, readonly Structure[]> = {
  1: ['no-limit', 'fixed-limit'],
  2: ['no-limit', 'fixed-limit', 'pot-limit'],
  3: ['no-limit', 'fixed-limit', 'pot-limit'],
};

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'action', null> {
  const d = findDecision(seed, level, profile, {
    shape: (rng) => {
      const structure = rng.pick(STRUCTURES[level]);
      return { structure, variant: structure === 'pot-limit' ? 'omaha' : 'holdem', uneven: level >= 2 };
    },
    style: level === 1 ? STYLES.raisy : STYLES.allIn,
    // The interesting spots: facing a bet with a limit cap near, or a short all-in this round.
    wanted: (_hand, legal, play) =>
      legal.toCall > 0 && (level === 1 || !legal.canRaise || shortAllInThisRound(play) || (legal.cap !== null && legal.cap.raisesLeft !== null && legal.cap.raisesLeft <= 1)),
    chance: 0.6,
  });
  return itemOf(askAction(d.play.hand, d.play.actions, d.legal), seed, level, profile, false, d.play.config, d.play.actions);
}

/** The question at the player's decision; `legal` with its reasons, when already at hand. */
export function askAction(hand: Hand, actions: readonly Action[], legal = legalActions(hand)!): Asked<'action', null> {
  const l = legal;
  return {
    kind: 'action',
    question: { kind: 'action', table: tableView(hand, actions) },
    answer: { kind: 'action', to_call: l.toCall, can_raise: l.canRaise, min_raise_to: l.minRaiseTo, max_raise_to: l.maxRaiseTo },
    why: [l.reopen.why, ...l.why.filter((w) => w !== l.reopen.why)].filter((w) => w !== undefined),
    context: null,
  };
}

export const action: DrillModule<'action', null> = {
  kind: 'action',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const parts = [
      scoreNumber('to_call', e.to_call, a.to_call, (x, g) => `the call is ${x}, you said ${g}`),
      scoreBoolean(
        'can_raise',
        e.can_raise,
        a.can_raise,
        e.can_raise ? `seat ${item.question.table.toAct} may raise: ${item.why[0]?.text ?? ''}` : `seat ${item.question.table.toAct} may not raise: ${item.why.find((w) => w.key !== 'not-acted')?.text ?? item.why[0]?.text ?? ''}`,
      ),
    ];
    // The bounds are asked only when a raise is allowed; both are 0 otherwise, as in the phh command.
    if (e.can_raise) {
      parts.push(
        scoreNumber('min_raise_to', e.min_raise_to, a.min_raise_to, (x, g) => `the smallest raise is to ${x}, you said ${g}`),
        scoreNumber('max_raise_to', e.max_raise_to, a.max_raise_to, (x, g) => `the largest raise is to ${x}, you said ${g}`),
      );
    }
    return combine(...parts);
  },
};
