/**
 * The felt at the two screen sizes a school has (1366×768 laptops, 1920×1080 screens): ten seats
 * and the most pots a level makes, every seat, bet and pot clear of the others and inside the
 * felt, card ranks at least 16 px; the action history shows a river bet; and gathering, side pots
 * and the award dealt on the felt by mouse and by keyboard only, for full marks.
 */
import type { Page, TestInfo } from '@playwright/test';
import type { Answer, Question } from '../shared/drills';
import { expect, test } from './fixtures';
import { betsOf, dealAward, dealPots, feltProblems, findSeed, generated, type Item, move, openItem, smallestRank, type Way } from './felt-helpers';
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
  // Every seat's name in full beside its pucks (button, blind, ante), not cut off with an ellipsis.
  const cut = await page.locator('[data-felt] .seat-name').evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth + 0.5).map((n) => n.textContent));
  expect(cut, `${name}: seat names cut off`).toEqual([]);
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

/** The level 3 stud item (bring-in) at a table of `seats` whose seats show the most cards, in the first 400 seeds. */
function stud(seats: 7 | 8): Item & { cards: number } {
  let best = { seed: -1, cards: 0 };
  for (let seed = 0; seed < 400; seed++) {
    const { question } = generated({ kind: 'bring-in', level: 3, seed, profile: 'cash' });
    if (seatsOf(question) !== seats || !('table' in question)) continue;
    const cards = Math.max(...question.table.seats.map((s) => s.dealt?.length ?? 0));
    if (cards > best.cards) best = { seed, cards };
  }
  return { kind: 'bring-in', level: 3, profile: 'cash', seed: best.seed, cards: best.cards };
}

test('1366×768 in sv: stud at seven and eight seats, up to seven cards a seat: nothing overlaps, ranks of 16 px or more', async ({ page, webHost, request }, testInfo) => {
  test.setTimeout(60_000);
  await request.post(`${webHost.url}api/settings.set`, { data: { language: 'sv' }, headers: { 'X-Trainer-Token': webHost.token } });
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const seats of [7, 8] as const) {
    const item = stud(seats);
    // Seven cards at seven seats (seventh street); the most an eight-seat table reaches in these seeds.
    expect(item.cards, `${seats} seats`).toBeGreaterThanOrEqual(seats === 7 ? 7 : 5);
    await openItem(page, webHost.url, item);
    const { question } = generated(item);
    await expect(page.locator('[data-felt] [data-seat]')).toHaveCount(seats);
    await expectLaidOut(page, testInfo, `1366x768-sv-stud-${seats}`, { seats, pots: 'table' in question ? question.table.middle.length : 0 });
    // Every card of every seat in view, none cut off by its seat.
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-felt] [data-seat]')].flatMap((seat) => {
      const box = seat.getBoundingClientRect();
      return [...seat.querySelectorAll('.pcard')].filter((card) => {
        const r = card.getBoundingClientRect();
        return r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom;
      }).map(() => `a card of seat ${seat.dataset.seat} leaves its seat`);
    })), `${seats} seats`).toEqual([]);
  }
  await expectAccessible(page, testInfo, 'stud table');
});

test('antes by the seats that posted them (a big-blind ante at the big blind); a seat taken out of a pot on the felt is put back on the felt', async ({ page, webHost }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const antesOf = (q: Question) => ('table' in q ? q.table.history[0].actions.filter((a) => a.act === 'ante').map((a) => a.seat) : []);
  const bba = { kind: 'gather', level: 2, profile: 'tournament', seed: findSeed('gather', 2, ({ question }) => 'table' in question && question.table.antes.kind === 'big-blind', 'tournament') } as const;
  const bbaTable = (generated(bba).question as Extract<Question, { kind: 'gather' }>).table;
  const bigBlind = bbaTable.history[0].actions.find((a) => a.act === 'big-blind')!.seat;
  await openItem(page, webHost.url, bba);
  const felt = page.locator('[data-felt]');
  await expect(felt.locator('.ante-puck')).toHaveCount(1);
  await expect(felt.locator(`[data-seat="${bigBlind}"] .ante-puck`)).toHaveText('A');
  await expect(felt.locator(`[data-seat="${bigBlind}"] .blind-puck`)).toHaveText('BB');
  await expect(felt.locator(`[data-seat="${bigBlind}"] .ante-puck`)).toHaveAttribute('data-ante', String(bbaTable.antes.amount));
  await expect(felt.locator(`[data-seat="${bigBlind}"]`)).toHaveAttribute('aria-label', /big-blind ante/);

  // Everyone's ante: one puck by each seat that posted it, and no other.
  const side = { kind: 'side-pots', level: 3, profile: 'tournament', seed: findSeed('side-pots', 3, ({ question }) => 'table' in question && question.table.antes.kind === 'uniform' && small(question), 'tournament') } as const;
  const { question } = generated(side);
  await openItem(page, webHost.url, side);
  await expect(felt.locator('.ante-puck')).toHaveCount(antesOf(question).length);
  for (const seat of antesOf(question)) await expect(felt.locator(`[data-seat="${seat}"] .ante-puck`)).toHaveText('A');
  expect((await feltProblems(page)).problems).toEqual([]);

  // Chips into the main pot make the seat eligible; out on the felt, then back on the felt, the form in step.
  const seat = Number(Object.keys(betsOf(question))[0]);
  await move(page, 'mouse', felt.locator(`[data-bet="${seat}"] .pickup`), felt.locator('[data-pot="main"] .pot-body'));
  const toggle = page.locator(`.pots-list fieldset[data-pot-index="0"] button[data-toggle-seat="${seat}"]`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await felt.locator('[data-pot="main"] .eligible-seat:not(.out)', { hasText: new RegExp(`^${seat + 1}$`) }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const putBack = felt.locator(`[data-pot="main"] [data-out-seat="${seat}"]`);
  await expect(putBack).toHaveAccessibleName(/Put Seat \d+ back into/);
  await screenshot(page, testInfo, 'seat-taken-out', true);
  // By keyboard this time.
  await tabTo(page, putBack);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(putBack).toHaveCount(0);
  await expect(felt.locator('[data-pot="main"] .eligible-seat:not(.out)', { hasText: new RegExp(`^${seat + 1}$`) })).toBeVisible();
});

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
