/**
 * A trainee runs a 10-item mixed session from the hub in each language: every item answered, its
 * feedback read, the summary reached. No screen may show a translation key, nor, in Swedish and
 * Danish, an English drill string (a missing translation falls back to English). Numbers are
 * formatted for the language.
 */
import drillsSv from '../renderer/i18n/drills.sv.json';
import drillsDa from '../renderer/i18n/drills.da.json';
import drillsEn from '../renderer/i18n/drills.en.json';
import feltSv from '../renderer/i18n/felt.sv.json';
import feltDa from '../renderer/i18n/felt.da.json';
import feltEn from '../renderer/i18n/felt.en.json';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentItem, engineAnswer, enterAnswer, expectAccessible, feedback, mouse, screenshot, startSession } from './practice-helpers';

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key)));
}

// The drill screens' strings and the felt's.
const en = { ...drillsEn, ...feltEn };
const sv = { ...drillsSv, ...feltSv };
const da = { ...drillsDa, ...feltDa };
const english = leaves(en);

/** English phrases that must not show in the other language: the fixed text of each string that differs there. */
function englishOnly(translated: Record<string, string>): string[] {
  return Object.entries(english)
    .filter(([key, text]) => translated[key] !== text)
    .flatMap(([, text]) => text.split(/{{\w+}}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 12 && /^[A-Za-z]/.test(part))
    // A loanword the language uses itself ("en straight flush") is no sign of a missing translation.
    .filter((part) => !Object.values(translated).some((own) => own.includes(part)));
}

async function expectTranslated(page: Page, forbidden: string[], where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(/\b(drill|kinds|explain|mistake|felt)\.[\w.-]+/g) ?? [], `translation keys on ${where}`).toEqual([]);
  expect(forbidden.filter((phrase) => text.includes(phrase)), `English on ${where}`).toEqual([]);
}

for (const [language, strings, heading, summary, grouping] of [
  ['en', en, 'Practice', 'Session summary', ','],
  ['sv', sv, 'Öva', 'Sammanfattning av passet', '\u00a0'],
  ['da', da, 'Øvelser', 'Opsummering af sessionen', '.'],
] as const) {
  test(`a 10-item mixed session from the hub in ${language}`, async ({ page, webHost, request }, testInfo) => {
    test.setTimeout(120_000);
    // Swedish runs in the dark theme, English and Danish in the light one: axe checks both.
    await page.emulateMedia({ colorScheme: language === 'sv' ? 'dark' : 'light' });
    const forbidden = englishOnly(leaves(strings));
    await request.post(`${webHost.url}api/settings.set`, { data: { language }, headers: { 'X-Trainer-Token': webHost.token } });
    await page.goto(`${webHost.url}#/practice`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectTranslated(page, forbidden, 'the hub');
    await screenshot(page, testInfo, `${language}-hub`);
    await expectAccessible(page, testInfo, `${language} hub`);
    await startSession(page, webHost.url, { kind: 'mixed', level: 2, count: 10 });
    let sawGrouping = false;
    for (let k = 0; k < 10; k++) {
      const item = await currentItem(page);
      await expectTranslated(page, forbidden, `${item.kind}`);
      if (k < 3) await screenshot(page, testInfo, `${language}-${item.kind}`);
      if (k < 2) await expectAccessible(page, testInfo, `${language} ${item.kind}`);
      await enterAnswer(page, engineAnswer(item), mouse(page));
      await mouse(page).submit();
      const panel = await feedback(page, testInfo);
      await expect(panel).toHaveAttribute('data-verdict', 'right');
      await expectTranslated(page, forbidden, `${item.kind} feedback`);
      sawGrouping ||= new RegExp(`\\d${grouping.replace('.', '\\.')}\\d{3}`).test(await page.locator('.session').innerText());
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: summary })).toBeVisible();
    await expectTranslated(page, forbidden, 'the summary');
    await screenshot(page, testInfo, `${language}-summary`);
    // Thousands grouped as the language groups them (4,300 in English, 4 300 in Swedish, 4.300 in Danish).
    expect(sawGrouping).toBe(true);
  });
}
