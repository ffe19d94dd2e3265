import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot, startHostProcess } from './web-host';

export interface ClassroomHost {
  url: string;
  classCode: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built classroom host (dist/classroom/cli.js) as `npm run classroom` does, on a
 * loopback address as the class's "network" (the tests run on one machine), with the instructor's
 * passphrase set from a file (in the test's data folder), as a script at the host's terminal would.
 */
export async function startClassroomHost(dataDir: string, passphrase: string, address = '127.0.0.1'): Promise<ClassroomHost> {
  const file = path.join(dataDir, 'passphrase.txt'); // removed with the data folder
  await writeFile(file, `${passphrase}\n`, { mode: 0o600 });
  const args = ['--address', address, '--port', '0', '--data-dir', dataDir, '--passphrase-file', file];
  return startHostProcess('dist/classroom/cli.js', args, 'The classroom host', (output, stop) => {
    const url = /is hosting a class at (http:\/\/\S+\/)/.exec(output)?.[1];
    const classCode = /Class code: (\w+)/.exec(output)?.[1];
    return url && classCode && output.includes('Data folder') ? { url, classCode, dataDir, stop } : undefined;
  });
}

/**
 * The desktop app's services and built renderer without Electron (e2e/desktop-app-host.ts, run
 * through tsx as a process of its own), for its instructor area: resolves with its launch address.
 */
export function startDesktopApp(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const args = [path.join(projectRoot, 'e2e/desktop-app-host.ts'), dataDir];
  return startHostProcess('node_modules/tsx/dist/cli.mjs', args, 'The desktop app (without Electron)', (output, stop) => {
    const url = /is serving (http:\/\/127\.0\.0\.1:\d+\/launch\/[\w-]+\/)/.exec(output)?.[1];
    return url ? { url, stop } : undefined;
  });
}
