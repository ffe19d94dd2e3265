/** Items generated per second (answers included) for each drill kind, all levels and both profiles. */
import { performance } from 'node:perf_hooks';
import { availableKinds, drillModule } from './registry';
import type { Level } from './play';

export interface Measure {
  name: string;
  value: number;
  unit: string;
}

export function benchDrills(budgetMs = 400): Measure[] {
  const out: Measure[] = [];
  for (const kind of availableKinds()) {
    const drill = drillModule(kind);
    const run = (seed: number): void => {
      drill.generate(seed, ((seed % 3) + 1) as Level, seed % 2 ? 'cash' : 'tournament');
    };
    for (let s = 0; s < 200; s++) run(s); // warm-up: the first items pay for compilation
    let n = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < budgetMs) for (let k = 0; k < 50; k++) run(1000 + n++);
    out.push({ name: `drill_${kind.replace(/-/g, '_')}`, value: Math.round((n * 1000) / (performance.now() - t0)), unit: 'items/s' });
  }
  return out;
}
