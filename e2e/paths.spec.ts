/**
 * The everyday paths (issue 35) in English and Swedish, on a laptop and a phone: Home with the
 * trainee's progress and where to go next, the hub grouped by the dealer's job with each kind's
 * accuracy and Start beside the choice, Results' two parts, and the instructor area behind the
 * passphrase where trainees are renamed, merged, archived, restored and deleted. axe on each.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerKey } from './exam-key';
import { api } from './host-api';
import { expectAccessible, screenshot } from './practice-helpers';
import type { WebHost } from './web-host';

const PASSPHRASE = 'a long instructor passphrase';

/** `n` answers to min-raise items, each a raise to 1 chip (below any minimum raise: scored wrong). */
async function answer(host: WebHost, traineeId: string, n: number): Promise<void> {
  for (let seed = 1; seed <= n; seed++) {
    const item = await api(host, 'drill.next', { kind: 'min-raise', level: 1, seed });
    await api(host, 'drill.submit', { itemId: item.itemId, answer: { kind: 'min-raise', min_raise_to: 1 }, traineeId });
  }
}

const words = {
  en: {
    groups: ['Mixed', 'Money', 'Decisions', 'Reading hands', 'Procedure', 'Chips', 'The whole hand'],
    minRaise: 'Minimum raise',
    practise: 'Practise Minimum raise',
    sessions: 'Last sessions',
    instructor: 'Instructor area',
    unlock: 'Open the instructor area',
    passphrase: "Instructor's passphrase",
    rename: 'Rename',
    name: 'Name',
    save: 'Save',
    archive: 'Archive',
    restore: 'Restore',
    archived: '(archived)',
    delete: 'Delete',
    lost: 'Lost: 2 answers, 0 exams and 0 certificates that will no longer verify here.',
    forGood: 'Delete for good',
    keep: 'Keep',
    from: 'Merge into it and remove',
    merge: 'Merge',
    merged: 'Ann Dealer was merged into Ann Dealer.',
  },
  sv: {
    groups: ['Blandat', 'Pengar', 'Beslut', 'Läsa händer', 'Rutiner', 'Marker', 'Hela given'],
    minRaise: 'Minsta höjning',
    practise: 'Träna Minsta höjning',
    sessions: 'Senaste omgångarna',
    instructor: 'Instruktörens del',
    unlock: 'Öppna instruktörens del',
    passphrase: 'Instruktörens lösenfras',
    rename: 'Byt namn',
    name: 'Namn',
    save: 'Spara',
    archive: 'Arkivera',
    restore: 'Återställ',
    archived: '(arkiverad)',
    delete: 'Radera',
    lost: 'Det som försvinner: 2 svar, 0 prov och 0 diplom som inte längre kan kontrolleras här.',
    forGood: 'Radera för gott',
    keep: 'Behåll',
    from: 'Slå ihop med den och ta bort',
    merge: 'Slå ihop',
    merged: 'Ann Dealer slogs ihop med Ann Dealer.',
  },
} as const;

async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name);
  await expectAccessible(page, testInfo, name);
}

for (const language of ['en', 'sv'] as const) {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    test(`the everyday paths in ${language} at ${width}x${height}`, async ({ page, webHost }, testInfo) => {
      test.setTimeout(120_000);
      const w = words[language];
      await api(webHost, 'settings.set', { language });
      const ann = await api(webHost, 'records.addTrainee', { name: 'Ann Dealr', studentId: 'S-1' });
      const twin = await api(webHost, 'records.addTrainee', { name: 'Ann Dealer' });
      const bo = await api(webHost, 'records.addTrainee', { name: 'Bo Left' });
      await answer(webHost, ann.id, 3);
      await answer(webHost, twin.id, 1);
      await answer(webHost, bo.id, 2);
      await page.setViewportSize({ width, height });

      // Home: the trainee chosen there, and at once their practice for today, last session, accuracy by day,
      // and the weakest kind to practise next.
      await page.goto(`${webHost.url}#/home`);
      await page.locator('.trainee-picker select').selectOption(ann.id);
      await expect(page.locator('.today-items li').first()).toBeVisible();
      const progress = page.locator('.home-progress');
      await expect(progress.getByRole('heading', { name: w.sessions })).toBeVisible();
      await expect(progress.locator('.home-sessions li')).toHaveCount(1);
      await expect(progress.locator('.home-chart')).toBeVisible();
      await check(page, testInfo, `home-${language}-${width}`);

      // Where to go next leads to the hub with that kind chosen; its accuracy beside it, Start on screen.
      await progress.getByRole('link', { name: w.practise }).click();
      await expect(page.locator('.kind-choice input[value="min-raise"]')).toBeChecked();
      await expect(page.locator('.kind-group > legend')).toHaveText([...w.groups]);
      await expect(page.locator('.kind-option', { hasText: w.minRaise }).locator('.kind-stat')).toContainText('0');
      await expect(page.locator('.hub-start button[type=submit]')).toBeInViewport();
      await page.locator('.kind-choice input[value="whole-hand"]').scrollIntoViewIfNeeded();
      await expect(page.locator('.hub-start button[type=submit]')).toBeInViewport();
      await check(page, testInfo, `hub-${language}-${width}`);

      // Results: the trainee's own progress, then the instructor area, locked by the passphrase.
      await page.goto(`${webHost.url}#/results`);
      await expect(page.locator('.progress-chart').first()).toBeVisible();
      await check(page, testInfo, `results-mine-${language}-${width}`);
      await api(webHost, 'classroom.setPassphrase', { passphrase: PASSPHRASE });
      await page.getByRole('link', { name: w.instructor }).click();
      await page.getByLabel(w.passphrase).fill(PASSPHRASE);
      await page.getByRole('button', { name: w.unlock }).click();
      const rows = page.locator('.trainee-row');
      await expect(rows).toHaveCount(3);
      await check(page, testInfo, `results-instructor-${language}-${width}`);

      // Rename the typo.
      const annRow = rows.filter({ hasText: 'Ann Dealr' });
      await annRow.getByRole('button', { name: w.rename }).click();
      await annRow.getByLabel(w.name, { exact: true }).fill('Ann Dealer');
      await annRow.getByRole('button', { name: w.save }).click();
      await expect(rows.filter({ hasText: 'Ann Dealer (S-1)' })).toHaveCount(1);

      // Merge the same person's second trainee into the first.
      await page.getByLabel(w.keep, { exact: true }).selectOption({ label: 'Ann Dealer (S-1)' });
      await page.getByLabel(w.from).selectOption(twin.id);
      await page.getByRole('button', { name: w.merge, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: w.merged })).toBeVisible();
      await expect(rows).toHaveCount(2);

      // Archive and restore.
      const boRow = () => rows.filter({ hasText: 'Bo Left' });
      await boRow().getByRole('button', { name: w.archive }).click();
      await expect(boRow()).toContainText(w.archived);
      await boRow().getByRole('button', { name: w.restore }).click();
      await expect(boRow()).not.toContainText(w.archived);

      // Delete, after a confirmation that says what is lost.
      await boRow().getByRole('button', { name: w.delete, exact: true }).click();
      await expect(boRow().locator('.delete-confirm')).toContainText(w.lost);
      await boRow().getByRole('button', { name: w.forGood }).click();
      await expect(rows).toHaveCount(1);

      const { trainees } = await api(webHost, 'records.trainees', { archived: true });
      expect(trainees.map((t) => [t.id, t.name, t.studentId])).toEqual([[ann.id, 'Ann Dealer', 'S-1']]);
      expect((await api(webHost, 'records.overview', { traineeId: ann.id })).kinds).toEqual([expect.objectContaining({ kind: 'min-raise', level: 1, items: 4 })]);
    });
  }
}

test("a certificate issued again under the trainee's new name; the old code then verifies as replaced", async ({ page, webHost }) => {
  test.setTimeout(90_000);
  // A school exam passed with the key, and its certificate issued, all through the channels.
  const definition = { format: 'dealer-trainer-exam', version: 1, title: 'Raises', profile: 'tournament', sections: [{ kind: 'min-raise', count: 2, level: 1 }], time: { perItemSeconds: 300 }, passPercent: 60, attempts: 1, shuffle: false };
  const info = await api(webHost, 'exam.addDefinition', { fileName: 'raises.json', text: JSON.stringify(definition) });
  const { code } = await api(webHost, 'exam.createCode', { definitionId: info.id });
  const trainee = await api(webHost, 'records.addTrainee', { name: 'Anm Berg', studentId: 'S-1' });
  const { examId } = await api(webHost, 'exam.start', { code, traineeId: trainee.id });
  for (const [index, answer] of answerKey(code).entries()) await api(webHost, 'exam.submit', { examId, index, answer });
  expect((await api(webHost, 'exam.finish', { examId })).passed).toBe(true);
  const first = await api(webHost, 'exam.certificate', { examId });

  await api(webHost, 'classroom.setPassphrase', { passphrase: PASSPHRASE });
  await page.goto(`${webHost.url}#/results`);
  await page.getByRole('link', { name: words.en.instructor }).click();
  await page.getByLabel(words.en.passphrase).fill(PASSPHRASE);
  await page.getByRole('button', { name: words.en.unlock }).click();
  const row = page.locator('.trainee-row').filter({ hasText: 'Anm Berg' });
  await row.getByRole('button', { name: words.en.rename }).click();
  await row.getByLabel(words.en.name, { exact: true }).fill('Ann Berg');
  await row.getByRole('button', { name: words.en.save }).click();

  // Renamed, the certificate still names whom it was issued to, until the instructor issues it again.
  const renamed = page.locator('.trainee-row').filter({ hasText: 'Ann Berg' });
  await renamed.getByRole('button', { name: 'Certificates' }).click();
  const listed = renamed.locator('.trainee-certificates li');
  await expect(listed).toContainText(`issued to Anm Berg (${first.verificationCode})`);
  const [download] = await Promise.all([page.waitForEvent('download'), listed.getByRole('button', { name: 'Issue again as Ann Berg' }).click()]);
  expect(download.suggestedFilename()).toMatch(/Ann-Berg.*\.pdf$/);
  await expect(listed).toContainText('issued to Ann Berg (');
  await expect(listed).not.toContainText(first.verificationCode);
  await expect(listed.getByRole('button', { name: /Issue again/ })).toHaveCount(0);
  const again = /issued to Ann Berg \(([^)]+)\)/.exec(await listed.innerText())![1];

  // The old code verifies as replaced, naming the new one.
  await page.getByLabel('Verification code').fill(first.verificationCode);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(`Replaced: a certificate was issued again under the trainee's new name, with verification code ${again}.`)).toBeVisible();
});
