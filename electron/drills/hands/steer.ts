/**
 * Tables steered to what a drill level promises: the players' stacks set and each seat given its
 * own way of playing, so that the rare spots (several all-ins at distinct levels, short all-ins,
 * capped limit rounds) come up in about one hand instead of after many tries.
 */
import { GAMES, type Hand, type Profile, type Rng, type Structure, type TableConfig, type Variant } from '../../engine';
import { between, drillTable, PLAYERS, STYLES, tableFor, type EveryField, type Level, playStyle, type Style, type TableShape } from './play';

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

/**
 * A stud table (fixed limit, antes and a bring-in, no blinds) of the level's size, or of `players`.
 * `uneven`: short stacks of 2 to 12 small bets mixed with deep ones, so that all-ins make side pots.
 */
export function studTable(rng: Rng, level: Level, profile: Profile, variant: Variant, players = STUD_PLAYERS[level], uneven = false): TableConfig {
  const n = between(rng, ...players);
  const small = rng.pick(SMALL_BETS[level]);
  const ante = small / 10;
  // Stacks of 10 to 60 small bets (uneven: half of them 2 to 12); from level 2 not in round hundreds.
  const bets = (): number => (uneven && rng.int(2) === 0 ? between(rng, 2, 12) : between(rng, 10, 60));
  const stacks = Array.from({ length: n }, () => bets() * small + (level >= 2 ? between(rng, 0, 9) * ante : 0));
  return drillTable({
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
  });
}

/**
 * The betting each game is dealt with in the drills: the structures PHH has codes for and the
 * WSOP deals (hold'em and Omaha as the drills choose; Omaha hi-lo, the stud games and 2-7 triple
 * draw fixed limit; 2-7 single draw no-limit).
 */
export const GAME_STRUCTURE: Readonly<Partial<Record<Variant, Structure>>> = {
  'omaha-hi-lo': 'fixed-limit',
  stud: 'fixed-limit',
  'stud-hi-lo': 'fixed-limit',
  razz: 'fixed-limit',
  '2-7-single-draw': 'no-limit',
  '2-7-triple-draw': 'fixed-limit',
};

/**
 * The most players at a draw game in the drills. The engine deals a draw game to ten, but at ten
 * the stub holds one card after the deal and nobody could draw (at nine, one draw turn in four drew cards).
 */
const MOST_AT_DRAW = 7;

/** The fewest and most players of `players` that the game's table seats: as many as its deck serves (rules.ts maxSeats), at a draw game seven. */
export function seatsFor(variant: Variant, players: readonly [number, number]): readonly [number, number] {
  const most = GAMES[variant].family === 'draw' ? MOST_AT_DRAW : GAMES[variant].maxSeats;
  return [Math.min(players[0], most), Math.min(players[1], most)];
}

/** A table of `variant` at the level: stud's antes and bring-in, or the blinds of the flop and draw games. */
export function gameTable(rng: Rng, level: Level, profile: Profile, variant: Variant, shape: TableShape = {}): TableConfig {
  if (GAMES[variant].family === 'stud') return studTable(rng, level, profile, variant, seatsFor(variant, shape.players ?? STUD_PLAYERS[level]), shape.uneven);
  // Each field written out, not spread from `shape`: a spread of the callers' many shapes gave every table a map of its own, and tableFor's reads of it missed V8's caches each time.
  const table: EveryField<TableShape> = { structure: shape.structure ?? GAME_STRUCTURE[variant], variant, uneven: shape.uneven, players: seatsFor(variant, shape.players ?? PLAYERS[level]) };
  return tableFor(rng, level, profile, table);
}

/** Opens with the minimum raise, then only calls. */
const OPENER: Style = playStyle({ fold: 0, call: 1, raise: 1000, allIn: 0, passive: 0, sizing: 0 });
const CALLS: Style = playStyle({ fold: 0, call: 1, raise: 0, allIn: 0, passive: 1 });
const MOVES_IN: Style = playStyle({ fold: 0, call: 0.1, raise: 0, allIn: 10, passive: 0 });
/** Calls or folds, never raises: nothing but the short all-ins changes the bet. */
const NO_RAISES: Style = playStyle({ fold: 3, call: 2, raise: 0, allIn: 0, passive: 3 });

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

/** How a ladder of all-ins is laid out, in units of the game's bet (a big blind, a small bet). */
interface LadderShape {
  /** The fewest short stacks (one more half the time). */
  shorts: number;
  /** The table's players, for so many short stacks. */
  players: (shorts: number) => readonly [number, number];
  unit: (config: TableConfig) => number;
  /** The lowest all-in, the steps between all-ins and the deep stacks' cushion above the highest, in units. */
  first: readonly [number, number];
  step: readonly [number, number];
  cushion: readonly [number, number];
}

interface Ladder {
  config: TableConfig;
  shorts: number;
  /** Seat 0 or 1 (a blind in the flop games), with the deepest stack, who folds to the first bet. */
  quitter: number;
  /** The seats from the shortest stack to the deepest. */
  bySize: number[];
}

/**
 * Short stacks at distinct levels, each at least a unit above the one below and with odd chips
 * under a unit, the other stacks deep above them, and a quitter (allInLadder, limitLadder).
 */
function ladder(rng: Rng, level: Level, profile: Profile, variant: Variant, shape: LadderShape): Ladder {
  const shorts = shape.shorts + rng.int(2);
  const config = gameTable(rng, level, profile, variant, { players: shape.players(shorts) });
  const stacks = config.stacks;
  const unit = shape.unit(config);
  const chip = config.smallestChip ?? 1;
  const seats = rng.shuffle(stacks.map((_, seat) => seat));
  let allIn = between(rng, ...shape.first) * unit;
  for (let k = 0; k < shorts; k++) {
    stacks[seats[k]] = allIn + between(rng, 0, Math.max(0, Math.floor(unit / chip) - 1)) * chip;
    allIn += between(rng, ...shape.step) * unit;
  }
  for (let k = shorts; k < stacks.length; k++) stacks[seats[k]] = Math.max(stacks[seats[k]], allIn + between(rng, ...shape.cushion) * unit);
  const quitter = rng.int(2);
  const deepest = stacks.indexOf(Math.max(...stacks));
  [stacks[quitter], stacks[deepest]] = [stacks[deepest], stacks[quitter]];
  const bySize = stacks.map((stack, seat) => ({ stack, seat })).sort((a, b) => a.stack - b.stack).map((x) => x.seat);
  return { config, shorts, quitter, bySize };
}

/** The shorts move in, the quitter folds, `deep` picks the style of the k-th stack by size above the shorts (none: a folder). */
function ladderStyle(l: Ladder, deep: (seat: number, k: number) => Style | undefined): (hand: Hand) => Style {
  const styles: Style[] = l.config.stacks.map(() => STYLES.folder);
  l.bySize.forEach((seat, k) => {
    if (k < l.shorts) styles[seat] = STYLES.shover;
    else styles[seat] = deep(seat, k) ?? styles[seat];
  });
  styles[l.quitter] = STYLES.quitter;
  return (hand) => styles[hand.toAct ?? 0];
}

/**
 * All-ins at many levels (side pots, award, rake): four or five short stacks at distinct levels,
 * 3 to 40 big blinds and at least a big blind apart, that move in; one or two deep stacks that
 * call them; folders. One of the blinds folds to the all-ins, so that its blind stays in the pots
 * (a folded contributor). A no-limit game with blinds: hold'em unless `variant` says otherwise.
 */
export function allInLadder(rng: Rng, level: Level, profile: Profile, variant: Variant = 'holdem'): SteeredTable {
  const l = ladder(rng, level, profile, variant, {
    shorts: 4,
    players: (shorts) => [Math.max(shorts + 2, PLAYERS[level][0]), Math.max(shorts + 2, PLAYERS[level][1])],
    unit: (config) => Math.max(...config.blinds),
    first: [3, 8],
    step: [2, 7],
    cushion: [20, 60],
  });
  const callers = 1 + rng.int(2);
  return { config: l.config, style: ladderStyle(l, (seat, k) => (k < l.shorts + callers && seat !== l.quitter ? STYLES.caller : undefined)) };
}

/** Bets and raises whenever it may: in fixed limit it takes the short stacks' chips a unit at a time. */
const PUSHER: Style = playStyle({ fold: 0, call: 2, raise: 4, allIn: 0, passive: 0 });

/**
 * A side pot or two in any game, with the uneven stacks of `gameTable`: the shortest stack or two
 * move in or call all-in, the deepest bets and raises (in fixed limit and pot-limit a stack runs
 * out only under pressure), the others gamble as STYLES.allIn does. A plain uneven table with
 * STYLES.allIn made a side pot in one Omaha hi-lo, draw or stud hand of three to five.
 */
export function shortStacksTable(rng: Rng, level: Level, profile: Profile, variant: Variant): SteeredTable {
  const config = gameTable(rng, level, profile, variant, { uneven: true });
  const order = config.stacks.map((stack, seat) => ({ stack, seat })).sort((a, b) => a.stack - b.stack);
  const styles: Style[] = config.stacks.map(() => STYLES.allIn);
  const shorts = 1 + rng.int(2);
  const limit = config.structure === 'fixed-limit';
  order.forEach(({ seat }, k) => {
    if (k >= shorts) return;
    styles[seat] = STYLES.shover;
    // Fixed limit: a bet is one unit, so a short stack of 25 bets was seldom all-in by the end
    // (half the Omaha hi-lo and triple-draw hands made no side pot); one to four bets are, and
    // keep their odd chips.
    if (limit) config.stacks[seat] = Math.min(config.stacks[seat], between(rng, 1, 4) * config.minBet + (config.stacks[seat] % config.minBet));
  });
  styles[order[order.length - 1].seat] = GAME_STRUCTURE[variant] === 'fixed-limit' ? PUSHER : STYLES.raisy;
  return { config, style: (hand) => styles[hand.toAct ?? 0] };
}

/**
 * All-ins at many levels in a fixed-limit game (stud with its antes and bring-in, Omaha hi-lo with
 * blinds): three or four short stacks at distinct levels, 1 to 8 small bets and one or two small
 * bets apart (a hand of one bettor and callers puts in only 6 to 8 small bets), who call along
 * until they are all-in; two deep stacks, one of whom bets and raises every street (a limit bet
 * is one unit, so the shorts go all-in street by street) and one who calls; folders. A folder
 * has chips in the pots: stud's ante, or the blind of the seat that folds to the first bet.
 */
export function limitLadder(rng: Rng, level: Level, profile: Profile, variant: Variant): SteeredTable {
  // As many players as the game seats (gameTable): the shorts, two deep stacks and folders.
  const l = ladder(rng, level, profile, variant, {
    shorts: 3,
    players: (shorts) => [shorts + 3, Math.max(shorts + 3, PLAYERS[level][1])],
    unit: (config) => config.minBet,
    first: [1, 2],
    step: [1, 2],
    cushion: [30, 60],
  });
  let deep = 0;
  return { config: l.config, style: ladderStyle(l, (seat) => (seat !== l.quitter && deep < 2 ? (deep++ === 0 ? PUSHER : STYLES.caller) : undefined)) };
}
