/**
 * What `npm run web` and `npm run classroom` do alike, written once: read the command line
 * (--help prints the usage), find the built renderer beside the bundle, run the host the CLI
 * composes, say where it keeps its data, stop it on Ctrl-C or SIGTERM, and print a failure as one
 * line. Each CLI (web/cli.ts, classroom/cli.ts) is its host's composition root: it builds the
 * services (hostServices) and the host over them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HostKind } from '../../shared/contract';
import { appMeta } from '../app-meta';
import { errorText } from '../errors';
import { consoleLog as log } from '../log';
import { createServices, type Services } from '../services';
import { safeUrl } from '../store/records/postgres';
import type { WebHostArgs } from './args';

export interface HostCli<A extends WebHostArgs> {
  /** In a failure's line: "Dealer Trainer web host: ...". */
  title: string;
  usage: string;
  /** Throws an Error with a readable message on bad input. */
  parse(argv: string[]): A | 'help';
  /** Builds and starts the host; what it returns stops it and closes what it built. */
  start(args: A, staticDir: string): Promise<{ stop(): Promise<void> }>;
}

export function runHostCli<A extends WebHostArgs>(cli: HostCli<A>): void {
  const main = async (): Promise<void> => {
    const args = cli.parse(process.argv.slice(2));
    if (args === 'help') return console.log(cli.usage);
    const staticDir = path.resolve(__dirname, '../renderer');
    if (!existsSync(path.join(staticDir, 'index.html'))) {
      throw new Error(`The renderer is not built (no ${staticDir}/index.html): run npm run build.`);
    }
    const host = await cli.start(args, staticDir);
    const stop = () => void host.stop().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  };
  main().catch((error: unknown) => {
    console.error(`${appMeta.name} ${cli.title}: ${errorText(error)}`);
    process.exit(1);
  });
}

/** The services of a host run from the command line, over the data folder and database it gave. */
export const hostServices = (host: HostKind, args: WebHostArgs): Services => createServices({ host, dataDir: args.dataDir, database: args.database, log });

/** Where the host keeps its data, as the terminal shows it (a database's password hidden). */
export function printStorage(args: WebHostArgs): void {
  console.log(`Data folder: ${args.dataDir}`);
  if (args.database) console.log(`Records: ${safeUrl(args.database)}`);
}
