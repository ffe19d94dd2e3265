/**
 * `npm run classroom`: hosts a class on this computer's address on the local network. Prints the
 * join address, the class code and a QR code of the address; the instructor signs in at the same
 * address. Built to dist/classroom/cli.js, beside dist/renderer. The classroom host's composition
 * root: its services and the host over them.
 */
import { appMeta } from '../app-meta';
import { hostServices, printStorage, runHostCli } from '../web/host-cli';
import { parseClassroomArgs, usage } from './args';
import { startClassroomHost } from './host';
import { passphraseAtStart } from './set-passphrase';

runHostCli({
  title: 'classroom host',
  usage,
  parse: parseClassroomArgs,
  async start(args, staticDir) {
    // Before listening: a host without a passphrase would let the first browser be the instructor.
    const set = await passphraseAtStart(args.dataDir, args.passphraseFile, { input: process.stdin, output: process.stdout });
    if (set !== 'kept') console.log("The instructor's passphrase is set.");
    const services = hostServices('classroom', args);
    const host = await startClassroomHost({ address: args.address, port: args.port, staticDir, services });
    console.log(`${appMeta.name} ${appMeta.version} is hosting a class at ${host.url}`);
    console.log(`Class code: ${host.classroom.classCode}`);
    console.log(`Trainees: open ${host.url} and join with the class code, their name and student id (the code below opens the join page with the class code filled in).`);
    console.log(`Instructor: open ${host.url} and sign in with your passphrase.`);
    console.log(await host.terminalQr());
    printStorage(args);
    return { stop: () => host.stop().then(() => services.close()) };
  },
});
