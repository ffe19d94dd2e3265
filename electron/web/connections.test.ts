/**
 * Issue 32 finding 3: a flood of half-open connections fills no file table. Through a classroom
 * host with small caps (8 a client address, 24 in all from other computers): the connections past
 * an address's cap are closed at once, half-open ones when their headers do not come, and the
 * instructor at the host's own computer and a signed-in trainee still get in while the flood goes on.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassroomHost } from '../classroom/host';
import { Browser, PASSPHRASE, testClassroom } from '../classroom/testing';

const hosts: ClassroomHost[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
});

/** `n` connections from `localAddress` that never send a byte; counts those the host closes. */
async function halfOpen(url: string, localAddress: string, n: number, closed: { count: number }): Promise<void> {
  const { port } = new URL(url);
  await Promise.all(
    Array.from({ length: n }, () => {
      const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.resume(); // reading, so that the host's close is seen
      socket.once('close', () => closed.count++);
      return new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
    }),
  );
}

describe('issue 32 finding 3: connection floods', () => {
  it('caps connections per address and in all, and keeps room for the host itself and signed-in users', async () => {
    const h = await testClassroom({ connections: { perAddress: 8, total: 24, headersMs: 60_000 } });
    hosts.push(h);
    const instructor = new Browser(h.url, {}, '127.0.0.1');
    await instructor.call('instructor.signIn', { passphrase: PASSPHRASE });
    // A trainee signed in from another computer (127.0.0.3).
    const ann = new Browser(h.url, {}, '127.0.0.3');
    await ann.call('class.join', { classCode: h.classroom.classCode, name: 'Ann', studentId: 'S-1' });
    await instructor.call('class.admit', { requestIds: (await instructor.call('class.view', {})).requests.map((r) => r.requestId) });

    // One machine opens 200: all but 8 are closed at once.
    const flood = { count: 0 };
    await halfOpen(h.url, '127.0.0.2', 200, flood);
    await expect.poll(() => flood.count).toBeGreaterThanOrEqual(192);
    expect((await instructor.send('class.view', {})).status).toBe(200);

    // Many machines fill the pool of other computers: a new one takes the place of an idle guest's.
    const many = { count: 0 };
    for (let k = 10; k < 16; k++) await halfOpen(h.url, `127.0.0.${k}`, 8, many);
    await expect.poll(() => many.count + flood.count).toBeGreaterThanOrEqual(200 + 48 - 24);
    const me = await new Browser(h.url, {}, '127.0.0.4').send('app.info', {});
    expect(me.status).toBe(200);
    // The instructor at the host's own computer, and the signed-in trainee on a new connection, get in while it goes on.
    expect((await instructor.send('class.view', {}, { Connection: 'close' })).status).toBe(200);
    const annIn = await ann.send('class.me', {}, { Connection: 'close' });
    expect(annIn.body).toMatchObject({ ok: true, data: { status: 'admitted', name: 'Ann' } });
  });

  it('closes a half-open connection whose headers do not come in time', async () => {
    const h = await testClassroom({ connections: { headersMs: 300 } });
    hosts.push(h);
    const closed = { count: 0 };
    await halfOpen(h.url, '127.0.0.2', 3, closed);
    await expect.poll(() => closed.count, { timeout: 10_000 }).toBe(3);
  });
});
