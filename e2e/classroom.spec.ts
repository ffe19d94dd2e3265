/**
 * A class on one host, end to end: the classroom host (npm run classroom) on a loopback address,
 * the instructor and three trainees each in a browser context of their own. The passphrase is set
 * at the host's start (never from a browser); the instructor signs in with it; the trainees join with the class code and are let in; an exam runs
 * on the host to its end while the instructor's live view shows each step; the CSV and a
 * certificate come out, and the certificate verifies. A trainee's browser signed out by the instructor shows the join form again.
 * And the desktop app's way (its services as electron/main.ts makes them, its window a browser:
 * e2e/desktop-app-host.ts): the passphrase set in the app, the class hosted, the instructor in from a browser.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import type { Answer } from '../shared/drills';
import { startClassroomHost, startDesktopApp } from './classroom-host';
import { collectConsoleErrors } from './console-errors';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { api } from './host-api';
import { enterAnswer, expectAccessible, mouse } from './practice-helpers';
import { projectRoot, tempDataDir } from './web-host';

const PASSPHRASE = 'a long class passphrase';
const TRAINEES = [
  { name: 'Alma Berg', studentId: 'S-101' },
  { name: 'Bo Dahl', studentId: 'S-102' },
  { name: 'Cai Ek', studentId: 'S-103' },
];

const definition = JSON.stringify({
  format: 'dealer-trainer-exam',
  version: 1,
  title: 'Class check',
  profile: 'tournament',
  sections: [
    { kind: 'min-raise', count: 1, level: 1 },
    { kind: 'pot-limit', count: 1, level: 1 },
  ],
  time: { totalSeconds: 900 },
  passPercent: 50,
  attempts: 1,
  shuffle: false,
});

/** The host's answer key: only its data folder (the exam secret) gives it. */
function hostKey(code: string, dataDir: string): Answer[] {
  const out = execFileSync('npm', ['run', '-s', 'exam-key', '--', code, '--data-dir', dataDir], { cwd: projectRoot, encoding: 'utf8' });
  const [, ...items] = out.trim().split('\n').map((line) => JSON.parse(line) as { kind: string; answer: object });
  return items.map((item) => ({ kind: item.kind, ...item.answer }) as Answer);
}

const row = (page: Page, studentId: string) => page.locator(`.live-table tr[data-trainee="${studentId}"]`);

test('an instructor hosts, three trainees join from their own browsers, an exam runs to its end, watched live', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const dataDir = await tempDataDir();
  const host = await startClassroomHost(dataDir, PASSPHRASE);
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  const open = async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    errors.push(collectConsoleErrors(page));
    await page.goto(host.url);
    return { context, page };
  };
  try {
    // The instructor signs in with the passphrase set at the host, and sees how to join.
    const teacher = await open();
    const t = teacher.page;
    await expect(t.getByRole('heading', { level: 1 })).toHaveText('Class');
    await t.getByText('Instructor: sign in').click();
    await t.getByLabel('Passphrase', { exact: true }).fill('not the passphrase');
    await t.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Said as it is, with the wait before the next try (not "you are not signed in").
    await expect(t.getByRole('alert').locator('p').first()).toHaveText("That is not the instructor's passphrase. You can try again in 1 second.");
    // The refusal's 401 is the one console error this page may have.
    expect(errors[0].splice(0)).toEqual([expect.stringContaining('status of 401')]);
    // The wrong guess slows this address's next try by a second.
    await t.waitForTimeout(1100);
    await t.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await t.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(t.getByRole('heading', { level: 1 })).toHaveText('Your class');
    await expect(t.getByTestId('class-code')).toHaveText(host.classCode);
    await expect(t.getByTestId('join-url')).toHaveText(host.url);
    // The QR code opens the join page with the class code filled in.
    await expect(t.getByRole('img', { name: `QR code of ${host.url}#/class?code=${host.classCode}` })).toBeVisible();
    // The school's own exam file, added from the class screen.
    await t.getByLabel('Add a school definition file').setInputFiles({ name: 'class-check.json', mimeType: 'application/json', buffer: Buffer.from(definition) });
    await expect(t.getByLabel('Exam definition')).toHaveValue('file:class-check.json');
    await expectAccessible(t, testInfo, 'class-instructor');

    // Three trainees ask to join; the instructor sees them come in, live, and lets them in.
    const trainees = [];
    for (const who of TRAINEES) {
      const trainee = await open();
      const p = trainee.page;
      await p.getByLabel('Class code').fill(host.classCode.toLowerCase());
      await p.getByLabel('Your name').fill(who.name);
      await p.getByLabel('Student number').fill(who.studentId);
      await p.getByRole('button', { name: 'Ask to join' }).click();
      await expect(p.getByRole('status')).toContainText('waiting for the instructor');
      trainees.push(trainee);
    }
    await expect(t.locator('.requests li')).toHaveCount(3);
    await t.getByRole('button', { name: 'Let everyone in' }).click();
    for (const { page } of trainees) await expect(page.getByText('You are in.')).toBeVisible();
    await expect(t.locator('.live-table tbody tr')).toHaveCount(3);
    for (const who of TRAINEES) await expect(row(t, who.studentId)).toContainText('yes'); // connected

    // The exam starts on the host: each trainee's page shows its first question, and nothing else.
    await t.getByLabel('Exam definition').selectOption({ label: 'Class check (school file)' });
    await t.getByRole('button', { name: 'Start the exam' }).click();
    for (const { page } of trainees) await expect(page.locator('.take-exam[data-item-index="0"]')).toBeVisible();
    for (const who of TRAINEES) await expect(row(t, who.studentId).getByTestId('progress')).toHaveText('2 to go');
    const { exam } = await api({ url: host.url, context: teacher.context }, 'class.view', {});
    const key = hostKey(exam!.code, dataDir);

    // Alma answers both right, Bo one right, Cai nothing: the live view follows each answer.
    const [alma, bo] = trainees;
    await enterAnswer(alma.page, key[0], mouse(alma.page));
    await mouse(alma.page).submit();
    await expect(row(t, 'S-101').getByTestId('progress')).toHaveText('1 answered and 1 to go');
    await expect(row(t, 'S-101').getByTestId('score')).toHaveText('50%');
    await enterAnswer(alma.page, key[1], mouse(alma.page));
    await mouse(alma.page).submit();
    await expect(alma.page.locator('.verdict')).toHaveAttribute('data-passed', 'true');
    await expect(row(t, 'S-101')).toHaveAttribute('data-status', 'finished');
    await expect(row(t, 'S-101')).toContainText('Passed');
    await enterAnswer(bo.page, key[0], mouse(bo.page));
    await mouse(bo.page).submit();
    await expect(row(t, 'S-102').getByTestId('progress')).toHaveText('1 answered and 1 to go');

    // More time for everyone still working, then the end: what is open scores zero.
    const left = async () => Number(await row(t, 'S-103').locator('.clock').getAttribute('data-seconds-left'));
    const before = await left();
    await t.getByRole('button', { name: 'Everyone +5 min' }).click();
    await expect.poll(left).toBeGreaterThan(before + 250);
    // One click does not end it: the question says for whom (the two still working), and "No" leaves it running.
    await t.getByRole('button', { name: 'End the exam', exact: true }).click();
    const confirm = t.getByRole('group', { name: 'End the exam', exact: true });
    await expect(confirm).toContainText('End the exam for the whole class? 2 trainees are still working');
    await confirm.getByRole('button', { name: 'No, go on' }).click();
    await expect(t.getByTestId('exam-summary')).toContainText('2 running, 1 finished');
    await t.getByRole('button', { name: 'End the exam', exact: true }).click();
    await t.getByRole('group', { name: 'End the exam', exact: true }).getByRole('button', { name: 'Yes, end it' }).click();
    await expect(t.getByTestId('exam-summary')).toContainText('0 running, 3 finished');
    // Counted as they ended: Bo answered one, the rest was never answered ("3 of 3" no more).
    await expect(row(t, 'S-102').getByTestId('progress')).toHaveText('1 answered and 1 not answered');
    await expect(row(t, 'S-103').getByTestId('progress')).toHaveText('2 not answered');
    await expect(bo.page.locator('.verdict')).toHaveAttribute('data-passed', 'true'); // 50 % of 50 % needed
    await expect(trainees[2].page.locator('.verdict')).toHaveAttribute('data-passed', 'false');
    await expect(row(t, 'S-103')).toContainText('Not passed');
    await expectAccessible(t, testInfo, 'class-live-view');

    // Cai's browser was someone else's under Cai's name: the instructor signs it out (after a confirmation),
    // and its page shows the join form again; Cai stays in the class, not connected.
    const cai = row(t, 'S-103');
    await cai.getByRole('button', { name: 'Sign out Cai Ek (S-103)' }).click();
    await cai.getByRole('button', { name: 'Yes, sign out' }).click();
    await expect(trainees[2].page.getByRole('heading', { name: 'Join the class' })).toBeVisible();
    await expect(cai.locator('td').first()).toHaveText('no');

    // The CSV and Alma's certificate; the certificate's code verifies on the host.
    const [csv] = await Promise.all([t.waitForEvent('download'), t.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = await readFile((await csv.path())!, 'utf8');
    for (const who of TRAINEES) expect(text).toContain(who.studentId);
    expect(text).toContain('"in class, host ');
    // Answered, late, timed out, unanswered: Bo answered one, the other was open when the exam ended.
    expect(text).toMatch(/\nBo Dahl,S-102,Class check,[^,]+,1,50\.0,yes,1,0,0,1,/);
    const code = (await row(t, 'S-101').locator('.code').textContent())!.trim();
    const [pdf] = await Promise.all([t.waitForEvent('download'), row(t, 'S-101').getByRole('button', { name: 'Certificate (PDF)' }).click()]);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await t.goto(`${host.url}#/results/instructor`);
    await t.getByLabel('Verification code', { exact: true }).fill(code);
    await t.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(t.getByRole('table', { name: /belongs to a result taken in class on host \S+, verified by this host's records/ })).toContainText('Alma Berg');

    expect(errors.flat()).toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await host.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("the desktop app sets the instructor's passphrase in its own window, hosts a class on 127.0.0.1, and the instructor signs in with it from a browser", async ({ browser }) => {
  test.setTimeout(60_000);
  const dataDir = await tempDataDir();
  const app = await startDesktopApp(dataDir);
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  const open = async (url: string) => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    errors.push(collectConsoleErrors(page));
    await page.goto(url);
    return page;
  };
  try {
    // The desktop app's instructor area (Results): no class can be hosted before the passphrase is set, here.
    const desk = await open(`${app.url}#/results/instructor`);
    const form = desk.getByRole('form', { name: "The instructor's passphrase" });
    const passphrase = form.getByLabel('Passphrase', { exact: true });
    await passphrase.fill('too short');
    await form.getByLabel('Passphrase again').fill('too short');
    await form.getByRole('button', { name: 'Set the passphrase' }).click();
    // Too short: the form refuses it with the browser's message, and nothing is set.
    await expect(form.getByText('at least 10 characters')).toBeVisible();
    expect(await passphrase.evaluate((e: HTMLInputElement) => e.validationMessage)).toMatch(/10 characters/);
    await expect(form.getByRole('status')).toHaveText('');
    await passphrase.fill(PASSPHRASE);
    await form.getByLabel('Passphrase again').fill(PASSPHRASE);
    await form.getByRole('button', { name: 'Set the passphrase' }).click();
    // Set: the class can be hosted, on the address chosen.
    await desk.getByLabel("Address on the room's network").selectOption('127.0.0.1');
    await desk.getByRole('button', { name: 'Host the class' }).click();
    const joinUrl = (await desk.getByTestId('join-url').textContent())!;
    expect(joinUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(joinUrl).not.toBe(new URL(app.url).origin + '/');

    // Another browser opens the printed address and signs in as the instructor with that passphrase.
    const t = await open(joinUrl);
    await t.getByText('Instructor: sign in').click();
    await t.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await t.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(t.getByRole('heading', { level: 1 })).toHaveText('Your class');
    await expect(t.getByTestId('join-url')).toHaveText(joinUrl);
    // The app's window follows the class live, as its own: a trainee's request shows up there.
    const trainee = await open(joinUrl);
    await trainee.getByLabel('Class code').fill((await t.getByTestId('class-code').textContent())!);
    await trainee.getByLabel('Your name').fill('Alma Berg');
    await trainee.getByLabel('Student number').fill('S-101');
    await trainee.getByRole('button', { name: 'Ask to join' }).click();
    await expect(desk.locator('.requests li[data-student-id="S-101"]')).toBeVisible();
    expect(errors.flat()).toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

/** Two items, four seconds each: the first is left to time out. */
const phoneDefinition = JSON.stringify({
  format: 'dealer-trainer-exam',
  version: 1,
  title: 'Phone check',
  profile: 'tournament',
  sections: [{ kind: 'min-raise', count: 2, level: 1 }],
  time: { perItemSeconds: 4 },
  passPercent: 50,
  attempts: 1,
  shuffle: false,
});

test('a class exam on a phone: joined from the QR link in Swedish, an item timed out and shown as such; the instructor ends one trainee\'s exam after a question naming them', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const dataDir = await tempDataDir();
  const host = await startClassroomHost(dataDir, PASSPHRASE);
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];
  const open = async (url: string, options: Parameters<typeof browser.newContext>[0] = {}, before?: (context: BrowserContext) => Promise<unknown>) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    await before?.(context);
    const page = await context.newPage();
    errors.push(collectConsoleErrors(page));
    await page.goto(url);
    return { context, page };
  };
  try {
    // The instructor signed in before the page opens (signing in is the first test's).
    const teacher = await open(host.url, { viewport: { width: 1366, height: 768 } }, (context) => api({ url: host.url, context }, 'instructor.signIn', { passphrase: PASSPHRASE }));
    const t = teacher.page;
    await expect(t.getByRole('heading', { level: 1 })).toHaveText('Your class');

    // The phone opens the QR code's link: the join page, the class code filled in. Its trainee reads it in Swedish, then English.
    const phone = await open(`${host.url}#/class?code=${host.classCode}`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = phone.page;
    await expect(p.getByLabel('Class code')).toHaveValue(host.classCode);
    await p.getByLabel('Language of this page').selectOption({ label: 'Svenska' });
    await expect(p.getByRole('heading', { name: 'Gå med i klassen' })).toBeVisible();
    await expect(p.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(p.getByLabel('Klasskod')).toHaveValue(host.classCode);
    await expectAccessible(p, testInfo, 'join-phone-sv');
    await p.getByLabel('Sidans språk').selectOption({ label: 'English' });
    await p.getByLabel('Your name').fill('Alma Berg');
    await p.getByLabel('Student number').fill('S-101');
    await p.getByRole('button', { name: 'Ask to join' }).click();
    const desk = await open(host.url);
    await desk.page.getByLabel('Class code').fill(host.classCode);
    await desk.page.getByLabel('Your name').fill('Bo Dahl');
    await desk.page.getByLabel('Student number').fill('S-102');
    await desk.page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(t.locator('.requests li')).toHaveCount(2);
    await t.getByRole('button', { name: 'Let everyone in' }).click();
    await expect(p.getByText('You are in.')).toBeVisible();
    await expect(desk.page.getByText('You are in.')).toBeVisible();

    // Bo takes the long class check; Alma, on the phone, the quick one.
    const instructor = { url: host.url, context: teacher.context };
    const ids = Object.fromEntries((await api(instructor, 'class.view', {})).trainees.map((x) => [x.studentId, x.traineeId]));
    const long = await api(instructor, 'exam.addDefinition', { fileName: 'class-check.json', text: definition });
    await api(instructor, 'class.startExam', { definitionId: long.id, traineeIds: [ids['S-102']] });
    const quick = await api(instructor, 'exam.addDefinition', { fileName: 'phone-check.json', text: phoneDefinition });
    await api(instructor, 'class.startExam', { definitionId: quick.id, traineeIds: [ids['S-101']] });
    await expect(p.locator('.take-exam[data-item-index="0"]')).toBeVisible();
    await expect(desk.page.locator('.take-exam[data-item-index="0"]')).toBeVisible();

    // Alma lets the first item run out: the page says so (in a live region), counts it as timed out, and moves on.
    const note = p.getByTestId('timed-out-note');
    await expect(note).toHaveAttribute('aria-live', 'polite');
    await expect(note).toContainText(/Time ran out for item \d: it counts as timed out, not answered\./, { timeout: 20_000 });
    await expect(p.locator('.exam-bar')).toContainText('timed out');
    // The clocks stay in view with the page scrolled to its end.
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await p.locator('.exam-bar').boundingBox();
    expect(bar!.y).toBeGreaterThanOrEqual(0);
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);
    // The exam, felt and all, passes axe on the phone.
    const axe = await new AxeBuilder({ page: p }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // She hands in (if the second item has not run out too): the result and the live view show the timed-out item as such.
    const handIn = p.getByRole('button', { name: 'Hand in the exam' });
    if (await handIn.isVisible()) {
      await handIn.click();
      await p.getByRole('button', { name: 'Yes, hand in' }).click().catch(() => undefined);
    }
    await expect(p.locator('.verdict')).toHaveAttribute('data-passed', 'false');
    await expect(p.getByTestId('tally')).toContainText(/^1 timed out and 1 not answered$|^2 timed out$/);
    await p.locator('.result-items > summary').click();
    await expect(p.locator('.result-items li').first()).toHaveAttribute('data-status', 'timed-out');
    await expect(p.locator('.result-items li').first()).toContainText('time ran out');
    await expectAccessible(p, testInfo, 'class-result-phone');
    await expect(row(t, 'S-101').getByTestId('progress')).toContainText('timed out');
    expect(Number(await row(t, 'S-101').getByTestId('progress').getAttribute('data-answered'))).toBe(0);

    // Bo's exam ends only after a question naming him; "No" first leaves it running.
    const bo = row(t, 'S-102');
    await bo.getByRole('button', { name: 'End the exam for Bo Dahl (S-102)' }).click();
    const ask = bo.getByRole('group', { name: 'End the exam for Bo Dahl (S-102)' });
    await expect(ask).toContainText('End the exam for Bo Dahl (S-102)? What they have not answered scores zero; the rest of the class goes on.');
    await expectAccessible(t, testInfo, 'end-one-confirm');
    await ask.getByRole('button', { name: 'No, go on' }).click();
    await expect(bo).toHaveAttribute('data-status', 'running');
    await bo.getByRole('button', { name: 'End the exam for Bo Dahl (S-102)' }).click();
    await bo.getByRole('group', { name: 'End the exam for Bo Dahl (S-102)' }).getByRole('button', { name: 'Yes, end it' }).click();
    await expect(bo).toHaveAttribute('data-status', 'finished');
    await expect(bo.getByTestId('progress')).toHaveText('2 not answered');
    await expect(desk.page.locator('.verdict')).toHaveAttribute('data-passed', 'false');
    expect(errors).toEqual([[], [], []]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await host.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
