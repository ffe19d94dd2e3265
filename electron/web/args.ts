import path from 'node:path';
import { parseArgs } from 'node:util';
import { appMeta } from '../app-meta';
import { defaultDataDir } from '../store/app-data-dir';
import { isPostgresUrl } from '../store/records/postgres';

export interface WebHostArgs {
  port: number;
  dataDir: string;
  /** A PostgreSQL address for the records, instead of the data folder's file. */
  database?: string;
}

export const usage = `Usage: npm run web -- [--port N] [--data-dir DIR] [--database postgres://...]
  --port N          port on 127.0.0.1 (default: any free port)
  --data-dir DIR    folder for settings and records (default: ${defaultDataDir(appMeta.name)})
  --database URL    keep the records in this PostgreSQL database (postgres://user:password@host:port/name)
                    instead of DIR/records.sqlite`;

/** The options every host takes (the classroom host adds its own). */
export const hostOptions = {
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  database: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parse the web host's command line; throws an Error with a readable message on bad input. */
export function parseWebHostArgs(argv: string[]): WebHostArgs | 'help' {
  const { values } = parseArgs({ args: argv, options: hostOptions, strict: true });
  if (values.help) return 'help';
  return hostArgs(values);
}

/** The common options, checked. */
export function hostArgs(values: { port?: string; 'data-dir'?: string; database?: string }): WebHostArgs {
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  if (values.database !== undefined && !isPostgresUrl(values.database)) {
    throw new Error('--database must be a PostgreSQL address, postgres://user:password@host:port/name.');
  }
  const dataDir = path.resolve(values['data-dir'] ?? defaultDataDir(appMeta.name));
  return { port, dataDir, ...(values.database ? { database: values.database } : {}) };
}
