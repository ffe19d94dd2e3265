/**
 * The desktop app without Electron, for the e2e tests of what only the desktop app shows (its
 * instructor area's "Host a class": the passphrase form, then hosting). Run in a process of its
 * own by e2e/classroom-host.ts (through tsx): `desktop-app-host.ts DATA_DIR`.
 *
 * The services are made as electron/main.ts makes them: host 'electron', the built renderer as the
 * class's static files, the class's live view pushed to the app's window. Only the window's
 * transport differs: instead of app:// and IPC from the app's own window, the built renderer is
 * served over HTTP on 127.0.0.1 to the one local user, as `npm run web` serves it (its launch
 * address and session cookie, electron/web/host.ts), and what main.ts sends the window
 * (IPC_EVENT) goes to that user's pages as server-sent events, which the page's bridge listens to.
 * No product code knows about this script.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import type { ClassEvent } from '../shared/classroom';
import { LOCAL } from '../electron/api/caller';
import { createDesktopDispatch } from '../electron/desktop';
import { consoleLog as log } from '../electron/log';
import { createServices } from '../electron/services';
import { localAuth } from '../electron/web/host';
import { cookieValue, createWebServer, EVENTS, listen, secretMatches } from '../electron/web/server';

async function main(): Promise<void> {
  const [dataDir] = process.argv.slice(2);
  const windows = new Set<http.ServerResponse>();
  const services = createServices({
    host: 'electron',
    dataDir,
    log,
    staticDir: path.resolve(__dirname, '../dist/renderer'),
    onEvent: (event: ClassEvent) => {
      for (const window of windows) window.write(`data: ${JSON.stringify(event)}\n\n`);
    },
  });
  const token = randomBytes(32).toString('base64url');
  const session = randomBytes(32).toString('base64url');
  const local = localAuth(token, session);
  const server = createWebServer({
    dispatch: createDesktopDispatch(services),
    staticDir: services.ctx.staticDir!,
    log,
    auth: {
      ...local,
      // The event stream is a GET (no JSON body): the local user's cookie alone lets it in.
      caller: (request, response) => (request.method === 'GET' && request.url === EVENTS && secretMatches(cookieValue(request, 'trainer_local'), session) ? LOCAL : local.caller(request, response)),
      events(_caller, request, response) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
        windows.add(response);
        request.on('close', () => windows.delete(response));
      },
    },
    hostNames: ['127.0.0.1', 'localhost'],
  });
  const url = await listen(server, 0);
  console.log(`The desktop app (without Electron) is serving ${url}launch/${token}/`);
  const stop = () => {
    server.closeAllConnections();
    server.close();
    void services.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
