/**
 * Issue 13's acceptance run: a 10-item session of every kind answered on the felt with the mouse,
 * and again with the keyboard only, every item for full marks (the answers from the engine, by
 * each item's seed; the chips dealt on the felt for gathering, side pots and the award, the
 * answer panel for the rest). Some twenty minutes on two cores, so it runs when asked
 * (`FULL_SESSIONS=1 npx playwright test e2e/sessions.spec.ts`), not in every `npm test`.
 */
import { drillKinds, type DrillKind } from '../shared/drills';
import { dealAward, dealPots, betsOf, generated, type Item, openItem, type Way } from './felt-helpers';
import { expect, test } from './fixtures';
import { enterAnswer, hasDrill, keyboard, mouse, tabTo } from './practice-helpers';

test.skip(!process.env.FULL_SESSIONS, 'the full sessions run when FULL_SESSIONS=1');

async function submit(page: Parameters<typeof mouse>[0], way: Way): Promise<void> {
  if (way === 'mouse') await page.locator('.answer-panel [data-submit], .answer-panel button.primary, .read-hands button[type=submit]').first().click();
  else {
    await tabTo(page, page.locator('.answer-panel [data-submit], .answer-panel button.primary, .read-hands button[type=submit]').first());
    await page.keyboard.press('Enter');
  }
}

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
          // A whole hand's steps are answered in the panel (the form path); the rest of the dealing on the felt.
          if (step.kind === 'award' && question.kind === 'award') await dealAward(page, way, question.table, step);
          else if ((step.kind === 'gather' || step.kind === 'side-pots') && 'table' in question) await dealPots(page, way, question.table, betsOf(question), step);
          else await enterAnswer(page, step, hands);
          await submit(page, way);
          const feedback = page.locator('section.feedback');
          await expect(feedback, `${kind} seed ${item.seed} step ${k + 1}`).toHaveAttribute('data-verdict', 'right');
        }
      }
    });
  }
}
