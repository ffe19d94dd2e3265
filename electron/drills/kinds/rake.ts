/**
 * Rake (RULES.md, side pots; cash games only): the hand is over and its pots are built; the room's
 * posted rake (percentage, cap, no flop no drop) is on the table. The trainee takes the rake from
 * each pot, the main pot first, and says what each pot is after rake. The engine's settlement
 * (rakePots) answers and explains, pot by pot.
 *
 * Levels:
 * 1. two or three players, one pot, 10 % or 5 %, a cap the pot does not reach;
 * 2. four to six players: side pots, a cap that a pot reaches, hands won before the flop (no drop);
 * 3. full tables: three pots or more, the cap reached part way through them, 25 chips (each
 *    pot's percentage rounded down to the chip).
 */
import { createRng, explain, ledgerOf, potLayers, rakePots, smallestChip, type Action, type Hand, type Profile, type RakeOptions, type Rng } from '../../engine';
import { askedLater, itemOf } from '../item';
import { playOn, startPlay, STYLES, type Level, type Play, playStyle, type Style } from '../hands/play';
import { allInLadder, plainTable, weighted } from '../hands/steer';
import { chips, combine, mistake, potName, scored } from '../scoring';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule, Scored } from '../types';

/** What the level's hands are steered to: a plain hand, side pots, or one won before the flop. */
type Target = 'plain' | 'side-pots' | 'no-flop';
const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['plain', 1]],
  2: [['plain', 0.45], ['side-pots', 0.4], ['no-flop', 0.15]],
  3: [['plain', 0.2], ['side-pots', 0.7], ['no-flop', 0.1]],
};
/** The posted percentages. */
const PERCENT: Record<Level, readonly number[]> = { 1: [10, 5], 2: [5, 10], 3: [5, 10] };
/** Level 2: caps posted in big blinds, which some pots reach. */
const CAP_BB = [2, 3, 4, 5];

/**
 * The cap the room posts: level 1 a round cap above what the hand pays; level 2 a few big blinds;
 * level 3 mostly one that the pots reach part way through (after the main pot), else a few big blinds.
 */
function postedCap(rng: Rng, level: Level, bb: number, shares: readonly number[], chip: number): number {
  const total = shares.reduce((a, b) => a + b, 0);
  if (level === 1) return Math.max(5, Math.ceil((total + 1) / (5 * bb)) * 5) * bb;
  const first = shares[0];
  if (level === 3 && shares.length > 1 && total - first > chip && rng.next() < 0.75) {
    const raw = first + chip + rng.int(Math.floor((total - first - chip) / chip)) * chip;
    const round = raw - (raw % 100); // posted caps are round numbers where they can be
    return round > first ? round : raw;
  }
  return rng.pick(CAP_BB) * bb;
}

const TO_SHOWDOWN: Style = playStyle({ fold: 1.5, call: 6, raise: 1.5, allIn: 0.3, passive: 5 });
/** Preflop raises that everybody folds to. */
const STEAL: Style = playStyle({ fold: 8, call: 0.3, raise: 3, allIn: 0, passive: 0.2 });

/** The hand is what the target asks: won before the flop, or raked with side pots, or (level 1) one pot. */
const reached = (play: Play, target: Target): boolean => {
  const hand = play.hand;
  if (target === 'no-flop') return hand.board.length === 0;
  if (hand.board.length === 0) return false;
  const pots = potLayers(ledgerOf(hand)).length;
  return target === 'side-pots' ? pots >= 2 : play.level > 1 || pots === 1;
};

export function generate(seed: number, level: Level, _profile: Profile): DrillItem<'rake', null> {
  // Rake is a cash-game matter: tournaments charge an entry fee instead.
  const profile: Profile = 'cash';
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  for (let attempt = 0; ; attempt++) {
    const ladder = target === 'side-pots' && level === 3;
    const table = ladder ? allInLadder(rng, level, profile) : plainTable(rng, level, profile, { uneven: target === 'side-pots' }, target === 'no-flop' ? STEAL : target === 'side-pots' ? STYLES.allIn : TO_SHOWDOWN);
    const play = startPlay(rng, level, table.config);
    playOn(play, table.style);
    if (!reached(play, target) && attempt < 40) continue;
    // The rake changes nothing in the play: it is posted with the pots in view, to reach what the level promises.
    const hand = play.hand;
    const percent = rng.pick(PERCENT[level]);
    const amounts = potLayers(ledgerOf(hand)).map((p) => p.amount);
    const unit = smallestChip(hand);
    const shares = rakePots({ percent, cap: Infinity, noFlopNoDrop: false }, amounts, unit, true, false).taken;
    const rake: RakeOptions = { percent, cap: postedCap(rng, level, Math.max(...table.config.blinds), shares, unit), noFlopNoDrop: true };
    return itemOf(askRake(hand, play.actions, rake), seed, level, profile, true, table.config, play.actions);
  }
}

/**
 * The question at the end of a raked hand: the pots as built, the rake posted. `flop`: whether the
 * hand went past its first betting round (no flop, no drop: in stud and the draws, as the engine's
 * settlement reads it, fourth street or the draw).
 */
export function askRake(hand: Hand, actions: readonly Action[], posted: RakeOptions, flop = hand.board.length > 0): Asked<'rake', null> {
  const layers = potLayers(ledgerOf(hand));
  const amounts = layers.map((p) => p.amount);
  const pots = layers.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() }));
  const unit = smallestChip(hand);
  const { taken } = rakePots(posted, amounts, unit, flop, false);
  return askedLater(
    'rake',
    { kind: 'rake', table: tableView(hand, actions, { middle: pots }), postedRake: { percent: posted.percent, cap: posted.cap, noFlopNoDrop: posted.noFlopNoDrop } },
    { kind: 'rake', rake: taken.map((amount, pot) => ({ pot, amount })), after_rake: taken.map((amount, pot) => ({ pot, amount: amounts[pot] - amount })) },
    null,
    () => [
      explain('RULES rake', 'rake-posted', { percent: posted.percent, cap: posted.cap, unit }, `the room takes ${posted.percent} % of each pot, rounded down to the ${unit} chip, the main pot first, at most ${posted.cap} a hand; no flop, no drop`),
      // Only called money is raked: what nobody called went back first.
      ...hand.returned.flatMap((amount, seat) => (amount > 0 ? [explain('RULES rake', 'rake-uncalled', { seat, amount }, `the ${amount} nobody called went back to seat ${seat}: it pays no rake`)] : [])),
      ...rakePots(posted, amounts, unit, flop).why,
    ],
  );
}

/** One pot: the rake taken from it and what is left, a part each. */
function scorePot(item: Asked<'rake', null>, pot: number, given: { rake: number | undefined; after: number | undefined }): Scored {
  const rake = item.answer.rake[pot].amount;
  const after = item.answer.after_rake[pot].amount;
  const out: Scored[] = [];
  const values = (expected: number, g: number) => ({ pot, expected, given: g });
  const g = given.rake ?? 0;
  out.push(g === rake ? scored(1, 1) : scored(0, 1, [mistake(`rake[${pot}]`, rake, g, 'rake-amount', values(rake, g), `the rake from ${potName(pot)} is ${chips(rake)}, you took ${chips(g)}`)]));
  const a = given.after ?? 0;
  out.push(a === after ? scored(1, 1) : scored(0, 1, [mistake(`after_rake[${pot}]`, after, a, 'rake-after', values(after, a), `${potName(pot)} after rake is ${chips(after)}, you said ${chips(a)}`)]));
  return combine(...out);
}

export const rakeDrill: DrillModule<'rake', null> = {
  kind: 'rake',
  generate,
  score: (item, a) =>
    combine(
      ...item.answer.rake.map((_, pot) =>
        scorePot(item, pot, { rake: a.rake.find((r) => r.pot === pot)?.amount, after: a.after_rake.find((r) => r.pot === pot)?.amount }),
      ),
    ),
};
