import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '..');

export interface WebHost {
  url: string;
  token: string;
  stop(): Promise<void>;
}

export function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'trainer-e2e-'));
}

/** Starts the built web host (dist/web/cli.js) on a free port, as `npm run web` does. */
export function startWebHost(dataDir: string): Promise<WebHost> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist/web/cli.js'), '--port', '0', '--data-dir', dataDir], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill();
      reject(new Error(`The web host did not start (${why}). Its output:\n${output}`));
    };
    const timer = setTimeout(() => fail('no URL within 15 s'), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /is serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      const token = /\(header X-Trainer-Token\): (\S+)/.exec(output)?.[1];
      if (!url || !token) return;
      clearTimeout(timer);
      child.off('exit', onEarlyExit);
      resolve({ url, token, stop: () => stop(child) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const onEarlyExit = (code: number | null) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    };
    child.once('exit', onEarlyExit);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
