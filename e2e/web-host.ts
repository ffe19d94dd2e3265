import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '..');

export interface WebHost {
  /** The launch address the host printed: opening it signs the browser in (and API calls under it need no header). */
  url: string;
  /** The host itself, http://127.0.0.1:PORT/: what any other user of the computer could open. */
  origin: string;
  token: string;
  stop(): Promise<void>;
}

export function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'trainer-e2e-'));
}

/** Starts the built web host (dist/web/cli.js) on a free port, as `npm run web` does. */
export function startWebHost(dataDir: string): Promise<WebHost> {
  return startHostProcess('dist/web/cli.js', ['--port', '0', '--data-dir', dataDir], 'The web host', (output, stop) => {
    const url = /is serving (http:\/\/127\.0\.0\.1:\d+\/launch\/[\w-]+\/)/.exec(output)?.[1];
    const token = /\(header X-Trainer-Token\): (\S+)/.exec(output)?.[1];
    return url && token ? { url, origin: new URL(url).origin + '/', token, stop } : undefined;
  });
}

/**
 * Starts a built host (`script`, relative to the project) and resolves with what `ready` makes of
 * its output once it can (its address, its token...); fails with the output when it does not start.
 */
export function startHostProcess<T>(script: string, args: string[], what: string, ready: (output: string, stop: () => Promise<void>) => T | undefined): Promise<T> {
  const child = spawn(process.execPath, [path.join(projectRoot, script), ...args], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill();
      reject(new Error(`${what} did not start (${why}). Its output:\n${output}`));
    };
    // A bound for a host that hangs, not a speed check: on a loaded 2-core runner a start once took over 15 s.
    const timer = setTimeout(() => fail('no address within 45 s'), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const value = ready(output, () => stop(child));
      if (value === undefined) return;
      clearTimeout(timer);
      child.off('exit', onEarlyExit);
      resolve(value);
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
