/**
 * Showdown procedure (RULES.md, showdown; procedure.ts): a river showdown with several hands and
 * what each player did with their cards. The trainee rules as the dealer: who shows first, each
 * live hand's status (shown, may muck, killed, show one show all, tabled because it wins), the
 * winners (cards speak), and, when a hand was announced wrongly, whether a penalty may follow
 * (cash profile only).
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1. two or three players: a losing hand held face down (may muck), a hand mucked (killed), a
 *    checked river;
 * 2. four to six players: the above, a hand shown to one player (show one, show all), a wrong
 *    announcement (cards speak);
 * 3. six to ten players, two situations at once: the winner shown then thrown away (tabled), the
 *    best hand mucked (killed), a wrong announcement, show one show all.
 */
import { bestHigh, createRng, finalAggressor, showdownOrder, showdownProcedure, type Action, type Card, type Hand, type HandCategory, type Profile, type Rng, type ShowdownEvent } from '../../engine';
import { handCategories } from '../../../shared/enums';
import { playOn, startPlay, STYLES, tableFor, type Level, type Play, playStyle, type Style } from '../hands/play';
import { weighted } from '../hands/steer';
import { itemOf } from '../item';
import { combine, mistake, scored, scoreOrder, seatList } from '../scoring';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule } from '../types';

export type Target = 'may-muck' | 'killed' | 'checked' | 'show-all' | 'cards-speak' | 'tabled' | 'killed-best';
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['may-muck', 0.4], ['killed', 0.3], ['checked', 0.3]],
  2: [['may-muck', 0.2], ['killed', 0.2], ['show-all', 0.3], ['cards-speak', 0.3]],
  3: [['tabled', 0.35], ['killed-best', 0.25], ['cards-speak', 0.25], ['show-all', 0.15]],
};
/** Level 3 adds a second situation to the first. */
const SECOND: readonly Target[] = ['may-muck', 'killed', 'show-all', 'cards-speak'];

/** Many players see the river: few folds, checks and calls. */
const STAY_IN: Style = playStyle({ fold: 0.3, call: 6, raise: 0.1, allIn: 0, passive: 6, sizing: 0.1 });
const RIVER_BET: Style = playStyle({ fold: 0, call: 2, raise: 1.5, allIn: 0, passive: 0, sizing: 0.1 });
const RIVER_CALL: Style = playStyle({ fold: 0.3, call: 5, raise: 0, allIn: 0, passive: 1 });

const PLAYERS: Record<Level, readonly [number, number]> = { 1: [2, 3], 2: [4, 6], 3: [6, 10] };

export interface Context {
  targets: Target[];
}

const value = (hand: Hand, seat: number) => bestHigh(hand.game, hand.seats[seat].hole as Card[], hand.board);

/** What each live player does, steered to the targets; null when this showdown cannot make them. */
function eventsFor(rng: Rng, hand: Hand, level: Level, targets: readonly Target[]): ShowdownEvent[] | null {
  const order = showdownOrder(hand, false).order;
  const score = new Map(order.map((s) => [s, value(hand, s).score]));
  const acts = new Map<number, ShowdownEvent['act']>();
  // In turn: the first shows; a later hand beaten by one shown already is held (may muck), now and then mucked or shown anyway.
  let best = -1;
  for (const [k, seat] of order.entries()) {
    const sc = score.get(seat)!;
    let act: ShowdownEvent['act'] = 'show';
    if (k > 0 && sc < best) act = weighted(rng, [['wait', 0.6], ['muck', 0.2], ['show', 0.2]] as const);
    acts.set(seat, act);
    if (act === 'show') best = Math.max(best, sc);
  }
  const later = order.slice(1);
  const top = Math.max(...order.map((s) => score.get(s)!));
  const bestSeats = order.filter((s) => score.get(s) === top);
  for (const t of targets) {
    if (t === 'may-muck') {
      if (![...acts].some(([s, a]) => a === 'wait' && s !== order[0])) {
        const beaten = later.filter((s) => score.get(s)! < score.get(order[0])!);
        if (!beaten.length) return null;
        acts.set(rng.pick(beaten), 'wait');
      }
    } else if (t === 'killed') {
      const s = rng.pick(later.filter((x) => !bestSeats.includes(x)).length ? later.filter((x) => !bestSeats.includes(x)) : later);
      acts.set(s, 'muck');
    } else if (t === 'killed-best') {
      // The best hand thrown into the muck: it cannot win. Only a single best hand, not the first to show.
      if (bestSeats.length !== 1 || bestSeats[0] === order[0]) return null;
      acts.set(bestSeats[0], 'muck');
    } else if (t === 'tabled') {
      if (bestSeats.length !== 1) return null;
      acts.set(bestSeats[0], 'show-then-muck');
    } else if (t === 'show-all') {
      const free = later.filter((s) => acts.get(s) !== 'muck' && acts.get(s) !== 'show-then-muck');
      if (!free.length) return null;
      acts.set(rng.pick(free), 'show-one');
    }
  }
  // A hand held face down must be beaten by a hand tabled: otherwise its player shows it.
  const tabled = (a: ShowdownEvent['act']) => a === 'show' || a === 'show-one' || a === 'show-then-muck';
  for (const seat of order) {
    const bestTabled = Math.max(-1, ...order.filter((s) => tabled(acts.get(s)!)).map((s) => score.get(s)!));
    if (acts.get(seat) === 'wait' && score.get(seat)! >= bestTabled) acts.set(seat, 'show');
  }
  if (!order.some((s) => tabled(acts.get(s)!))) return null;
  const events: ShowdownEvent[] = order.map((seat) => ({ seat, act: acts.get(seat)!, announced: null }));
  if (targets.includes('cards-speak')) {
    const shown = events.filter((e) => tabled(e.act));
    const e = rng.pick(shown);
    const actual = value(hand, e.seat).category;
    e.announced = rng.pick(handCategories.filter((c) => c !== actual)) as HandCategory;
    // Another shown hand now and then announced rightly.
    const other = shown.find((x) => x !== e);
    if (other && rng.int(2) === 0) other.announced = value(hand, other.seat).category;
  }
  if (level === 1 && targets.includes('may-muck') && !events.some((e) => e.act === 'wait')) return null;
  return events.sort((a, b) => a.seat - b.seat);
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'showdown-procedure', Context> {
  const rng = createRng(seed);
  const first = weighted(rng, TARGETS[level]);
  const targets: Target[] = [first];
  if (level === 3) targets.push(rng.pick(SECOND.filter((t) => t !== first)));
  const checked = first === 'checked';
  const style = (hand: Hand): Style => {
    if (hand.street !== 'river') return STAY_IN;
    if (checked) return STYLES.checkDown;
    return hand.currentBet === 0 ? RIVER_BET : RIVER_CALL;
  };
  for (let attempt = 0; attempt < 500; attempt++) {
    const config = tableFor(rng, level, profile, { players: PLAYERS[level] });
    const play: Play = startPlay(rng, level, config);
    playOn(play, style);
    const hand = play.hand;
    if (hand.phase !== 'showdown' || hand.board.length < 5) continue;
    const live = hand.seats.filter((s) => !s.folded);
    // No all-in: with one, every hand is turned up at once (TDA 16) and there is no procedure to run.
    if (live.length < (level === 1 ? 2 : 3) || live.some((s) => s.stack === 0)) continue;
    if ((finalAggressor(hand) === null) !== checked && attempt < 200) continue;
    const events = eventsFor(rng, hand, level, targets.filter((t) => t !== 'checked'));
    if (!events) continue;
    return itemOf(askProcedure(hand, play.actions, events, targets), seed, level, profile, false, config, play.actions);
  }
  throw new Error(`no showdown for seed ${seed}`);
}

/** The reasons that name the first to show, not a hand's status. */
const FIRST_KEYS: ReadonlySet<string> = new Set(['last-aggressor-first', 'left-of-button-first']);

const tabledActs: ReadonlySet<ShowdownEvent['act']> = new Set(['show', 'show-one', 'show-then-muck']);

/** The question at the river showdown: the table with the tabled hands face up, and each player's act. */
export function askProcedure(hand: Hand, actions: readonly Action[], events: readonly ShowdownEvent[], targets: Target[]): Asked<'showdown-procedure', Context> {
  const p = showdownProcedure(hand, events);
  const asksPenalty = p.misannounced.length > 0;
  return {
    kind: 'showdown-procedure',
    question: {
      kind: 'showdown-procedure',
      table: tableView(hand, actions, { faceUp: events.filter((e) => tabledActs.has(e.act)).map((e) => e.seat) }),
      events: events.map((e) => ({ seat: e.seat, act: e.act, announced: e.announced })),
      asksPenalty,
    },
    answer: {
      kind: 'showdown-procedure',
      first_to_show: p.first,
      hands: p.order.slice().sort((a, b) => a - b).map((seat) => ({ seat, status: p.status[seat] })),
      winners: p.winners,
      penalty: asksPenalty ? p.penaltyPossible : null,
    },
    why: p.why,
    context: { targets },
  };
}

export const showdownProcedureDrill: DrillModule<'showdown-procedure', Context> = {
  kind: 'showdown-procedure',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const why = (key: string) => item.why.find((w) => w.key === key)?.text ?? '';
    const first =
      e.first_to_show === a.first_to_show
        ? scored(1, 1)
        : scored(0, 1, [mistake('first_to_show', e.first_to_show, a.first_to_show, 'wrong-first_to_show', { seat: e.first_to_show, player: a.first_to_show }, `seat ${e.first_to_show} shows first, not seat ${a.first_to_show}: ${item.why[0]?.text ?? ''}`)]);
    // Each live hand's status is a part.
    const hands = e.hands.map((h) => {
      const g = a.hands.find((x) => x.seat === h.seat)?.status ?? null;
      if (g === h.status) return scored(1, 1);
      const reason = item.why.find((w) => w.values.seat === h.seat && w.rule === 'RULES showdown' && !FIRST_KEYS.has(w.key));
      return scored(0, 1, [mistake(`hands[${h.seat}]`, h.status, g, 'wrong-status', { seat: h.seat, expected: h.status, given: g }, `seat ${h.seat}'s hand is ${h.status}, not ${g ?? 'unruled'}${reason ? `: ${reason.text}` : ''}`)]);
    });
    const winners = scoreOrder('winners', e.winners, [...a.winners].sort((x, y) => x - y), () => `the pot goes to ${seatList(e.winners)}: ${why('procedure-winner')}`);
    const parts = [first, ...hands, winners];
    if (e.penalty !== null) {
      parts.push(
        e.penalty === a.penalty
          ? scored(1, 1)
          : scored(0, 1, [mistake('penalty', e.penalty, a.penalty, 'wrong-penalty', { expected: e.penalty, given: a.penalty }, e.penalty ? 'cash game: a player who misannounces on purpose may be penalised' : 'tournament: the cards speak; the wrong announcement is not penalised here')]),
      );
    }
    return combine(...parts);
  },
};
