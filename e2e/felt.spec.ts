/**
 * The felt at the two screen sizes a school has (1366×768 laptops, 1920×1080 screens): ten seats
 * and the most pots a level makes, every seat, bet and pot clear of the others and inside the
 * felt, card ranks at least 16 px; the action history shows a river bet; and gathering, side pots
 * and the award dealt on the felt by mouse and by keyboard only, for full marks.
 */
import type { Page, TestInfo } from '@playwright/test';
import type { Answer, Question } from '../shared/drills';
import { expect, test } from './fixtures';
import { betsOf, dealAward, dealPots, feltProblems, findSeed, generated, type Item, openItem, smallestRank, type Way } from './felt-helpers';
import { expectAccessible, screenshot, tabTo } from './practice-helpers';

// Every move here is a few pointer or key actions on a page of many elements: a trace of them all
// doubles the time. The screenshots are kept; a failure is found again with --trace=on.
test.use({ trace: 'off' });

const seatsOf = (q: Question) => ('table' in q ? q.table.seats.length : 0);
const potsOf = (item: { question: Question; answer: Answer }) => (item.question.kind === 'award' ? item.question.table.middle.length : 'pots' in item.answer ? item.answer.pots.length : 0);

/** The level 3 item at a full table with the most pots the generator makes in its first 3,000 seeds (nine for gathering; seven for an award, whose hands are steered to a folded contributor). */
function full(kind: 'gather' | 'side-pots' | 'award'): Item {
  let best = { seed: -1, pots: 0 };
  for (let seed = 0; seed < 3000; seed++) {
    const item = generated({ kind, level: 3, seed, profile: 'cash' });
    if (seatsOf(item.question) === 10 && potsOf(item) > best.pots) best = { seed, pots: potsOf(item) };
  }
  return { kind, level: 3, profile: 'cash', seed: best.seed };
}

async function expectLaidOut(page: Page, testInfo: TestInfo, name: string, want: { seats: number; pots: number; bets?: number }): Promise<void> {
  const found = await feltProblems(page);
  expect(found.problems, name).toEqual([]);
  expect(found.counts.seats, name).toBe(want.seats);
  expect(found.counts.pots, name).toBe(want.pots);
  if (want.bets !== undefined) expect(found.counts.bets, name).toBe(want.bets);
  const ranks = await smallestRank(page);
  if (ranks.cards > 0) {
    expect(ranks.font, `${name}: card rank font`).toBeGreaterThanOrEqual(16);
    expect(ranks.height, `${name}: card rank height`).toBeGreaterThanOrEqual(16);
  }
  await screenshot(page, testInfo, name, true);
}

// In the languages with the longest words (English is checked after dealing, below).
for (const [width, height, language] of [
  [1366, 768, 'sv'],
  [1920, 1080, 'da'],
] as const) {
  test(`${width}×${height} in ${language}: ten seats, the most pots, bets in front: nothing overlaps, all on the felt, ranks of 16 px or more`, async ({ page, webHost, request }, testInfo) => {
    test.setTimeout(90_000);
    await request.post(`${webHost.url}api/settings.set`, { data: { language }, headers: { 'X-Trainer-Token': webHost.token } });
    await page.setViewportSize({ width, height });
    const size = `${width}x${height}-${language}`;

    // The award: the most pots an award item has in the middle, and every live hand tabled.
    const award = full('award');
    await openItem(page, webHost.url, award);
    const awardPots = potsOf(generated(award));
    expect(awardPots).toBeGreaterThanOrEqual(7);
    await expectLaidOut(page, testInfo, `${size}-award`, { seats: 10, pots: awardPots });
    // The same page at either size: axe once, at the smaller.
    if (width === 1366) await expectAccessible(page, testInfo, `${size} award`);

    // Side pots: what ten seats put in, in front of them, and nine pots made before a chip moves.
    const side = full('side-pots');
    await openItem(page, webHost.url, side);
    for (let k = 1; k < 9; k++) await page.locator('.answer-panel button[data-add-pot]').click();
    await expectLaidOut(page, testInfo, `${size}-side-pots`, { seats: 10, pots: 9, bets: Object.keys(betsOf(generated(side).question)).length });

    // Gathering: the round's bets in front, the pots of earlier rounds in the middle, nine pots made.
    const gather = full('gather');
    const question = generated(gather).question as Extract<Question, { kind: 'gather' }>;
    await openItem(page, webHost.url, gather);
    for (let k = question.table.middle.length; k < 9; k++) await page.locator('.answer-panel button[data-add-pot]').click();
    await expectLaidOut(page, testInfo, `${size}-gather`, { seats: 10, pots: 9, bets: Object.keys(betsOf(question)).length });
    if (width === 1366) await expectAccessible(page, testInfo, `${size} gather`);
  });
}

/** A table of four to six: the dealing is the same as at ten, the test shorter. */
const small = (q: Question) => seatsOf(q) <= 6;

/** Deals an item's answer on the felt and submits it: full marks. */
async function dealt(page: Page, url: string, item: Item, way: Way, testInfo: TestInfo): Promise<void> {
  const { question, answer } = generated(item);
  await openItem(page, url, item);
  if (answer.kind === 'award' && question.kind === 'award') await dealAward(page, way, question.table, answer);
  else if ((answer.kind === 'gather' || answer.kind === 'side-pots') && 'table' in question) await dealPots(page, way, question.table, betsOf(question), answer);
  else throw new Error(`${item.kind} is not dealt on the felt`);
  expect((await feltProblems(page)).problems, `${item.kind} dealt`).toEqual([]);
  await screenshot(page, testInfo, `${item.kind}-${way}-dealt`, true);
  if (way === 'mouse') await page.locator('.answer-panel [data-submit]').click();
  else {
    await tabTo(page, page.locator('.answer-panel [data-submit]'));
    await page.keyboard.press('Enter');
  }
  const feedback = page.locator('section.feedback');
  await expect(feedback).toHaveAttribute('data-verdict', 'right');
  const [earned, possible] = (await feedback.locator('.score').innerText()).match(/\d+/g)!.map(Number);
  expect(earned).toBe(possible);
  await expect(feedback.locator('.pot-lines li').first()).toBeVisible();
}

for (const way of ['mouse', 'keyboard'] as const) {
  test(`gathering, side pots and the award dealt on the felt by ${way === 'mouse' ? 'dragging with the mouse' : 'keyboard only'}: full marks`, async ({ page, webHost }, testInfo) => {
    test.setTimeout(120_000);
    // An over-bet handed back and side pots at the gathering; several all-ins; split pots with odd chips.
    const gather = { kind: 'gather', level: 2, profile: 'cash', seed: findSeed('gather', 2, ({ question, answer }) => answer.kind === 'gather' && answer.returned.length > 0 && answer.pots.length > 1 && small(question)) } as const;
    const side = { kind: 'side-pots', level: 2, profile: 'cash', seed: findSeed('side-pots', 2, ({ question, answer }) => answer.kind === 'side-pots' && answer.pots.length > 1 && answer.returned.length > 0 && small(question)) } as const;
    const award = { kind: 'award', level: 3, profile: 'tournament', seed: findSeed('award', 3, ({ question, answer }) => answer.kind === 'award' && small(question) && answer.pots.length > 1 && answer.pots.some((p) => p.winners.length > 1 && p.winners.some((w) => w.amount !== p.winners[0].amount)) && answer.pots.every((p) => !p.halves), 'tournament') } as const;
    for (const item of [gather, side, award]) await dealt(page, webHost.url, item, way, testInfo);
  });
}
