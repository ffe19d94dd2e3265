/**
 * Audition mode: five hands at a live table, by mouse and by keyboard, in hold'em and over one
 * HORSE rotation, in English, Swedish and Danish. The test deals the same table in its own process
 * from the table's number (the hands do not depend on the answers), so it knows each task's answer
 * and where the irregularities are: the first is caught with Floor! and ruled, a later one is let
 * by and reported missed, and every task is answered right.
 */
import type { Page } from '@playwright/test';
import type { Answer } from '../shared/drills';
import type { DealtHand } from '../electron/drills/audition/deal';
import { dealt, type Table } from './audition-helpers';
import { expect, test } from './fixtures';
import { enterAnswer, expectAccessible, keyboard, mouse, screenshot, tabTo, type Hands } from './practice-helpers';

/** A table number whose hands have at least two irregularities, the first two in different hands. */
function tableWithTwo(table: Table): { seed: number; hands: DealtHand[] } {
  for (let seed = 1; seed < 500; seed++) {
    const hands = dealt(table, seed);
    if (hands.filter((h) => h.injected).length >= 2) return { seed, hands };
  }
  throw new Error('no table with two irregularities');
}

async function startAudition(page: Page, url: string, table: Table, seed: number, hands: Hands, way: 'mouse' | 'keyboard'): Promise<void> {
  await page.goto(`${url}#/practice`);
  const link = page.locator('.audition-link a');
  if (way === 'mouse') await link.click();
  else {
    await tabTo(page, link);
    await page.keyboard.press('Enter');
  }
  const form = page.locator('form.audition-setup');
  await form.locator('select[name=format]').selectOption(table.format);
  if (table.format === 'horse') await form.locator('select[name=rotation]').selectOption(table.rotation);
  if (way === 'mouse') await form.locator(`input[name=mode][value="${table.mode}"]`).click();
  else {
    // Tab reaches a radio group's checked button; the arrows move the choice (Practice is first chosen).
    await tabTo(page, form.locator('input[name=mode]:checked'));
    if (table.mode !== 'practice') await page.keyboard.press(table.mode === 'learn' ? 'ArrowUp' : 'ArrowDown');
    await expect(form.locator(`input[name=mode][value="${table.mode}"]`)).toBeChecked();
  }
  await hands.type(form.locator('input[name=seats]'), String(table.seats));
  await hands.type(form.locator('input[name=hands]'), String(table.hands));
  await form.locator('select[name=profile]').selectOption(table.profile);
  await hands.type(form.locator('input[name=seed]'), String(seed));
  await hands.click(form.locator('button[type=submit]'));
}

/** Plays the audition through: returns the irregularities caught and missed. */
async function playThrough(page: Page, hands: Hands, deals: DealtHand[], way: 'mouse' | 'keyboard', shoot: (name: string) => Promise<void>): Promise<{ caught: number; missed: number }> {
  let caught = 0;
  let missed = 0;
  const audition = page.locator('.audition');
  for (const [h, hand] of deals.entries()) {
    let settled = false;
    let justMissed = false;
    for (const [k, task] of hand.tasks.entries()) {
      await expect(audition).toHaveAttribute('data-hand', String(h + 1));
      await expect(audition).toHaveAttribute('data-phase', /playing|answering/);
      if ((await audition.getAttribute('data-phase')) === 'playing') await page.locator('.audition .deal-on').click();
      await expect(audition).toHaveAttribute('data-phase', 'answering');
      if (k === 0 && h === 0) await shoot('first-task');
      const inj = hand.injected;
      if (inj && !settled && inj.at < task.at) {
        settled = true;
        if (caught === 0) {
          // Floor! with the segment's last frame on the table: caught, and the ruling is asked.
          if (way === 'mouse') await page.locator('.audition .floor').click();
          else {
            // F from the table (anywhere but a text field).
            await tabTo(page, page.locator('.audition .floor'));
            await page.keyboard.press('f');
          }
          await expect(audition).toHaveAttribute('data-phase', 'ruling');
          await shoot('ruling');
          await enterAnswer(page, inj.ruled(task.at - 1).answer as Answer, hands);
          await hands.submit();
          await expect(page.locator('.audition section.feedback')).toHaveAttribute('data-verdict', 'right');
          caught++;
          await hands.click(page.locator('.audition section.feedback button.primary'));
          await expect(audition).toHaveAttribute('data-phase', /playing|answering/);
          if ((await audition.getAttribute('data-phase')) === 'playing') await page.locator('.audition .deal-on').click();
        } else {
          missed++;
          justMissed = true;
        }
      }
      await enterAnswer(page, task.asked.answer as Answer, hands);
      await hands.submit();
      const fb = page.locator('.audition section.feedback');
      await expect(fb).toBeVisible();
      await expect(fb).toHaveAttribute('data-verdict', 'right');
      if (justMissed) {
        // Told at the task after it, with the ruling the floor would have given.
        await expect(fb.locator('.audition-missed')).toHaveAttribute('data-missed', inj!.irregularity);
        await shoot('missed');
        justMissed = false;
      }
      await hands.click(fb.locator('button.primary'));
    }
  }
  return { caught, missed };
}

const cases: { name: string; language: 'en' | 'sv' | 'da'; way: 'mouse' | 'keyboard'; table: Table; finished: RegExp }[] = [
  { name: "hold'em by mouse, in English", language: 'en', way: 'mouse', table: { format: 'holdem', seats: 6, mode: 'table-ready', hands: 5, rotation: 'orbit', profile: 'cash' }, finished: /Audition/ },
  { name: 'one HORSE rotation by keyboard, in Swedish', language: 'sv', way: 'keyboard', table: { format: 'horse', seats: 5, mode: 'table-ready', hands: 5, rotation: 'hand', profile: 'tournament' }, finished: /Provspelet/ },
  { name: "hold'em by mouse, in Danish", language: 'da', way: 'mouse', table: { format: 'holdem', seats: 4, mode: 'practice', hands: 5, rotation: 'orbit', profile: 'cash' }, finished: /Prøvespillet/ },
];

for (const c of cases) {
  test(`an audition of five hands: ${c.name}, one irregularity caught and one missed`, async ({ page, webHost, request }, testInfo) => {
    test.setTimeout(300_000);
    await request.post(`${webHost.url}api/settings.set`, { data: { language: c.language }, headers: { 'X-Trainer-Token': webHost.token } });
    const { seed, hands: deals } = tableWithTwo(c.table);
    const hands = c.way === 'mouse' ? mouse(page) : keyboard(page);
    await startAudition(page, webHost.url, c.table, seed, hands, c.way);
    let shots = 0;
    const shoot = async (name: string) => {
      await screenshot(page, testInfo, `${c.language}-${name}`);
      if (shots++ < 2) await expectAccessible(page, testInfo, `${c.language} ${name}`);
    };
    const { caught, missed } = await playThrough(page, hands, deals, c.way, shoot);
    expect(caught).toBe(1);
    expect(missed).toBeGreaterThanOrEqual(1);
    const audition = page.locator('.audition');
    await expect(audition).toHaveAttribute('data-phase', 'finished');
    const summary = page.locator('.audition-summary');
    await expect(summary.locator('h2')).toHaveText(c.finished);
    await expect(page.locator('.audition-bar')).toContainText(String(missed));
    await shoot('summary');
    await expectAccessible(page, testInfo, `${c.language} summary`);
  });
}
