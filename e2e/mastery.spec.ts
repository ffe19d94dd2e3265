/**
 * A path to mastery (issue 31) against the real web host: a trainee answers items wrong and right,
 * and Today's practice on Home brings the missed rule back first, dealt as an item that needs it;
 * the skill map and the instructor's class maps in English, Swedish and Danish, axe clean.
 */
import type { Page } from '@playwright/test';
import type { Answer } from '../shared/drills';
import { isRule } from '../electron/mastery/rules';
import { resources } from '../renderer/i18n/resources';
import { expect, test } from './fixtures';
import { api } from './host-api';
import { currentItem, engineItem, expectAccessible } from './practice-helpers';
import type { WebHost } from './web-host';

/** The rules an item's right answer needs: the reason keys of its explanation, less the narrative ones. */
const rulesOf = (item: Parameters<typeof engineItem>[0]): string[] => (engineItem(item) as unknown as { why: { key: string }[] }).why.map((w) => w.key).filter(isRule);

/** Answers one item of a kind at level 1 for the trainee, right or with the maximum off by one; the item. */
async function answer(host: WebHost, traineeId: string, kind: 'pot-limit' | 'min-raise', right: boolean) {
  const next = await api(host, 'drill.next', { kind, level: 1 });
  const item = { kind, seed: next.seed, level: 1 as const, profile: next.profile };
  const key = engineItem(item).answer as Answer & Record<string, unknown>;
  const field = kind === 'pot-limit' ? 'max_raise_to' : 'min_raise_to';
  const given = right ? key : { ...key, [field]: (key[field] as number) + 1 };
  const result = await api(host, 'drill.submit', { itemId: next.itemId, answer: given as Answer, traineeId });
  expect(result.correct).toBe(right);
  return item;
}

async function openAs(page: Page, host: WebHost, screen: 'home' | 'results', traineeId: string) {
  await page.goto(`${host.url}#/${screen}`);
  await page.evaluate((id) => localStorage.setItem('dealer-trainer.trainee', id), traineeId);
  await page.reload();
}

test("Today's practice brings back the rule the trainee missed, dealt in an item that needs it", async ({ page, webHost }) => {
  const trainee = await api(webHost, 'records.addTrainee', { name: 'Ada Lovelace' });
  await openAs(page, webHost, 'home', trainee.id);
  // A new trainee starts on first skills.
  await expect(page.locator('.today-items li').first()).toContainText('new: a first skill to start with');

  await answer(webHost, trainee.id, 'min-raise', true);
  const missed = rulesOf(await answer(webHost, trainee.id, 'pot-limit', false));
  await answer(webHost, trainee.id, 'min-raise', true);
  expect(missed.length).toBeGreaterThan(0);

  await page.reload();
  const first = page.locator('.today-items li').first();
  await expect(first).toContainText(/due: .+, last missed today/);
  const shown = /due: (.+), last missed today/.exec(await first.locator('.why').innerText())![1];
  const rule = missed.find((r) => ruleNames('en')[r] === shown);
  expect(rule, `${shown} is one of ${missed.join(', ')}`).toBeDefined();
  await expect(first.locator('strong')).toHaveText('Pot-limit raise, flop games, level 1');

  // The session deals the first item steered to that rule: its explanation needs it.
  await page.getByRole('button', { name: "Start today's practice" }).click();
  const item = await currentItem(page);
  expect(item).toMatchObject({ kind: 'pot-limit', level: 1 });
  expect(rulesOf(item)).toContain(rule);
});

for (const [language, results, map, classMaps, dueWord] of [
  ['en', 'Results', 'Skill map', 'Class skill maps', 'due:'],
  ['sv', 'Resultat', 'Färdighetskarta', 'Klassens färdighetskartor', 'dags:'],
  ['da', 'Resultater', 'Færdighedskort', 'Holdets færdighedskort', 'tid til:'],
] as const) {
  test(`the skill map and the class maps in ${language}, axe clean`, async ({ page, webHost }, testInfo) => {
    test.setTimeout(90_000);
    const ada = await api(webHost, 'records.addTrainee', { name: 'Ada Lovelace', studentId: 'S-1' });
    const bo = await api(webHost, 'records.addTrainee', { name: 'Bo Ek' });
    await answer(webHost, ada.id, 'pot-limit', false);
    await answer(webHost, ada.id, 'min-raise', true);
    await answer(webHost, bo.id, 'min-raise', false);
    await api(webHost, 'settings.set', { language });

    await openAs(page, webHost, 'home', ada.id);
    await expect(page.locator('.today-items li').first()).toContainText(dueWord);
    await expectNoKeys(page);

    await openAs(page, webHost, 'results', ada.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(results);
    const skillMap = page.locator('.skill-map');
    await expect(skillMap.getByRole('heading', { name: map })).toBeVisible();
    // Statuses in words: one answer of 30 is too few, never "no weak spots".
    await expect(skillMap.locator('.skill-cell.too-few')).toHaveCount(2);
    await expect(skillMap.locator('.skill-cell.too-few').first()).toContainText(language === 'en' ? 'not enough answers yet (1 of 30)' : '1');
    // Rules by their names in the language, never by their keys.
    const names = Object.values(ruleNames(language));
    const shownRules = await skillMap.locator('.rule-list li strong').allInnerTexts();
    expect(shownRules.length).toBeGreaterThan(0);
    expect(shownRules.filter((name) => !names.includes(name))).toEqual([]);
    await expectNoKeys(page);
    await expectAccessible(page, testInfo, `mastery-${language}`);
    // The class maps are the instructor's (no passphrase set here: the area is open).
    await page.goto(`${webHost.url}#/results/instructor`);
    const classView = page.locator('.class-mastery');
    await expect(classView.getByRole('heading', { name: classMaps })).toBeVisible();
    await expect(classView.locator('tbody tr')).toHaveCount(2);
    const weakest = await classView.locator('.rule-list li strong').allInnerTexts();
    expect(weakest.length).toBeGreaterThan(0);
    expect(weakest.filter((name) => !names.includes(name))).toEqual([]);
    await classView.locator('select').selectOption({ index: 1 });
    await expect(classView.locator('thead th').nth(1)).toBeVisible();
    await expectNoKeys(page);
    await expectAccessible(page, testInfo, `class-mastery-${language}`);
  });
}

const ruleNames = (language: 'en' | 'sv' | 'da') => resources[language].translation.mastery.rule as Record<string, string>;

/** i18next shows a missing key as the key itself, e.g. "mastery.map.heading". */
async function expectNoKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(/\b(mastery|trainees|progress|instructor|kinds|exams)\.[a-zA-Z-]+/g) ?? []).toEqual([]);
}
