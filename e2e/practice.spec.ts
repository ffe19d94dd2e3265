/**
 * Every drill kind, end to end against the web host: one item answered right (the answer worked
 * out by the engine from the item's seed) for full marks, one answered wrong for the right mistake
 * and explanation, and one answered by keyboard only; axe on the item and its feedback; a
 * screenshot of each screen.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { Answer, DrillKind } from '../shared/drills';
import { expect, test } from './fixtures';
import { currentItem, engineAnswer, engineItem, enterAnswer, expectAccessible, feedback, type Hands, hasDrill, keyboard, mouse, screenshot, startSession, wrongAnswer } from './practice-helpers';
import { findSeed, generated, openItem } from './felt-helpers';

const kinds: Array<[DrillKind, 1 | 2 | 3]> = [
  ['gather', 2],
  ['side-pots', 2],
  ['showdown-order', 2],
  ['award', 2],
  ['pot-limit', 2],
  ['min-raise', 2],
  ['action', 2],
  ['read-hands', 2],
  ['chip-rulings', 2],
  // Third street (level 1): every seat still in, so the wrong answer's seat has a button.
  ['bring-in', 1],
  ['low-hands', 2],
  ['whole-hand', 1],
  // Level 3: the round over (nobody) and the action back after a raise among the spots.
  ['action-order', 3],
  // Level 3: a player kept in among the spots.
  ['chip-race', 3],
  // Level 2: counts, cuts and change come up among the first items.
  ['chip-count', 2],
  ['showdown-procedure', 2],
  ['irregularities', 2],
];

const phrasings: Record<string, RegExp> = {
  'wrong-min_raise_to': /The smallest raise is to [\d,]+, you said [\d,]+: the bet plus/,
  'wrong-min_bet': /The minimum bet is [\d,]+, you said [\d,]+\./,
  'wrong-min_raise-limit': /The smallest raise is to [\d,]+, you said [\d,]+: in fixed limit a raise is one unit more/,
  'wrong-min_raise-stud': /The smallest raise is to [\d,]+, you said [\d,]+: in fixed limit a raise is one unit more \(third and fourth street/,
  'wrong-to_call': /The call is [\d,]+, you said [\d,]+\./,
  'wrong-to': /The player's total is [\d,]+, you said [\d,]+\./,
  'wrong-all_at_once': /All hands face up at once\? (yes|no) — you said (yes|no)\./,
  'award-missing': /Seat \d+ wins [\d,]+ from Main pot\./,
  'award-half-missing': /Seat \d+ wins [\d,]+ from the high half of Main pot\./,
  'wrong-winners': /The winners are Seat \d+.*; you said/,
  'pot-amount': /Main pot should be [\d,]+, you said [\d,]+\./,
  'wrong-first_to_act': /Seat \d+ acts first, not Seat \d+\./,
  'wrong-first_to_show': /Seat \d+ shows first, not Seat \d+\./,
  'wrong-irregular-ruling': /The ruling: .+ — you said: .+\./,
  'wrong-order': /The lows, best first: Seat \d+.*; you said Seat \d+/,
  'low-qualifies': /Seat \d+ has a low that qualifies: [2-9TJQKA-]+\./,
  'low-not-qualifying': /Seat 1 has no low that qualifies: eight or better needs/,
  'count-total': /The all-in is [\d,]+, you counted [\d,]+\./,
  'chip-colour': /\d+ chips? of [\d,]+, you said \d+\./,
  'race-deal-count': /Seat \d+ gets \d+ cards?, one per leftover chip; you dealt \d+\./,
  'next-not-over': /The round is not over: Seat \d+ acts next\./,
  'next-nobody': /Nobody acts: the betting round is over \(you said Seat \d+\)\./,
};

/**
 * Enters an item's answer and submits it; a whole hand step by step (each step's feedback, then
 * Enter for the next step). `wrongFirst` makes the first (or only) answer the wrong one given, and
 * `onFirst` looks at that answer's feedback (a whole hand's steps each have their own).
 */
async function answerItem(page: Page, answer: Answer, hands: Hands, testInfo: TestInfo, wrongFirst?: Answer, onFirst?: (panel: Locator) => Promise<void>): Promise<Locator> {
  const steps: Answer[] = answer.kind === 'whole-hand' ? answer.steps : [answer];
  let panel: Locator | null = null;
  for (const [k, step] of steps.entries()) {
    if (k > 0) {
      await page.keyboard.press('Enter'); // the next step
      await expect(page.locator(`.session[data-phase="answering"][data-step="${k}"]`)).toBeVisible();
    }
    await enterAnswer(page, k === 0 && wrongFirst ? wrongFirst : step, hands);
    await hands.submit();
    panel = await feedback(page, testInfo);
    if (k === 0) await onFirst?.(panel);
  }
  return panel!;
}

for (const [kind, level] of kinds) {
  test(`${kind}: right for full marks, wrong for the mistake, and by keyboard only`, async ({ page, webHost }, testInfo) => {
    test.skip(!hasDrill(kind), `the ${kind} drill is not in the engine yet`);
    test.setTimeout(300_000); // Tab by Tab to every control: minutes on a busy machine
    await startSession(page, webHost.url, { kind, level, count: 3 });

    // 1. Right, by mouse.
    let item = await currentItem(page);
    await screenshot(page, testInfo, `${kind}-item`);
    await expectAccessible(page, testInfo, `${kind} item`);
    let panel = await answerItem(page, engineAnswer(item), mouse(page), testInfo);
    await expect(panel).toHaveAttribute('data-verdict', 'right');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText('Right');
    const [earned, possible] = (await panel.locator('.score').innerText()).match(/\d+/g)!.map(Number);
    expect(earned).toBe(possible);
    await expect(panel.locator('.explanation li').first()).toBeVisible();
    await screenshot(page, testInfo, `${kind}-right`);
    if (kind === 'gather' || kind === 'award' || kind === 'read-hands') await expectAccessible(page, testInfo, `${kind} feedback`);
    await page.keyboard.press('Enter');

    // 2. Wrong: the mistake, phrased from its key, and the explanation with its rule.
    item = await currentItem(page);
    const { question, answer: right, context } = engineItem(item);
    const wrong = right.kind === 'whole-hand' ? wrongAnswer(right.steps[0]) : wrongAnswer(right, question, context);
    panel = await answerItem(page, right, mouse(page), testInfo, wrong.answer, async (first) => {
      await expect(first).not.toHaveAttribute('data-verdict', 'right');
      const mistake = first.locator(`.mistakes li[data-key="${wrong.mistake}"]`).first();
      await expect(mistake).toBeVisible();
      // Phrased by the UI from the key (seats 1-based, "Main pot"), not the engine's English text.
      await expect(mistake).toHaveText(phrasings[wrong.mistake]);
      await expect(first.locator('.explanation li .rule').first()).not.toBeEmpty();
      await screenshot(page, testInfo, `${kind}-wrong`);
    });
    // A whole hand counts its steps: one of them was wrong.
    if (kind === 'whole-hand') await expect(panel.locator('.hand-score')).toHaveAttribute('data-steps-right', String(right.kind === 'whole-hand' ? right.steps.length - 1 : 0));
    await page.keyboard.press('Enter');

    // 3. Keyboard only, from the item to its feedback and on to the summary.
    item = await currentItem(page);
    panel = await answerItem(page, engineAnswer(item), keyboard(page), testInfo);
    await expect(panel).toHaveAttribute('data-verdict', 'right');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Session summary' })).toBeVisible();
    await expect(page.locator('.summary-score')).toContainText('2 of 3 items right');
    await screenshot(page, testInfo, `${kind}-summary`);
    await expectAccessible(page, testInfo, `${kind} summary`);
  });
}

test('award in a split game: each pot in its high and low halves, right by mouse and by keyboard, and a wrong high half named', async ({ page, webHost }, testInfo) => {
  test.setTimeout(120_000);
  // A hi-lo pot with a low that qualifies (the halves of the engine's answer).
  const seed = findSeed('award', 2, ({ answer }) => answer.kind === 'award' && answer.pots.some((p) => !!p.halves && p.halves.low.length > 0));
  const item = { kind: 'award', level: 2, profile: 'cash', seed } as const;
  const { question, answer } = generated(item);
  for (const hands of [mouse(page), keyboard(page)]) {
    await openItem(page, webHost.url, item);
    await enterAnswer(page, answer, hands);
    await hands.submit();
    const panel = await feedback(page, testInfo);
    await expect(panel).toHaveAttribute('data-verdict', 'right');
  }
  await screenshot(page, testInfo, 'award-halves-right');
  await expectAccessible(page, testInfo, 'award halves feedback');
  const wrong = wrongAnswer(answer, question);
  await openItem(page, webHost.url, item);
  await enterAnswer(page, wrong.answer, mouse(page));
  await mouse(page).submit();
  const panel = await feedback(page, testInfo);
  await expect(panel.locator(`.mistakes li[data-key="${wrong.mistake}"]`).first()).toHaveText(phrasings[wrong.mistake]);
});

test('read-hands in a split game: each hand high and low, a hand with no low, right by mouse and by keyboard', async ({ page, webHost }, testInfo) => {
  test.setTimeout(120_000);
  // Stud hi-lo with a hand that has a low and one that has none.
  const seed = findSeed('read-hands', 2, ({ question, answer }) => question.kind === 'read-hands' && question.variant === 'stud-hi-lo' && answer.kind === 'read-hands' && answer.hands.some((h) => h.low === '') && answer.hands.some((h) => !!h.low));
  const item = { kind: 'read-hands', level: 2, profile: 'cash', seed } as const;
  const { answer } = generated(item);
  for (const hands of [mouse(page), keyboard(page)]) {
    await openItem(page, webHost.url, item);
    await enterAnswer(page, answer, hands);
    await hands.submit();
    const panel = await feedback(page, testInfo);
    await expect(panel).toHaveAttribute('data-verdict', 'right');
  }
  await screenshot(page, testInfo, 'read-hands-lows-right');
  await expectAccessible(page, testInfo, 'read-hands lows feedback');
});
