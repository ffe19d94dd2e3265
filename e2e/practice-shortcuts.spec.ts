/** Single-key shortcuts for the choice buttons: shown on each button and in the hint, pressed from the number fields. */
import { expect, test } from './fixtures';
import { startSession } from './practice-helpers';

test('action: Y and N choose whether the player may raise', async ({ page, webHost }) => {
  await startSession(page, webHost.url, { kind: 'action', level: 1, count: 1 });
  const panel = page.locator('.session[data-phase="answering"] .answer-panel');
  await expect(panel.locator('button[data-value="true"] kbd')).toHaveText('Y');
  await expect(panel.locator('.shortcut-hint')).toContainText('Y or N');
  await panel.locator('input[name="to_call"]').focus();
  await page.keyboard.press('n');
  await expect(panel.locator('button[data-value="false"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.locator('input[name="to_call"]')).toHaveValue('');
  await page.keyboard.press('Shift+Y');
  await expect(panel.locator('button[data-value="true"]')).toHaveAttribute('aria-pressed', 'true');
});

test('chip rulings: C, B and R choose the ruling', async ({ page, webHost }) => {
  await startSession(page, webHost.url, { kind: 'chip-rulings', level: 1, count: 1 });
  const panel = page.locator('.session[data-phase="answering"] .answer-panel');
  await expect(panel.locator('.shortcut-hint')).toContainText('C call, B bet, R raise');
  await panel.locator('input[name="to"]').focus();
  for (const [key, value] of [['r', 'raise'], ['b', 'bet'], ['c', 'call']] as const) {
    await page.keyboard.press(key);
    await expect(panel.locator(`button[data-value="${value}"]`)).toHaveAttribute('aria-pressed', 'true');
  }
});
