/**
 * An exam with an audition segment, through the UI: one item answered with the instructor's key,
 * then two hands of hold'em at the exam's table (Learn), each task answered with the engine's
 * answer, which the test deals in its own process from the table the code gives (the hands do not
 * depend on the answers), reloaded between the hands; the segment's facts before, its figures and verdict on the result; in
 * English and Swedish; axe clean on the facts, the table and the result.
 */
import type { Page } from '@playwright/test';
import type { Answer } from '../shared/drills';
import { segmentSeed } from '../electron/exam/audition-segment';
import { dealt, type Table } from './audition-helpers';
import { answerKey } from './exam-key';
import { expect, test } from './fixtures';
import { api } from './host-api';
import { enterAnswer, expectAccessible, mouse, screenshot } from './practice-helpers';

const TABLE: Table = { format: 'holdem', seats: 4, mode: 'learn', hands: 2, rotation: 'orbit', profile: 'tournament' };

const definition = (title: string) =>
  JSON.stringify({
    format: 'dealer-trainer-exam',
    version: 1,
    title,
    profile: TABLE.profile,
    sections: [{ kind: 'min-raise', count: 1, level: 1 }],
    time: { totalSeconds: 1800 },
    passPercent: 60,
    attempts: 1,
    shuffle: false,
    audition: { game: TABLE.format, hands: TABLE.hands, mode: TABLE.mode, seats: TABLE.seats },
  });

/** Deals the segment's hands: every task answered right; `between` runs between hands. */
async function dealSegment(page: Page, code: string, shoot: () => Promise<void>, between: () => Promise<void>): Promise<void> {
  const hands = mouse(page);
  const audition = page.locator('.take-exam .audition');
  for (const [h, hand] of dealt(TABLE, segmentSeed(code, 1)).entries()) {
    if (h > 0) await between();
    for (const [k, task] of hand.tasks.entries()) {
      await expect(audition).toHaveAttribute('data-hand', String(h + 1));
      await expect(audition).toHaveAttribute('data-phase', /playing|answering/);
      if ((await audition.getAttribute('data-phase')) === 'playing') await audition.locator('.deal-on').click();
      await expect(audition).toHaveAttribute('data-phase', 'answering');
      if (h === 0 && k === 0) await shoot();
      await enterAnswer(page, task.asked.answer as Answer, hands);
      await hands.submit();
      const feedback = audition.locator('section.feedback');
      await expect(feedback).toHaveAttribute('data-verdict', 'right');
      await hands.click(feedback.locator('button.primary'));
    }
  }
}

for (const [language, verdict, segmentWord] of [
  ['en', 'Passed', 'Audition passed'],
  ['sv', 'Godkänd', 'Provspelet godkänt'],
] as const) {
  test(`an exam with a two-hand audition segment, taken through the UI in ${language}: the segment on the result`, async ({ page, webHost }, testInfo) => {
    test.setTimeout(180_000);
    const info = await api(webHost, 'exam.addDefinition', { fileName: `table-${language}.json`, text: definition(`Table ${language}`) });
    const { code } = await api(webHost, 'exam.createCode', { definitionId: info.id });
    const trainee = await api(webHost, 'records.addTrainee', { name: 'Kim Tester', studentId: 'S-7' });
    await api(webHost, 'settings.set', { language });
    await page.goto(`${webHost.url}#/exam`);
    await page.evaluate((id) => localStorage.setItem('dealer-trainer.trainee', id), trainee.id);
    await page.reload();

    // The code's facts name the segment.
    await page.locator('.code-input').fill(code);
    await page.locator('.code-entry button[type=submit]').click();
    await expect(page.getByTestId('audition-facts')).toContainText(language === 'en' ? "2 hands of No-limit hold'em (Learn)" : "2 givar No-limit hold'em (Lär)");
    await expectAccessible(page, testInfo, `${language}-facts`);
    await page.locator('.code-entry .decoded button.primary').click();

    // The item, with the key's answer; then the table opens in the exam.
    const [answer] = answerKey(code);
    await expect(page.locator('.take-exam[data-item-index="0"]')).toBeVisible();
    await enterAnswer(page, answer, mouse(page));
    await mouse(page).submit();
    await expect(page.locator('.take-exam .audition')).toBeVisible();
    // No table number: an exam's table is not to be dealt again elsewhere.
    await expect(page.locator('.take-exam .audition .seed')).toHaveCount(0);
    await dealSegment(
      page,
      code,
      async () => {
        await screenshot(page, testInfo, `${language}-segment`);
        await expectAccessible(page, testInfo, `${language}-segment`);
      },
      // A reload between hands resumes the exam at its table, where main has it: the second hand.
      async () => {
        await page.reload();
        await expect(page.locator('.take-exam .audition')).toHaveAttribute('data-hand', '2');
      },
    );

    // The exam is over with the last hand: its result, with the segment.
    const result = page.locator('.exam-result');
    await expect(result.locator('.verdict').first()).toHaveAttribute('data-passed', 'true');
    await expect(result.locator('.verdict').first()).toContainText(verdict);
    const segment = result.getByTestId('audition-segment');
    await expect(segment).toHaveAttribute('data-passed', 'true');
    await expect(segment).toContainText(segmentWord);
    await expect(segment.getByTestId('audition-hands')).toHaveText(language === 'en' ? '2 of 2 hands dealt' : '2 av 2 givar delade');
    await expect(segment.getByTestId('audition-accuracy')).toHaveText(/^100\s?%$/);
    await screenshot(page, testInfo, `${language}-result`);
    await expectAccessible(page, testInfo, `${language}-result`);
    const text = await page.locator('body').innerText();
    expect(text.match(/\b(exams|audition|kinds|drill)\.[a-zA-Z-]+/g) ?? []).toEqual([]);
  });
}
