/**
 * `npm run web`: the trainer in a browser. Serves dist/renderer and the handlers on 127.0.0.1
 * and prints the URL. Built to dist/web/cli.js, beside dist/renderer.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_HEADER } from '../../shared/transport';
import { appMeta } from '../app-meta';
import { errorText } from '../errors';
import { consoleLog as log } from '../services';
import { safeUrl } from '../store/records/postgres';
import { parseWebHostArgs, usage } from './args';
import { startWebHost } from './host';


async function main(): Promise<void> {
  const args = parseWebHostArgs(process.argv.slice(2));
  if (args === 'help') return console.log(usage);
  const staticDir = path.resolve(__dirname, '../renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`The renderer is not built (no ${staticDir}/index.html): run npm run build.`);
  }
  const host = await startWebHost({ ...args, staticDir, log });
  // The launch address signs a browser in: it is shown here only, never in a page.
  console.log(`${appMeta.name} ${appMeta.version} is serving ${host.launchUrl}`);
  console.log('Open that address in your browser; it is for you alone (it signs the browser in).');
  console.log(`Data folder: ${args.dataDir}`);
  if (args.database) console.log(`Records: ${safeUrl(args.database)}`);
  console.log(`API token for other clients (header ${TOKEN_HEADER}): ${host.token}`);
  const stop = () => void host.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`${appMeta.name} web host: ${errorText(error)}`);
  process.exit(1);
});
