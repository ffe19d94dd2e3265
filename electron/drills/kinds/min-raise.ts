/**
 * No-limit: the smallest bet or raise allowed (TDA 43), after bets, raises and short all-ins; and
 * fixed-limit stud, where every bet and raise is one unit (RULES, fixed limit).
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1. any raise or bet to answer, small tables;
 * 2. bets after the flop (the minimum bet), re-raises after a raise, a raise after a short all-in;
 * 3. mostly after a short all-in (the minimum measured from the last full raise), with re-raises
 *    and bets after the flop; short stacks at the table.
 *
 * Fixed-limit stud (seven-card stud, stud hi-lo, razz) at levels 2 and 3, one item in seven: the
 * completion of the bring-in to the small bet, a raise after the completion (one more small bet),
 * fourth street (the small bet; with a pair showing, seven-card stud's cash games allow the big bet
 * too, and the smallest is still the small bet).
 */
import { createRng, GAMES, legalActions, type Action, type Hand, type LegalActions, type Profile } from '../../engine';
import { STYLES, type Level, type Play } from '../hands/play';
import { plainTable, shortAllInTable, STUD_GAMES, studTable, weighted } from '../hands/steer';
import { findDecision, shortAllInThisRound } from '../hands/decide';
import { scoreNumber } from '../scoring';
import { askedLater, itemOf } from '../item';
import { tableView } from '../hands/view';
import { nothingBet } from '../../../shared/table';
import type { Asked, DrillItem, DrillModule } from '../types';

type Target = 'any' | 'bet' | 're-raise' | 'short-all-in' | 'stud';
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['any', 1]],
  2: [['bet', 0.3], ['re-raise', 0.35], ['short-all-in', 0.15], ['any', 0.05], ['stud', 0.15]],
  3: [['short-all-in', 0.4], ['re-raise', 0.25], ['bet', 0.2], ['stud', 0.15]],
};

/** A raise to answer: the player may raise by more than an all-in would. */
const raisable = (legal: LegalActions): boolean => legal.canRaise && legal.minRaiseTo < legal.allInTo;

const WANTED: Record<Target, (hand: Hand, legal: LegalActions, play: Play) => boolean> = {
  any: (_hand, legal) => raisable(legal),
  // Nothing faced after the flop: the minimum bet.
  bet: (hand, legal) => raisable(legal) && hand.street !== 'preflop' && hand.currentBet === 0,
  // Facing a raise (preflop the blind is the bet): the minimum re-raise.
  're-raise': (hand, legal) => raisable(legal) && hand.betCount >= 2 && legal.toCall > 0,
  'short-all-in': (_hand, legal, play) => raisable(legal) && shortAllInThisRound(play),
  // Stud's third and fourth streets, past the bring-in itself.
  stud: (hand, legal) => raisable(legal) && legal.bringIn === 0 && hand.round <= 1,
};

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'min-raise', null> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  const d = findDecision(rng, level, {
    // Short all-ins come from a table steered to them (steering, not retrying).
    table: (r) =>
      target === 'stud'
        ? { config: studTable(r, level, profile, r.pick(STUD_GAMES)), style: () => STYLES.normal }
        : target === 'short-all-in'
        ? shortAllInTable(r, level, profile, 'no-limit')
        : plainTable(r, level, profile, { structure: 'no-limit', uneven: level >= 2 }, target === 'bet' ? STYLES.normal : level === 1 || target === 're-raise' ? STYLES.raisy : STYLES.allIn),
    wanted: WANTED[target],
    chance: target === 'short-all-in' ? 0.8 : 0.4,
  });
  return itemOf(askMinRaise(d.play.hand, d.play.actions, d.legal, d.reasoned), seed, level, profile, false, d.play.config, d.play.actions);
}

/** The question at a decision: `legal` the player's legal actions, `reasoned` the same with their reasons (built when read). */
export function askMinRaise(hand: Hand, actions: readonly Action[], legal = legalActions(hand)!, reasoned = (): LegalActions => legal): Asked<'min-raise', null> {
  const question = { kind: 'min-raise' as const, table: tableView(hand, actions) };
  return askedLater('min-raise', question, { kind: 'min-raise', min_raise_to: legal.minRaiseTo }, null, () => reasoned().why);
}

export const minRaise: DrillModule<'min-raise', null> = {
  kind: 'min-raise',
  generate,
  score: (item, a) =>
    // Nothing faced: the question is the minimum bet.
    nothingBet(item.question.table)
      ? scoreNumber('min_raise_to', item.answer.min_raise_to, a.min_raise_to, (e, g) => `the minimum bet is ${e}, you said ${g}`, 'wrong-min_bet')
      : item.question.table.structure === 'fixed-limit'
        ? GAMES[item.question.table.variant].family === 'stud'
          ? scoreNumber('min_raise_to', item.answer.min_raise_to, a.min_raise_to, (e, g) => `the smallest raise is to ${e}, you said ${g}: in fixed limit a raise is one unit more (third and fourth street the small bet; facing the bring-in, the completion to the small bet)`, 'wrong-min_raise-stud')
          : scoreNumber('min_raise_to', item.answer.min_raise_to, a.min_raise_to, (e, g) => `the smallest raise is to ${e}, you said ${g}: in fixed limit a raise is one unit more (the small bet in the small-bet rounds, the big bet in the big-bet rounds)`, 'wrong-min_raise-limit')
        : scoreNumber('min_raise_to', item.answer.min_raise_to, a.min_raise_to, (e, g) => `the minimum raise is to ${e}, you said ${g}: the bet plus the last full bet or raise`),
};
