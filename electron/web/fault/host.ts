/**
 * The fault tests' host: the real web host on the data folder given, serving an empty page, prints
 * `<url> <token>` once it listens (web/fault.test.ts bundles it and kills it at random); with
 * `--classroom`, a classroom host on 127.0.0.1 with the instructor's passphrase set, which prints
 * `<url> <class code>` (web/postgres-fault.test.ts). `--database URL`: records in PostgreSQL.
 * argv: DATA_DIR STATIC_DIR [--database URL] [--classroom PASSPHRASE]
 */
import { parseArgs } from 'node:util';
import { startClassroomHost } from '../../classroom/host';
import { Passphrase } from '../../classroom/passphrase';
import { createServices } from '../../services';
import { startWebHost } from '../host';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { database: { type: 'string' }, classroom: { type: 'string' } } });
  const [dataDir, staticDir] = positionals;
  const log = { warn: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) };
  if (values.classroom !== undefined) {
    await new Passphrase(dataDir).set(values.classroom);
    const services = createServices({ host: 'classroom', dataDir, database: values.database, log });
    const host = await startClassroomHost({ address: '127.0.0.1', port: 0, staticDir, services });
    process.stdout.write(`${host.url} ${host.classroom.classCode}\n`);
    return;
  }
  const host = await startWebHost({ port: 0, staticDir, services: createServices({ host: 'web', dataDir, database: values.database, log }) });
  process.stdout.write(`${host.url} ${host.token}\n`);
}

void main();
