/**
 * The rake drill end to end against the web host, as e2e/practice.spec.ts runs the other kinds:
 * the posted rake on the table, one item answered right (the answer worked out by the engine from
 * the item's seed) for full marks, one answered wrong for its mistake and the pot-by-pot
 * explanation; axe on the item.
 */
import { expect, test } from './fixtures';
import { currentItem, engineAnswer, enterAnswer, expectAccessible, feedback, mouse, screenshot, startSession, wrongAnswer } from './practice-helpers';

test('rake: the posted rake is shown; right for full marks, wrong for the mistake and the reasons pot by pot', async ({ page, webHost }, testInfo) => {
  test.setTimeout(90_000);
  await startSession(page, webHost.url, { kind: 'rake', level: 3, count: 3 });

  // 1. Right: every pot's rake and what is left of it.
  let item = await currentItem(page);
  expect(item.profile).toBe('cash');
  await expect(page.locator('.answer-panel .posted-rake')).toContainText(/Posted rake: \d+ % of each pot, at most [\d,]+ a hand; no flop, no drop/);
  await screenshot(page, testInfo, 'rake-item');
  await expectAccessible(page, testInfo, 'rake item');
  const right = engineAnswer(item);
  await enterAnswer(page, right, mouse(page));
  await mouse(page).submit();
  let panel = await feedback(page, testInfo);
  await expect(panel).toHaveAttribute('data-verdict', 'right');
  const [earned, possible] = (await panel.locator('.score').innerText()).match(/\d+/g)!.map(Number);
  expect(earned).toBe(possible);
  expect(possible).toBe(right.kind === 'rake' ? 2 * right.rake.length : 0);
  await expect(panel.locator('.explanation li[data-key="rake-posted"]')).toContainText(/The room takes \d+ % of each pot/);
  await screenshot(page, testInfo, 'rake-right');
  await page.keyboard.press('Enter');

  // 2. Wrong: the main pot after rake off by 100, named as such; the explanation goes pot by pot (or says no flop, no drop).
  item = await currentItem(page);
  const wrong = wrongAnswer(engineAnswer(item));
  await enterAnswer(page, wrong.answer, mouse(page));
  await mouse(page).submit();
  panel = await feedback(page, testInfo);
  await expect(panel).not.toHaveAttribute('data-verdict', 'right');
  const mistake = panel.locator(`.mistakes li[data-key="${wrong.mistake}"]`).first();
  await expect(mistake).toHaveText(/Main pot after rake is [\d,]+; you said [\d,]+\./);
  // One line per pot, the main pot first; a hand won before the flop says no flop, no drop instead.
  const potLines = panel.locator('.explanation li[data-key="rake-pot"], .explanation li[data-key="rake-capped"]');
  if ((await panel.locator('.explanation li[data-key="rake-no-flop"]').count()) === 0) {
    await expect(potLines).toHaveCount(wrong.answer.kind === 'rake' ? wrong.answer.rake.length : -1);
    await expect(potLines.first()).toContainText(/Main pot: \d+ % of [\d,]+ (is|would be) /);
  }
  await expect(panel.locator('.explanation li .rule').first()).not.toBeEmpty();
  await screenshot(page, testInfo, 'rake-wrong');
});
