import { expect, test } from './fixtures';

// The web host's HTTP contract, against the real process.
test('a malformed request gets 400 with a readable error, and the host keeps serving', async ({ request, webHost }) => {
  for (const channel of ['app.info', 'settings.get', 'settings.set']) {
    const response = await request.post(`${webHost.url}api/${channel}`, { data: { garbage: true }, headers: { 'X-Trainer-Token': webHost.token } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'bad-request', message: `Invalid request for ${channel}: Unrecognized key: "garbage"` } });
  }
  const bad = await request.post(`${webHost.url}api/settings.set`, { data: '{not json', headers: { 'X-Trainer-Token': webHost.token } });
  expect(bad.status()).toBe(400);
  const info = await request.post(`${webHost.url}api/app.info`, { data: {}, headers: { 'X-Trainer-Token': webHost.token } });
  expect(await info.json()).toMatchObject({ ok: true, data: { name: 'Dealer Trainer', host: 'web' } });
});

test('a request without the token or the session cookie is refused, and the page gives neither away', async ({ request, webHost }) => {
  const response = await request.post(`${webHost.origin}api/app.info`, { data: {} });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  // What another user of the computer can fetch: the page, with no token and no cookie.
  const page = await request.get(webHost.origin);
  expect(await page.text()).not.toContain(webHost.token);
  expect(page.headers()['set-cookie']).toBeUndefined();
  expect((await request.post(`${webHost.origin}api/app.info`, { data: {} })).status()).toBe(401);
});

test.describe('from another web page', () => {
  // Chromium reports the calls it blocks on the console: expected here.
  test.use({ allowConsoleErrors: /CORS policy|Failed to load resource/ });

  test('the API cannot be called, and nothing changes', async ({ page, request, webHost }) => {
    await page.route('http://evil.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<html><body>evil</body></html>' }));
    await page.goto('http://evil.test/');
    const outcomes = await page.evaluate(async (url) => {
      const attempt = async (init: RequestInit) => {
        try {
          return `status ${(await fetch(`${url}api/settings.set`, { method: 'POST', body: '{"volume": 5}', ...init })).status}`;
        } catch {
          return 'blocked';
        }
      };
      // A "simple" request needs no preflight; one with the token header does.
      return [await attempt({ mode: 'no-cors' }), await attempt({ headers: { 'X-Trainer-Token': 'a guess', 'Content-Type': 'application/json' } })];
    }, webHost.url);
    expect(outcomes[0]).toMatch(/^(status 0|blocked)$/); // an opaque answer at most
    expect(outcomes[1]).toBe('blocked');
    const stored = await request.post(`${webHost.url}api/settings.get`, { data: {}, headers: { 'X-Trainer-Token': webHost.token } });
    expect((await stored.json()).data.volume).toBe(80);
  });
});
