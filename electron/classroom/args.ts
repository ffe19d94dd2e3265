import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appMeta } from '../app-meta';
import { defaultDataDir } from '../store/app-data-dir';
import { hostArgs, hostOptions, type WebHostArgs } from '../web/args';
import { lanAddresses } from './addresses';

export interface ClassroomArgs extends WebHostArgs {
  /** The address trainees reach the host at: one of this computer's. */
  address: string;
  /** A file whose first line is the instructor's passphrase, set (or replaced) before the host listens. */
  passphraseFile?: string;
}

export const usage = `Usage: npm run classroom -- [--address A] [--port N] [--data-dir DIR] [--database postgres://...] [--passphrase-file PATH]
  --address A       the address on the local network to serve the class at (one of this computer's;
                    needed when it has more than one)
  --passphrase-file PATH
                    set (or replace) the instructor's passphrase from the first line of PATH, for
                    scripts; without it, a host with no passphrase asks for one here at the terminal
  --port N          port (default: any free port)
  --data-dir DIR    folder for settings, records, the exam secret and the signing key
                    (default: ${defaultDataDir(appMeta.name)})
  --database URL    keep the records in this PostgreSQL database (postgres://user:password@host:port/name)`;

const ownAddresses = (): string[] => Object.values(networkInterfaces()).flat().filter((i) => i !== undefined).map((i) => i!.address);

/** Parse the classroom host's command line; throws an Error with a readable message on bad input. */
export function parseClassroomArgs(argv: string[], addresses = { lan: lanAddresses(), own: ownAddresses() }): ClassroomArgs | 'help' {
  const { values } = parseArgs({ args: argv, options: { ...hostOptions, address: { type: 'string' }, 'passphrase-file': { type: 'string' } }, strict: true });
  if (values.help) return 'help';
  const common = hostArgs(values);
  const address = values.address ?? (addresses.lan.length === 1 ? addresses.lan[0] : undefined);
  if (address === undefined) {
    throw new Error(
      addresses.lan.length === 0
        ? 'This computer has no address on a local network: connect it, or give --address.'
        : `This computer has several addresses: choose the one the class's network reaches with --address (${addresses.lan.join(', ')}).`,
    );
  }
  if (!addresses.own.includes(address)) throw new Error(`${address} is not an address of this computer (it has ${addresses.own.join(', ')}).`);
  const file = values['passphrase-file'];
  if (file === '') throw new Error('--passphrase-file needs the path of a file.');
  return { ...common, address, ...(file !== undefined ? { passphraseFile: path.resolve(file) } : {}) };
}
