/**
 * The responsiveness report (a benchmark, not a timed test: nothing here fails on a slow number):
 *   - startup: from starting the web host to the practice hub usable (its Start button enabled),
 *     as the page marks it ('hub-usable', renderer/practice/Hub.tsx) on the machine's clock; the
 *     moment the test itself sees it comes later by Playwright's polling and is reported beside it.
 *     The browser is open already (a trainee opens the address in a running browser); three
 *     fresh hosts, each with an empty data folder, are timed and the median counts;
 *   - feedback: from submitting an answer to its feedback on screen, measured in the page
 *     (performance marks 'submit-start' -> 'feedback-shown', see renderer/practice/Feedback.tsx).
 * Written to test-results/responsiveness.json and attached to the test. It runs after the other e2e tests
 * (its own Playwright project); alone: `npx playwright test --project responsiveness --no-deps`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentItem, engineAnswer, enterAnswer, mouse, startSession } from './practice-helpers';
import { startWebHost, tempDataDir } from './web-host';

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { count: sorted.length, median: at(0.5), p95: at(0.95), max: at(1) };
};

/** One start of a fresh web host, timed up to the practice hub usable; the host is left running. */
async function timedStart(page: Page, dataDir: string) {
  const started = Date.now();
  const host = await startWebHost(dataDir);
  const hostListeningMs = Date.now() - started;
  await page.goto(`${host.url}#/practice`);
  await expect(page.locator('.hub button[type=submit]')).toBeEnabled();
  const seenByTheTestMs = Date.now() - started;
  const usableAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('hub-usable')[0].startTime);
  return { host, times: { hostListeningMs, firstScreenUsableMs: Math.round(usableAt - started), seenByTheTestMs } };
}

test('responsiveness report: startup and feedback times', async ({ page, dataDir }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('data:text/html,<p>the browser is open</p>');
  const startups = [];
  for (let run = 0; run < 2; run++) {
    const folder = await tempDataDir();
    const { host, times } = await timedStart(page, folder);
    startups.push(times);
    await page.goto('about:blank');
    await host.stop();
    await rm(folder, { recursive: true, force: true });
  }
  const { host, times } = await timedStart(page, dataDir);
  startups.push(times);
  try {

    const feedback: Record<string, number[]> = {};
    for (const kind of ['min-raise', 'gather', 'award'] as const) {
      await startSession(page, host.url, { kind, level: 2, count: 3 });
      for (let k = 0; k < 3; k++) {
        const item = await currentItem(page);
        await enterAnswer(page, engineAnswer(item), mouse(page));
        await mouse(page).submit();
        await expect(page.locator('section.feedback')).toBeVisible();
        const ms = await page.evaluate(() => performance.getEntriesByName('feedback', 'measure').at(-1)?.duration ?? -1);
        (feedback[kind] ??= []).push(ms);
        await page.keyboard.press('Enter');
      }
      await expect(page.locator('.summary')).toBeVisible();
    }

    const report = {
      measuredAt: new Date().toISOString(),
      budget: { feedbackMs: 100, firstScreenMs: 1000 },
      startup: { firstScreenUsableMs: stats(startups.map((s) => s.firstScreenUsableMs)), runs: startups },
      feedbackMs: { all: stats(Object.values(feedback).flat()), byKind: Object.fromEntries(Object.entries(feedback).map(([kind, values]) => [kind, stats(values)])) },
    };
    const file = path.join(testInfo.project.outputDir, 'responsiveness.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    await testInfo.attach('responsiveness.json', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
    console.log(`responsiveness: first screen usable ${report.startup.firstScreenUsableMs.median} ms (median of ${startups.length}) after the host started; feedback median ${report.feedbackMs.all.median} ms, max ${report.feedbackMs.all.max} ms`);
  } finally {
    await page.close();
    await host.stop();
  }
});
