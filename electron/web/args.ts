import path from 'node:path';
import { parseArgs } from 'node:util';
import { appMeta } from '../app-meta';
import { defaultDataDir } from '../store/app-data-dir';

export interface WebHostArgs {
  port: number;
  dataDir: string;
}

export const usage = `Usage: npm run web -- [--port N] [--data-dir DIR]
  --port N        port on 127.0.0.1 (default: any free port)
  --data-dir DIR  folder for settings (default: ${defaultDataDir(appMeta.name)})`;

/** Parse the web host's command line; throws an Error with a readable message on bad input. */
export function parseWebHostArgs(argv: string[]): WebHostArgs | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  const dataDir = path.resolve(values['data-dir'] ?? defaultDataDir(appMeta.name));
  return { port, dataDir };
}
