/**
 * The web host's HTTP side: the built renderer as static files, and the handlers behind
 * POST /api/<channel>. Only the page this host served may call the API: requests must carry the
 * per-launch token (delivered inside that page), name this host in their Host header (against
 * DNS rebinding) and, when they have an Origin, come from this host's own origin.
 */
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ApiErrorCode, type ApiResult, failure } from '../../shared/contract';
import { API_PREFIX, TOKEN_HEADER, TOKEN_META } from '../../shared/transport';
import { errorText } from '../errors';
import type { Dispatch, Logger } from '../handlers';
import { securityHeaders } from '../security/csp';
import { contentType, readStaticFile } from '../static-files';

export interface WebHostOptions {
  dispatch: Dispatch;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  token: string;
  log: Logger;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes?: number;
}

/** The script that defines window.api in the browser; built beside the renderer. */
export const BRIDGE_SCRIPT = 'api-bridge.js';

const statusFor: Record<ApiErrorCode, number> = {
  'bad-request': 400,
  'not-found': 404,
  conflict: 409,
  'unknown-channel': 404,
  forbidden: 403,
  'payload-too-large': 413,
  storage: 500,
  internal: 500,
  transport: 502,
};

export function createWebServer(options: WebHostOptions): http.Server {
  const server = http.createServer((request, response) => {
    handle(server, options, request, response).catch((error: unknown) => {
      options.log.error(`${request.method} ${request.url} failed`, error);
      if (!response.headersSent) sendJson(response, failure('internal', 'The web host hit an internal error.'));
      else response.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

/** Listen on 127.0.0.1 (port 0: any free port) and return the page's URL. */
export function listen(server: http.Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    });
  });
}

async function handle(
  server: http.Server,
  options: WebHostOptions,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  const { port } = server.address() as AddressInfo;
  const host = request.headers.host ?? '';
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
    return sendJson(response, failure('forbidden', `This host only answers requests for 127.0.0.1:${port}.`));
  }
  const pathname = new URL(request.url ?? '/', `http://${host}`).pathname;
  if (pathname.startsWith(API_PREFIX)) return handleApi(options, host, pathname.slice(API_PREFIX.length), request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendText(response, 405, 'Method not allowed');
  }
  return serveStatic(options, pathname, request, response);
}

async function handleApi(
  options: WebHostOptions,
  host: string,
  rawChannel: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST');
    return sendJson(response, failure('bad-request', 'Call the API with POST.'), 405);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    return sendJson(response, failure('forbidden', 'Requests from other web pages are refused.'));
  }
  if (!tokenMatches(request.headers[TOKEN_HEADER.toLowerCase()], options.token)) {
    return sendJson(response, failure('forbidden', `Missing or wrong ${TOKEN_HEADER} header: the API answers only the page this host served.`));
  }
  const limit = options.maxBodyBytes ?? 64 * 1024;
  const body = await readBody(request, limit);
  if (body === null) {
    response.setHeader('Connection', 'close');
    return sendJson(response, failure('payload-too-large', `The request body is larger than ${limit} bytes.`));
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch (error) {
    return sendJson(response, failure('bad-request', `The request body is not JSON: ${errorText(error)}`));
  }
  let channel: string;
  try {
    channel = decodeURIComponent(rawChannel);
  } catch {
    channel = rawChannel;
  }
  sendJson(response, await options.dispatch(channel, payload));
}

function tokenMatches(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body, or null once it grows past `limit` (the rest is not read). */
function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function serveStatic(
  options: WebHostOptions,
  pathname: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const found = await readStaticFile(options.staticDir, pathname);
  if (!found) return sendText(response, 404, 'Not found');
  const { file } = found;
  const isPage = file === path.resolve(options.staticDir, 'index.html');
  const content = isPage ? withBridge(found.body.toString('utf8'), options.token) : found.body;
  response.statusCode = 200;
  response.setHeader('Content-Type', contentType(file));
  response.setHeader('Content-Length', Buffer.byteLength(content));
  response.end(request.method === 'HEAD' ? undefined : content);
}

/**
 * The page gets the token in a meta tag and the bridge as a classic script, which runs before
 * the app's module script. The token is never put in a script: another page could run that.
 */
function withBridge(html: string, token: string): string {
  const tags = `<meta name="${TOKEN_META}" content="${token}">\n<script src="./${BRIDGE_SCRIPT}"></script>\n`;
  return html.replace('</head>', `${tags}</head>`);
}

function sendJson(response: http.ServerResponse, result: ApiResult<unknown>, status?: number): void {
  const body = JSON.stringify(result);
  response.statusCode = status ?? (result.ok ? 200 : statusFor[result.error.code]);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(body);
}

function sendText(response: http.ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(text);
}
