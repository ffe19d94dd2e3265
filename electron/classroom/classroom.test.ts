/**
 * The classroom host against the attacks it was built for (issue "a class on one host"), through
 * its real HTTP side: each test is one way a trainee could have beaten today's certification.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import type { ExamView } from '../../shared/exam';
import { classLimits, classViewKeys } from '../../shared/classroom';
import { applyChanges } from '../../shared/view-changes';
import { listShippedHands, shippedHandText } from '../drills/shipped';
import { fakeClock } from '../exam/clock';
import { schoolDefinitionText } from '../exam/definitions';
import { answerKey } from '../exam/key';
import { readResultFile, resultFileText, signResult } from '../exam/export';
import { hostedItemSeed, readExamSecret } from '../exam/secret';
import { enrolmentCode, installationSigner } from '../exam/signing';
import { keyAnswers, pdfText, testService } from '../exam/testing';
import type { ClassroomHost } from './host';
import { Passphrase } from './passphrase';
import { bodyLimit, roleBodyLimit, SMALL_BODY } from '../web/limits';
import { Browser, classWith, PASSPHRASE, testClassroom } from './testing';

const hosts: ClassroomHost[] = [];
afterEach(() => Promise.all(hosts.splice(0).map((h) => h.stop())));

async function host(options: Parameters<typeof testClassroom>[0] = {}) {
  const h = await testClassroom(options);
  hosts.push(h);
  return h;
}

/** Three quick items, two attempts: a class exam of the tests. */
const SHORT = schoolDefinitionText({
  title: 'Short',
  profile: 'tournament',
  sections: [
    { kind: 'min-raise', count: 1, level: 1 },
    { kind: 'pot-limit', count: 1, level: 1 },
    { kind: 'action', count: 1, level: 1 },
  ],
  perItemSeconds: 120,
  totalSeconds: 600,
  passPercent: 60,
  attempts: 2,
  shuffle: false,
});

async function startShortExam(instructor: Browser) {
  const info = await instructor.call('exam.addDefinition', { fileName: 'short.json', text: SHORT });
  await instructor.call('class.startExam', { definitionId: info.id });
  return info.id;
}

/** Answers every item with the host's key (as only the host could). */
async function answerAll(trainee: Browser, dataDir: string, view: ExamView, wrong = false): Promise<void> {
  const key = keyAnswers(view.code, view.attempt, await readExamSecret(dataDir));
  let v = view;
  while (v.status === 'running' && v.item) {
    const answer: Answer = wrong ? ({ kind: 'min-raise', min_raise_to: 0 } as Answer) : key[v.item.index];
    const out = await trainee.send('exam.submit', { examId: v.examId, index: v.item.index, answer: wrong ? { ...answer, kind: v.item.kind } : answer });
    if (!out.body.ok) {
      // A wrong-shaped answer: hand in instead.
      await trainee.call('exam.finish', { examId: v.examId });
      return;
    }
    v = out.body.data.view;
  }
}

describe('who is who on a classroom host', () => {
  it('a guest on a fresh host cannot become the instructor: no browser sets the passphrase', async () => {
    const h = await host({ passphrase: false });
    const guest = new Browser(h.url);
    expect((await guest.send('app.info', {})).body).toMatchObject({ ok: true, data: { host: 'classroom', role: 'guest', passphraseSet: false } });
    const refused = await guest.send('instructor.signIn', { passphrase: 'whatever the guest likes' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('not set yet') } });
    expect(guest.cookie).toBeUndefined();
    expect(await guest.call('app.info', {})).toMatchObject({ role: 'guest', passphraseSet: false });
    // Nor by the channel the desktop app's user sets it with, nor the records' address.
    expect((await guest.send('classroom.setPassphrase', { passphrase: 'whatever the guest likes' })).status).toBe(401);
    expect((await guest.send('settings.setRecordsDatabase', { recordsDatabase: 'postgres://evil@attacker/db' })).status).toBe(401);
    expect(await h.classroom.passphraseSet()).toBe(false);
    // Once the host's own user sets it (its terminal), the instructor signs in with it.
    await new Passphrase(h.dataDir).set(PASSPHRASE);
    expect(await guest.call('instructor.signIn', { passphrase: PASSPHRASE })).toEqual({});
    expect(guest.cookie).toMatch(/^trainer_class=[\w-]{43}$/);
    expect((await guest.call('app.info', {})).role).toBe('instructor');
  });

  it('slows wrong guesses per client address: a guessing trainee does not lock the instructor out', async () => {
    const h = await host({ clock: fakeClock(Date.UTC(2026, 11, 1, 9)) }); // the host's clock stands still: every wait is still to come
    const guesser = new Browser(h.url, {}, '127.0.0.2');
    // A wrong passphrase says so, and how long to wait (issue 30: not "not signed in").
    const wrong = await guesser.send('instructor.signIn', { passphrase: 'wrong guess 1' });
    expect(wrong.body).toMatchObject({ ok: false, error: { code: 'unauthorized', reason: 'wrong-passphrase', retryAfter: 1 } });
    // The guesser's next try must wait, even with the right passphrase.
    const slowed = await guesser.send('instructor.signIn', { passphrase: PASSPHRASE });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ ok: false, error: { code: 'rate-limited', reason: 'passphrase-wait', retryAfter: 1, message: expect.stringMatching(/try again in 1 s/) } });
    expect(guesser.cookie).toBeUndefined();
    // The instructor, from another computer, signs in at once.
    const instructor = new Browser(h.url, {}, '127.0.0.1');
    expect(await instructor.call('instructor.signIn', { passphrase: PASSPHRASE })).toEqual({});
    expect((await instructor.call('app.info', {})).role).toBe('instructor');
    // And a wrong guess from that address is slowed on its own count.
    const other = new Browser(h.url, {}, '127.0.0.3');
    expect((await other.send('instructor.signIn', { passphrase: 'wrong guess 2' })).status).toBe(401);
    expect((await other.send('instructor.signIn', { passphrase: 'wrong guess 3' })).status).toBe(429);
    expect((await guesser.send('instructor.signIn', { passphrase: 'wrong guess 4' })).status).toBe(429);
  });

  it('issue 32 finding 7: a session is bound to the address it was made from; its cookie from another address is no session', async () => {
    const h = await host();
    const instructor = new Browser(h.url, {}, '127.0.0.1');
    await instructor.call('instructor.signIn', { passphrase: PASSPHRASE });
    const ann = new Browser(h.url, {}, '127.0.0.2');
    await ann.call('class.join', { classCode: h.classroom.classCode, name: 'Ann', studentId: 'S-1' });
    await instructor.call('class.admit', { requestIds: (await instructor.call('class.view', {})).requests.map((r) => r.requestId) });
    // The same cookies, copied to another computer.
    const copies = [new Browser(h.url, {}, '127.0.0.3'), new Browser(h.url, {}, '127.0.0.3')];
    [copies[0].cookie, copies[1].cookie] = [ann.cookie, instructor.cookie];
    expect(await copies[0].call('class.me', {})).toMatchObject({ status: 'none', name: null });
    expect((await copies[0].send('drill.next', { kind: 'min-raise', level: 1 })).status).toBe(401);
    expect((await copies[1].send('class.view', {})).status).toBe(401);
    expect(await copies[1].call('app.info', {})).toMatchObject({ role: 'guest' });
    // At home they still work; a device whose address changed joins again.
    expect(await ann.call('class.me', {})).toMatchObject({ status: 'admitted', name: 'Ann' });
    expect((await instructor.call('app.info', {})).role).toBe('instructor');
  });

  it("issue 32 finding 2: a guest's large body is refused by its role before it is read", async () => {
    const h = await host();
    const total = 50 * 1024 * 1024; // under instructor.import's limit: only the role refuses it
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const { port } = new URL(h.url);
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const post = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/instructor.import', headers: { 'Content-Type': 'application/json', 'Content-Length': total } }, (r) => {
        answered = true;
        r.resume();
        resolve({ status: r.statusCode ?? 0, sent });
      });
      post.on('error', (error) => (answered ? undefined : reject(error)));
      const write = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!post.write(chunk)) return void post.once('drain', write);
        }
        if (!answered) post.end();
      };
      write();
    });
    expect(status).toBe(401);
    // Answered while most of the body was still to come: the host did not read it.
    expect(sent).toBeLessThan(total / 2);
    // A guest's limit is the largest body a guest's channels take (64 KB), whatever the channel.
    expect(roleBodyLimit('guest')).toBe(SMALL_BODY);
    expect(roleBodyLimit('instructor')).toBe(bodyLimit('instructor.import'));
    const big = await new Browser(h.url).send('class.join', { classCode: 'x'.repeat(SMALL_BODY), name: 'Ann', studentId: 'S-1' });
    expect(big.status).toBe(413);
  });

  it('the cookie is HttpOnly and SameSite=Strict, and the page carries no secret', async () => {
    const h = await host();
    const response = await fetch(`${h.url}api/class.join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ classCode: h.classroom.classCode, name: 'Ann', studentId: 'S-1' }) });
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^trainer_class=[\w-]+; HttpOnly; SameSite=Strict; Path=\/$/)]);
    const page = await (await fetch(h.url)).text();
    expect(page).not.toMatch(/trainer_class|token/i);
  });

  it('refuses a request without a session, with a trainee session for the instructor, or with another trainee\'s exam', async () => {
    const h = await host();
    const { instructor, trainees } = await classWith(h, ['Ann', 'Bo']);
    await startShortExam(instructor);
    const [ann, bo] = trainees;
    const annExam = (await ann.call('class.me', {})).exam!;
    const boExam = (await bo.call('class.me', {})).exam!;

    // No session at all.
    const nobody = new Browser(h.url);
    for (const [channel, request] of [
      ['class.view', {}],
      ['exam.current', { examId: annExam.examId }],
      ['drill.next', { kind: 'min-raise', level: 1 }],
      ['records.trainees', {}],
    ] as const) {
      const out = await nobody.send(channel, request as never);
      expect(out.status, channel).toBe(401);
      expect(out.body).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    }
    // A made-up cookie is no session.
    nobody.cookie = 'trainer_class=made-up';
    expect((await nobody.send('exam.current', { examId: annExam.examId })).status).toBe(401);

    // A trainee's cookie on the instructor's channels.
    for (const [channel, request] of [
      ['class.view', {}],
      ['class.startExam', { definitionId: 'builtin:raises-1' }],
      ['class.extend', { seconds: 600 }],
      ['class.endExam', {}],
      ['class.csv', {}],
      ['exam.result', { examId: annExam.examId }],
      ['exam.certificate', { examId: annExam.examId }],
      ['exam.createCode', { definitionId: 'builtin:raises-1' }],
      ['records.trainees', {}],
      ['instructor.import', { files: [{ name: 'x', text: '{}' }] }],
      ['instructor.verifyCertificate', { verificationCode: 'AAAA-BBBB-CCCC' }],
      ['settings.set', { volume: 1 }],
    ] as const) {
      const out = await ann.send(channel, request as never);
      expect(out.status, channel).toBe(403);
      expect(out.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }

    // Another trainee's exam: neither seen nor answered nor handed in.
    for (const channel of ['exam.current', 'exam.finish'] as const) {
      expect((await ann.send(channel, { examId: boExam.examId })).body, channel).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect((await ann.send('exam.submit', { examId: boExam.examId, index: 0, answer: { kind: 'min-raise', min_raise_to: 1 } })).body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // Nor their practice records.
    const item = await ann.send('drill.submit', { itemId: 'x', answer: { kind: 'min-raise', min_raise_to: 1 }, traineeId: boExam.traineeId });
    expect(item.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await bo.call('exam.current', { examId: boExam.examId })).tally.answered).toBe(0);
  });

  it("gives a browser the host's language, never the school's database address, and only the local user changes it", async () => {
    const h = await host();
    const { instructor, trainees } = await classWith(h, ['Ann']);
    await h.services.settings.update({ recordsDatabase: 'postgres://school:secret@db.school/records' });
    await instructor.call('settings.set', { language: 'sv' });
    expect(await trainees[0].call('settings.get', {})).toMatchObject({ language: 'sv', recordsDatabase: null });
    expect(await new Browser(h.url).call('settings.get', {})).toMatchObject({ language: 'sv', recordsDatabase: null });
    expect(await instructor.call('settings.get', {})).toMatchObject({ language: 'sv', recordsDatabase: null });
    // The instructor in a browser cannot send the records elsewhere, by either channel.
    const moved = await instructor.send('settings.setRecordsDatabase', { recordsDatabase: 'postgres://evil@attacker/db' });
    expect(moved.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const patched = await instructor.send('settings.set', { recordsDatabase: 'postgres://evil@attacker/db' } as never);
    expect(patched.body).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect((await h.services.settings.get()).recordsDatabase).toBe('postgres://school:secret@db.school/records');
  });

  it('refuses another origin, another host name, and requests that are not JSON', async () => {
    const h = await host();
    const { instructor } = await classWith(h, []);
    const port = new URL(h.url).port;
    expect((await instructor.send('class.view', {}, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await instructor.send('class.view', {}, { Origin: 'null' })).status).toBe(403);
    expect((await instructor.send('class.view', {}, { Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    // A form on another page can post text/plain without asking first: refused, cookie or not.
    const form = await fetch(`${h.url}api/class.view`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Cookie: instructor.cookie! }, body: '{}' });
    expect(form.status).toBe(403);
    // DNS rebinding: another name for this address (fetch will not set Host: node:http does).
    const rebound = await new Promise<number>((resolve, reject) =>
      http
        .request({ host: '127.0.0.1', port, method: 'POST', path: '/api/class.view', headers: { 'Content-Type': 'application/json', Cookie: instructor.cookie!, Host: `evil.example:${port}` } }, (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        })
        .on('error', reject)
        .end('{}'),
    );
    expect(rebound).toBe(403);
    const events = await fetch(`${h.url}api/events`, { headers: { Origin: 'http://evil.example', Cookie: instructor.cookie! } });
    expect(events.status).toBe(403);
  });
});

describe('joining the class', () => {
  const join = (h: ClassroomHost, name: string, studentId: string) => {
    const b = new Browser(h.url);
    return b.call('class.join', { classCode: h.classroom.classCode, name, studentId }).then((me) => ({ b, me }));
  };

  it('issue 32 finding 4: requests waiting to join are capped per address and in all, and the instructor is pushed what changed, not the whole view', async () => {
    const h = await host();
    const instructor = new Browser(h.url);
    await instructor.call('instructor.signIn', { passphrase: PASSPHRASE });
    const events = await fetch(`${h.url}api/events`, { headers: { Cookie: instructor.cookie! } });
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    const queued: { channel: string; data: any }[] = [];
    const next = async () => {
      // A chunk may hold several events.
      while (!queued.length) for (const [, json] of (await reader.read()).value!.matchAll(/^data: (.*)$/gm)) queued.push(JSON.parse(json));
      return queued.shift()!;
    };
    const first = await next();
    expect(first).toMatchObject({ channel: 'class.view', data: { classCode: h.classroom.classCode, requests: [] } });

    // One computer: ten requests wait, the eleventh is refused; a browser asking again replaces its own.
    const browsers = Array.from({ length: 11 }, () => new Browser(h.url, {}, '127.0.0.2'));
    for (const [k, b] of browsers.slice(0, 10).entries()) await b.call('class.join', { classCode: h.classroom.classCode, name: `Guest ${k}`, studentId: `G-${k}` });
    await browsers[0].call('class.join', { classCode: h.classroom.classCode, name: 'Guest 0 again', studentId: 'G-0' });
    const refused = await browsers[10].send('class.join', { classCode: h.classroom.classCode, name: 'One more', studentId: 'G-10' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'rate-limited', reason: 'join-wait' } });
    expect((await new Browser(h.url, {}, '127.0.0.3').send('class.join', { classCode: h.classroom.classCode, name: 'Ann', studentId: 'S-1' })).status).toBe(200);

    // The pushes after the first carry the new requests only: not the QR code, the roster, the trainees.
    const pushed: { channel: string; data: any }[] = [];
    // Until Ann's request, the last, has come (pushes are batched: how many there are depends on timing).
    while (!pushed.flatMap((e) => e.data.lists?.requests?.put ?? []).some((r: { studentId: string }) => r.studentId === 'S-1')) pushed.push(await next());
    await reader.cancel();
    expect(pushed.map((e) => e.channel)).toEqual(pushed.map(() => 'class.view:changes'));
    expect(JSON.stringify(pushed)).not.toContain(first.data.qrCode);
    const view = applyChanges(first.data, pushed[0].data, classViewKeys);
    expect(pushed.slice(1).reduce((v, e) => applyChanges(v, e.data, classViewKeys), view)).toEqual({ ...(await instructor.call('class.view', {})), now: expect.any(Number) });

    // In all: past classLimits.pendingMax waiting, nobody's request is taken.
    const guest = (address: string) => ({ role: 'guest' as const, address, cookie: { set: () => undefined, clear: () => undefined } });
    for (let k = 11; k < classLimits.pendingMax; k++) await h.classroom.join(guest(`10.1.${k >> 8}.${k & 255}`), { classCode: h.classroom.classCode, name: `Guest ${k}`, studentId: `G-${k}` });
    await expect(h.classroom.join(guest('10.2.0.1'), { classCode: h.classroom.classCode, name: 'Late', studentId: 'L-1' })).rejects.toMatchObject({ code: 'rate-limited', reason: 'class-full' });
  });

  it('class.roster lets in who asks with a listed name and student number, at once or as they ask; others wait', async () => {
    const h = await host();
    const { instructor } = await classWith(h, []);
    // Asked before the roster: let in when it comes.
    const early = await join(h, 'Ann Lind', 'S-1');
    expect(early.me.status).toBe('pending');
    const stranger = await join(h, 'Cy', 'S-9');
    let view = await instructor.call('class.roster', { entries: [{ name: 'Ann Lind', studentId: 'S-1' }, { name: 'Bo Ek', studentId: ' S-2 ' }] });
    expect(view.roster).toEqual([
      { name: 'Ann Lind', studentId: 'S-1', joined: true },
      { name: 'Bo Ek', studentId: 'S-2', joined: false },
    ]);
    expect(await early.b.call('class.me', {})).toMatchObject({ status: 'admitted', name: 'Ann Lind', studentId: 'S-1' });
    // Asking after it: let in at once (case and spaces in the name do not matter).
    expect((await join(h, '  bo   ek', 'S-2')).me).toMatchObject({ status: 'admitted', studentId: 'S-2' });
    // A listed number with another name, or an unlisted one, waits for the instructor.
    expect((await join(h, 'Someone Else', 'S-1')).me.status).toBe('pending');
    expect(await stranger.b.call('class.me', {})).toMatchObject({ status: 'pending' });
    view = await instructor.call('class.view', {});
    expect(view.trainees.map((t) => t.studentId)).toEqual(['S-1', 'S-2']);
    expect(view.requests.map((r) => r.studentId).sort()).toEqual(['S-1', 'S-9']);
    // A bad roster is refused whole, and changes nothing; a trainee cannot set one.
    const bad = await instructor.send('class.roster', { entries: [{ name: 'Di', studentId: 'S-4' }, { name: '', studentId: 'S-5' }] });
    expect(bad.body).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('entries.1.name') } });
    expect((await instructor.send('class.roster', { entries: [] })).body).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect((await instructor.call('class.view', {})).roster).toHaveLength(2);
    expect((await early.b.send('class.roster', { entries: [{ name: 'Di', studentId: 'S-4' }] })).status).toBe(403);
  });

  it('a listed student already in the class is not let in again silently: the instructor sees the second browser', async () => {
    const h = await host();
    const { instructor } = await classWith(h, []);
    await instructor.call('class.roster', { entries: [{ name: 'Ann', studentId: 'S-1' }, { name: 'Bo', studentId: 'S-2' }] });
    // Someone who knows Ann's name and number gets there first; then Ann comes.
    const first = await join(h, 'Ann', 'S-1');
    expect(first.me.status).toBe('admitted');
    const second = await join(h, 'Ann', 'S-1');
    expect(second.me.status).toBe('pending');
    // Two browsers asking as Bo in the same instant (called directly: HTTP would space them out): one is let in, the other waits.
    const asking = () => h.classroom.join({ role: 'guest', cookie: { set: () => undefined, clear: () => undefined } }, { classCode: h.classroom.classCode, name: 'Bo', studentId: 'S-2' });
    const both = await Promise.all([asking(), asking()]);
    expect(both.map((me) => me.status).sort()).toEqual(['admitted', 'pending']);
    const view = await instructor.call('class.view', {});
    expect(view.trainees.map((t) => t.studentId)).toEqual(['S-1', 'S-2']);
    expect(view.requests).toEqual([
      expect.objectContaining({ name: 'Ann', studentId: 'S-1', alreadyJoined: true }),
      expect.objectContaining({ name: 'Bo', studentId: 'S-2', alreadyJoined: true }),
    ]);
  });

  it('class.signOut takes out an impostor let in by the roster: the real student is let in by the instructor, exam and all', async () => {
    const h = await host();
    const { instructor } = await classWith(h, []);
    await instructor.call('class.roster', { entries: [{ name: 'Ann', studentId: 'S-1' }, { name: 'Bo', studentId: 'S-2' }] });
    // Someone who knows Ann's name and number is let in at once, and an exam starts for them.
    const impostor = await join(h, 'Ann', 'S-1');
    expect(impostor.me.status).toBe('admitted');
    const bo = await join(h, 'Bo', 'S-2');
    const annId = (await instructor.call('class.view', {})).trainees.find((t) => t.studentId === 'S-1')!.traineeId;
    const info = await instructor.call('exam.addDefinition', { fileName: 'short.json', text: SHORT });
    await instructor.call('class.startExam', { definitionId: info.id, traineeIds: [annId] });
    const exam = (await impostor.b.call('class.me', {})).exam!;
    // The impostor's page is told at once, over its event stream.
    const events = await fetch(`${h.url}api/events`, { headers: { Cookie: impostor.b.cookie! } });
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    const next = async () => JSON.parse(/^data: (.*)$/m.exec((await reader.read()).value!)![1]) as { channel: string; data: { status: string } };
    expect(await next()).toMatchObject({ channel: 'class.me', data: { status: 'admitted' } });
    // A trainee cannot sign anyone out; an unknown trainee is refused.
    expect((await bo.b.send('class.signOut', { traineeId: annId })).status).toBe(403);
    expect((await instructor.send('class.signOut', { traineeId: 'no-such-trainee' })).body).toMatchObject({ ok: false, error: { code: 'not-found', message: expect.stringContaining('no-such-trainee') } });

    const view = await instructor.call('class.signOut', { traineeId: annId });
    expect(await next()).toMatchObject({ channel: 'class.me', data: { status: 'none' } });
    await reader.cancel();
    // Ann stays in the class, offline, and her exam runs on.
    expect(view.trainees.find((t) => t.traineeId === annId)).toMatchObject({ online: false, exam: { examId: exam.examId, status: 'running' } });
    // The impostor's cookie is a guest's again.
    expect(await impostor.b.call('class.me', {})).toMatchObject({ status: 'none', name: null, exam: null });
    expect(await impostor.b.call('app.info', {})).toMatchObject({ role: 'guest' });
    for (const [channel, request] of [
      ['exam.current', { examId: exam.examId }],
      ['exam.submit', { examId: exam.examId, index: 0, answer: { kind: 'min-raise', min_raise_to: 1 } }],
      ['drill.next', { kind: 'min-raise', level: 1 }],
    ] as const) {
      expect((await impostor.b.send(channel, request as never)).status, channel).toBe(401);
    }
    // Joining again as Ann, the roster no longer lets anyone in: the instructor decides.
    expect((await impostor.b.call('class.join', { classCode: h.classroom.classCode, name: 'Ann', studentId: 'S-1' })).status).toBe('pending');
    const ann = await join(h, 'Ann', 'S-1');
    expect(ann.me.status).toBe('pending');
    const { requests } = await instructor.call('class.view', {});
    expect(requests).toEqual([expect.objectContaining({ studentId: 'S-1', alreadyJoined: true }), expect.objectContaining({ studentId: 'S-1', alreadyJoined: true })]);
    const [again, annRequest] = requests; // in the order they asked
    await instructor.call('class.refuse', { requestIds: [again.requestId] });
    await instructor.call('class.admit', { requestIds: [annRequest.requestId] });
    // The real Ann is the trainee, with her running exam.
    expect(await ann.b.call('class.me', {})).toMatchObject({ status: 'admitted', name: 'Ann', studentId: 'S-1', exam: { examId: exam.examId, traineeId: annId } });
    expect(await impostor.b.call('class.me', {})).toMatchObject({ status: 'refused' });
    expect((await instructor.call('class.view', {})).trainees.map((t) => t.studentId)).toEqual(['S-1', 'S-2']);
  });

  it('class.refuse turns a request away: its browser is told, the instructor no longer sees it, an unknown id changes nothing', async () => {
    const h = await host();
    const { instructor } = await classWith(h, []);
    const ann = await join(h, 'Ann', 'S-1');
    const bo = await join(h, 'Bo', 'S-2');
    const [annRequest, boRequest] = (await instructor.call('class.view', {})).requests;
    // One unknown id among them: nobody is refused.
    const unknown = await instructor.send('class.refuse', { requestIds: [annRequest.requestId, 'no-such-request'] });
    expect(unknown.body).toMatchObject({ ok: false, error: { code: 'not-found', message: expect.stringContaining('no-such-request') } });
    expect((await instructor.call('class.view', {})).requests).toHaveLength(2);
    expect((await ann.b.send('class.refuse', { requestIds: [boRequest.requestId] })).status).toBe(403);

    const view = await instructor.call('class.refuse', { requestIds: [annRequest.requestId] });
    expect(view.requests.map((r) => r.name)).toEqual(['Bo']);
    expect(view.trainees).toEqual([]);
    expect(await ann.b.call('class.me', {})).toMatchObject({ status: 'refused', name: 'Ann' });
    expect((await ann.b.send('drill.next', { kind: 'min-raise', level: 1 })).status).toBe(403);
    // Refused once is answered: refusing or admitting it again is refused.
    expect((await instructor.send('class.refuse', { requestIds: [annRequest.requestId] })).body).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await bo.b.call('class.me', {})).toMatchObject({ status: 'pending' });
  });
});

describe('exams on the host', () => {
  it('the code alone gives no answers: the key needs the host\'s secret, and a trainee\'s own app cannot take it', async () => {
    const h = await host();
    const { instructor, trainees } = await classWith(h, ['Ann']);
    await startShortExam(instructor);
    const view = (await trainees[0].call('class.me', {})).exam!;
    expect(() => answerKey(view.code)).toThrow(/made on a classroom host/);
    const cli = (args: string[]) => spawnSync(process.execPath, [path.resolve('scripts/cli.mjs'), 'exam-key', ...args], { encoding: 'utf8' });
    const refused = cli([view.code]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/made on a classroom host/);
    // With the host's data folder, the key is the one the host scores by.
    const keyed = cli([view.code, '--data-dir', h.dataDir]);
    expect(keyed.status).toBe(0);
    expect(keyed.stdout.trim().split('\n')).toHaveLength(4);
    // The trainee's own installation refuses to run it.
    const own = testService();
    const mine = await own.records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    await expect(own.service.start({ code: view.code, traineeId: mine.id })).rejects.toMatchObject({ code: 'hosted-exam' });
    await own.close();
    // Nothing the trainee's browser got holds an item's seed or an answer.
    expect(JSON.stringify(await trainees[0].call('class.me', {}))).not.toMatch(/"seed"|min_raise_to|"answer"/);
    // Nor do the records, for the items not shown yet (issue 32 finding 8): their seeds come from the host's secret when shown.
    const stored = await (await h.services.recordsDb.store()).examItems(view.examId);
    const secret = (await readExamSecret(h.dataDir))!;
    expect(stored.map((i) => i.seed)).toEqual([hostedItemSeed(secret, view.code, 1, 0), null, null]);
  });

  it('practice is refused to a trainee with an exam running, and no drill is served by its seed during an exam', async () => {
    const h = await host();
    const { instructor, trainees } = await classWith(h, ['Ann', 'Bo']);
    const [ann, bo] = trainees;
    const annItem = await ann.call('drill.next', { kind: 'min-raise', level: 1 });
    // Issue 32 finding 5: items are kept per trainee: Bo can neither push out nor answer Ann's.
    expect((await bo.send('drill.submit', { itemId: annItem.itemId, answer: { kind: 'min-raise', min_raise_to: 1 } })).body).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect((await ann.send('drill.submit', { itemId: annItem.itemId, answer: { kind: 'min-raise', min_raise_to: 1 } })).body.ok).toBe(true);
    const info = await instructor.call('exam.addDefinition', { fileName: 'short.json', text: SHORT });
    const annId = (await instructor.call('class.view', {})).trainees.find((t) => t.name === 'Ann')!.traineeId;
    await instructor.call('class.startExam', { definitionId: info.id, traineeIds: [annId] });
    const exam = (await ann.call('class.me', {})).exam!;
    expect((await ann.send('drill.next', { kind: 'min-raise', level: 1 })).body).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('exam is running') } });
    expect((await ann.send('drill.shippedHands', {})).body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The item's seed, even if it leaked: no drill by seed while an exam runs here, for anyone.
    const seed = (await h.services.exam.peek(exam.examId)).items[0].seed;
    expect((await bo.send('drill.next', { kind: 'min-raise', level: 1, seed })).body).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('seed') } });
    // Issue 32 finding 9: nor a whole hand from PHH text (an exam item's table typed in), for anyone.
    const phh = shippedHandText(listShippedHands()[0].id)!;
    for (const b of [ann, bo]) expect((await b.send('drill.next', { kind: 'whole-hand', level: 1, hand: { phh } })).body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await bo.send('drill.next', { kind: 'min-raise', level: 1 })).body.ok).toBe(true); // Bo has no exam: practice goes on
    await instructor.call('class.endExam', {});
    expect((await ann.send('drill.next', { kind: 'min-raise', level: 1, seed })).body.ok).toBe(true);
  });

  it('a trainee who joins again gets no fresh attempt: attempts are counted per student id', async () => {
    const h = await host();
    const { instructor, trainees } = await classWith(h, ['Ann']);
    const definitionId = await startShortExam(instructor);
    const first = (await trainees[0].call('class.me', {})).exam!;
    await answerAll(trainees[0], h.dataDir, first, true);
    await instructor.call('class.startExam', { definitionId });
    const second = (await trainees[0].call('class.me', {})).exam!;
    expect(second).toMatchObject({ code: first.code, attempt: 2, attempts: 2 });
    await trainees[0].call('exam.finish', { examId: second.examId });
    // Ann joins again from a new browser, and is let in: she is the same student, with no attempt left.
    const again = new Browser(h.url);
    await again.call('class.join', { classCode: h.classroom.classCode, name: 'Ann', studentId: 'S-1' });
    const view = await instructor.call('class.view', {});
    expect(view.requests).toEqual([expect.objectContaining({ name: 'Ann', alreadyJoined: true })]);
    await instructor.call('class.admit', { requestIds: view.requests.map((r) => r.requestId) });
    const refused = await instructor.send('class.startExam', { definitionId });
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/Ann \(S-1\): .*used all 2 attempt/) } });
    // On a desktop, adding her again under her student id is refused too.
    expect((await instructor.send('records.addTrainee', { name: 'Ann again', studentId: 'S-1' })).body).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('already') } });
  });

  it('extends the time for one trainee or all, ends the exam, and gives the CSV and a certificate that verifies', async () => {
    const clock = fakeClock(Date.UTC(2026, 11, 1, 9));
    const h = await host({ clock });
    const { instructor, trainees } = await classWith(h, ['Ann', 'Bo']);
    await startShortExam(instructor);
    const [ann, bo] = trainees;
    const annView = (await ann.call('class.me', {})).exam!;
    expect(annView.deadline).toBe(clock.now() + 600_000);
    const annId = annView.traineeId;
    let view = await instructor.call('class.extend', { seconds: 120, traineeId: annId });
    expect(view.trainees.find((t) => t.name === 'Ann')!.exam).toMatchObject({ deadline: clock.now() + 720_000, extraSeconds: 120 });
    expect(view.trainees.find((t) => t.name === 'Bo')!.exam).toMatchObject({ deadline: clock.now() + 600_000, extraSeconds: 0 });
    view = await instructor.call('class.extend', { seconds: 60 });
    expect(view.trainees.map((t) => t.exam!.extraSeconds).sort()).toEqual([180, 60]);
    expect((await ann.call('class.me', {})).exam!.deadline).toBe(clock.now() + 780_000);

    await answerAll(ann, h.dataDir, annView);
    view = await instructor.call('class.view', {});
    expect(view.trainees.find((t) => t.name === 'Ann')!.exam).toMatchObject({ status: 'finished', tally: { answered: 3, late: 0, timedOut: 0, unanswered: 0, open: 0 }, percentSoFar: 100, passed: true });
    view = await instructor.call('class.endExam', {});
    expect(view.trainees.find((t) => t.name === 'Bo')!.exam).toMatchObject({ status: 'finished', tally: { answered: 0, late: 0, timedOut: 0, unanswered: 3, open: 0 }, passed: false });
    expect(view.exam).toMatchObject({ running: 0, finished: 2 });
    // Bo's browser shows the result: scores, no seeds, no answers.
    const boMe = await bo.call('class.me', {});
    expect(boMe.result).toMatchObject({ passed: false, items: [{ status: 'unanswered' }, { status: 'unanswered' }, { status: 'unanswered' }] });

    const csv = await instructor.call('class.csv', {});
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv.text).toContain(',"in class, host room-1"\r\n');
    const annRow = view.trainees.find((t) => t.name === 'Ann')!.exam!;
    const certificate = await instructor.call('exam.certificate', { examId: annRow.examId });
    expect(certificate.verificationCode).toBe(annRow.verificationCode);
    expect(await pdfText(certificate.pdfBase64)).toContain("Taken in class on host room-1, signed with the host's key");
    const verified = await instructor.call('instructor.verifyCertificate', { verificationCode: certificate.verificationCode.toLowerCase() });
    expect(verified.row).toMatchObject({ traineeName: 'Ann', studentId: 'S-1', passed: true, taken: 'class', host: 'room-1' });
    expect((await instructor.call('instructor.verifyCertificate', { verificationCode: 'AAAA-BBBB-CCCC' })).row).toBeNull();
  });
});

describe('self-study results', () => {
  it('a result re-signed with another key, or signed by a key never enrolled, is refused', async () => {
    const trainee = testService();
    const instructor = testService();
    const { code } = await trainee.service.createCode({ definitionId: 'builtin:raises-1', seed: 9 });
    const ann = await trainee.records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    const v = await trainee.service.start({ code, traineeId: ann.id });
    await trainee.service.finish({ examId: v.examId });
    const file = (await trainee.service.exportResult({ examId: v.examId })).text;

    // Never enrolled: refused, not accepted with a note.
    const unknown = await instructor.instructor.importResults({ files: [{ name: 'a.json', text: file }] });
    expect(unknown.verdicts[0]).toMatchObject({ ok: false, messages: [expect.stringMatching(/never enrolled/)] });

    // Bo's computer is enrolled. He re-signs Ann's result with his own key: edited to a pass under his
    // name, and as it is under hers. Both refused.
    const bo = testService();
    const signer = await installationSigner(bo.dataDir);
    await instructor.instructor.enrol({ enrolmentCode: enrolmentCode(signer.publicKey), name: 'Bo', studentId: 'S-2' });
    const result = readResultFile(file).result;
    const passed = { ...result, trainee: { ...result.trainee, name: 'Bo', studentId: 'S-2' }, percent: 100, passed: true };
    const verdicts = (
      await instructor.instructor.importResults({
        files: [
          { name: 'bo.json', text: resultFileText(signResult(passed, signer)) },
          { name: 'ann.json', text: resultFileText(signResult(result, signer)) },
        ],
      })
    ).verdicts;
    expect(verdicts[0]).toMatchObject({ ok: false, messages: expect.arrayContaining(['its total score does not add up from its items']) });
    expect(verdicts[1]).toMatchObject({ ok: false, messages: [expect.stringMatching(/enrolled for S-2, not for student S-1/)] });
    expect((await instructor.instructor.classRows({})).rows).toEqual([]);
    await Promise.all([trainee.close(), instructor.close(), bo.close()]);
  });
});

describe('the desktop app hosting a class', () => {
  it('hosts from the instructor area, pushes the live view to its window, and npm run web cannot', async () => {
    const { createServices } = await import('../services');
    const { createDesktopDispatch: createDispatch } = await import('../desktop');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const staticDir = mkdtempSync(path.join(tmpdir(), 'renderer-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const quiet = { warn: () => undefined, error: () => undefined };
    let pushedTo!: (channel: string) => void;
    const firstPush = new Promise<string>((resolve) => (pushedTo = resolve));
    const desktop = createServices({ host: 'electron', dataDir: mkdtempSync(path.join(tmpdir(), 'desktop-')), log: quiet, staticDir, onEvent: (e) => pushedTo(e.channel) });
    const dispatch = createDispatch(desktop);
    try {
      expect(await dispatch('class.view', {})).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('does not host a class') } });
      // Not before the passphrase is set, here in the app: else the first browser in would be the instructor.
      expect(await dispatch('classroom.hosting', {})).toEqual({ ok: true, data: { url: null, passphraseSet: false } });
      expect(await dispatch('classroom.host', { address: '127.0.0.1' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('passphrase') } });
      expect(await dispatch('classroom.setPassphrase', { passphrase: 'short' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      expect(await dispatch('classroom.hosting', {})).toMatchObject({ ok: true, data: { passphraseSet: false } });
      expect(await dispatch('classroom.setPassphrase', { passphrase: PASSPHRASE })).toEqual({ ok: true, data: {} });
      expect(await dispatch('classroom.hosting', {})).toMatchObject({ ok: true, data: { passphraseSet: true } });
      const hosted = await dispatch('classroom.host', { address: '127.0.0.1' });
      expect(hosted).toMatchObject({ ok: true, data: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/) } });
      const url = (hosted as { data: { url: string } }).data.url;
      const ann = new Browser(url);
      await ann.call('class.join', { classCode: desktop.classroom!.classCode, name: 'Ann', studentId: 'S-1' });
      const view = await dispatch('class.view', {});
      expect(view).toMatchObject({ ok: true, data: { requests: [{ name: 'Ann', studentId: 'S-1' }] } });
      // An instructor signed in from a browser changes neither the passphrase nor where the records go.
      const instructor = new Browser(url);
      await instructor.call('instructor.signIn', { passphrase: PASSPHRASE });
      expect((await instructor.send('classroom.setPassphrase', { passphrase: 'the instructor wants this' })).status).toBe(403);
      expect((await instructor.send('settings.setRecordsDatabase', { recordsDatabase: null })).status).toBe(403);
      // Waited for, not polled for a second: the push comes after a short delay, longer on a busy machine.
      expect(await firstPush).toBe('class.view');
      expect(await dispatch('classroom.stop', {})).toEqual({ ok: true, data: {} });
      expect(await dispatch('classroom.hosting', {})).toEqual({ ok: true, data: { url: null, passphraseSet: true } });
      await expect(fetch(url)).rejects.toThrow();
    } finally {
      await desktop.close();
    }
    const web = createServices({ host: 'web', dataDir: mkdtempSync(path.join(tmpdir(), 'web-')), log: quiet, staticDir });
    expect(await createDispatch(web)('classroom.host', { address: '127.0.0.1' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await web.close();
  });
});
