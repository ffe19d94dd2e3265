#!/usr/bin/env node
/**
 * Runs a command-line tool of electron/cli/ (`node scripts/cli.mjs phh ARGS...`) from one
 * bundle built by esbuild, rebuilt only when a source file is newer. A bundle runs the engine
 * about twice as fast as the same code through tsx's module hooks, which matters for replays
 * of many hands and for the benchmarks.
 */
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const entry = path.join(root, 'electron/cli', `${name}.ts`);
const outDir = path.join(root, 'node_modules/.cache/dealer-trainer-cli');
const out = path.join(outDir, `${name}.mjs`);

function newestSource() {
  let newest = statSync(path.join(root, 'package-lock.json')).mtimeMs;
  for (const dir of ['electron', 'shared']) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true })) {
      if (String(file).endsWith('.ts')) newest = Math.max(newest, statSync(path.join(root, dir, String(file))).mtimeMs);
    }
  }
  return newest;
}

function builtAt() {
  try {
    return statSync(out).mtimeMs;
  } catch {
    return -1;
  }
}

if (!name || !statSync(entry, { throwIfNoEntry: false })) {
  process.stderr.write(`usage: node scripts/cli.mjs NAME [ARGS...], NAME one of electron/cli/*.ts\n`);
  process.exit(2);
}
if (builtAt() < newestSource()) {
  mkdirSync(outDir, { recursive: true });
  // Built beside the target and renamed, so that two runs at once never load half a file.
  const temp = `${out}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [entry],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url); const __dirname = import.meta.dirname ?? '';" },
  });
  renameSync(temp, out);
}
// Output piped into `head` and the like: a closed pipe ends the tool quietly.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(out).href);
