/**
 * Test helpers: a classroom host on 127.0.0.1 over a fresh data folder (its passphrase set, as
 * its terminal would), and browsers as plain HTTP clients that keep their own session cookie (as
 * each browser context does).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChannelName, Req, Res } from '../../shared/contract';
import type { Clock } from '../exam/clock';
import type { ConnectionLimits } from '../web/connections';
import { createServices } from '../services';
import { type ClassroomHost, startClassroomHost } from './host';
import { Passphrase } from './passphrase';

export const PASSPHRASE = 'correct horse battery';

/** A host whose instructor's passphrase is PASSPHRASE, set as its terminal would (`passphrase: false`: none set, a fresh host). */
export async function testClassroom(options: { clock?: Clock; dataDir?: string; passphrase?: boolean; connections?: Partial<ConnectionLimits> } = {}): Promise<ClassroomHost & { dataDir: string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'classroom-'));
  const staticDir = path.join(root, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const dataDir = options.dataDir ?? path.join(root, 'data');
  if (options.passphrase !== false) await new Passphrase(dataDir).set(PASSPHRASE);
  const log = { warn: () => undefined, error: (m: string, e?: unknown) => console.error(m, e) };
  const services = createServices({ host: 'classroom', dataDir, log, clock: options.clock });
  const host = await startClassroomHost({ address: '127.0.0.1', port: 0, staticDir, services, hostName: 'room-1', connections: options.connections });
  return { ...host, dataDir, stop: () => host.stop().then(() => services.close()) };
}

export interface Reply<T> {
  status: number;
  body: { ok: true; data: T } | { ok: false; error: { code: string; message: string } };
}

/** A browser: its own cookie, the page's headers, and (`localAddress`, e.g. 127.0.0.2) its own computer's address. */
export class Browser {
  cookie: string | undefined;

  constructor(
    readonly url: string,
    private readonly extraHeaders: Record<string, string> = {},
    private readonly localAddress?: string,
  ) {}

  async send<C extends ChannelName>(channel: C, request: Req<C>, headers: Record<string, string> = {}): Promise<Reply<Res<C>>> {
    const body = JSON.stringify(request);
    const { status, setCookie, text } = await new Promise<{ status: number; setCookie: string[]; text: string }>((resolve, reject) => {
      const call = http.request(
        `${this.url}api/${channel}`,
        {
          method: 'POST',
          localAddress: this.localAddress,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...(this.cookie ? { Cookie: this.cookie } : {}), ...this.extraHeaders, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(body);
    });
    const set = setCookie[0];
    if (set) this.cookie = /Max-Age=0/.test(set) ? undefined : set.split(';')[0];
    return { status, body: JSON.parse(text) as Reply<Res<C>>['body'] };
  }

  /** The data, or a thrown error naming the failure. */
  async call<C extends ChannelName>(channel: C, request: Req<C>): Promise<Res<C>> {
    const { body } = await this.send(channel, request);
    if (!body.ok) throw new Error(`${channel}: ${body.error.code}: ${body.error.message}`);
    return body.data;
  }
}

/** An instructor signed in, and `names.length` trainees joined and admitted. */
export async function classWith(host: ClassroomHost, names: string[]) {
  const instructor = new Browser(host.url);
  await instructor.call('instructor.signIn', { passphrase: PASSPHRASE });
  const trainees: Browser[] = [];
  for (const [k, name] of names.entries()) {
    const b = new Browser(host.url);
    await b.call('class.join', { classCode: host.classroom.classCode, name, studentId: `S-${k + 1}` });
    trainees.push(b);
  }
  const { requests } = await instructor.call('class.view', {});
  if (requests.length) await instructor.call('class.admit', { requestIds: requests.map((r) => r.requestId) });
  return { instructor, trainees };
}
