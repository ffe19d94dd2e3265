/**
 * `npm run web`: the trainer in a browser. Serves dist/renderer and the handlers on 127.0.0.1
 * and prints the URL. Built to dist/web/cli.js, beside dist/renderer. The web host's composition
 * root: its services and the host over them.
 */
import { TOKEN_HEADER } from '../../shared/transport';
import { appMeta } from '../app-meta';
import { parseWebHostArgs, usage } from './args';
import { startWebHost } from './host';
import { hostServices, printStorage, runHostCli } from './host-cli';

runHostCli({
  title: 'web host',
  usage,
  parse: parseWebHostArgs,
  async start(args, staticDir) {
    const services = hostServices('web', args);
    const host = await startWebHost({ port: args.port, staticDir, services });
    // The launch address signs a browser in: it is shown here only, never in a page.
    console.log(`${appMeta.name} ${appMeta.version} is serving ${host.launchUrl}`);
    console.log('Open that address in your browser; it is for you alone (it signs the browser in).');
    printStorage(args);
    console.log(`API token for other clients (header ${TOKEN_HEADER}): ${host.token}`);
    // Every answer was written before it was acknowledged: nothing is waiting to be saved.
    return { stop: () => host.stop().then(() => services.close()) };
  },
});
