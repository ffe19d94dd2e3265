/**
 * Issue 13's acceptance run: a 10-item session of every kind answered on the felt with the mouse,
 * and again with the keyboard only, every item for full marks (the answers from the engine, by
 * each item's seed; the chips dealt on the felt for gathering, side pots and the award, the
 * answer panel for the rest). Some twenty minutes on two cores, so it runs when asked
 * (`FULL_SESSIONS=1 npx playwright test e2e/sessions.spec.ts`), not in every `npm test`.
 *
 * Always run, sized for CI: a 10-item session of each kind dealt with the chips (gathering, side
 * pots, the award), started from the hub with a count of 10, by mouse and by keyboard, each item
 * for full marks; and a showdown order answered by clicking the seats on the felt.
 */
import { drillKinds, type DrillKind } from '../shared/drills';
import { dealAward, dealPots, betsOf, findSeed, generated, type Item, openItem, type Way } from './felt-helpers';
import { expect, test } from './fixtures';
import { currentItem, enterAnswer, hasDrill, keyboard, mouse, startSession, tabTo } from './practice-helpers';


async function submit(page: Parameters<typeof mouse>[0], way: Way): Promise<void> {
  if (way === 'mouse') await page.locator('.answer-panel [data-submit], .answer-panel button.primary, .read-hands button[type=submit]').first().click();
  else {
    await tabTo(page, page.locator('.answer-panel [data-submit], .answer-panel button.primary, .read-hands button[type=submit]').first());
    await page.keyboard.press('Enter');
  }
}

// Level 1 tables (two to six seats) keep ten items each way within a few minutes.
for (const kind of ['gather', 'side-pots', 'award'] as const) {
  for (const way of ['mouse', 'keyboard'] as const) {
    test(`${kind}: a 10-item session from the hub, dealt on the felt by ${way}, each item for full marks`, async ({ page, webHost }) => {
      // The keyboard walks to each chip and place by Tab: on a busy machine ten items take minutes.
      test.setTimeout(way === 'keyboard' ? 480_000 : 240_000);
      await page.setViewportSize({ width: 1366, height: 768 });
      await startSession(page, webHost.url, { kind, level: 1, count: 10 });
      for (let n = 0; n < 10; n++) {
        const item = await currentItem(page);
        expect(item.kind).toBe(kind);
        await expect(page.locator('.session-bar')).toContainText(`Item ${n + 1} of 10`);
        const { question, answer } = generated(item);
        if (answer.kind === 'award' && question.kind === 'award') await dealAward(page, way, question.table, answer);
        else if ((answer.kind === 'gather' || answer.kind === 'side-pots') && 'table' in question) await dealPots(page, way, question.table, betsOf(question), answer);
        else throw new Error(`${kind} is not dealt on the felt`);
        await submit(page, way);
        const feedback = page.locator('section.feedback');
        await expect(feedback, `${kind} seed ${item.seed}`).toHaveAttribute('data-verdict', 'right');
        const [earned, possible] = (await feedback.locator('.score').innerText()).match(/\d+/g)!.map(Number);
        expect(earned, `${kind} seed ${item.seed}`).toBe(possible);
        // On to the next item (or the summary): the feedback's button has the focus.
        if (way === 'mouse') await feedback.locator('button.primary').click();
        else await page.keyboard.press('Enter');
      }
      await expect(page.locator('.summary .summary-score')).toContainText('10 of 10 items right');
    });
  }
}

test('showdown order answered by clicking the seats on the felt, and by keyboard on the felt: full marks', async ({ page, webHost }) => {
  test.setTimeout(60_000);
  const item = { kind: 'showdown-order', level: 2, profile: 'cash', seed: findSeed('showdown-order', 2, ({ answer }) => answer.kind === 'showdown-order' && !answer.all_at_once && answer.showdown_order.length >= 3) } as const;
  const { answer } = generated(item);
  if (answer.kind !== 'showdown-order') throw new Error('not a showdown order');
  for (const way of ['mouse', 'keyboard'] as const) {
    await openItem(page, webHost.url, item);
    for (const [k, seat] of answer.showdown_order.entries()) {
      const box = page.locator(`[data-felt] [data-seat="${seat}"]`);
      if (way === 'mouse') await box.click();
      else {
        await tabTo(page, box);
        await page.keyboard.press('Enter');
      }
      // The felt shows each seat's place as it is clicked, and the form follows.
      await expect(box.locator('.seat-badge')).toHaveText(String(k + 1));
      await expect(box).toHaveAttribute('aria-pressed', 'true');
    }
    await submit(page, way);
    await expect(page.locator('section.feedback'), way).toHaveAttribute('data-verdict', 'right');
  }
});

test.describe('the full acceptance run', () => {
  test.skip(!process.env.FULL_SESSIONS, 'the full sessions run when FULL_SESSIONS=1');
for (const kind of drillKinds.filter(hasDrill) as DrillKind[]) {
  for (const way of ['mouse', 'keyboard'] as const) {
    test(`${kind}: ten items by ${way}, each for full marks`, async ({ page, webHost }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1366, height: 768 });
      const hands = way === 'mouse' ? mouse(page) : keyboard(page);
      for (let n = 0; n < 10; n++) {
        const item: Item = { kind, level: ((n % 3) + 1) as 1 | 2 | 3, seed: 1000 + n, profile: n % 2 ? 'cash' : 'tournament' };
        if (kind === 'rake') item.profile = 'cash';
        const { question, answer } = generated(item);
        await openItem(page, webHost.url, item);
        const steps = answer.kind === 'whole-hand' ? answer.steps : [answer];
        for (const [k, step] of steps.entries()) {
          if (k > 0) {
            await page.keyboard.press('Enter'); // the next step
            await expect(page.locator(`.session[data-phase="answering"][data-step="${k}"]`)).toBeVisible();
          }
          // A whole hand's steps are answered in the panel (the form path); the dealing on the felt (a split game's pots by their halves).
          if (step.kind === 'award' && question.kind === 'award') await dealAward(page, way, question.table, step);
          else if ((step.kind === 'gather' || step.kind === 'side-pots') && question.kind === step.kind) await dealPots(page, way, question.table, betsOf(question), step);
          else await enterAnswer(page, step, hands);
          await submit(page, way);
          const feedback = page.locator('section.feedback');
          await expect(feedback, `${kind} seed ${item.seed} step ${k + 1}`).toHaveAttribute('data-verdict', 'right');
        }
      }
    });
  }
}
});
