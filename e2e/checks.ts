/**
 * What the shell must do, written once and run against both hosts: the web host in Chromium
 * (web.spec.ts) and real Electron where its binary exists (electron.spec.ts).
 */
import { expect, type Page } from '@playwright/test';

const screens = [
  ['Home', 'Welcome to the table'],
  ['Practice', 'Practice'],
  ['Exam', 'Exam'],
  ['Results', 'Results'],
  ['Settings', 'Settings'],
] as const;

/** The shell is up, and every screen opens from the navigation. */
export async function expectShellWorks(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(screens.map(([link]) => link));
  for (const [link, heading] of screens) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
}

export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Changes every setting but the language through the UI and waits until they are saved. */
export async function changeSettings(page: Page): Promise<void> {
  await openSettings(page);
  await page.getByRole('radio', { name: /Tournament/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByLabel('Volume').fill('35');
  await expect(page.locator('output')).toHaveText('35 %');
  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Play sounds' }).uncheck();
  await expect(page.getByLabel('Volume')).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

export async function expectChangedSettings(page: Page): Promise<void> {
  await openSettings(page);
  await expect(page.getByRole('radio', { name: /Tournament/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash game/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Play sounds' })).not.toBeChecked();
  await expect(page.getByLabel('Volume')).toHaveValue('35');
}

/** Picking a language changes the shell's strings at once, without a reload. */
export async function switchLanguages(page: Page): Promise<void> {
  await openSettings(page);
  const nav = page.getByRole('navigation');
  const language = page.getByRole('combobox');
  await language.selectOption('sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inställningar');
  await expect(nav.getByRole('link')).toHaveText(['Start', 'Öva', 'Prov', 'Resultat', 'Inställningar']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('status').filter({ hasText: 'Sparat.' })).toBeVisible();
  await language.selectOption('da');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indstillinger');
  await expect(nav.getByRole('link')).toHaveText(['Forside', 'Øvelser', 'Prøve', 'Resultater', 'Indstillinger']);
  await expect(page.getByText('Regelprofil')).toBeVisible();
}

export async function expectDanish(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link').first()).toHaveText('Forside');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
}
