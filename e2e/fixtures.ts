import { rm } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { startWebHost, tempDataDir, type WebHost } from './web-host';

export { expect };

interface Fixtures {
  /** A data folder of the test's own, removed afterwards. */
  dataDir: string;
  /** The web host on that folder; restart it with `startWebHost(dataDir)`. */
  webHost: WebHost;
  /** Console errors the test expects; any other one fails the test. */
  allowConsoleErrors: RegExp | undefined;
}

export const test = base.extend<Fixtures>({
  dataDir: async ({}, use) => {
    const dir = await tempDataDir();
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },
  webHost: async ({ dataDir, context }, use) => {
    const host = await startWebHost(dataDir);
    await use(host);
    // Pages go first: a request still in flight to a stopped host is a console error.
    await Promise.all(context.pages().map((page) => page.close()));
    await host.stop();
  },
  allowConsoleErrors: [undefined, { option: true }],
  // Every page is watched: a console error nobody expected fails the test.
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors = collectConsoleErrors(page);
    await use(page);
    expect(errors.filter((error) => !allowConsoleErrors?.test(error))).toEqual([]);
  },
});
