/**
 * The same checks as web.spec.ts, in real Electron. Runs only where the Electron binary exists
 * (node_modules/electron/path.txt and dist/); on Linux without a display, run under xvfb-run.
 */
import { rm } from 'node:fs/promises';
import { _electron as electron, type ElectronApplication, expect, type Page, test } from '@playwright/test';
import { findElectronBinary } from '../scripts/electron-binary';
import { changeSettings, expectChangedSettings, expectDanish, expectShellWorks, switchLanguages } from './checks';
import { collectConsoleErrors } from './console-errors';
import { projectRoot, tempDataDir } from './web-host';

const binary = findElectronBinary(projectRoot);
test.skip(!binary, 'The Electron binary is not installed here (node_modules/electron/path.txt); the web host specs cover the shell.');

let dataDir: string;
test.beforeEach(async () => {
  dataDir = await tempDataDir();
});
test.afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function launch(): Promise<{ app: ElectronApplication; page: Page; errors: string[] }> {
  const app = await electron.launch({
    executablePath: binary as string,
    args: [projectRoot, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env: { ...process.env, DEALER_TRAINER_USER_DATA: dataDir },
  });
  const page = await app.firstWindow();
  const errors = collectConsoleErrors(page);
  await page.waitForLoadState('domcontentloaded');
  return { app, page, errors };
}

test('the shell loads with no console errors in Electron', async () => {
  const { app, page, errors } = await launch();
  await expect(page.getByText(/, desktop app$/)).toBeVisible();
  await expectShellWorks(page);
  expect(errors).toEqual([]);
  await app.close();
});

test('settings survive a restart of Electron', async () => {
  const first = await launch();
  await changeSettings(first.page);
  await first.app.close();
  const second = await launch();
  await expectChangedSettings(second.page);
  expect([...first.errors, ...second.errors]).toEqual([]);
  await second.app.close();
});

test('the language switch works in Electron', async () => {
  const { app, page, errors } = await launch();
  await switchLanguages(page);
  await page.reload();
  await expectDanish(page);
  expect(errors).toEqual([]);
  await app.close();
});
