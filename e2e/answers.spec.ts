/**
 * What every answer shares: the focus is in the answer when an item opens, Enter submits, and a
 * blank answer is refused with what it lacks, in every kind; the action history shows the river
 * bet that decides a showdown order, unmarked; who is practising is shown, and a guest is told their
 * practice is not recorded.
 */
import { drillKinds } from '../shared/enums';
import { expect, test } from './fixtures';
import { findSeed, openItem } from './felt-helpers';
import { currentItem, engineAnswer, enterAnswer, expectAccessible, feedback, mouse, screenshot, startSession, tabTo } from './practice-helpers';

test('every kind: the focus starts in the answer, and a blank answer is refused with what it lacks (by Enter)', async ({ page, webHost }, testInfo) => {
  test.setTimeout(90_000);
  for (const kind of drillKinds) {
    await openItem(page, webHost.url, { kind, level: 1, seed: 1, profile: 'cash' });
    const layout = page.locator('.session[data-phase="answering"] .drill-layout');
    await expect.poll(() => layout.evaluate((el) => el.contains(document.activeElement)), `${kind}: focus in the answer`).toBe(true);
    // Enter submits from where the focus is; on chips to pick up Enter picks them up, so from the submit button there.
    if (await page.evaluate(() => document.activeElement?.classList.contains('pickup'))) await tabTo(page, page.locator('.answer-panel [data-submit]'));
    await page.keyboard.press('Enter');
    const missing = page.locator('.answer-panel .missing[role="alert"]');
    await expect(missing, kind).toBeVisible();
    await expect(missing.locator('li').first(), kind).toBeVisible();
    await expect(page.locator('section.feedback'), `${kind}: nothing scored`).toHaveCount(0);
    await expect(page.locator('.session')).toHaveAttribute('data-phase', 'answering');
    if (kind === 'gather' || kind === 'award') await screenshot(page, testInfo, `${kind}-refused`, true);
  }
});

test('the action history shows the river bet of a showdown order, not marked as the last aggressor (that is the answer)', async ({ page, webHost }, testInfo) => {
  test.setTimeout(60_000);
  const seed = findSeed('showdown-order', 2, ({ question }) =>
    'table' in question && question.table.history.some((s) => s.street === 'river' && s.actions.some((a) => a.act === 'bet')),
  );
  await openItem(page, webHost.url, { kind: 'showdown-order', level: 2, seed, profile: 'cash' });
  const river = page.locator('[data-history] [data-street="river"]');
  const bet = river.locator('li[data-act="bet"]');
  await expect(bet).toBeVisible();
  await expect(bet).toContainText(/Seat \d+ bets [\d,]+/);
  // The last bettor shows first: the trainee reads it from the actions, the table does not mark it.
  await expect(river.locator('li[data-aggressor]')).toHaveCount(0);
  await expect(river.locator('.aggressor-mark')).toHaveCount(0);
  await screenshot(page, testInfo, 'showdown-order-history', true);
  await expectAccessible(page, testInfo, 'showdown order with its history');
});

test('who is practising: nobody chosen asks, a guest is told nothing is recorded; a trainee is named', async ({ page, webHost }, testInfo) => {
  await startSession(page, webHost.url, { kind: 'min-raise', level: 1, count: 1 });
  await expect(page.locator('.session-bar [data-who="guest"]')).toBeVisible();
  await enterAnswer(page, engineAnswer(await currentItem(page)), mouse(page));
  await mouse(page).submit();
  const panel = await feedback(page, testInfo);
  await expect(panel.locator('[data-record="guest"]')).toBeVisible();
  await screenshot(page, testInfo, 'guest-feedback', true);

  // A trainee chosen on the hub: the session names them, and Start asks nothing.
  await page.goto(`${webHost.url}#/home`);
  await page.goto(`${webHost.url}#/practice`);
  // With no trainee yet, the form to add one is open.
  await expect(page.locator('.trainee-picker details')).toHaveAttribute('open', '');
  await page.locator('.trainee-picker input[autocomplete="name"]').fill('Anna Berg');
  await page.locator('.trainee-picker form button[type="submit"]').click();
  await expect(page.locator('.trainee-picker select')).toHaveValue(/.+/);
  await page.locator('.hub button[type=submit]').click();
  await expect(page.locator('.who-asks')).toHaveCount(0);
  await expect(page.locator('.session-bar [data-who="trainee"]')).toContainText('Anna Berg');
  await expect.poll(() => page.evaluate(() => document.querySelector('.drill-layout')?.contains(document.activeElement))).toBe(true);
});

test('a control that disables itself hands the focus on', async ({ page, webHost }) => {
  const seed = findSeed('gather', 1, ({ question }) => question.kind === 'gather' && question.table.seats.filter((s) => s.bet > 0).length >= 2);
  await openItem(page, webHost.url, { kind: 'gather', level: 1, seed, profile: 'cash' });
  // Moving all of a seat's bet by the form disables its Move button, which had the focus.
  const move = page.locator('.bet-row button[data-move]').first();
  await tabTo(page, move);
  await page.keyboard.press('Space');
  await expect(move).toBeDisabled();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.drill-layout') && !(document.activeElement as HTMLButtonElement).disabled)).toBe(true);
});
