/**
 * A running web host (`npm run web`): the dispatcher and the HTTP server on 127.0.0.1 over the
 * services its composition root built, for one local user, and how to stop it. `npm run web`
 * (cli.ts) and the fault test's host process both start one.
 *
 * Who is the local user: whoever has the launch address, which only the terminal that started the
 * host shows (`/launch/<token>/`). Opening it gives the browser an HttpOnly, SameSite=Strict
 * session cookie and moves on to the app; the page itself carries no secret, so another user of
 * the computer who fetches it can call nothing. Other clients send the token in a header, or
 * call under the launch address (`/launch/<token>/api/<channel>`).
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { failure } from '../../shared/contract';
import { TOKEN_HEADER } from '../../shared/transport';
import { LOCAL } from '../api/caller';
import { createDispatch } from '../api/dispatch';
import type { Services } from '../services';
import { cookieValue, createWebServer, type HostAuth, isJsonRequest, listen, secretMatches, sessionCookie } from './server';

export interface WebHostOptions {
  port: number;
  /** The built renderer. */
  staticDir: string;
  /** The host's services: its data folder, records and log. Stopping the host leaves them open. */
  services: Services;
}

export interface WebHost {
  /** The address of the host itself. */
  url: string;
  /** The launch address: it signs a browser in. Only for the user who started the host. */
  launchUrl: string;
  token: string;
  server: http.Server;
  services: Services;
  /** Stops taking requests and ends open connections. */
  stop(): Promise<void>;
}

const COOKIE = 'trainer_local';

/** The local user's proofs: the token (header or launch path) or the session cookie it gave a browser. */
export function localAuth(token: string, session: string): HostAuth {
  const launch = `/launch/${token}/`;
  return {
    unwrap: (pathname) => (pathname.startsWith(launch) ? pathname.slice(launch.length - 1) : pathname),
    caller(request) {
      if (secretMatches(request.headers[TOKEN_HEADER.toLowerCase()], token)) return LOCAL;
      if ((request.url ?? '').startsWith(launch)) return LOCAL;
      // The browser's cookie, on the bridge's JSON requests only.
      if (secretMatches(cookieValue(request, COOKIE), session) && isJsonRequest(request)) return LOCAL;
      return { refused: failure('unauthorized', `This browser is not signed in: open the address the web host printed when it started (or send the ${TOKEN_HEADER} header).`) };
    },
    page(_request, response, pathname) {
      if (pathname !== launch && pathname !== launch.slice(0, -1)) return false;
      response.statusCode = 303;
      response.setHeader('Set-Cookie', sessionCookie(COOKIE, session));
      response.setHeader('Location', '/'); // the fragment (#/exam) goes along
      response.end();
      return true;
    },
  };
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { services } = options;
  const { log } = services.ctx;
  // Loaded now so that a damaged settings file is reported at launch, not at first use.
  await services.settings.get().catch((error: unknown) => log.warn(error instanceof Error ? error.message : String(error)));
  const token = randomBytes(32).toString('base64url');
  const session = randomBytes(32).toString('base64url');
  const server = createWebServer({ dispatch: createDispatch(services), staticDir: options.staticDir, log, auth: localAuth(token, session), hostNames: ['127.0.0.1', 'localhost'] });
  const url = await listen(server, options.port);
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections(); // a browser's keep-alive connection would hold the exit up
    await closed;
  };
  return { url, launchUrl: `${url}launch/${token}/`, token, server, services, stop };
}
