import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatch } from '../api/dispatch';
import { createServices } from '../services';
import { memoryLog, useTempDirs } from '../test/support';
import { channelNames, channels } from '../../shared/contract';
import { classLimits } from '../../shared/classroom';
import { PHH_TEXT_LIMIT } from '../../shared/drills';
import { examLimits, IMPORT_BATCH_FILES, RESULT_FILE_MAX_CHARS } from '../../shared/exam';
import { enrolmentCode } from '../exam/signing';
import { keyAnswers, testService } from '../exam/testing';
import { localAuth } from './host';
import { bodyLimit, largestRequest, SMALL_BODY } from './limits';
import { createWebServer, listen } from './server';

const tempDir = useTempDirs();
const TOKEN = 'test-token-123';
const SESSION = 'test-session-456';
const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

async function startHost(maxBodyBytes?: number) {
  const root = await tempDir();
  const staticDir = path.join(root, 'renderer');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(root, 'secret.txt'), 'outside the renderer');
  const log = memoryLog();
  const dispatch = createDispatch(createServices({ host: 'web', dataDir: path.join(root, 'data'), log }));
  const server = createWebServer({ dispatch, staticDir, log, maxBodyBytes, auth: localAuth(TOKEN, SESSION), hostNames: ['127.0.0.1', 'localhost'] });
  servers.push(server);
  const url = new URL(await listen(server, 0));
  return { url, host: url.host, log };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => any;
}

/** node:http rather than fetch: a test must be free to send any Host or Origin header. */
function send(url: URL, method: string, pathname: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path: pathname, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const api = (url: URL, channel: string, body: string, headers: Record<string, string> = {}) =>
  send(url, 'POST', `/api/${channel}`, { body, headers: { 'X-Trainer-Token': TOKEN, 'Content-Type': 'application/json', ...headers } });

describe('web host API', () => {
  it('answers a valid call with the handler data', async () => {
    const { url } = await startHost();
    const reply = await api(url, 'settings.set', '{"volume": 30}');
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ ok: true, data: { volume: 30 } });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers {"garbage": true} with 400 and a readable error on every channel, and keeps serving', async () => {
    const { url } = await startHost();
    for (const channel of ['app.info', 'settings.get', 'settings.set']) {
      const reply = await api(url, channel, '{"garbage": true}');
      expect(reply.status).toBe(400);
      expect(reply.json()).toEqual({
        ok: false,
        error: { code: 'bad-request', message: `Invalid request for ${channel}: Unrecognized key: "garbage"`, issues: [{ path: '', message: 'Unrecognized key: "garbage"' }] },
      });
    }
    expect((await api(url, 'app.info', '{}')).status).toBe(200);
  });

  it('answers a body that is not JSON with 400', async () => {
    const { url } = await startHost();
    for (const body of ['{', '', 'garbage=true', '\u0000']) {
      const reply = await api(url, 'settings.get', body);
      expect(reply.status).toBe(400);
      expect(reply.json().error.message).toMatch(/^The request body is not JSON: /);
    }
  });

  it('answers an unknown channel with 404', async () => {
    const { url } = await startHost();
    const reply = await api(url, 'drill.skip', '{}');
    expect(reply.status).toBe(404);
    expect(reply.json().error.code).toBe('unknown-channel');
    expect((await api(url, '%E0%A4%A', '{}')).status).toBe(404); // a broken escape is just an unknown name
  });

  it('refuses calls without the token or the session cookie, or with wrong ones', async () => {
    const { url } = await startHost();
    const missing = await send(url, 'POST', '/api/app.info', { body: '{}' });
    expect(missing.status).toBe(401);
    expect(missing.json()).toMatchObject({ ok: false, error: { code: 'unauthorized', message: expect.stringContaining('X-Trainer-Token') } });
    expect((await api(url, 'app.info', '{}', { 'X-Trainer-Token': `${TOKEN}x` })).status).toBe(401);
    expect((await api(url, 'app.info', '{}', { 'X-Trainer-Token': 'x'.repeat(TOKEN.length) })).status).toBe(401);
    const cookie = (value: string, type = 'application/json') => send(url, 'POST', '/api/app.info', { body: '{}', headers: { Cookie: `trainer_local=${value}`, 'Content-Type': type } });
    expect((await cookie(`${SESSION}x`)).status).toBe(401);
    expect((await cookie(SESSION, 'text/plain')).status).toBe(401); // what a form on another site could send
    expect((await cookie(SESSION)).json()).toMatchObject({ ok: true, data: { host: 'web', role: 'local' } });
  });

  it('signs a browser in from the launch address only: a session cookie, then the app', async () => {
    const { url } = await startHost();
    const launch = await send(url, 'GET', `/launch/${TOKEN}/`);
    expect(launch.status).toBe(303);
    expect(launch.headers.location).toBe('/');
    expect(launch.headers['set-cookie']).toEqual([`trainer_local=${SESSION}; HttpOnly; SameSite=Strict; Path=/`]);
    expect((await send(url, 'GET', '/launch/guess/')).status).toBe(404);
    // Under the launch address, the API answers as for the token.
    expect((await send(url, 'POST', `/launch/${TOKEN}/api/app.info`, { body: '{}' })).json()).toMatchObject({ ok: true });
    expect((await send(url, 'POST', '/launch/guess/api/app.info', { body: '{}' })).status).toBe(405); // not the API: a page path
  });

  it('refuses other origins and other host names (DNS rebinding), even with the token', async () => {
    const { url, host } = await startHost();
    expect((await api(url, 'app.info', '{}', { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await api(url, 'app.info', '{}', { Origin: `http://${host}.evil.example` })).status).toBe(403);
    expect((await api(url, 'app.info', '{}', { Origin: 'null' })).status).toBe(403);
    expect((await api(url, 'app.info', '{}', { Host: `evil.example:${url.port}` })).status).toBe(403);
    expect((await send(url, 'GET', '/', { headers: { Host: 'evil.example' } })).status).toBe(403);
    expect((await api(url, 'app.info', '{}', { Origin: `http://${host}` })).status).toBe(200);
    expect((await api(url, 'app.info', '{}', { Host: `localhost:${url.port}`, Origin: `http://localhost:${url.port}` })).status).toBe(200);
  });

  it('answers a body over the limit with 413', async () => {
    const { url } = await startHost(1024);
    const reply = await api(url, 'settings.set', JSON.stringify({ language: 'x'.repeat(5000) }));
    expect(reply.status).toBe(413);
    expect(reply.json().error.code).toBe('payload-too-large');
  });

  it('takes only POST for the API', async () => {
    const { url } = await startHost();
    const reply = await send(url, 'GET', '/api/app.info', { headers: { 'X-Trainer-Token': TOKEN } });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('POST');
  });
});

describe('web host pages', () => {
  it('serves index.html with the bridge script and no secret, and the security headers', async () => {
    const { url } = await startHost();
    const reply = await send(url, 'GET', '/');
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<script src="./api-bridge.js"></script>\n</head>');
    // Any user of the computer can fetch the page: it must not let them call anything.
    expect(reply.text).not.toContain(TOKEN);
    expect(reply.text).not.toContain(SESSION);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves assets with their type and nothing outside the renderer', async () => {
    const { url } = await startHost();
    const script = await send(url, 'GET', '/assets/app.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).not.toContain('trainer-token');
    for (const sneaky of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..\\secret.txt', '/missing.js', '/assets']) {
      const reply = await send(url, 'GET', sneaky);
      expect(reply.status, sneaky).toBe(404);
      expect(reply.text).not.toContain('outside the renderer');
    }
    expect((await send(url, 'DELETE', '/')).status).toBe(405);
  });
});

describe('web host body limits', () => {
  it('are per channel, and never smaller than the largest request the channel accepts', async () => {
    // JSON writes a control character as \u00XX: the worst case for each character a schema allows.
    const worst = (n: number) => '\u0001'.repeat(n);
    const largest: [string, unknown][] = [
      ['drill.next', { kind: 'whole-hand', level: 3, profile: 'tournament', seed: Number.MAX_SAFE_INTEGER, hand: { phh: worst(PHH_TEXT_LIMIT) } }],
      ['exam.addDefinition', { fileName: worst(100), text: worst(examLimits.definitionText) }],
      ['instructor.import', { files: Array.from({ length: IMPORT_BATCH_FILES }, () => ({ name: worst(255), text: worst(RESULT_FILE_MAX_CHARS) })) }],
      ['instructor.classProgress', { traineeIds: Array.from({ length: 1000 }, () => worst(100)) }],
      ['class.roster', { entries: Array.from({ length: classLimits.rosterMax }, () => ({ name: worst(80), studentId: worst(40) })) }],
    ];
    for (const [channel, request] of largest) {
      expect(channels[channel as keyof typeof channels].request.safeParse(request).success, channel).toBe(true);
      expect(Buffer.byteLength(JSON.stringify(request)), channel).toBeLessThanOrEqual(bodyLimit(channel));
    }
    // Every channel's request is bounded by its schema, and its limit covers the bound.
    for (const channel of channelNames) {
      expect(largestRequest(channel), channel).toBeLessThan(Infinity);
      expect(bodyLimit(channel), channel).toBeGreaterThanOrEqual(largestRequest(channel));
    }
    // The others take small requests, and are held to a small limit.
    expect(bodyLimit('settings.set')).toBe(SMALL_BODY);
    const { url } = await startHost();
    const [channel, request] = largest[0];
    const reply = await api(url, channel, JSON.stringify(request));
    expect(reply.json().error.code).toBe('bad-request'); // read and judged, not refused for its size
    expect((await api(url, 'settings.set', JSON.stringify({ language: 'x'.repeat(SMALL_BODY) }))).status).toBe(413);
  });

  it('imports 500 result files in batches', async () => {
    const t = testService();
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 3 });
    const trainee = await t.records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    let v = await t.service.start({ code, traineeId: trainee.id });
    const key = keyAnswers(code);
    while (v.status === 'running') v = (await t.service.submit({ examId: v.examId, index: v.item!.index, answer: key[v.item!.index] })).view;
    const { text } = await t.service.exportResult({ examId: v.examId });
    const enrolment = enrolmentCode(await t.service.publicKey(trainee.id));
    await t.close();
    const { url } = await startHost();
    expect((await api(url, 'instructor.enrol', JSON.stringify({ enrolmentCode: enrolment, name: 'Ann', studentId: 'S-1' }))).status).toBe(200);
    const files = Array.from({ length: 500 }, (_, i) => ({ name: `result-${i}.json`, text }));
    const verdicts: { ok: boolean; duplicate: boolean }[] = [];
    for (let i = 0; i < files.length; i += IMPORT_BATCH_FILES) {
      const reply = await api(url, 'instructor.import', JSON.stringify({ files: files.slice(i, i + IMPORT_BATCH_FILES) }));
      expect(reply.status).toBe(200);
      verdicts.push(...reply.json().data.verdicts);
    }
    expect(verdicts).toHaveLength(500);
    expect(verdicts.filter((x) => x.ok && !x.duplicate)).toHaveLength(1);
    expect(verdicts.filter((x) => x.ok && x.duplicate)).toHaveLength(499);
  });
});
