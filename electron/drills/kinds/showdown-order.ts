/**
 * Showdown order: who shows first (the last aggressor on the river, else the first live player
 * left of the button), then clockwise; or all at once when a player is all-in (TDA 16).
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1 and 2. river bets and checked rivers, all-ins now and then;
 * 3. full tables (a quarter of the players fold in the first round, the rest mostly stay in): six
 *    in ten with betting on the river and three live hands or more, three in ten checked rivers
 *    with three live hands or more, the rest all-ins turned face up at once.
 *
 * Games: level 1 hold'em; levels 2 and 3 about half hold'em, and a tenth each seven-card stud,
 * stud hi-lo, razz (a checked last round: the best hand showing shows first, in razz the best
 * low; Robert's Rules), 2-7 triple draw and 2-7 single draw (the last round after the draw stands
 * for the river).
 */
import { createRng, finalAggressor, liveCount, showdownOrder, type Action, type Hand, type Procedure, type Profile, type Variant } from '../../engine';
import { playOn, startPlay, STYLES, tableFor, type Level, type Play, playStyle, type Style } from '../hands/play';
import { gameTable, weighted } from '../hands/steer';
import { askedLater, itemOf } from '../item';
import { scoreBoolean, scoreOrder, scored, seatList } from '../scoring';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule } from '../types';

const TO_SHOWDOWN: Style = playStyle({ fold: 1, call: 6, raise: 1.5, allIn: 0.15, passive: 5 });
/** Many players see the river: few folds, checks and calls, now and then a small raise. */
const STAY_IN: Style = playStyle({ fold: 0.3, call: 6, raise: 0.1, allIn: 0, passive: 6, sizing: 0.1 });
/** The first round at a full table: a quarter of the players fold to the blinds or the bring-in, as at a real table. */
const FIRST_ROUND: Style = playStyle({ ...STAY_IN, fold: 2 });
/** On the river somebody bets, small enough that nobody calls all-in ... */
const RIVER_BET: Style = playStyle({ fold: 0, call: 2, raise: 1.5, allIn: 0, passive: 0, sizing: 0.1 });
/** ... and the others mostly call. */
const RIVER_CALL: Style = playStyle({ fold: 0.6, call: 5, raise: 0, allIn: 0, passive: 1 });

type Target = 'any' | 'river-bet' | 'checked' | 'face-up';
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['any', 1]],
  2: [['any', 1]],
  3: [['river-bet', 0.6], ['checked', 0.33], ['face-up', 0.07]],
};

function reached(play: Play, target: Target): boolean {
  const hand = play.hand;
  if (hand.phase !== 'showdown') return false;
  if (target === 'any') return true;
  const allAtOnce = hand.seats.some((s) => !s.folded && s.stack === 0);
  if (target === 'face-up') return allAtOnce;
  return !allAtOnce && liveCount(hand) >= 3 && (finalAggressor(hand) !== null) === (target === 'river-bet');
}

/** The games of levels 2 and 3, weighted (the module comment). */
export const SHOWDOWN_GAMES: readonly (readonly [Variant, number])[] = [['holdem', 5], ['stud', 1], ['stud-hi-lo', 1], ['razz', 1], ['2-7-triple-draw', 1], ['2-7-single-draw', 1]];

/** The hand's last betting round (the river, seventh street, the round after the last draw). */
const lastRound = (hand: Hand): boolean => hand.round === hand.game.rounds.length - 1;

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'showdown-order', number | null> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  const variant = level === 1 ? 'holdem' : weighted(rng, SHOWDOWN_GAMES);
  const style = (hand: Hand): Style => {
    if (target === 'face-up') return STYLES.allIn;
    if (target === 'any') return TO_SHOWDOWN;
    if (!lastRound(hand)) return hand.round === 0 && level === 3 ? FIRST_ROUND : STAY_IN;
    if (target === 'checked') return STYLES.checkDown;
    return hand.currentBet === 0 ? RIVER_BET : RIVER_CALL;
  };
  for (let attempt = 0; ; attempt++) {
    const config = variant === 'holdem' ? tableFor(rng, level, profile, { uneven: target === 'face-up' }) : gameTable(rng, level, profile, variant, { uneven: target === 'face-up' });
    const play = startPlay(rng, level, config);
    playOn(play, style);
    if (!reached(play, target) && (attempt < 40 || play.hand.phase !== 'showdown')) continue;
    return itemOf(askShowdownOrder(play.hand, play.actions), seed, level, profile, true, config, play.actions);
  }
}

/**
 * The question at the showdown: who shows first, and whether all at once. With a `procedure` (a
 * whole hand's showdown run by the engine's procedure.ts, which reads the order from showdownOrder
 * too) its reasons explain the step, built only when read: who shows first, who may muck, the
 * winning hand tabled.
 */
export function askShowdownOrder(hand: Hand, actions: readonly Action[], procedure?: () => Procedure): Asked<'showdown-order', number | null> {
  const order = showdownOrder(hand, !procedure);
  const question = { kind: 'showdown-order' as const, table: tableView(hand, actions, { hideFinalAggressor: true }) };
  const answer = { kind: 'showdown-order' as const, showdown_order: order.order, all_at_once: order.allAtOnce };
  if (procedure) return askedLater('showdown-order', question, answer, finalAggressor(hand), () => procedure().why);
  return { kind: 'showdown-order', question, answer, why: [order.why], context: finalAggressor(hand) };
}

const sameOrder = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((s, k) => s === b[k]);

/**
 * An order in turn is two parts: who shows first, and the order of the others after. A part is
 * earned only for what the answer got right: an answer of all at once, or a wrong first and a
 * wrong rest, earns nothing. All at once (TDA 16) is one part: there is no order to judge.
 */
export const showdownOrderDrill: DrillModule<'showdown-order', number | null> = {
  kind: 'showdown-order',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const first = e.showdown_order[0];
    const allAtOnce = scoreBoolean('all_at_once', e.all_at_once, a.all_at_once, e.all_at_once ? 'a player is all-in and no betting remains: every hand is turned face up at once (TDA 16)' : 'nobody is all-in: the hands are shown in order, not all at once');
    // TDA 16: when every hand goes face up at once there is no order to judge.
    if (e.all_at_once) return allAtOnce;
    if (a.all_at_once) return scored(0, 2, allAtOnce.mistakes);
    const given = a.showdown_order;
    const earned = (given[0] === first ? 1 : 0) + (given.length > 0 && sameOrder(given.slice(1), e.showdown_order.slice(1)) ? 1 : 0);
    if (earned === 2) return scored(2, 2);
    // Who shows first in the flop games is said here; in stud and the draw games by the engine's own reason (the cards showing, the last round).
    const board = item.question.table.variant === 'holdem' || item.question.table.variant.startsWith('omaha');
    const why =
      given[0] !== first
        ? board
          ? `seat ${first} shows first: ${first === item.context ? 'the last aggressor on the river' : 'the river was checked, so the first live player left of the button'}; then clockwise: ${seatList(e.showdown_order)}`
          : `${item.why[0].text}; then clockwise: ${seatList(e.showdown_order)}`
        : `after seat ${first}, the hands are shown clockwise: ${seatList(e.showdown_order)}`;
    return scored(earned, 2, scoreOrder('showdown_order', e.showdown_order, given, () => why).mistakes);
  },
};
