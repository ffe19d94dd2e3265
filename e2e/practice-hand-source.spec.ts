/**
 * A whole hand from a real hand: the hub lists the hands shipped with the app (drill.shippedHands),
 * deals the one chosen, and a PHH file the trainee opens is sent as text; main's readable error
 * shows when it refuses one.
 */
import { parsePhh } from '../electron/phh/parse';
import { listShippedHands, shippedHandText, shippedTitle } from '../electron/drills/shipped';
import { fromPhh } from '../electron/drills/kinds/whole-hand';
import en from '../renderer/i18n/en.json';
import sv from '../renderer/i18n/sv.json';
import { expect, test } from './fixtures';
import { api } from './host-api';
import { enterAnswer, mouse } from './practice-helpers';

// The first shipped hand, and the first of stud hi-lo and of 2-7 triple draw (the felt shows up cards and draws).
const hands = listShippedHands();
const picked = [hands[0], hands.find((h) => h.variant === 'stud-hi-lo')!, hands.find((h) => h.variant === '2-7-triple-draw')!];

for (const hand of picked) test(`a shipped hand (${hand.variant}): pick it, answer its first step, see the result`, async ({ page, webHost }) => {
  await page.goto(`${webHost.url}#/practice`);
  await page.locator('.kind-choice input[value="whole-hand"]').check();
  await page.locator('.source-choice input[value="shipped"]').check();
  const select = page.locator('select.shipped-hand');
  await expect(select.locator(`option[value="${hand.id}"]`)).toHaveCount(1);
  // The list names each hand's game.
  if (hand.variant === 'stud-hi-lo') await expect(select.locator(`option[value="${hand.id}"]`)).toContainText('Stud hi-lo');
  await select.selectOption(hand.id);
  await page.locator('.level-choice input[value="2"]').check();
  await page.locator('.hub button[type=submit]').click();
  await page.locator('.who-asks button[data-guest]').click();

  const session = page.locator('.session[data-phase="answering"]');
  await expect(session).toHaveAttribute('data-kind', 'whole-hand');
  await expect(session).toHaveAttribute('data-step', '0');
  await expect(page.locator('.session-bar .speed-target')).toContainText(/fast ≤ \d+ s/);
  // A real hand is named by its title, not by a hand number it does not have ("Hand #0").
  const title = shippedTitle(hand.id);
  await expect(page.locator('.session-bar .seed')).toHaveText(title.collection === 'wsop' ? `WSOP ${title.year}, event #${title.event}, day ${title.day}, hand ${title.hand}` : `Pluribus, session ${title.session}, hand ${title.hand}`);
  const profile = (await session.getAttribute('data-profile')) as 'cash' | 'tournament';
  const item = fromPhh(parsePhh(shippedHandText(hand.id)!), profile, { kind: 'shipped', id: hand.id }, 2);
  await enterAnswer(page, item.answer.steps[0], mouse(page));
  await mouse(page).submit();
  const feedback = page.locator('section.feedback');
  await expect(feedback).toBeVisible();
  await expect(feedback).toHaveAttribute('data-verdict', 'right');
});

test.describe('a file', () => {
  // Main refuses the hand with a 400: the browser logs the failed request.
  test.use({ allowConsoleErrors: /status of 400 \(Bad Request\)/ });

// In each language the paths are tried in (issue 35), on a laptop and on a phone.
for (const [language, words] of [['en', en], ['sv', sv]] as const) {
  for (const [width, height] of [[1366, 768], [390, 844]] as const) {
    test(`a file that is not PHH: the error says the line and what was expected there (${language}, ${width}x${height})`, async ({ page, webHost }) => {
      await api(webHost, 'settings.set', { language });
      await page.setViewportSize({ width, height });
      await page.goto(`${webHost.url}#/practice`);
      await page.locator('.kind-choice input[value="whole-hand"]').check();
      await page.locator('.source-choice input[value="file"]').check();
      const start = page.locator('.hub button[type=submit]');
      await expect(start).toBeDisabled();
      await page.locator('input.phh-file').setInputFiles({ name: 'broken.phh', mimeType: 'text/plain', buffer: Buffer.from("variant = 'NT'\nthis is not a hand\n") });
      await expect(page.locator('.source-choice')).toContainText('broken.phh');
      await start.click();
      await page.locator('.who-asks button[data-guest]').click();
      const panel = page.locator('.error-panel');
      await expect(panel).toBeVisible();
      // Line 2 is no TOML `key = value`: said in the trainee's words, main's sentence under Details.
      const where = words.errors.where.line.replace('{{line}}', '2').replace('{{expected}}', 'key = value');
      await expect(panel.locator('> p')).toHaveText(`${where} ${words.errors.reason['not-phh']}`);
      await expect(panel.locator('> p')).toBeInViewport();
      await expect(panel.locator('.error-detail')).toContainText('this is not a PHH hand history');
    });
  }
}
});
