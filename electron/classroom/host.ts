/**
 * A running classroom host (`npm run classroom`, or "host a class" in the desktop app): the HTTP
 * server on the address the instructor chose over the services its composition root built
 * (classroom/cli.ts, electron/desktop.ts), the class, and how to stop it. Who calls is told by an
 * HttpOnly, SameSite=Strict session cookie that signing in or joining gives; the pages hold no
 * secret.
 */
import { hostname } from 'node:os';
import type http from 'node:http';
import QRCode from 'qrcode';
import { joinLink } from '../../shared/classroom';
import { failure } from '../../shared/contract';
import { createDispatch } from '../api/dispatch';
import type { Services } from '../services';
import { type ConnectionLimits, fromHostItself } from '../web/connections';
import { cookieValue, createWebServer, type HostAuth, isJsonRequest, listen, sessionCookie } from '../web/server';
import { Classroom, newClassCode } from './classroom';
import { warmUp } from './warm-up';

export interface ClassroomHostOptions {
  address: string;
  port: number;
  staticDir: string;
  /** The host's services: its data folder, records and log. Stopping the host leaves them open. */
  services: Services;
  /** On certificates: "taken in class on host X" (default: this computer's name). */
  hostName?: string;
  /** Tests fix it. */
  classCode?: string;
  /** Connection caps and timeouts (tests make them small). */
  connections?: Partial<ConnectionLimits>;
}

export interface ClassroomHost {
  url: string;
  classroom: Classroom;
  services: Services;
  server: http.Server;
  /** The join address as a QR code for a terminal. */
  terminalQr(): Promise<string>;
  stop(): Promise<void>;
}

const COOKIE = 'trainer_class';
const LOOPBACK = /^(127\.|::1$)/;

function classroomAuth(classroom: () => Classroom): HostAuth {
  return {
    caller(request, response) {
      // Only the bridge's JSON requests: a form on another site cannot send JSON without asking first.
      if (request.method === 'POST' && !isJsonRequest(request)) return { refused: failure('forbidden', 'The API takes JSON requests only.') };
      const cookie = {
        set: (id: string) => response.setHeader('Set-Cookie', sessionCookie(COOKIE, id)),
        clear: () => response.setHeader('Set-Cookie', sessionCookie(COOKIE, null)),
      };
      return { ...classroom().callerFor(cookieValue(request, COOKIE), cookie, request.socket.remoteAddress), onHost: fromHostItself(request.socket) };
    },
    events: (caller, request, response) => classroom().openStream(caller, request, response),
  };
}

export async function startClassroomHost(options: ClassroomHostOptions): Promise<ClassroomHost> {
  const { services } = options;
  const { log } = services.ctx;
  await services.settings.get().catch((error: unknown) => log.warn(error instanceof Error ? error.message : String(error)));
  let classroom: Classroom | undefined;
  const server = createWebServer({
    dispatch: createDispatch(services),
    staticDir: options.staticDir,
    log,
    auth: classroomAuth(() => classroom!),
    hostNames: [options.address, ...(LOOPBACK.test(options.address) ? ['localhost'] : [])],
    connections: options.connections,
  });
  const url = await listen(server, options.port, options.address);
  // The QR code opens the join page with the class code filled in.
  const classCode = options.classCode ?? newClassCode();
  const link = joinLink(url, classCode);
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })).toString('base64')}`;
  classroom = new Classroom(services, { hostName: options.hostName ?? hostname(), joinUrl: url, qrCode, classCode });
  services.classroom = classroom;
  await warmUp(url, services).catch((error: unknown) => log.warn(`The classroom host could not warm up: ${error instanceof Error ? error.message : String(error)}`));
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections(); // event streams and keep-alive connections would hold the exit up
    await closed;
    classroom!.close();
    services.classroom = undefined;
  };
  return { url, classroom, services, server, terminalQr: () => QRCode.toString(link, { type: 'utf8', margin: 2 }), stop };
}
