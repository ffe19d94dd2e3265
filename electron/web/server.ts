/**
 * The HTTP side shared by the web host (`npm run web`) and the classroom host (`npm run
 * classroom`): the built renderer as static files, the handlers behind POST /api/<channel>, and
 * (classroom) the server-sent events of GET /api/events. Who may call is the host's own business
 * (`HostAuth`): the web host knows one local user, the classroom host its sessions. Here, for both:
 * the Host header must name this host (against DNS rebinding), a request with an Origin must come
 * from this host's own origin, and no page carries a secret.
 */
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ApiErrorCode, type ApiResult, failure } from '../../shared/contract';
import { API_PREFIX } from '../../shared/transport';
import type { Caller } from '../api/caller';
import { callable, type Dispatch } from '../api/dispatch';
import { errorText } from '../errors';
import type { Logger } from '../log';
import { securityHeaders } from '../security/csp';
import { contentType, readStaticFile } from '../static-files';
import { CONNECTION_LIMITS, type ConnectionLimits, limitConnections, vouchFor } from './connections';
import { bodyLimit, roleBodyLimit } from './limits';

/** How a host tells who is calling. */
export interface HostAuth {
  /** The caller of an API request, or why it is refused (a failure envelope). */
  caller(request: http.IncomingMessage, response: http.ServerResponse): Caller | { refused: ApiResult<never> };
  /** The path to route by, when the host takes some paths as aliases (the web host's launch address). */
  unwrap?(pathname: string): string;
  /** A page request the host answers itself (e.g. the web host's launch address); true when answered. */
  page?(request: http.IncomingMessage, response: http.ServerResponse, pathname: string): boolean;
  /** GET /api/events: the host's event stream for this caller (classroom). */
  events?(caller: Caller, request: http.IncomingMessage, response: http.ServerResponse): void;
}

export interface WebServerOptions {
  dispatch: Dispatch;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  log: Logger;
  auth: HostAuth;
  /** The host names (without port) the Host header may give: the address listened on, and its aliases. */
  hostNames: readonly string[];
  /** Largest request body accepted, in bytes, for every channel (default: each channel's own, limits.ts). */
  maxBodyBytes?: number;
  /** Connection caps and timeouts (default: CONNECTION_LIMITS; tests make them small). */
  connections?: Partial<ConnectionLimits>;
}

/** The script that defines window.api in the browser; built beside the renderer. */
export const BRIDGE_SCRIPT = 'api-bridge.js';
export const EVENTS = `${API_PREFIX}events`;

const statusFor: Record<ApiErrorCode, number> = {
  'bad-request': 400,
  'not-found': 404,
  conflict: 409,
  'unknown-channel': 404,
  forbidden: 403,
  unauthorized: 401,
  'rate-limited': 429,
  'payload-too-large': 413,
  storage: 500,
  'storage-unavailable': 503,
  internal: 500,
  transport: 502,
};

export function createWebServer(options: WebServerOptions): http.Server {
  const limits = { ...CONNECTION_LIMITS, ...options.connections };
  // How often Node looks for requests past their headers' or body's time.
  const server = http.createServer({ connectionsCheckingInterval: Math.min(1000, limits.headersMs) }, (request, response) => {
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
  limitConnections(server, limits);
  return server;
}

/** Listen on `address` (port 0: any free port) and return the page's URL. */
export function listen(server: http.Server, port: number, address = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      resolve(`http://${address.includes(':') ? `[${address}]` : address}:${(server.address() as AddressInfo).port}/`);
    });
  });
}

async function handle(server: http.Server, options: WebServerOptions, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  const { port } = server.address() as AddressInfo;
  const host = request.headers.host ?? '';
  if (!options.hostNames.some((name) => host === `${name}:${port}`)) {
    return sendJson(response, failure('forbidden', `This host only answers requests for ${options.hostNames[0]}:${port}.`));
  }
  const raw = new URL(request.url ?? '/', `http://${host}`).pathname;
  const pathname = options.auth.unwrap?.(raw) ?? raw;
  if (pathname === EVENTS && request.method === 'GET' && options.auth.events) {
    const caller = callerOf(options, host, request, response);
    if ('refused' in caller) return sendJson(response, caller.refused);
    return options.auth.events(caller, request, response);
  }
  if (pathname.startsWith(API_PREFIX)) return handleApi(options, host, pathname.slice(API_PREFIX.length), request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendText(response, 405, 'Method not allowed');
  }
  if (options.auth.page?.(request, response, raw)) return;
  return serveStatic(options, pathname, request, response);
}

/** The caller, once the request is known to come from this host's own pages (or from no page at all). */
function callerOf(options: WebServerOptions, host: string, request: http.IncomingMessage, response: http.ServerResponse): Caller | { refused: ApiResult<never> } {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return { refused: failure('forbidden', 'Requests from other web pages are refused.') };
  const caller = options.auth.caller(request, response);
  if (!('refused' in caller) && caller.role !== 'guest') vouchFor(request.socket);
  return caller;
}

async function handleApi(options: WebServerOptions, host: string, rawChannel: string, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST');
    return sendJson(response, failure('bad-request', 'Call the API with POST.'), 405);
  }
  const caller = callerOf(options, host, request, response);
  if ('refused' in caller) return sendJson(response, caller.refused);
  let channel: string;
  try {
    channel = decodeURIComponent(rawChannel);
  } catch {
    channel = rawChannel;
  }
  // Issue 32 finding 2: who may call is known from the cookie: a body nobody may send is never read.
  const allowed = callable(channel, caller);
  if (typeof allowed !== 'string') return refuseUnread(response, allowed);
  const limit = options.maxBodyBytes ?? Math.min(bodyLimit(allowed), roleBodyLimit(caller.role));
  const body = await readBody(request, limit);
  if (body === null) return refuseUnread(response, failure('payload-too-large', `The request body is larger than ${limit} bytes, the most ${channel} takes.`));
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch (error) {
    return sendJson(response, failure('bad-request', `The request body is not JSON: ${errorText(error)}`));
  }
  sendJson(response, await options.dispatch(channel, payload, caller));
}

/** Answers without reading (the rest of) the request's body, and closes the connection rather than read it to reuse it. */
function refuseUnread(response: http.ServerResponse, result: ApiResult<never>): void {
  response.setHeader('Connection', 'close');
  sendJson(response, result);
}

/** Constant-time comparison of a secret the request gave with the host's. */
export function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A cookie's value from the request's Cookie header. */
export function cookieValue(request: http.IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A session cookie: never readable by scripts, never sent with another site's requests. */
export function sessionCookie(name: string, value: string | null): string {
  return value === null ? `${name}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0` : `${name}=${value}; HttpOnly; SameSite=Strict; Path=/`;
}

/** Whether a cookie-carrying API request is the bridge's own kind (JSON, which another site cannot send without asking first). */
export function isJsonRequest(request: http.IncomingMessage): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
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

async function serveStatic(options: WebServerOptions, pathname: string, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const found = await readStaticFile(options.staticDir, pathname);
  if (!found) return sendText(response, 404, 'Not found');
  const { file } = found;
  const isPage = file === path.resolve(options.staticDir, 'index.html');
  const content = isPage ? withBridge(found.body.toString('utf8')) : found.body;
  response.statusCode = 200;
  response.setHeader('Content-Type', contentType(file));
  response.setHeader('Content-Length', Buffer.byteLength(content));
  response.end(request.method === 'HEAD' ? undefined : content);
}

/** The bridge as a classic script, which runs before the app's module script. The page holds no secret. */
function withBridge(html: string): string {
  return html.replace('</head>', `<script src="./${BRIDGE_SCRIPT}"></script>\n</head>`);
}

export function sendJson(response: http.ServerResponse, result: ApiResult<unknown>, status?: number): void {
  const body = JSON.stringify(result);
  response.statusCode = status ?? (result.ok ? 200 : statusFor[result.error.code]);
  if (!result.ok && result.error.retryAfter !== undefined) response.setHeader('Retry-After', Math.ceil(result.error.retryAfter));
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(body);
}

function sendText(response: http.ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(text);
}
