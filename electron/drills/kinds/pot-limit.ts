/**
 * Pot-limit: the call, the pot after the call, and the largest raise-to (RULES, pot-limit).
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1. the pot limit wherever it binds, mostly before the flop (the blinds count as bets);
 * 2. seven in ten after the flop, with chips from earlier rounds in the pot, most of them facing
 *    a bet (with none faced, the largest bet is the pot shown in the middle); one in ten where the
 *    stack, not the pot, is the limit;
 * 3. half after the flop, most facing a bet, and three items in ten where the stack is the limit.
 */
import { createRng, legalActions, type Action, type Hand, type LegalActions, type Profile } from '../../engine';
import { STYLES, type Level, playStyle, type Style } from '../hands/play';
import { plainTable, weighted } from '../hands/steer';
import { findDecision } from '../hands/decide';
import { combine, scoreNumber } from '../scoring';
import { askedLater, itemOf } from '../item';
import { tableView } from '../hands/view';
import { nothingBet } from '../../../shared/table';
import type { Asked, DrillItem, DrillModule } from '../types';

type Target = 'any' | 'after-flop' | 'after-flop-bet' | 'stack';
const SEE_THE_FLOP: Style = playStyle({ fold: 2.5, call: 5, raise: 0.5, allIn: 0, passive: 4 });
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['any', 1]],
  2: [['after-flop-bet', 0.55], ['after-flop', 0.15], ['stack', 0.1], ['any', 0.2]],
  3: [['after-flop-bet', 0.38], ['after-flop', 0.12], ['stack', 0.3], ['any', 0.2]],
};

/** The pot limit binds: the player may raise and has more than the pot allows. */
const potBinds = (legal: LegalActions): boolean => legal.canRaise && legal.potLimit !== null && legal.potLimit.maxRaiseTo < legal.allInTo;
/** The stack binds: the pot would allow more than the player has, who can still raise more than the minimum. */
const stackBinds = (legal: LegalActions): boolean => legal.canRaise && legal.potLimit !== null && legal.potLimit.maxRaiseTo >= legal.allInTo && legal.minRaiseTo < legal.allInTo;

const WANTED: Record<Target, (hand: Hand, legal: LegalActions) => boolean> = {
  any: (_hand, legal) => potBinds(legal),
  'after-flop': (hand, legal) => hand.street !== 'preflop' && potBinds(legal),
  'after-flop-bet': (hand, legal) => hand.street !== 'preflop' && hand.currentBet > 0 && potBinds(legal),
  stack: (_hand, legal) => stackBinds(legal),
};

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'pot-limit', null> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  const style = level === 3 ? STYLES.allIn : STYLES.raisy;
  // Facing a bet after the flop: bets and raises rather than all-ins, which the pot limit would not bind.
  const afterFlop = target === 'after-flop-bet' ? STYLES.raisy : style;
  const d = findDecision(rng, level, {
    table: (r) =>
      // After the flop: most players see it (calls before the flop), then bets and raises.
      plainTable(r, level, profile, { structure: 'pot-limit', variant: 'omaha', uneven: level === 3 || target === 'stack' }, target === 'after-flop' || target === 'after-flop-bet' ? (hand) => (hand.street === 'preflop' ? SEE_THE_FLOP : afterFlop) : style),
    wanted: WANTED[target],
    chance: level === 1 || target !== 'any' ? 0.6 : 0.35,
  });
  return itemOf(askPotLimit(d.play.hand, d.play.actions, d.legal, d.reasoned), seed, level, profile, false, d.play.config, d.play.actions);
}

/** The question at a decision: `legal` the player's legal actions, `reasoned` the same with their reasons (built when read). */
export function askPotLimit(hand: Hand, actions: readonly Action[], legal = legalActions(hand)!, reasoned = (): LegalActions => legal): Asked<'pot-limit', null> {
  const question = { kind: 'pot-limit' as const, table: tableView(hand, actions) };
  const answer = { kind: 'pot-limit' as const, to_call: legal.toCall, pot: legal.potLimit!.potAfterCall, max_raise_to: legal.maxRaiseTo };
  return askedLater('pot-limit', question, answer, null, () => reasoned().why);
}

export const potLimit: DrillModule<'pot-limit', null> = {
  kind: 'pot-limit',
  generate,
  score: (item, a) => {
    const bet = nothingBet(item.question.table); // nothing faced: a bet
    return combine(
      scoreNumber('to_call', item.answer.to_call, a.to_call, (e, g) => `the call is ${e}, you said ${g}`),
      scoreNumber('pot', item.answer.pot, a.pot, (e, g) => `the pot after the call is ${e}, you said ${g}: chips in the middle, every bet in front and the call`),
      bet
        ? scoreNumber('max_raise_to', item.answer.max_raise_to, a.max_raise_to, (e, g) => `the largest bet is ${e}, you said ${g}`, 'wrong-max_bet')
        : scoreNumber('max_raise_to', item.answer.max_raise_to, a.max_raise_to, (e, g) => `the maximum is a raise to ${e}, you said ${g}`),
    );
  },
};
