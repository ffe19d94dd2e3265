/**
 * Tables steered to what a drill level promises: the players' stacks set and each seat given its
 * own way of playing, so that the rare spots (several all-ins at distinct levels, short all-ins,
 * capped limit rounds) come up in about one hand instead of after many tries.
 */
import type { Hand, Profile, Rng, Structure, TableConfig, Variant } from '../engine';
import { between, PLAYERS, STYLES, tableFor, type Level, type Style, type TableShape } from './play';

/** A table and how each player plays at it. */
export interface SteeredTable {
  config: TableConfig;
  style: (hand: Hand) => Style;
}

/** One of the weighted choices, at random (a level's mix of targets). */
export function weighted<T>(rng: Rng, choices: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of choices) total += w;
  let r = rng.next() * total;
  for (const [value, w] of choices) if ((r -= w) < 0) return value;
  return choices[choices.length - 1][0];
}

/** A table of the level's shape where everybody plays one style (or one by street). */
export function plainTable(rng: Rng, level: Level, profile: Profile, shape: TableShape, style: Style | ((hand: Hand) => Style)): SteeredTable {
  return { config: tableFor(rng, level, profile, shape), style: typeof style === 'function' ? style : () => style };
}

export const STUD_GAMES: readonly Variant[] = ['stud', 'stud-hi-lo', 'razz'];
const STUD_PLAYERS: Record<Level, readonly [number, number]> = { 1: [3, 5], 2: [4, 7], 3: [5, 8] };
/** The small bet; the big bet is twice it, the ante a tenth and the bring-in a quarter (100/200, ante 10, bring-in 25). */
const SMALL_BETS: Record<Level, readonly number[]> = { 1: [100, 200], 2: [100, 200, 400], 3: [200, 400, 600, 1000] };

/** A stud table (fixed limit, antes and a bring-in, no blinds) of the level's size, or of `players`. */
export function studTable(rng: Rng, level: Level, profile: Profile, variant: Variant, players = STUD_PLAYERS[level]): TableConfig {
  const n = between(rng, ...players);
  const small = rng.pick(SMALL_BETS[level]);
  const ante = small / 10;
  // Stacks of 10 to 60 small bets; from level 2 not in round hundreds.
  const stacks = Array.from({ length: n }, () => between(rng, 10, 60) * small + (level >= 2 ? between(rng, 0, 9) * ante : 0));
  return {
    variant,
    structure: 'fixed-limit',
    profile,
    stacks,
    // The last seat has the dealer's place (PHH lists players from its left).
    button: n - 1,
    blinds: new Array<number>(n).fill(0),
    antes: { kind: 'uniform', amount: ante },
    minBet: small,
    bigBet: 2 * small,
    smallestChip: 5,
    bringIn: small / 4,
  };
}

/** Opens with the minimum raise, then only calls. */
const OPENER: Style = { fold: 0, call: 1, raise: 1000, allIn: 0, passive: 0, sizing: 0 };
const CALLS: Style = { fold: 0, call: 1, raise: 0, allIn: 0, passive: 1 };
const MOVES_IN: Style = { fold: 0, call: 0.1, raise: 0, allIn: 10, passive: 0 };
/** Calls or folds, never raises: nothing but the short all-ins changes the bet. */
const NO_RAISES: Style = { fold: 3, call: 2, raise: 0, allIn: 0, passive: 3 };

/**
 * Short all-ins before the flop (TDA 47; in fixed limit, the half-bet rule): an early player opens
 * with the minimum raise, to two big blinds, and one or two short stacks behind move in for less
 * than a full raise more each (two together reach a full raise half the time); the others call or
 * fold. Whoever acts next faces the short all-ins, the opener last.
 */
export function shortAllInTable(rng: Rng, level: Level, profile: Profile, structure: Structure): SteeredTable {
  const config = tableFor(rng, level, profile, { structure, variant: structure === 'pot-limit' ? 'omaha' : 'holdem', players: [Math.max(4, PLAYERS[level][0]), Math.max(5, PLAYERS[level][1])] });
  const n = config.stacks.length;
  const bb = Math.max(...config.blinds);
  const chip = config.smallestChip ?? 1;
  // The button is the last seat and seats 0 and 1 the blinds: seat 2 acts first before the flop.
  const opener = 2 + rng.int(Math.min(2, n - 3));
  const shorts: number[] = [];
  for (let seat = opener + 1; seat < n && shorts.length < 1 + rng.int(2); seat++) if (rng.int(3) > 0 || seat === n - 1) shorts.push(seat);
  // All-ins over the open (2 bb) by less than a full raise (1 bb), each over the one before.
  const ante = config.antes.kind === 'uniform' ? config.antes.amount : 0;
  let allInTo = 2 * bb;
  for (const seat of shorts) {
    allInTo += Math.min(bb - chip, Math.max(chip, Math.floor((between(rng, 10, 90) * bb) / 100 / chip) * chip));
    config.stacks[seat] = allInTo + ante;
  }
  return { config, style: (hand) => (hand.toAct === opener ? (hand.currentBet <= bb ? OPENER : CALLS) : shorts.includes(hand.toAct ?? -1) ? MOVES_IN : NO_RAISES) };
}

/**
 * All-ins at many levels (side pots, award, rake): four or five short stacks at distinct levels,
 * 3 to 40 big blinds and at least a big blind apart, that move in; one or two deep stacks that
 * call them; folders. One of the blinds folds to the all-ins, so that its blind stays in the pots
 * (a folded contributor).
 */
export function allInLadder(rng: Rng, level: Level, profile: Profile): SteeredTable {
  const shorts = 4 + rng.int(2);
  const config = tableFor(rng, level, profile, { players: [Math.max(shorts + 2, PLAYERS[level][0]), Math.max(shorts + 2, PLAYERS[level][1])] });
  const stacks = config.stacks;
  const bb = Math.max(...config.blinds);
  const chip = config.smallestChip ?? 1;
  const seats = rng.shuffle(stacks.map((_, seat) => seat));
  let allIn = between(rng, 3, 8) * bb;
  for (let k = 0; k < shorts; k++) {
    stacks[seats[k]] = allIn + between(rng, 0, Math.max(0, Math.floor(bb / chip) - 1)) * chip;
    allIn += between(rng, 2, 7) * bb;
  }
  for (let k = shorts; k < stacks.length; k++) stacks[seats[k]] = Math.max(stacks[seats[k]], allIn + between(rng, 20, 60) * bb);
  // The button is the last seat: seats 0 and 1 post the blinds. The quitter gets a deep stack.
  const quitter = rng.int(2);
  const deepest = stacks.indexOf(Math.max(...stacks));
  [stacks[quitter], stacks[deepest]] = [stacks[deepest], stacks[quitter]];
  const styles: Style[] = stacks.map(() => STYLES.folder);
  const callers = 1 + rng.int(2);
  const order = stacks.map((stack, seat) => ({ stack, seat })).sort((a, b) => a.stack - b.stack);
  order.forEach(({ seat }, k) => {
    if (k < shorts) styles[seat] = STYLES.shover;
    else if (k < shorts + callers && seat !== quitter) styles[seat] = STYLES.caller;
  });
  styles[quitter] = STYLES.quitter;
  return { config, style: (hand) => styles[hand.toAct ?? 0] };
}
