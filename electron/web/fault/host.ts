/**
 * The fault test's host (web/fault.test.ts bundles it and kills it at random): the real web host
 * on the data folder given, serving an empty page; prints `<url> <token>` once it listens.
 * argv: DATA_DIR STATIC_DIR
 */
import { startWebHost } from '../host';

async function main(): Promise<void> {
  const [dataDir, staticDir] = process.argv.slice(2);
  const host = await startWebHost({ port: 0, dataDir, staticDir, log: { warn: () => undefined, error: (m, e) => console.error(m, e) } });
  process.stdout.write(`${host.url} ${host.token}\n`);
}

void main();
