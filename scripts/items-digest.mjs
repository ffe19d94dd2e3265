#!/usr/bin/env node
/**
 * `node scripts/items-digest.mjs [REV]`: an md5 of every drill item (question, answer, reasons,
 * context and PHH) of each kind x level x profile over 150 seeds, so that a change meant to keep
 * behaviour (a move, a split, a rule written once) can be shown to keep it byte for byte. With
 * REV, the same digests of that commit's tree beside them, and exit 1 when any differs.
 * Prints one line per kind: `kind  digest-now  [digest-REV  same|DIFFERS]`.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drillsOf, extractCommit, printDigests, root } from './drill-trees.mjs';
const [rev] = process.argv.slice(2);
const SEEDS = 150;

const work = mkdtempSync(path.join(tmpdir(), 'items-digest-'));
try {
  const digests = (m) => {
    const out = new Map();
    for (const kind of m.availableKinds()) {
      const hash = createHash('md5');
      for (const profile of ['cash', 'tournament'])
        for (const level of [1, 2, 3])
          for (let seed = 1; seed <= SEEDS; seed++) hash.update(JSON.stringify(m.drillModule(kind).generate(seed, level, profile)) + '\n');
      out.set(kind, hash.digest('hex'));
    }
    return out;
  };
  const now = digests(await drillsOf(work, root, 'now'));
  let before = null;
  if (rev) {
    before = digests(await drillsOf(work, extractCommit(work, rev), 'before'));
  }
  process.exitCode = printDigests(now, before) ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
