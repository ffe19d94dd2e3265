import { startHostProcess } from './web-host';

export interface ClassroomHost {
  url: string;
  classCode: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built classroom host (dist/classroom/cli.js) as `npm run classroom` does, on a
 * loopback address as the class's "network" (the tests run on one machine).
 */
export function startClassroomHost(dataDir: string, address = '127.0.0.1'): Promise<ClassroomHost> {
  return startHostProcess('dist/classroom/cli.js', ['--address', address, '--port', '0', '--data-dir', dataDir], 'The classroom host', (output, stop) => {
    const url = /is hosting a class at (http:\/\/\S+\/)/.exec(output)?.[1];
    const classCode = /Class code: (\w+)/.exec(output)?.[1];
    return url && classCode && output.includes('Data folder') ? { url, classCode, dataDir, stop } : undefined;
  });
}
