/** Items generated per second (answers included) for each drill kind, all levels and both profiles. */
import { performance } from 'node:perf_hooks';
import { bestRate } from '../best-rate';
import { availableKinds, drillModule } from './registry';
import type { Level } from './hands/play';

export interface Measure {
  name: string;
  value: number;
  unit: string;
}

const run = (kind: ReturnType<typeof availableKinds>[number], seed: number): void => {
  drillModule(kind).generate(seed, ((seed % 3) + 1) as Level, seed % 2 ? 'cash' : 'tournament');
};

/**
 * Steady-state speed: every kind is first warmed up together (they share the engine's code, which
 * the JIT needs a second or so to optimise), 150 ms a kind; then each kind is run alone for
 * `ownWarmUpMs` just before bestRate times it. Without that last warm-up the figures depended on
 * the order: the kinds timed first came out 10 to 20% slower than when timed last.
 */
export function benchDrills(sliceMs = 150, slices = 5, warmUpMsPerKind = 150, ownWarmUpMs = 250): Measure[] {
  const kinds = availableKinds();
  const t0 = performance.now();
  for (let s = 0; performance.now() - t0 < warmUpMsPerKind * kinds.length; s++) for (const kind of kinds) for (let k = 0; k < 10; k++) run(kind, 10 * s + k);
  const out: Measure[] = [];
  for (const kind of kinds) {
    const own = performance.now();
    for (let s = 500_000; performance.now() - own < ownWarmUpMs; s += 10) for (let k = 0; k < 10; k++) run(kind, s + k);
    let seed = 1_000_000;
    const best = bestRate(() => {
      for (let k = 0; k < 20; k++) run(kind, seed++);
    }, 20, slices, sliceMs);
    out.push({ name: `drill_${kind.replace(/-/g, '_')}`, value: Math.round(best), unit: 'items/s' });
  }
  return out;
}
