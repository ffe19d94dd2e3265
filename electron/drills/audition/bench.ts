/**
 * `audition_hand_ms`: a simulated audition hand dealt with its tasks ready for the felt (frames,
 * questions, answers and any irregularity), the 95th percentile in each single game at Table
 * ready's rate of irregularities, and the slowest game's as the headline figure.
 */
import { performance } from 'node:perf_hooks';
import { createRng } from '../../engine';
import { auditionGames } from '../../../shared/audition-vocab';
import type { Measure } from '../bench';
import { maxSeats } from './formats';
import { nextHand, tableAfter } from './hands';
import { openTable, type TableState } from './table';

const p95 = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

export function benchAudition(hands = 300, warmUpMs = 1500): Measure[] {
  const tables = (seed: number): TableState[] => auditionGames.map((format) => openTable({ format, seats: Math.min(6, maxSeats(format)), rotation: 'orbit', profile: 'cash' }, createRng(seed)));
  // Warm up every game together: they share the engine's code, which the JIT needs a moment to optimise.
  let warm = tables(1);
  const t0 = performance.now();
  for (let h = 0; performance.now() - t0 < warmUpMs; h++) warm = warm.map((s) => tableAfter(s, nextHand(s, 1, 'table-ready'), 1));
  const out: Measure[] = [];
  let worst = 0;
  tables(2).forEach((start, g) => {
    let state = start;
    const times: number[] = [];
    for (let h = 0; h < hands; h++) {
      const t = performance.now();
      const dealt = nextHand(state, 2, 'table-ready');
      times.push(performance.now() - t);
      state = tableAfter(state, dealt, 2);
    }
    const ms = p95(times);
    worst = Math.max(worst, ms);
    out.push({ name: `audition_hand_ms_${auditionGames[g].replace(/-/g, '_')}`, value: ms, unit: 'ms p95' });
  });
  return [{ name: 'audition_hand_ms', value: worst, unit: 'ms p95 (slowest game)' }, ...out];
}
