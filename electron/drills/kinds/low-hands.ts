/**
 * Low hands: rank the lows at a showdown, best first, and leave out a hand with no low that
 * qualifies. Razz (ace-to-five, best five of seven), 2-7 (deuce-to-seven: straights and flushes
 * count, the ace is high), and the low half of stud hi-lo and Omaha hi-lo (eight or better; Omaha
 * exactly two hole cards and three from the board). The engine reads every low (evaluate-low.ts
 * through showdown.ts's lowOf) and says why one beats another.
 *
 * Levels (each game's share of the items, as drawn; the hand is dealt from a deck rich in low
 * cards and checked down to the showdown):
 * 1. two hands: razz, 2-7 single draw (3 in 10 each) or stud hi-lo (3 in 10);
 * 2. three or four hands: Omaha hi-lo (3 in 10), stud hi-lo, razz, 2-7 single draw; a 2-7 hand is
 *    made a straight or a flush one time in three;
 * 3. four to six hands: Omaha hi-lo (35 in 100, its shared board making ties and lows that do not
 *    qualify), stud hi-lo, razz, 2-7 single and triple draw, with a straight, a flush or the
 *    A-2-3-4-5 (an ace-high in 2-7) one time in two.
 */
import {
  Action,
  cardsToString,
  createRng,
  explain,
  lowBeats,
  lowName,
  lowOf,
  RANK_PLURALS,
  RANKS,
  shuffledDeck,
  type Card,
  type Explanation,
  type Hand,
  type LowValue,
  type Profile,
  type Rng,
  type TableConfig,
  type Variant,
} from '../../engine';
import { act, beginPlay, playOn, STYLES, tableFor, type Level } from '../hands/play';
import { studTable, weighted } from '../hands/steer';
import { askedLater, itemOf } from '../item';
import { combine, mistake, scored, seatList } from '../scoring';
import type { Asked, DrillItem, DrillModule, QuestionOf, Scored } from '../types';

export type LowVariant = Extract<Variant, 'razz' | 'stud-hi-lo' | 'omaha-hi-lo' | '2-7-single-draw' | '2-7-triple-draw'>;
export const GAMES_BY_LEVEL: Record<Level, readonly (readonly [LowVariant, number])[]> = {
  1: [['razz', 0.35], ['2-7-single-draw', 0.35], ['stud-hi-lo', 0.3]],
  2: [['omaha-hi-lo', 0.3], ['stud-hi-lo', 0.25], ['razz', 0.2], ['2-7-single-draw', 0.25]],
  3: [['omaha-hi-lo', 0.35], ['stud-hi-lo', 0.2], ['razz', 0.15], ['2-7-single-draw', 0.15], ['2-7-triple-draw', 0.15]],
};
const PLAYERS: Record<Level, readonly [number, number]> = { 1: [2, 2], 2: [3, 4], 3: [4, 6] };
/** Share of the deck's first cards drawn from the low ranks. */
const LOW_SHARE = 0.75;
/** A 2-7 hand steered to a straight, a flush or the wheel: share by level. */
const TRAP_SHARE: Record<Level, number> = { 1: 0, 2: 1 / 3, 3: 1 / 2 };

const isDeuceToSeven = (v: LowVariant) => v === '2-7-single-draw' || v === '2-7-triple-draw';

/** A shuffled deck whose first cards are mostly low ranks: ace to eight (ace-to-five), deuce to nine (2-7). */
function lowRichDeck(rng: Rng, deuceToSeven: boolean): Card[] {
  const deck = shuffledDeck(rng);
  const low = (c: Card) => (deuceToSeven ? c >> 2 <= 7 : c >> 2 <= 6 || c >> 2 === 12);
  const lows = deck.filter(low);
  const highs = deck.filter((c) => !low(c));
  const out: Card[] = [];
  while (lows.length || highs.length) out.push((rng.next() < LOW_SHARE && lows.length) || !highs.length ? lows.pop()! : highs.pop()!);
  return out;
}

/** Five cards of 2-7 that tempt a wrong read: a straight, a flush of low cards, or A-2-3-4-5 (an ace-high here). */
function trapFive(rng: Rng, deck: Card[]): Card[] {
  const kind = rng.int(3);
  const from = rng.int(4);
  const ranks = kind === 0 ? [0, 1, 2, 3, 4].map((r) => r + from) : kind === 1 ? rng.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, 5) : [12, 0, 1, 2, 3];
  const flushSuit = rng.int(4);
  const take = (rank: number, k: number): Card => {
    // A flush has one suit; the others mix suits (never all five of one).
    const suit = kind === 1 ? flushSuit : (k + rng.int(2)) % 4;
    const at = deck.indexOf(rank * 4 + suit);
    const any = at >= 0 ? at : deck.findIndex((c) => c >> 2 === rank);
    return deck.splice(any, 1)[0];
  };
  return ranks.map(take);
}

function tableOf(rng: Rng, level: Level, profile: Profile, variant: LowVariant): TableConfig {
  if (variant === 'razz' || variant === 'stud-hi-lo') return studTable(rng, level, profile, variant, PLAYERS[level]);
  // The structures PHH has codes for (and the WSOP deals): 2-7 single draw no-limit, the others fixed limit.
  return tableFor(rng, level, profile, { variant, structure: variant === '2-7-single-draw' ? 'no-limit' : 'fixed-limit', players: PLAYERS[level] });
}

/** Each player's best low at the showdown (null: none that qualifies), as the engine reads it. */
const lowsAt = (hand: Hand): (LowValue | null)[] => hand.seats.map((_, seat) => lowOf(hand, seat) ?? null);

/** The players with a low, best first, in groups of equal lows. */
function ranked(lows: readonly (LowValue | null)[]): number[][] {
  const seats = lows.flatMap((v, seat) => (v ? [seat] : [])).sort((a, b) => lows[a]!.score - lows[b]!.score || a - b);
  const groups: number[][] = [];
  for (const seat of seats) {
    const last = groups[groups.length - 1];
    if (last && lows[last[0]]!.score === lows[seat]!.score) last.push(seat);
    else groups.push([seat]);
  }
  return groups;
}

export interface LowContext {
  /** Equal lows together, best first. */
  groups: number[][];
  /** Each player's low, "7-5-4-3-2" (null: none that qualifies). */
  names: (string | null)[];
  eightOrBetter: boolean;
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'low-hands', LowContext> {
  const rng = createRng(seed);
  const variant = weighted(rng, GAMES_BY_LEVEL[level]);
  const config = tableOf(rng, level, profile, variant);
  const n = config.stacks.length;
  const deck = lowRichDeck(rng, isDeuceToSeven(variant));
  const first = variant === 'omaha-hi-lo' ? 4 : isDeuceToSeven(variant) ? 5 : 3;
  const hole = Array.from({ length: n }, () => deck.splice(0, first));
  if (isDeuceToSeven(variant) && rng.next() < TRAP_SHARE[level]) {
    const seat = rng.int(n);
    deck.push(...hole[seat]);
    hole[seat] = trapFive(rng, deck);
  }
  const play = beginPlay(rng, level, config, deck);
  hole.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
  // Everybody checks and calls to the showdown: every low is read.
  playOn(play, () => STYLES.checkDown);
  return itemOf(askLowHands(play.hand, variant), seed, level, profile, true, config, play.actions);
}

/** The question at a showdown of a lowball or split game: every hand's low, ranked by the engine. */
export function askLowHands(hand: Hand, variant: LowVariant): Asked<'low-hands', LowContext> {
  const lows = lowsAt(hand);
  const groups = ranked(lows);
  const question: QuestionOf<'low-hands'> = {
    kind: 'low-hands',
    variant,
    board: cardsToString(hand.board),
    hands: hand.seats.map((s, player) => ({ player, cards: cardsToString(s.hole as Card[]) })),
  };
  const context: LowContext = { groups, names: lows.map((v) => (v ? lowName(v) : null)), eightOrBetter: hand.game.eightOrBetter };
  return askedLater('low-hands', question, { kind: 'low-hands', order: groups.flat() }, context, () => reasons(lows, groups));
}

/** Each low read out, then why each beats the next (equal lows tie), and who has none. */
function reasons(lows: readonly (LowValue | null)[], groups: readonly number[][]): Explanation[] {
  const why: Explanation[] = [];
  for (const group of groups) {
    for (const seat of group) {
      const v = lows[seat]!;
      const cards = cardsToString(v.cards);
      // A low of five ranks is read by its ranks; a paired low as the pair it is ("a pair of deuces"), any other made hand by its category.
      if (v.category === 'pair') why.push(explain('RULES lowball', 'low-hand-pair', { seat, pair: RANKS[v.ranks[0]], cards }, `seat ${seat}'s low: a pair of ${RANK_PLURALS[v.ranks[0]]} (${cards})`));
      else if (v.category !== 'high-card') why.push(explain('RULES lowball', 'low-hand-made', { seat, category: v.category, cards }, `seat ${seat}'s low: ${v.category} (${cards})`));
      else why.push(explain('RULES lowball', 'low-hand', { seat, low: lowName(v), cards, category: v.category }, `seat ${seat}'s low: ${lowName(v)} (${v.category}, ${cards})`));
    }
  }
  groups.forEach((group, k) => {
    if (group.length > 1) why.push(explain('RULES lowball', 'low-tie', { seats: group, low: lowName(lows[group[0]]!) }, `${seatList(group)} have the same low, ${lowName(lows[group[0]]!)}: they tie`));
    const next = groups[k + 1];
    if (next) why.push(lowBeats(group[0], lows[group[0]]!, [next[0]], lows[next[0]]!));
  });
  lows.forEach((v, seat) => {
    if (!v) why.push(explain('RULES split pots', 'no-qualifying-low', { seat }, `seat ${seat} has no low: eight or better needs five different ranks of 8 or lower`));
  });
  return why;
}

/** Whether `given` lists the same seats as the groups, each group's seats together in any order, best first. */
function sameRanking(groups: readonly number[][], given: readonly number[]): boolean {
  const place = new Map<number, number>();
  groups.forEach((g, k) => g.forEach((seat) => place.set(seat, k)));
  let at = 0;
  for (const seat of given) {
    const k = place.get(seat);
    if (k === undefined || k < at) return false;
    at = k;
  }
  return given.length === place.size && new Set(given).size === given.length;
}

export const lowHands: DrillModule<'low-hands', LowContext> = {
  kind: 'low-hands',
  generate,
  score: (item, a) => {
    const { groups, names, eightOrBetter } = item.context;
    const parts: Scored[] = [];
    let ranking = a.order;
    if (eightOrBetter) {
      // Each hand: whether it has a low that qualifies, one part each. The order is then judged among the lows named.
      const has = new Set(groups.flat());
      item.question.hands.forEach(({ player }) => {
        const given = a.order.includes(player);
        if (given === has.has(player)) parts.push(scored(1, 1));
        else if (given) parts.push(scored(0, 1, [mistake(`order[${player}]`, false, true, 'low-not-qualifying', { seat: player }, `seat ${player} has no low: eight or better needs five different ranks of 8 or lower`)]));
        else parts.push(scored(0, 1, [mistake(`order[${player}]`, true, false, 'low-qualifies', { seat: player, low: names[player] }, `seat ${player} has a low that qualifies: ${names[player]}`)]));
      });
      ranking = a.order.filter((seat) => has.has(seat));
      const named = new Set(ranking);
      const kept = groups.map((g) => g.filter((seat) => named.has(seat))).filter((g) => g.length > 0);
      // Nothing to order with fewer than two lows named.
      if (kept.flat().length < 2) return combine(...parts);
      parts.push(orderPart(kept, ranking, names));
      return combine(...parts);
    }
    parts.push(orderPart(groups, ranking, names));
    return combine(...parts);
  },
};

function orderPart(groups: readonly number[][], given: readonly number[], names: readonly (string | null)[]): Scored {
  if (sameRanking(groups, given)) return scored(1, 1);
  const expected = groups.flat();
  const lows = groups.map((g) => `${seatList(g)} ${names[g[0]]}`).join(', then ');
  return scored(0, 1, [mistake('order', expected, [...given], 'wrong-order', { expected, given: [...given] }, `the lows rank ${lows} (equal lows in any order); you said ${seatList(given)}`)]);
}
