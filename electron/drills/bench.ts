/** Items generated per second (answers included) for each drill kind, all levels and both profiles. */
import { performance } from 'node:perf_hooks';
import { availableKinds, drillModule } from './registry';
import type { Level } from './play';

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
 * the JIT needs a second or so to optimise), then each is timed in `slices` slices and the best
 * slice counts, since on a shared machine other processes only ever slow a slice down.
 */
export function benchDrills(sliceMs = 150, slices = 5, warmUpMs = 1500): Measure[] {
  const kinds = availableKinds();
  const t0 = performance.now();
  for (let s = 0; performance.now() - t0 < warmUpMs; s++) for (const kind of kinds) for (let k = 0; k < 10; k++) run(kind, 10 * s + k);
  const out: Measure[] = [];
  for (const kind of kinds) {
    let best = 0;
    let seed = 1_000_000;
    for (let slice = 0; slice < slices; slice++) {
      let n = 0;
      const start = performance.now();
      while (performance.now() - start < sliceMs) for (let k = 0; k < 20; k++, n++) run(kind, seed++);
      best = Math.max(best, (n * 1000) / (performance.now() - start));
    }
    out.push({ name: `drill_${kind.replace(/-/g, '_')}`, value: Math.round(best), unit: 'items/s' });
  }
  return out;
}
