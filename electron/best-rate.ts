/**
 * Items per second of `work` (which handles `batch` items per call): the best of `slices` slices
 * of `sliceMs` each, since on a shared machine other processes only ever slow a slice down.
 * Warm the work up first; this measures the steady state.
 */
export function bestRate(work: () => void, batch: number, slices: number, sliceMs: number): number {
  let best = 0;
  for (let slice = 0; slice < slices; slice++) {
    let items = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < sliceMs) {
      work();
      items += batch;
      elapsed = performance.now() - start;
    }
    best = Math.max(best, (items * 1000) / elapsed);
  }
  return best;
}
