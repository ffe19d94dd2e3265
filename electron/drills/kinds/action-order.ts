/**
 * Who acts next (RULES.md, Seats and A betting round): clockwise; preflop from the left of the big
 * blind (of the straddle), on later rounds from the first active player left of the button;
 * heads-up the button (the small blind) acts first preflop and last after; folded and all-in
 * players are skipped; unraised, the big blind has the option; when everyone still in has matched
 * the bet or checked, nobody acts (the round is over); a raise sends the action back round to
 * players who acted before it. The answer is the engine's `hand.toAct`, never recomputed here.
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1. preflop and later rounds at three to six players, heads-up preflop and after the flop;
 * 2. folded and all-in players skipped, the big blind's option, a straddle, heads-up;
 * 3. the round over (nobody), the action back to a player after a raise, with the level 2 spots.
 */
import {
  advance,
  cloneHand,
  createRng,
  explain,
  lastBlindSeat,
  legalActions,
  reopenFor,
  standardBlinds,
  Action,
  type Explanation,
  type Hand,
  type LegalActions,
  type Profile,
  type Rng,
} from '../../engine';
import { act, playOn, startPlay, STYLES, tableFor, type Level, type Play, playStyle, type Style } from '../hands/play';
import { weighted } from '../hands/steer';
import { itemOf } from '../item';
import { mistake, scored } from '../scoring';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule } from '../types';

export type Situation = 'preflop' | 'later' | 'heads-up-preflop' | 'heads-up-later' | 'skip-fold' | 'skip-all-in' | 'bb-option' | 'straddle' | 'over' | 'reopened';
type Target = Situation;
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['preflop', 0.35], ['later', 0.35], ['heads-up-preflop', 0.15], ['heads-up-later', 0.15]],
  2: [['skip-fold', 0.25], ['skip-all-in', 0.2], ['bb-option', 0.2], ['straddle', 0.15], ['heads-up-preflop', 0.1], ['heads-up-later', 0.1]],
  3: [['over', 0.25], ['reopened', 0.25], ['straddle', 0.1], ['skip-all-in', 0.15], ['bb-option', 0.1], ['heads-up-later', 0.075], ['skip-fold', 0.075]],
};

/** What the items carry besides the answer: the situations the engine's hand shows at the question. */
export interface OrderContext {
  situations: Situation[];
}

/** Limps and checks, no raises: the big blind keeps the option. */
const LIMPERS: Style = playStyle({ fold: 2, call: 5, raise: 0, allIn: 0, passive: 5 });

/** The seat the action moves on from: the last player to act this round, else where the round starts (RULES Seats). */
function reference(hand: Hand, actions: readonly Action[]): { from: number; start: boolean } {
  for (let k = actions.length - 1; k >= 0; k--) {
    const a = actions[k];
    if (a.type === 'deal-board' || a.type === 'deal-hole' || a.type === 'post') break;
    if (a.type !== 'show' && a.type !== 'muck') return { from: a.seat, start: false };
  }
  return { from: hand.round === 0 ? (lastBlindSeat(hand) ?? hand.config.button) : hand.config.button, start: true };
}

/** Seats strictly between `from` and `to`, clockwise. */
function between(n: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = 1; k < n && (from + k) % n !== to; k++) out.push((from + k) % n);
  return out;
}

const hasStraddle = (hand: Hand): boolean => hand.config.blinds.filter((b) => b > 0).length > 2;

/** The engine's hand after the round's closing check or call, when that action closes it (null otherwise). */
function closing(hand: Hand, legal: LegalActions): { action: Action; after: Hand } | null {
  const seat = legal.seat;
  const action = legal.toCall > 0 ? Action.call(seat) : Action.check(seat);
  const after = cloneHand(hand);
  if (advance(after, action)) return null;
  return after.round !== hand.round || after.phase !== 'betting' ? { action, after } : null;
}

/** The situations the hand shows with `next` to act (null: the round is over). */
function situations(hand: Hand, actions: readonly Action[], next: number | null): Situation[] {
  const out: Situation[] = [];
  const n = hand.seats.length;
  if (next === null) return ['over'];
  const pre = hand.round === 0;
  if (n === 2) out.push(pre ? 'heads-up-preflop' : 'heads-up-later');
  else out.push(pre ? 'preflop' : 'later');
  const { from } = reference(hand, actions);
  const skipped = between(n, from, next);
  if (skipped.some((s) => hand.seats[s].folded)) out.push('skip-fold');
  if (skipped.some((s) => !hand.seats[s].folded && hand.seats[s].stack === 0)) out.push('skip-all-in');
  if (pre && next === lastBlindSeat(hand) && hand.currentBet === hand.config.blinds[next]) out.push(hasStraddle(hand) ? 'straddle' : 'bb-option');
  else if (pre && hasStraddle(hand)) out.push('straddle');
  if (hand.seats[next].actedAt !== null) out.push('reopened');
  return out;
}

/** A table for the target: heads-up, a straddle (four players or more), or the level's own. */
function tableForTarget(rng: Rng, level: Level, profile: Profile, target: Target) {
  const headsUp = target === 'heads-up-preflop' || target === 'heads-up-later';
  const players: readonly [number, number] = headsUp ? [2, 2] : level === 1 ? [3, 6] : target === 'straddle' ? [4, 9] : level === 2 ? [4, 6] : [6, 9];
  const config = tableFor(rng, level, profile, { players, uneven: target === 'skip-all-in' });
  if (target === 'straddle') {
    const live = config.blinds.filter((b) => b > 0);
    const [sb, bb] = [Math.min(...live), Math.max(...live)];
    // RULES Seats: a straddle is a live blind of twice the big blind, from the seat left of it.
    config.blinds = standardBlinds(config.stacks.length, config.button, sb, bb, 2 * bb);
  }
  const style: Style = target === 'skip-all-in' ? STYLES.allIn : target === 'bb-option' ? LIMPERS : target === 'reopened' ? STYLES.raisy : target === 'skip-fold' ? STYLES.folder : STYLES.normal;
  return { config, style };
}

/** Whether the decision (or the round's end right after it) is the target's situation. */
function wanted(target: Target, hand: Hand, legal: LegalActions, play: Play): boolean {
  if (target === 'over') return closing(hand, legal) !== null;
  const found = situations(hand, play.actions, hand.toAct);
  if (target === 'straddle') return found.includes('straddle') && (reference(hand, play.actions).start || found.length > 1 || hand.toAct === lastBlindSeat(hand));
  return found.includes(target);
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'action-order', OrderContext> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  // The first decision of a round is common: asked now and then; a rarer spot where it comes.
  const chance = target === 'preflop' || target === 'later' || target === 'heads-up-later' ? 0.35 : 0.8;
  for (let attempt = 0; ; attempt++) {
    const { config, style } = tableForTarget(rng, level, profile, target);
    const play = startPlay(rng, level, config);
    const desperate = attempt >= 30; // never loop for ever: take the first decision there is
    const stopped = playOn(play, () => style, (hand, legal) => desperate || (wanted(target, hand, legal, play) && rng.next() < chance));
    if (!stopped) continue;
    const hand = play.hand;
    const legal = legalActions(hand, false)!;
    const close = target === 'over' ? closing(hand, legal) : null;
    if (close) {
      // The closing action is made; the table is shown before the dealer gathers the bets.
      const before = cloneHand(hand);
      act(play, close.action);
      return itemOf(askActionOrder(play.hand, play.actions, { before, legal }), seed, level, profile, false, play.config, play.actions);
    }
    return itemOf(askActionOrder(hand, play.actions), seed, level, profile, false, play.config, play.actions);
  }
}

/** Why a seat between the last to act and the next is passed over. */
function skipReason(hand: Hand, seat: number): Explanation {
  const s = hand.seats[seat];
  if (s.folded) return explain('RULES seats', 'skip-folded', { seat }, `seat ${seat} has folded and is passed over`);
  if (s.stack === 0) return explain('RULES all-in', 'skip-all-in', { seat }, `seat ${seat} is all-in and acts no more`);
  return explain('RULES betting round', 'skip-matched', { seat, bet: s.bet }, `seat ${seat} has acted and matched the bet of ${s.bet}`);
}

/**
 * The question at a moment of a betting round: who acts next. `closed`: the hand just after the
 * round's last action, with the hand before it and that action's legal amounts (the table is shown
 * with the bets still in front, as the dealer sees it before gathering).
 */
export function askActionOrder(hand: Hand, actions: readonly Action[], closed?: { before: Hand; legal: LegalActions }): Asked<'action-order', OrderContext> {
  const next = closed ? null : hand.toAct;
  const why: Explanation[] = [];
  let view;
  if (closed) {
    const b = closed.before;
    const seat = closed.legal.seat;
    const bets = b.seats.map((s, i) => s.bet + (i === seat ? closed.legal.toCall : 0));
    const stacks = b.seats.map((s, i) => s.stack - (i === seat ? closed.legal.toCall : 0));
    view = tableView(b, actions, { bets, stacks });
    const bet = Math.max(...bets);
    // RULES A betting round: over when everyone still in and not all-in has put in the same amount, or all have checked.
    if (closed.legal.toCall > 0) {
      why.push(explain('RULES betting round', 'round-over-matched', { seat, bet }, `seat ${seat} has called ${bet}: every player still in and not all-in has put in the same amount, so the round is over and nobody acts; the dealer gathers the bets`));
    } else if (bet > 0) {
      why.push(explain('RULES betting round', 'round-over-option', { seat, bet }, `seat ${seat} checks its option: every player still in has put in ${bet}, so the round is over and nobody acts; the dealer gathers the bets`));
    } else {
      why.push(explain('RULES betting round', 'round-over-checked', { seat, bet }, `seat ${seat} has checked: everyone has checked, so the round is over and nobody acts`));
    }
    return { kind: 'action-order', question: { kind: 'action-order', table: { ...view, toAct: null } }, answer: { kind: 'action-order', next_to_act: null }, why, context: { situations: ['over'] } };
  }
  if (next === null) throw new Error('nobody is to act: ask with the hand before the closing action');
  const seat = next;
  const n = hand.seats.length;
  const { from, start } = reference(hand, actions);
  const pre = hand.round === 0;
  if (start) {
    if (n === 2) {
      why.push(
        pre
          ? explain('RULES seats', 'heads-up-preflop', { seat, button: hand.config.button }, `heads-up the button posts the small blind and acts first preflop: seat ${seat}`)
          : explain('RULES seats', 'heads-up-later', { seat, button: hand.config.button }, `heads-up the button acts last after the flop: seat ${seat}, the big blind, acts first`),
      );
    } else if (pre) {
      why.push(
        hasStraddle(hand)
          ? explain('RULES seats', 'first-after-straddle', { seat, straddle: from }, `preflop the action starts left of the straddle on seat ${from}`)
          : explain('RULES seats', 'first-preflop', { seat, bigBlind: from }, `preflop the action starts left of the big blind on seat ${from}`),
      );
    } else {
      why.push(explain('RULES seats', 'first-later', { seat, button: from }, `after the flop the first player still in left of the button (seat ${from}) acts first: seat ${seat}`));
    }
  } else {
    why.push(explain('RULES seats', 'clockwise', { seat, player: from }, `action goes clockwise: seat ${from} acted last, the next player to act is seat ${seat}`));
  }
  for (const s of between(n, from, seat)) why.push(skipReason(hand, s));
  if (pre && seat === lastBlindSeat(hand) && hand.currentBet === hand.config.blinds[seat]) {
    why.push(explain('RULES seats', hasStraddle(hand) ? 'straddle-option' : 'bb-option', { seat, bet: hand.currentBet }, `nobody has raised: the ${hasStraddle(hand) ? 'straddle' : 'big blind'} on seat ${seat} has the option to check or raise`));
  }
  if (hand.seats[seat].actedAt !== null) {
    why.push(explain('RULES betting round', 'acts-again', { seat, acted: hand.seats[seat].actedAt!, bet: hand.currentBet }, `seat ${seat} acted for ${hand.seats[seat].actedAt} and now faces ${hand.currentBet}: the action comes back to them`));
    why.push(reopenFor(hand, seat).why);
  }
  return {
    kind: 'action-order',
    // The player to act is the answer: the table does not say it.
    question: { kind: 'action-order', table: { ...tableView(hand, actions), toAct: null } },
    answer: { kind: 'action-order', next_to_act: seat },
    why,
    context: { situations: situations(hand, actions, seat) },
  };
}

const name = (seat: number | null): string => (seat === null ? 'nobody' : `seat ${seat}`);

export const actionOrder: DrillModule<'action-order', OrderContext> = {
  kind: 'action-order',
  generate,
  score: (item, a) => {
    const e = item.answer.next_to_act;
    const g = a.next_to_act;
    if (e === g) return scored(1, 1);
    const reasons = item.why.map((w) => w.text).join('; ');
    if (e === null) return scored(0, 1, [mistake('next_to_act', e, g, 'next-nobody', { player: g }, `nobody acts, not ${name(g)}: ${reasons}`)]);
    if (g === null) return scored(0, 1, [mistake('next_to_act', e, g, 'next-not-over', { seat: e }, `the round is not over: seat ${e} acts next: ${reasons}`)]);
    return scored(0, 1, [mistake('next_to_act', e, g, 'wrong-next_to_act', { seat: e, player: g }, `seat ${e} acts next, not seat ${g}: ${reasons}`)]);
  },
};
