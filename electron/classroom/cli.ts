/**
 * `npm run classroom`: hosts a class on this computer's address on the local network. Prints the
 * join address, the class code and a QR code of the address; the instructor signs in at the same
 * address. Built to dist/classroom/cli.js, beside dist/renderer.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appMeta } from '../app-meta';
import { errorText } from '../errors';
import { consoleLog as log } from '../services';
import { safeUrl } from '../store/records/postgres';
import { parseClassroomArgs, usage } from './args';
import { startClassroomHost } from './host';
import { passphraseAtStart } from './set-passphrase';

async function main(): Promise<void> {
  const args = parseClassroomArgs(process.argv.slice(2));
  if (args === 'help') return console.log(usage);
  const staticDir = path.resolve(__dirname, '../renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`The renderer is not built (no ${staticDir}/index.html): run npm run build.`);
  // Before listening: a host without a passphrase would let the first browser be the instructor.
  const set = await passphraseAtStart(args.dataDir, args.passphraseFile, { input: process.stdin, output: process.stdout });
  if (set !== 'kept') console.log("The instructor's passphrase is set.");
  const host = await startClassroomHost({ ...args, staticDir, log });
  console.log(`${appMeta.name} ${appMeta.version} is hosting a class at ${host.url}`);
  console.log(`Class code: ${host.classroom.classCode}`);
  console.log(`Trainees: open ${host.url} and join with the class code, their name and student id (the code below opens the join page with the class code filled in).`);
  console.log(`Instructor: open ${host.url} and sign in with your passphrase.`);
  console.log(await host.terminalQr());
  console.log(`Data folder: ${args.dataDir}`);
  if (args.database) console.log(`Records: ${safeUrl(args.database)}`);
  const stop = () => void host.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`${appMeta.name} classroom host: ${errorText(error)}`);
  process.exit(1);
});
