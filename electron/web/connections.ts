/**
 * Issue 32 finding 3: connection floods. Half-open connections from one machine (about 20,000)
 * filled the host's file limit, and every new request, the instructor's included, was reset. Here:
 * a cap per client address and one in all; idle and half-open sockets time out (headers, body,
 * keep-alive, silence); and a reserve: the host's own computer (the instructor's) has a pool of
 * its own, and when the others' pool is full a new connection takes the place of the oldest one
 * that is idle and has not shown a session, so a signed-in user still gets in.
 */
import type http from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Open connections from one client address (a browser opens about six, and its event stream). */
  perAddress: number;
  /** Open connections from other computers than the host itself, in all; the host itself has as many again. */
  total: number;
  /** A request's headers must have come within this, its body within `requestMs`. */
  headersMs: number;
  requestMs: number;
  /** A kept-alive connection with no request closes after this; any socket silent for `idleMs` too. */
  keepAliveMs: number;
  idleMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  perAddress: 64,
  total: 1500,
  headersMs: 10_000,
  // A 60 MB import over a slow room network.
  requestMs: 120_000,
  keepAliveMs: 5_000,
  // Event streams say something every 25 s.
  idleMs: 60_000,
};

interface Connection {
  address: string;
  onHost: boolean;
  /** Requests on it not yet answered. */
  busy: number;
  /** A request on it showed a session (or the host's own user): not to be let go for a newcomer. */
  vouched: boolean;
  /** Its first request came: it is no longer half-open. */
  firstRequest(): void;
}

/** Whether a connection comes from the host's own computer: from the very address it reached (the instructor's machine). */
export function fromHostItself(socket: Socket): boolean {
  return socket.remoteAddress !== undefined && socket.remoteAddress === socket.localAddress;
}

const connections = new WeakMap<Socket, Connection>();

/** A request on this socket showed who is calling: the connection is kept when others are let go. */
export function vouchFor(socket: Socket): void {
  const c = connections.get(socket);
  if (c) c.vouched = true;
}

/** The server's timeouts, and its connections held to the limits. */
export function limitConnections(server: http.Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  server.setTimeout(limits.idleMs, (socket) => socket.destroy());
  /** Open connections in the order they came (oldest first), the host's own apart. */
  const open = { onHost: new Set<Socket>(), others: new Set<Socket>() };
  const byAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const c: Connection = { address: socket.remoteAddress ?? '', onHost: fromHostItself(socket), busy: 0, vouched: false, firstRequest: () => undefined };
    const pool = c.onHost ? open.onHost : open.others;
    const fromAddress = byAddress.get(c.address) ?? 0;
    if ((!c.onHost && fromAddress >= limits.perAddress) || (pool.size >= limits.total && !letOneGo(pool))) {
      socket.destroy();
      return;
    }
    connections.set(socket, c);
    pool.add(socket);
    byAddress.set(c.address, fromAddress + 1);
    // Node times out headers once some have come; a connection that sends nothing at all, here.
    const silent = setTimeout(() => socket.destroy(), limits.headersMs);
    silent.unref();
    c.firstRequest = () => clearTimeout(silent);
    socket.once('close', () => {
      clearTimeout(silent);
      pool.delete(socket);
      const left = (byAddress.get(c.address) ?? 1) - 1;
      if (left > 0) byAddress.set(c.address, left);
      else byAddress.delete(c.address);
    });
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const c = connections.get(request.socket);
    if (!c) return;
    c.firstRequest();
    c.busy++;
    response.once('close', () => c.busy--);
  });
}

/** Lets the oldest idle connection that showed no session go; false when there is none. */
function letOneGo(pool: Set<Socket>): boolean {
  for (const socket of pool) {
    const c = connections.get(socket)!;
    if (!c.vouched && c.busy === 0) {
      pool.delete(socket);
      socket.destroy();
      return true;
    }
  }
  return false;
}
