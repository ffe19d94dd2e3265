/**
 * A class audition on one host: the instructor and two trainees, each in a browser context of
 * their own. The instructor starts the audition with a table number (every trainee gets that
 * table; the test deals it in its own process to know each task's answer); each trainee's page
 * plays it; the instructor's view shows each one's hand, hands an hour and accuracy as they deal,
 * and ending the audition closes the table still dealing, whose page shows its summary. The
 * instructor's area then lists a trainee's run and sets the pass marks.
 */
import { rm } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import type { Answer } from '../shared/drills';
import type { DealtHand } from '../electron/drills/audition/deal';
import { dealt, type Table } from './audition-helpers';
import { startClassroomHost } from './classroom-host';
import { collectConsoleErrors } from './console-errors';
import { expect, test } from './fixtures';
import { enterAnswer, expectAccessible, mouse, screenshot } from './practice-helpers';
import { tempDataDir } from './web-host';

const PASSPHRASE = 'a long class passphrase';
const TABLE: Table = { format: 'holdem', seats: 4, mode: 'practice', hands: 2, rotation: 'orbit', profile: 'cash' };
const SEED = 7;

/** Deals a hand's tasks right, an irregularity let by (told at the task after it). */
async function dealHand(page: Page, hand: DealtHand, number: number): Promise<void> {
  const audition = page.locator('.audition');
  for (const task of hand.tasks) {
    await expect(audition).toHaveAttribute('data-hand', String(number));
    await expect(audition).toHaveAttribute('data-phase', /playing|answering/);
    if ((await audition.getAttribute('data-phase')) === 'playing') await page.locator('.audition .deal-on').click();
    await expect(audition).toHaveAttribute('data-phase', 'answering');
    await enterAnswer(page, task.asked.answer as Answer, mouse(page));
    await mouse(page).submit();
    const fb = page.locator('.audition section.feedback');
    await expect(fb).toHaveAttribute('data-verdict', 'right');
    await fb.locator('button.primary').click();
  }
}

test('a class audition: two trainees deal the same table, the instructor watches their pace and accuracy and ends it', async ({ browser }, testInfo) => {
  test.setTimeout(480_000);
  const dataDir = await tempDataDir();
  const host = await startClassroomHost(dataDir, PASSPHRASE);
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  const open = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    errors.push(collectConsoleErrors(page));
    await page.goto(host.url);
    return page;
  };
  try {
    const t = await open();
    await t.getByText('Instructor: sign in').click();
    await t.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await t.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(t.getByRole('heading', { level: 1 })).toHaveText('Your class');
    const trainees: Page[] = [];
    for (const [k, name] of ['Alma Berg', 'Bo Dahl'].entries()) {
      const p = await open();
      await p.getByLabel('Class code').fill(host.classCode);
      await p.getByLabel('Your name').fill(name);
      await p.getByLabel('Student number').fill(`S-10${k + 1}`);
      await p.getByRole('button', { name: 'Ask to join' }).click();
      trainees.push(p);
    }
    // Both requests on the instructor's page before everyone is let in: a request still on its way is not in "everyone".
    await expect(t.locator('.requests li')).toHaveCount(2);
    await t.getByRole('button', { name: 'Let everyone in' }).click();
    for (const p of trainees) await expect(p.getByText('You are in.')).toBeVisible();

    // The instructor's setup: the trainee's own form, with the table number for all.
    const section = t.locator('section.class-audition');
    await section.locator('select[name=format]').selectOption(TABLE.format);
    await section.locator(`input[name=mode][value="${TABLE.mode}"]`).click();
    await section.locator('input[name=seats]').fill(String(TABLE.seats));
    await section.locator('input[name=hands]').fill(String(TABLE.hands));
    await section.locator('select[name=profile]').selectOption(TABLE.profile);
    await section.locator('input[name=seed]').fill(String(SEED));
    await section.getByRole('button', { name: 'Start the audition' }).click();
    await expect(section.getByTestId('audition-summary')).toHaveText("No-limit hold'em: 2 dealing, 0 finished");
    const row = (id: string) => section.locator(`tr[data-trainee="${id}"]`);
    await expect(row('S-101').getByTestId('audition-hand')).toHaveText('Hand 1 of 2');
    await expect(row('S-101').getByTestId('audition-per-hour')).toHaveText('—');

    // Each trainee's page shows the table, without its number, and no way to end it but the instructor's.
    const [alma, bo] = trainees;
    for (const p of trainees) {
      await expect(p.locator('.audition')).toBeVisible();
      await expect(p.locator('.audition-bar .seed')).toHaveCount(0);
      await expect(p.getByRole('button', { name: 'End the audition' })).toHaveCount(0);
    }
    await screenshot(alma, testInfo, 'class-audition-trainee');
    await expectAccessible(alma, testInfo, 'class-audition-trainee');

    const hands = dealt(TABLE, SEED);
    await dealHand(alma, hands[0], 1);
    // Live: a hand dealt, its pace and accuracy, in the instructor's view.
    await expect(row('S-101').getByTestId('audition-hand')).toHaveText('Hand 2 of 2');
    await expect(row('S-101').getByTestId('audition-per-hour')).toHaveText(/^\d+$/);
    await expect(row('S-101').getByTestId('audition-accuracy')).toHaveText(/%$/);
    await dealHand(alma, hands[1], 2);
    await expect(alma.locator('.audition')).toHaveAttribute('data-phase', 'finished');
    await expect(alma.locator('.audition-summary')).toBeVisible();
    await expect(row('S-101')).toHaveAttribute('data-status', 'finished');
    await expect(section.getByTestId('audition-summary')).toHaveText("No-limit hold'em: 1 dealing, 1 finished");

    // Bo deals one hand; the instructor ends the audition (after a question), and Bo's page shows his summary.
    await dealHand(bo, hands[0], 1);
    await section.getByRole('button', { name: 'End the auditions' }).click();
    const confirm = t.getByRole('group', { name: 'End the auditions' });
    await expect(confirm).toContainText('1 trainee is still dealing');
    await confirm.getByRole('button', { name: 'Yes, end it' }).click();
    await expect(row('S-102')).toHaveAttribute('data-status', 'finished');
    await expect(row('S-102').getByTestId('audition-hand')).toHaveText('1 of 2 dealt');
    await expect(bo.locator('.audition')).toHaveAttribute('data-phase', 'finished');
    await expect(bo.locator('.audition-summary dd').first()).toHaveText('1');
    await screenshot(t, testInfo, 'class-audition-instructor');
    await expectAccessible(t, testInfo, 'class-audition-instructor');

    // The instructor's area: Alma's run, taken in class, and the pass marks set.
    await t.goto(`${host.url}#/results/instructor`);
    const area = t.locator('section.instructor-auditions');
    await area.getByLabel('Trainee', { exact: true }).selectOption({ label: 'Alma Berg (S-101)' });
    const run = area.locator('.audition-runs tbody tr');
    await expect(run).toHaveCount(1);
    await expect(run).toContainText('in class');
    await expect(run).toContainText('2 of 2 dealt');
    const practice = area.locator('fieldset[data-mode="practice"]');
    await practice.getByLabel('Accuracy needed (%)').fill('95');
    await area.getByRole('button', { name: 'Save the marks' }).click();
    await expect(area.getByRole('status')).toHaveText('Saved.');
    await t.reload();
    await expect(t.locator('section.instructor-auditions fieldset[data-mode="practice"]').getByLabel('Accuracy needed (%)')).toHaveValue('95');
    // Learn has no clock: no pace mark to set.
    await expect(t.locator('section.instructor-auditions fieldset[data-mode="learn"] input')).toHaveCount(1);
    await expectAccessible(t, testInfo, 'auditions-instructor-area');
    expect(errors.flat()).toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await host.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
