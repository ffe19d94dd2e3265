import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { changeSettings, expectChangedSettings, expectDanish, expectShellWorks, switchLanguages } from './checks';
import { expect, test } from './fixtures';
import { startWebHost } from './web-host';

test('the shell loads with no console errors and every screen opens', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the table');
  await expect(page.getByText(/^Version \d+\.\d+\.\d+, in the browser$/)).toBeVisible();
  await expectShellWorks(page);
});

test('window.api is the only door, and it is frozen', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const api = await page.evaluate(() => {
    const target = window as unknown as { api: object & { invoke: unknown } };
    return { keys: Object.keys(target.api), frozen: Object.isFrozen(target.api), type: typeof target.api.invoke };
  });
  expect(api).toEqual({ keys: ['invoke', 'subscribe'], frozen: true, type: 'function' });
});

test('settings changed in the UI survive a restart of the host', async ({ page, webHost, dataDir }) => {
  await page.goto(webHost.url);
  await changeSettings(page);
  await webHost.stop();

  const restarted = await startWebHost(dataDir);
  try {
    await page.goto(restarted.url);
    await expectChangedSettings(page);
  } finally {
    await restarted.stop();
  }
});

test('the language switch changes the visible strings live, and is kept', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await switchLanguages(page);
  await page.reload();
  await expectDanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indstillinger');
});

test('the screens can be reached and used with the keyboard alone', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the table');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab'); // Home
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('a damaged settings file is set aside and reported, not overwritten', async ({ page, dataDir }) => {
  await writeFile(path.join(dataDir, 'settings.json'), '{"version": 1, "data": {"volu');
  const host = await startWebHost(dataDir);
  try {
    await page.goto(host.url);
    const notice = page.getByRole('status').filter({ hasText: 'settings file was damaged' });
    await expect(notice).toContainText(/settings\.json\.corrupt-\S+/);
    // The damaged settings were moved aside and nothing was written over them (the records database lives beside them).
    const settingsFiles = (await readdir(dataDir)).filter((f) => f.startsWith('settings'));
    expect(settingsFiles).toEqual([expect.stringMatching(/^settings\.json\.corrupt-/)]);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  } finally {
    await host.stop();
  }
});

test.describe('when things go wrong', () => {
  // The failed request and the crash itself are logged by Chromium and React: expected here.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 500|TypeError: \w+\.map is not a function/ });

  test('a host that cannot answer gets a readable message and a retry, not a blank window', async ({ page, webHost }) => {
    let failing = true;
    await page.route('**/api/settings.get', (route) => (failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback()));
    await page.goto(webHost.url);
    await expect(page.getByRole('alert')).toContainText('The trainer could not start.');
    await expect(page.getByRole('alert')).toContainText("The trainer's engine could not be reached.");
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the table');
  });

  test('a screen that crashes shows the error boundary', async ({ page, webHost }) => {
    // A response the shell cannot render (notices must be a list) makes it throw while rendering.
    await page.route('**/api/app.notices', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, notices: 7 } } });
    });
    await page.goto(webHost.url);
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await expect(page.getByRole('alert')).toContainText('could not recover');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
