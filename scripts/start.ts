/**
 * npm start: build, then launch Electron. Where the Electron binary is missing and cannot be
 * downloaded (no access to its download host), fail at once and point to `npm run web`,
 * before loading anything of Electron's: its package downloads on require and fails slowly.
 */
import { spawn, spawnSync } from 'node:child_process';
import https from 'node:https';
import path from 'node:path';
import { findElectronBinary, projectRoot } from './electron-binary';
import { electronSqliteAddon } from './electron-native';

const downloadHost = process.env.ELECTRON_MIRROR ?? 'https://github.com/';

function cannotRun(reason: string): never {
  console.error(`npm start: Electron cannot run here: ${reason}.
Run the trainer in a browser instead:  npm run web`);
  process.exit(1);
}

/** Any HTTP answer within a few seconds means the download can be tried. */
function reachable(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.request(url, { method: 'HEAD', timeout: 5000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
    request.end();
  });
}

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;
}

async function main(): Promise<void> {
  let binary = findElectronBinary();
  if (!binary) {
    if (!(await reachable(downloadHost))) {
      cannotRun(`its binary is not installed (node_modules/electron/dist) and ${downloadHost} cannot be reached to download it`);
    }
    console.log('npm start: downloading the Electron binary (once)…');
    if (run(process.execPath, [path.join(projectRoot, 'node_modules/electron/install.js')]) !== 0) cannotRun('downloading its binary failed');
    binary = findElectronBinary() ?? cannotRun('its binary is still missing after the download');
  }
  if (run('npm', ['run', '-s', 'build']) !== 0) process.exit(1);
  try {
    await electronSqliteAddon();
  } catch (error) {
    // The app still runs; its records then say they cannot be opened, and why.
    console.error(`npm start: better-sqlite3 could not be built for Electron (${error instanceof Error ? error.message : String(error)}); practice works, records will not.`);
  }
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE; // would make the binary a plain Node
  // Chromium's sandbox refuses to start as root (containers, CI); everyone else keeps it.
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const child = spawn(binary, ['.', ...sandbox, ...process.argv.slice(2)], { cwd: projectRoot, stdio: 'inherit', env });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

void main();
