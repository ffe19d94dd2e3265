/**
 * `npm run web`: the trainer in a browser. Serves dist/renderer and the handlers on 127.0.0.1
 * and prints the URL. Built to dist/web/cli.js, beside dist/renderer.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_HEADER } from '../../shared/transport';
import { appMeta } from '../app-meta';
import { errorText } from '../errors';
import { createDispatch, createServices, type Logger } from '../handlers';
import { parseWebHostArgs, usage } from './args';
import { createWebServer, listen } from './server';

const log: Logger = {
  warn: (message) => console.warn(`warning: ${message}`),
  error: (message, error) => console.error(`error: ${message}`, error ?? ''),
};

async function main(): Promise<void> {
  const args = parseWebHostArgs(process.argv.slice(2));
  if (args === 'help') return console.log(usage);
  const staticDir = path.resolve(__dirname, '../renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`The renderer is not built (no ${staticDir}/index.html): run npm run build.`);
  }
  const services = createServices({ host: 'web', dataDir: args.dataDir, log });
  // Load now so that a damaged settings file is reported at launch, not at first use.
  await services.settings.get().catch((error: unknown) => log.warn(errorText(error)));
  const token = randomBytes(32).toString('base64url');
  const server = createWebServer({ dispatch: createDispatch(services), staticDir, token, log });
  const url = await listen(server, args.port);
  console.log(`${appMeta.name} ${appMeta.version} is serving ${url}`);
  console.log(`Data folder: ${args.dataDir}`);
  console.log(`API token for other clients (header ${TOKEN_HEADER}): ${token}`);
  const stop = () => {
    // Records saves still in flight (a practice answer just given) finish before the process ends.
    server.close(() => void services.exam.close().finally(() => process.exit(0)));
    server.closeAllConnections(); // a browser's keep-alive connection would hold the exit up
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`${appMeta.name} web host: ${errorText(error)}`);
  process.exit(1);
});
