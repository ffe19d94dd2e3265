/**
 * The audition hand's figures of `npm run bench` (measured, never asserted in tests): a simulated
 * hand dealt with its tasks ready for the felt (frames, questions, answers and any irregularity),
 * `hands` hands of each single game at Table ready's rate of irregularities, six seats (fewer where
 * the game seats fewer), the cash profile. Each hand is dealt `DEALS` times over from the same table
 * and seed (the same work each time) and timed two ways:
 * - audition_hand_ms: wall clock (performance.now) of the hand's first deal, the figure: the
 *   95th percentile in each game (audition_hand_ms_GAME) and the slowest game's as the headline. On
 *   a shared machine it also counts the moments the core was given to another process, so it swings
 *   from run to run.
 * - audition_hand_cpu_ms: the process's CPU time (process.cpuUsage, in microseconds) of each hand,
 *   the median of its deals, the 95th percentile the same way. CPU time leaves out what other
 *   processes take, but not what the process's other threads do meanwhile (the collector's and the
 *   compiler's helpers) nor a loaded machine's slower caches; a slow moment seldom comes in three of
 *   five deals, so the median leaves those out too. The collections a hand's own garbage causes
 *   come every fifty hands or so, beyond the 95th percentile either way. The figure to compare commits by.
 * Warmed up first (every game together, the timing loop once over, then each game alone just before
 * it is timed): the JIT optimises the engine's shared code for a second or so, and a game timed cold
 * came out slower.
 */
import { performance } from 'node:perf_hooks';
import { createRng } from '../../engine';
import { auditionGames, type AuditionGame } from '../../../shared/audition-vocab';
import type { Measure } from '../bench';
import { maxSeats } from './formats';
import { nextHand, tableAfter } from './hands';
import { openTable, type TableState } from './table';
import type { DealtHand } from './deal';

/** Deals of each hand: its CPU time is their median. */
const DEALS = 5;

const p95 = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const median = (xs: number[]): number => xs.sort((a, b) => a - b)[xs.length >> 1];
const suffix = (game: string): string => game.replace(/-/g, '_');

const tableOf = (format: AuditionGame, seed: number): TableState => openTable({ format, seats: Math.min(6, maxSeats(format)), rotation: 'orbit', profile: 'cash' }, createRng(seed));

/** Deals a hand at `state`'s table, and more until `ms` have passed: the table after them. */
function dealFor(state: TableState, seed: number, ms: number): TableState {
  const t0 = performance.now();
  do state = tableAfter(state, nextHand(state, seed, 'table-ready'), seed);
  while (performance.now() - t0 < ms);
  return state;
}

/** Hands dealt at `game`'s table from `seed`, each timed: the wall clock of its first deal, and the median CPU time of its deals. */
function timed(game: AuditionGame, hands: number, seed: number): { wallMs: number[]; cpuMs: number[] } {
  let state = tableOf(game, seed);
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  const deals: number[] = [];
  for (let h = 0; h < hands; h++) {
    let dealt: DealtHand | null = null;
    for (let d = 0; d < DEALS; d++) {
      const c = process.cpuUsage();
      const t = performance.now();
      dealt = nextHand(state, seed, 'table-ready');
      const elapsed = performance.now() - t;
      const used = process.cpuUsage(c);
      if (d === 0) wallMs.push(elapsed);
      deals[d] = (used.user + used.system) / 1000;
    }
    cpuMs.push(median(deals));
    state = tableAfter(state, dealt!, seed);
  }
  return { wallMs, cpuMs };
}

export function benchAudition(hands = 400, warmUpMs = 1500, ownWarmUpMs = 200): Measure[] {
  // Every game together: they share the engine's code, which the JIT optimises for all of them.
  let warm = auditionGames.map((format) => tableOf(format, 1));
  const t0 = performance.now();
  while (performance.now() - t0 < warmUpMs) warm = warm.map((s) => dealFor(s, 1, 0));
  // The timing itself once over in every game: the game timed first came out a third slower, whichever it was.
  for (const game of auditionGames) timed(game, 40, 3);
  const wall: Measure[] = [];
  const cpu: Measure[] = [];
  let worstWall = 0;
  let worstCpu = 0;
  auditionGames.forEach((game, g) => {
    dealFor(warm[g], 3, ownWarmUpMs);
    const { wallMs, cpuMs } = timed(game, hands, 2);
    const w = p95(wallMs);
    const u = p95(cpuMs);
    worstWall = Math.max(worstWall, w);
    worstCpu = Math.max(worstCpu, u);
    wall.push({ name: `audition_hand_ms_${suffix(game)}`, value: w, unit: 'ms p95 wall clock' });
    cpu.push({ name: `audition_hand_cpu_ms_${suffix(game)}`, value: u, unit: `ms p95 CPU time (median of ${DEALS} deals)` });
  });
  return [
    { name: 'audition_hand_ms', value: worstWall, unit: 'ms p95 wall clock (slowest game)' },
    { name: 'audition_hand_cpu_ms', value: worstCpu, unit: `ms p95 CPU time (median of ${DEALS} deals, slowest game)` },
    ...wall,
    ...cpu,
  ];
}
