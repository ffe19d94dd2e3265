/**
 * npm test, and what .ci/run runs: typecheck, the layer and circle check, unit tests, build,
 * packaging checks, e2e tests.
 * Every step runs even when an earlier one failed (except those that need the build), so one
 * run shows everything that is wrong. Ends with exactly two lines, read from the runners' JSON
 * reports so that a run that executed no test is visible:
 *   unit: N passed, N failed
 *   e2e: N passed, N failed, N skipped
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './electron-binary';

const reports = path.join(projectRoot, '.tmp');
const unitReport = path.join(reports, 'unit.json');
const e2eReport = path.join(reports, 'e2e.json');
const failed: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failed.push(name);
  return ok;
}

function readJson(file: string): any {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // the runner died before writing it: counts stay 0
  }
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

step('typecheck', 'npm', ['run', '-s', 'typecheck']);
step('layers', 'npx', ['--no', '--', 'tsx', 'scripts/check-layers.ts']);
step('unit', 'npx', ['--no', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
if (step('build', 'npm', ['run', '-s', 'build'])) {
  step('packaging', 'npx', ['--no', '--', 'tsx', 'scripts/check-packaging.ts']);
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) console.log('e2e: no Chromium at /usr/bin/chromium (apt-get install chromium, or set CHROMIUM_PATH)');
  step('e2e', 'npx', ['--no', '--', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
} else {
  failed.push('packaging (not run: build failed)', 'e2e (not run: build failed)');
}

const unit = readJson(unitReport);
const e2e = readJson(e2eReport)?.stats;
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = (unit?.numFailedTests ?? 0) + (unit?.numFailedTestSuites ?? 0);
const e2ePassed = (e2e?.expected ?? 0) + (e2e?.flaky ?? 0);
const e2eFailed = e2e?.unexpected ?? 0;
const e2eSkipped = e2e?.skipped ?? 0;

console.log('');
if (failed.length > 0) console.log(`FAILED: ${failed.join(', ')}`);
console.log(`unit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed, ${e2eSkipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
