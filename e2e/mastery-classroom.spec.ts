/**
 * Today's practice for a trainee in class (issue 31): a classroom trainee has no Home, so their
 * class page offers their own day's practice between exams. Against the built classroom host: a
 * trainee joins from a phone, is let in, sees Today's practice on the class page, answers its
 * first item, and the answer is recorded as theirs (the instructor's class map counts it), as is
 * an item practised from the Practice screen; once an exam starts for them, the exam takes the page.
 */
import { rm } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { startClassroomHost } from './classroom-host';
import { expect, test } from './fixtures';
import { api } from './host-api';
import { currentItem, engineItem, enterAnswer, expectAccessible, mouse } from './practice-helpers';
import { tempDataDir } from './web-host';

const PASSPHRASE = 'a long class passphrase';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`a trainee in class practises today's items from the class page, recorded as theirs (${viewport.width}x${viewport.height})`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const dataDir = await tempDataDir();
    const host = await startClassroomHost(dataDir, PASSPHRASE);
    const contexts: BrowserContext[] = [];
    try {
      const teacher = await browser.newContext();
      contexts.push(teacher);
      await api({ url: host.url, context: teacher }, 'instructor.signIn', { passphrase: PASSPHRASE });
      const phone = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
      contexts.push(phone);
      const page = await phone.newPage();
      await page.goto(`${host.url}#/class?code=${host.classCode}`);
      await page.getByLabel('Your name').fill('Alma Berg');
      await page.getByLabel('Student number').fill('S-101');
      await page.getByRole('button', { name: 'Ask to join' }).click();
      await expect(page.getByRole('status')).toContainText('waiting for the instructor');
      // Before being let in there is no practice to offer.
      await expect(page.locator('.today-practice')).toHaveCount(0);
      const { requests } = await api({ url: host.url, context: teacher }, 'class.view', {});
      await api({ url: host.url, context: teacher }, 'class.admit', { requestIds: requests.map((r) => r.requestId) });
      await expect(page.getByText('You are in.')).toBeVisible();

      // Their own day's practice, on the class page: a new trainee starts on first skills.
      const today = page.locator('.today-practice');
      await expect(today.getByRole('heading', { name: "Today's practice" })).toBeVisible();
      await expect(today.locator('.today-items li').first()).toContainText('new: a first skill to start with');
      await expect(today).toContainText('chosen for Alma Berg');
      await expectAccessible(page, testInfo, `class-today-${viewport.width}`);

      await today.getByRole('button', { name: "Start today's practice" }).click();
      // The session is the trainee's, not a guest's.
      await expect(page.locator('.session-bar .who')).toHaveAttribute('data-who', 'trainee');
      await expect(page.locator('.session-bar .who')).toContainText('Alma Berg');
      const item = await currentItem(page);
      await enterAnswer(page, engineItem(item).answer, mouse(page));
      await mouse(page).submit();
      await expect(page.locator('.session[data-phase="feedback"]')).toBeVisible();
      // Recorded as theirs: the instructor's class map counts the answer in that skill.
      await expect
        .poll(async () => {
          const map = await api({ url: host.url, context: teacher }, 'mastery.class', {});
          return map.trainees.map((t) => ({ name: t.name, answers: t.answers, kinds: map.skills.filter((_, k) => t.skills[k].answers > 0).map((s) => `${s.kind}/${s.level}`) }));
        })
        .toEqual([{ name: 'Alma Berg', answers: 1, kinds: [`${item.kind}/${item.level}`] }]);

      // The Practice screen beside the class page: what they practise there is theirs too, said so, with no guest's session offered.
      await page.goto(`${host.url}#/practice`);
      await expect(page.getByText('In class as Alma Berg (S-101).')).toBeVisible();
      await expect(page.locator('.trainee-picker')).toHaveCount(0);
      await page.locator('.hub button[type=submit]').click();
      await expect(page.locator('.who-asks')).toHaveCount(0);
      await expect(page.locator('.session-bar .who')).toHaveAttribute('data-who', 'trainee');
      const next = await currentItem(page);
      await enterAnswer(page, engineItem(next).answer, mouse(page));
      await mouse(page).submit();
      await expect(page.locator('.session[data-phase="feedback"]')).toBeVisible();
      await expect.poll(async () => (await api({ url: host.url, context: teacher }, 'mastery.class', {})).trainees.map((t) => t.answers)).toEqual([2]);
      await page.goto(`${host.url}#/class`);

      // An exam started for the trainee takes the page: practice is closed while it runs.
      const [builtin] = (await api({ url: host.url, context: teacher }, 'exam.definitions', {})).definitions;
      await api({ url: host.url, context: teacher }, 'class.startExam', { definitionId: builtin.id });
      await expect(page.locator('.take-exam')).toBeVisible();
      await expect(page.locator('.today-practice')).toHaveCount(0);
    } finally {
      for (const c of contexts) await c.close();
      await host.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
