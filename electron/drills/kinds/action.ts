/**
 * May this player raise, and within what amounts? Reopening after short all-ins (TDA 47), the
 * limit cap and heads-up, the half-bet rule of fixed limit, the stack and nobody left to raise
 * against. Answered as the phh command's decisions.
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1. any decision facing a bet, no-limit and fixed limit;
 * 2. mostly a decision that turns on a rule: no raise allowed, a short all-in, the cap near;
 * 3. short all-ins in no-limit and pot-limit (not reopened, or reopened by several together);
 *    fixed limit on the half-bet rule, the cap, and the cap heads-up (lifted in the cash profile,
 *    TDA 48 keeps it in tournaments); the half-bet rule asked of the player who bet before the
 *    all-in (A bets 20, B all-in 30 reopens A; all-in 28 does not); a stack short of the call or
 *    nobody to raise against.
 *
 * Fixed-limit stud (seven-card stud, stud hi-lo, razz) at levels 2 and 3, in one item in seven:
 * facing the bring-in (call it, or complete to the small bet), facing the completion or a raise
 * on third street, fourth street; and in seven-card stud's cash games, fourth street with a pair
 * showing, where the bet or raise may be the small bet or the big (Robert's Rules, the double bet).
 */
import { createRng, doubleBetOpen, legalActions, limitUnit, liveCount, type Action, type Hand, type LegalActions, type Profile, type Rng, type Structure } from '../../engine';
import { STYLES, type Level, type Play, playStyle, type Style } from '../hands/play';
import { plainTable, shortAllInTable, STUD_GAMES, studTable, weighted, type SteeredTable } from '../hands/steer';
import { findDecision, shortAllInThisRound } from '../hands/decide';
import { combine, scoreBoolean, scoreNumber } from '../scoring';
import { askedLater, itemOf } from '../item';
import { tableView } from '../hands/view';
import { nothingBet } from '../../../shared/table';
import type { Asked, DrillItem, DrillModule } from '../types';

type Target = 'any' | 'turning' | 'short-all-in' | 'half-bet' | 'limit-opener' | 'cap' | 'heads-up' | 'no-raise' | 'stud' | 'stud-double';
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['any', 1]],
  2: [['turning', 0.75], ['any', 0.1], ['stud', 0.1], ['stud-double', 0.05]],
  3: [['short-all-in', 0.3], ['half-bet', 0.13], ['cap', 0.12], ['heads-up', 0.12], ['no-raise', 0.08], ['limit-opener', 0.08], ['stud', 0.1], ['stud-double', 0.05], ['any', 0.02]],
};

const STRUCTURES: Record<Level, readonly Structure[]> = {
  1: ['no-limit', 'fixed-limit'],
  2: ['no-limit', 'fixed-limit', 'pot-limit'],
  3: ['no-limit', 'fixed-limit', 'pot-limit'],
};

/** Raise and raise again, rarely folding: fixed-limit rounds that reach the cap. */
const CAPPERS: Style = playStyle({ fold: 0.4, call: 3, raise: 6, allIn: 0, passive: 0.5 });
/** Two players who raise each other to the cap and beyond. */
const FIGHTERS: Style = playStyle({ fold: 0, call: 2, raise: 6, allIn: 0, passive: 0.5 });

/** Everything since the player acted was short all-ins: whether they reopen is the question (TDA 47). */
const onShortAllIns = (hand: Hand, legal: LegalActions, play: Play): boolean => {
  const acted = hand.seats[legal.seat].actedAt;
  return shortAllInThisRound(play) && acted !== null && hand.currentBet > acted && hand.fullLevel <= acted;
};
const capReached = (hand: Hand): boolean => hand.betCount >= 1 + hand.options.raiseCap;

const WANTED: Record<Target, (hand: Hand, legal: LegalActions, play: Play) => boolean> = {
  any: (_hand, legal) => legal.toCall > 0,
  turning: (_hand, legal, play) => legal.toCall > 0 && (!legal.canRaise || shortAllInThisRound(play) || (legal.cap !== null && legal.cap.raisesLeft !== null && legal.cap.raisesLeft <= 1)),
  'short-all-in': onShortAllIns,
  // RULES fixed limit: an all-in of less than a full bet or raise, at least half of one or not.
  'half-bet': (_hand, legal, play) => legal.toCall > 0 && shortAllInThisRound(play),
  // RULES fixed limit, TDA 47: the player who acted before short all-ins, not reopened (each under half a bet) or reopened by one of half a bet or more.
  'limit-opener': (hand, legal, play) => {
    const acted = hand.seats[legal.seat].actedAt;
    if (!shortAllInThisRound(play) || acted === null || hand.currentBet <= acted) return false;
    const halfCounted = hand.fullBy < limitUnit(hand) && hand.fullLevel - hand.fullBy === acted;
    return hand.fullLevel <= acted || halfCounted;
  },
  cap: (hand, legal) => legal.toCall > 0 && capReached(hand) && liveCount(hand) > 2,
  'heads-up': (hand, legal) => legal.toCall > 0 && capReached(hand) && liveCount(hand) === 2,
  // Stud's third and fourth streets, past the bring-in itself: the bring-in faced, the completion, a raise.
  stud: (hand, legal) => legal.bringIn === 0 && legal.toCall > 0 && hand.round <= 1,
  // A pair showing on fourth street: the small bet or the double (the one decision there may be a bet, nothing faced).
  'stud-double': (hand, legal) => legal.canRaise && doubleBetOpen(hand),
  'no-raise': (hand, legal) => legal.toCall > 0 && !legal.canRaise && (hand.seats[legal.seat].stack <= legal.toCall || (legal.coverAllTo ?? 0) <= hand.currentBet),
};

/** The table and how it plays, for the target. */
function tableForTarget(rng: Rng, level: Level, profile: Profile, target: Target): SteeredTable {
  // The double bet is seven-card stud's (stud high), in the cash profile; a tournament asks third and fourth street instead.
  if (target === 'stud-double' && profile === 'cash') return { config: studTable(rng, level, profile, 'stud'), style: () => STYLES.normal };
  if (target === 'stud' || target === 'stud-double') return { config: studTable(rng, level, profile, rng.pick(STUD_GAMES)), style: () => STYLES.normal };
  if (target === 'short-all-in') return shortAllInTable(rng, level, profile, rng.pick(['no-limit', 'pot-limit'] as const));
  if (target === 'half-bet' || target === 'limit-opener') return shortAllInTable(rng, level, profile, 'fixed-limit');
  if (target === 'cap') return plainTable(rng, level, profile, { structure: 'fixed-limit' }, CAPPERS);
  if (target === 'heads-up') {
    // Two players raise each other; everybody else folds to the first raise.
    const first = 2 + rng.int(2);
    const second = rng.int(2) === 0 ? 1 : first + 1;
    return plainTable(rng, level, profile, { structure: 'fixed-limit' }, (hand) => (hand.toAct === first || hand.toAct === second ? FIGHTERS : STYLES.quitter));
  }
  const structure = rng.pick(STRUCTURES[level]);
  return plainTable(rng, level, profile, { structure, variant: structure === 'pot-limit' ? 'omaha' : 'holdem', uneven: level >= 2 }, level === 1 ? STYLES.raisy : STYLES.allIn);
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'action', null> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  // A rare spot is asked where it comes; a common one at a random one of its decisions.
  const chance = target === 'any' || target === 'turning' ? 0.6 : 0.9;
  const wanted = WANTED[target === 'stud-double' && profile !== 'cash' ? 'stud' : target];
  const d = findDecision(rng, level, { table: (r) => tableForTarget(r, level, profile, target), wanted, chance });
  return itemOf(askAction(d.play.hand, d.play.actions, d.legal, d.reasoned), seed, level, profile, false, d.play.config, d.play.actions);
}

/** The question at the player's decision: `legal` the player's legal actions, `reasoned` the same with their reasons (built when read). */
export function askAction(hand: Hand, actions: readonly Action[], legal = legalActions(hand)!, reasoned = (): LegalActions => legal): Asked<'action', null> {
  const l = legal;
  const question = { kind: 'action' as const, table: tableView(hand, actions) };
  const answer = { kind: 'action' as const, to_call: l.toCall, can_raise: l.canRaise, min_raise_to: l.minRaiseTo, max_raise_to: l.maxRaiseTo };
  return askedLater('action', question, answer, null, () => {
    const r = reasoned();
    // May not raise: the one true reason. May raise: why the betting is open to the player, then the bounds.
    return r.canRaise ? [r.reopen.why, ...r.why] : r.why;
  });
}

export const action: DrillModule<'action', null> = {
  kind: 'action',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const seat = item.question.table.toAct;
    // Nothing bet yet this round (stud's fourth street, say): the player checks, bets or folds, and the bounds are a bet's.
    const bet = nothingBet(item.question.table);
    const parts = [
      scoreNumber('to_call', e.to_call, a.to_call, (x, g) => `the call is ${x}, you said ${g}`),
      bet
        ? scoreBoolean('can_raise', e.can_raise, a.can_raise, `seat ${seat} ${e.can_raise ? 'may' : 'may not'} bet: ${item.why[0]?.text ?? ''}`, 'wrong-can_bet')
        : scoreBoolean('can_raise', e.can_raise, a.can_raise, `seat ${seat} ${e.can_raise ? 'may' : 'may not'} raise: ${item.why[0]?.text ?? ''}`),
    ];
    // The bounds are asked only when a raise is allowed; both are 0 otherwise, as in the phh command.
    if (e.can_raise && bet) {
      parts.push(
        scoreNumber('min_raise_to', e.min_raise_to, a.min_raise_to, (x, g) => `the minimum bet is ${x}, you said ${g}`, 'wrong-min_bet'),
        scoreNumber('max_raise_to', e.max_raise_to, a.max_raise_to, (x, g) => `the largest bet is ${x}, you said ${g}`, 'wrong-max_bet'),
      );
    } else if (e.can_raise) {
      parts.push(
        scoreNumber('min_raise_to', e.min_raise_to, a.min_raise_to, (x, g) => `the smallest raise is to ${x}, you said ${g}`),
        scoreNumber('max_raise_to', e.max_raise_to, a.max_raise_to, (x, g) => `the largest raise is to ${x}, you said ${g}`),
      );
    }
    return combine(...parts);
  },
};
