#!/usr/bin/env node
/**
 * `npm run -s bench:against -- REV [KIND...]`: each drill kind's speed now against commit REV, as
 * a ratio (above 1: faster now). On a machine whose speed changes for seconds at a time, two runs
 * of `npm run bench` can differ by half, so the two trees are timed in one process: both trees'
 * drill modules are bundled (esbuild) and loaded, every kind of each is warmed, and then 100 ms
 * slices of the one and of the other alternate; the figure is the median of the ratios of
 * neighbouring slices. Prints one JSON object per line: {"name", "value", "unit"}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drillsOf, extractCommit, root } from './drill-trees.mjs';

const [rev, ...only] = process.argv.slice(2);
if (!rev) {
  process.stderr.write('usage: npm run -s bench:against -- REV [KIND...]\n');
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-against-'));
try {
  const before = await drillsOf(work, extractCommit(work, rev), 'before');
  const now = await drillsOf(work, root, 'now');

  const generate = (m, kind, seed) => m.drillModule(kind).generate(seed, (seed % 3) + 1, seed % 2 ? 'cash' : 'tournament');
  /** Items per second of one slice; `state.seed` goes on from slice to slice. */
  const slice = (m, kind, state, ms) => {
    let items = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < ms) {
      for (let k = 0; k < 10; k++) generate(m, kind, state.seed++);
      items += 10;
      elapsed = performance.now() - start;
    }
    return (items * 1000) / elapsed;
  };
  // Each tree's kinds warmed together, as the app's main process (and `npm run bench`) runs them.
  for (let round = 0; round < 15; round++) {
    for (const kind of before.availableKinds()) slice(before, kind, { seed: 10 * round }, 10);
    for (const kind of now.availableKinds()) slice(now, kind, { seed: 10 * round }, 10);
  }
  const kinds = before.availableKinds().filter((k) => now.availableKinds().includes(k) && (only.length === 0 || only.includes(k)));
  const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
  for (const kind of kinds) {
    for (let w = 0; w < 5; w++) {
      slice(before, kind, { seed: 500_000 + 1000 * w }, 100);
      slice(now, kind, { seed: 500_000 + 1000 * w }, 100);
    }
    const a = { seed: 1_000_000 };
    const b = { seed: 1_000_000 };
    const ratios = [];
    // Which tree goes first alternates too.
    for (let k = 0; k < 30; k++) {
      const first = k % 2 === 0 ? slice(now, kind, b, 100) : slice(before, kind, a, 100);
      const second = k % 2 === 0 ? slice(before, kind, a, 100) : slice(now, kind, b, 100);
      ratios.push(k % 2 === 0 ? first / second : second / first);
    }
    process.stdout.write(JSON.stringify({ name: `drill_${kind.replace(/-/g, '_')}_vs_${rev}`, value: Math.round(median(ratios) * 1000) / 1000, unit: 'ratio' }) + '\n');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
