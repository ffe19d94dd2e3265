/**
 * The drill modules of this tree and of a commit, side by side in one process: what
 * `bench:against` times and `items:digest` compares (and `audition:digest`, the audition's hands), and
 * how the digests print.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The commit's sources only (no checkout): its electron/ and shared/ as they were, under `work`/tree. */
export function extractCommit(work, rev) {
  const tree = path.join(work, 'tree');
  mkdirSync(tree);
  execFileSync('tar', ['-x', '-C', tree], { input: execFileSync('git', ['-C', root, 'archive', '--format=tar', rev, 'electron', 'shared'], { maxBuffer: 1 << 30 }) });
  return tree;
}

/** A tree's drill registry (`availableKinds`, `drillModule`), bundled with esbuild into `work` and loaded. */
export const drillsOf = (work, tree, name) => modulesOf(work, tree, name, { 'electron/drills/registry': ['availableKinds', 'drillModule'] });

/** Names exported by a tree's modules (`exports`: a module's path in the tree to its names), bundled with esbuild into `work` as one module and loaded. */
export async function modulesOf(work, tree, name, exports) {
  const entry = path.join(work, `${name}.ts`);
  writeFileSync(entry, Object.entries(exports).map(([file, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(path.join(tree, file))};\n`).join(''));
  const out = path.join(work, `${name}.mjs`);
  await build({ entryPoints: [entry], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', nodePaths: [path.join(root, 'node_modules')], logLevel: 'error' });
  return import(pathToFileURL(out).href);
}

/** Prints each name's digest now (and REV's beside it, `before`, with same, DIFFERS or GONE): `name  digest-now  [digest-REV  same|DIFFERS]`. True when any differs. */
export function printDigests(now, before) {
  let differs = false;
  for (const [name, digest] of now) {
    if (!before) {
      process.stdout.write(`${name}\t${digest}\n`);
      continue;
    }
    const was = before.get(name);
    const same = was === digest;
    differs ||= !same;
    process.stdout.write(`${name}\t${digest}\t${was ?? '-'}\t${same ? 'same' : 'DIFFERS'}\n`);
  }
  for (const name of before?.keys() ?? []) if (!now.has(name)) { differs = true; process.stdout.write(`${name}\t-\t${before.get(name)}\tGONE\n`); }
  return differs;
}
