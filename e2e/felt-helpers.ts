/**
 * Dealing on the felt like a trainee: open an item by its address, move chips by dragging them
 * with the mouse, by keyboard only (Tab to the chips, Space to pick up, digits to cut, Tab to the
 * place, Space to put down), or by touch (tap the chips, type a cut, tap the place), and check the
 * felt's layout by its elements' boxes. The answer to deal comes from the engine (the drills' own
 * generator, from the item's seed); how the chips get there is worked out here, any way that gives
 * the engine's pots.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Answer, DrillKind, Question, TableView } from '../shared/drills';
import { DRILLS } from '../electron/drills/registry';
import { tabTo } from './practice-helpers';

export type Way = 'mouse' | 'keyboard' | 'touch';

export interface Item {
  kind: DrillKind;
  level: 1 | 2 | 3;
  seed: number;
  profile: 'cash' | 'tournament';
}

export function generated(item: Item): { question: Question; answer: Answer } {
  const drill = DRILLS[item.kind]!;
  return (drill.generate as (seed: number, level: 1 | 2 | 3, profile: 'cash' | 'tournament') => { question: Question; answer: Answer })(item.seed, item.level, item.profile);
}

/** The first seed (from `from`) whose item passes `test`, searched in the generator itself. */
export function findSeed(kind: DrillKind, level: 1 | 2 | 3, test: (item: { question: Question; answer: Answer }) => boolean, profile: Item['profile'] = 'cash', upTo = 5000): number {
  for (let seed = 0; seed < upTo; seed++) if (test(generated({ kind, level, seed, profile }))) return seed;
  throw new Error(`no ${kind} item at level ${level} passes the test`);
}

export async function openItem(page: Page, url: string, item: Item): Promise<void> {
  await page.goto(`${url}#/practice/item?kind=${item.kind}&level=${item.level}&seed=${item.seed}&profile=${item.profile}`);
  await expect(page.locator('.session[data-phase="answering"]')).toBeVisible();
  // The kinds without a table (reading hands, ranking lows) have no felt; the chip work has its own.
  if (item.kind === 'chip-race') await expect(page.locator('[data-race] [data-race-seat]').first()).toBeVisible();
  else if (item.kind === 'chip-count') await expect(page.locator('[data-chip-felt] [data-chip-value]').first()).toBeVisible();
  else if (item.kind !== 'read-hands' && item.kind !== 'low-hands') {
    await expect(page.locator('[data-felt] [data-seat]').first()).toBeVisible();
    // Settled: the seats' words measured, the felt laid out again for them, and the page scrolled to show it (a drag aimed sooner misses).
    let last = '';
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => JSON.stringify([window.scrollY, ...[...document.querySelectorAll('[data-felt] [data-seat]')].map((el) => el.getBoundingClientRect())]));
        const same = now === last;
        last = now;
        return same;
      })
      .toBe(true);
  }
}

const potTag = (i: number) => (i === 0 ? 'main' : `side-${i}`);

async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click, then onto the place.
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  // dnd-kit finds the place under the pointer on an animation frame: let two pass before letting go
  // (a loaded machine may not have drawn one between the last move and the release).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
}

/** Moves chips from `from` (a pickup) to `to` (a place), taking only `cut` of them when given. */
export async function move(page: Page, way: Way, from: Locator, to: Locator, cut?: number): Promise<void> {
  if (way === 'mouse') {
    if (cut !== undefined) {
      await from.click();
      await page.locator('.cut-amount').fill(String(cut));
    }
    await drag(page, from, to);
  } else if (way === 'touch') {
    // Tap the chips (they are held), type the part to take, tap the place.
    await from.tap();
    await expect(page.locator('.felt-box.holding')).toHaveCount(1);
    if (cut !== undefined) await page.locator('.cut-amount').fill(String(cut));
    await to.tap();
  } else {
    await tabTo(page, from);
    await page.keyboard.press('Space');
    if (cut !== undefined) await page.keyboard.type(String(cut));
    await tabTo(page, to);
    await page.keyboard.press('Space');
  }
  // The chips have landed when nothing is held or dragged any more.
  await expect(page.locator('.felt-box.holding')).toHaveCount(0);
}

async function press(page: Page, way: Way, target: Locator): Promise<void> {
  if (way === 'mouse') await target.click();
  else if (way === 'touch') await target.tap();
  else {
    await tabTo(page, target);
    await page.keyboard.press('Space');
  }
}

type PotsAnswer = Extract<Answer, { kind: 'gather' | 'side-pots' }>;

/**
 * Gathering or side pots on the felt: the uncalled chips back to their owners, then each pot filled
 * from the chips still in front (a new side pot where the felt has none yet), then the eligible
 * seats put right (the felt adds whoever put chips in; the form's toggles take out or add the rest).
 */
export async function dealPots(page: Page, way: Way, table: TableView, bets: Record<number, number>, answer: PotsAnswer): Promise<void> {
  const left = { ...bets };
  const felt = page.locator('[data-felt]');
  const bet = (seat: number) => felt.locator(`[data-bet="${seat}"] .pickup`);
  const moveFrom = async (seat: number, amount: number, to: Locator) => {
    await move(page, way, bet(seat), to, amount < left[seat] ? amount : undefined);
    left[seat] -= amount;
  };
  for (const r of answer.returned) await moveFrom(r.player, r.amount, felt.locator(`[data-seat="${r.player}"]`));
  const start = table.middle.length ? table.middle.map((p) => p.amount) : [0];
  for (const [j, pot] of answer.pots.entries()) {
    let need = pot.amount - (start[j] ?? 0);
    for (const seat of Object.keys(left).map(Number)) {
      if (need <= 0) break;
      const amount = Math.min(left[seat], need);
      if (amount <= 0) continue;
      const exists = (await felt.locator(`[data-pot="${potTag(j)}"]`).count()) > 0;
      await moveFrom(seat, amount, exists ? felt.locator(`[data-pot="${potTag(j)}"] .pot-body`) : felt.locator('.new-pot .pot-body'));
      need -= amount;
    }
  }
  for (const [j, pot] of answer.pots.entries()) {
    const card = page.locator(`.pots-list fieldset[data-pot-index="${j}"]`);
    for (const toggle of await card.locator('button[data-toggle-seat]').all()) {
      const seat = Number(await toggle.getAttribute('data-toggle-seat'));
      const pressed = (await toggle.getAttribute('aria-pressed')) === 'true';
      if (pressed === pot.eligible.includes(seat)) continue;
      // Out of a pot on the felt itself (its seat numbers), back in on the felt when it was taken out there; into it by the form otherwise.
      const putBack = felt.locator(`[data-pot="${potTag(j)}"] [data-out-seat="${seat}"]`);
      const onFelt = pressed ? felt.locator(`[data-pot="${potTag(j)}"] .eligible-seat:not(.out)`, { hasText: new RegExp(`^${seat + 1}$`) }) : (await putBack.count()) ? putBack : null;
      await press(page, way, onFelt ?? toggle);
    }
  }
}

/**
 * The award on the felt: each pot, in the award order, to each winner (a second winner splits it),
 * then the odd chips one by one. A split pot contested high and low: its high half to each high
 * winner and its low half to each low winner, then the odd chips, the low half's first (a seat in
 * both halves takes an odd chip into its low half until that half is whole).
 */
export async function dealAward(page: Page, way: Way, table: TableView, answer: Extract<Answer, { kind: 'award' }>): Promise<void> {
  const felt = page.locator('[data-felt]');
  const unit = table.smallestChip;
  const seat = (player: number) => felt.locator(`[data-seat="${player}"]`);
  for (const i of answer.award_order) {
    const pot = answer.pots[i];
    const spot = felt.locator(`[data-pot="${potTag(i)}"]`);
    const odd = async (player: number, chips: number) => {
      for (; chips > 0; chips -= unit) await move(page, way, spot.locator('.odd-chips'), seat(player));
    };
    if (pot.halves && pot.halves.low.length > 0) {
      const half = Math.floor(pot.amount / 2 / unit) * unit;
      for (const [name, shares] of [['high', pot.halves.high], ['low', pot.halves.low]] as const) {
        for (const w of shares) await move(page, way, spot.locator(`[data-source="half:${i}:${name}"]`), seat(w.player));
      }
      const shareOf = (shares: typeof pot.winners) => Math.floor(half / shares.length / unit) * unit;
      for (const w of pot.halves.low) await odd(w.player, w.amount - shareOf(pot.halves.low));
      for (const w of pot.halves.high) await odd(w.player, w.amount - shareOf(pot.halves.high));
      continue;
    }
    for (const w of pot.winners) await move(page, way, spot.locator('.pot-body'), seat(w.player));
    const share = Math.floor(pot.amount / pot.winners.length / unit) * unit;
    for (const w of pot.winners) await odd(w.player, w.amount - share);
  }
}

/** The chips each seat has in front on the felt of a pots question (gather: the bets; side pots: what each put in). */
export function betsOf(question: Question): Record<number, number> {
  if (question.kind === 'side-pots') {
    const out: Record<number, number> = {};
    question.table.seats.forEach(({ seat }) => {
      const total = (question.antes[seat] ?? 0) + question.rounds.reduce((sum, r) => sum + (r.bets[seat] ?? 0), 0);
      if (total > 0) out[seat] = total;
    });
    return out;
  }
  if (!('table' in question)) return {};
  return Object.fromEntries(question.table.seats.filter((s) => s.bet > 0).map((s) => [s.seat, s.bet]));
}

export interface Found {
  problems: string[];
  counts: { seats: number; bets: number; pots: number };
}

/** Seats, bets, pots and the dealer's place on the felt: none may overlap another, and all lie inside the felt. */
export async function feltProblems(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const felt = document.querySelector('[data-felt]')!.getBoundingClientRect();
    // The dealer's own place too: nothing may sit where the dealer sits.
    const items = [...document.querySelectorAll<HTMLElement>('[data-felt] [data-seat], [data-felt] [data-bet], [data-felt] [data-pot], [data-felt] [data-dealer]')].map((el) => ({
      name: el.dataset.seat !== undefined ? `seat ${el.dataset.seat}` : el.dataset.bet !== undefined ? `bet ${el.dataset.bet}` : el.dataset.pot !== undefined ? `pot ${el.dataset.pot}` : 'dealer',
      r: el.getBoundingClientRect(),
    }));
    const problems: string[] = [];
    const round = (r: DOMRect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    for (const a of items) {
      if (a.r.left < felt.left - 0.5 || a.r.top < felt.top - 0.5 || a.r.right > felt.right + 0.5 || a.r.bottom > felt.bottom + 0.5) problems.push(`${a.name} (${round(a.r)}) leaves the felt (${round(felt)})`);
    }
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i].r;
        const b = items[j].r;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) problems.push(`${items[i].name} (${round(a)}) overlaps ${items[j].name} (${round(b)})`);
      }
    const count = (name: string) => items.filter((i) => i.name.startsWith(name)).length;
    if (count('dealer') !== 1) problems.push(`${count('dealer')} dealer places on the felt, not one`);
    return { problems, counts: { seats: count('seat'), bets: count('bet'), pots: count('pot') } };
  });
}

/** The smallest rank on a card, in CSS pixels: its font size and the height of its text box. */
export async function smallestRank(page: Page): Promise<{ font: number; height: number; cards: number }> {
  return page.evaluate(() => {
    const ranks = [...document.querySelectorAll<HTMLElement>('[data-card] .rank')];
    return {
      cards: ranks.length,
      font: Math.min(...ranks.map((r) => parseFloat(getComputedStyle(r).fontSize))),
      height: Math.min(...ranks.map((r) => r.getBoundingClientRect().height)),
    };
  });
}

export interface Layout {
  problems: string[];
  counts: { seats: number; bets: number; pots: number; cards: number; buttons: number };
  /** Each seat's cards shown, by seat. */
  cards: Record<number, number>;
  /** The smallest rank on a card, in CSS pixels (Infinity without cards). */
  smallestRank: number;
}

/**
 * The screen as a trainee sees it, with the table scrolled to the window's top: every seat, card,
 * chip stack, bet, pot, the board and the dealer's place inside the window (above the bar at its
 * foot; the chip work's seats, a list, only as wide as the window) and clear of each other, each seat's cards inside the seat and each card's rank inside the
 * card; no text anywhere in the screen cut by a box that clips it (a label's overflow, an ellipsis),
 * none running out of a box of fixed size, and nothing wider than the window.
 */
export async function layoutProblems(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const round = (r: DOMRect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const figure = document.querySelector('.table-figure');
    window.scrollTo(0, figure ? figure.getBoundingClientRect().top + window.scrollY : 0);
    const bar = [...document.querySelectorAll<HTMLElement>('.answer-panel .actions')].find((el) => getComputedStyle(el).position === 'fixed');
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const named = (el: HTMLElement): string =>
      el.dataset.seat !== undefined ? `seat ${el.dataset.seat}` : el.dataset.bet !== undefined ? `bet ${el.dataset.bet}` : el.dataset.pot !== undefined ? `pot ${el.dataset.pot}` : el.dataset.dealer !== undefined ? 'dealer' : el.className;
    // The felt's things: a bet by its chips (its box may be larger), the board by its row of cards.
    const things = [...document.querySelectorAll<HTMLElement>('[data-felt] [data-seat], [data-felt] [data-bet] > *, [data-felt] [data-pot], [data-felt] .new-pot, [data-felt] [data-dealer], [data-felt] .board-row')].map((el) => ({
      name: named(el.dataset.bet === undefined && el.parentElement?.dataset.bet !== undefined ? el.parentElement : el),
      r: el.getBoundingClientRect(),
    }));
    // The chip work's own felt (chip race, chip count): its seats and stacks, a list as wide as the window (it may run below it, as a form does).
    for (const el of document.querySelectorAll<HTMLElement>('[data-race] [data-race-seat], [data-chip-felt] [data-chip-value]')) things.push({ name: `chips ${el.dataset.raceSeat ?? el.dataset.chipValue}`, r: el.getBoundingClientRect() });
    for (const a of things) {
      const list = a.name.startsWith('chips');
      if (a.r.left < -0.5 || a.r.right > window.innerWidth + 0.5 || (!list && (a.r.top < -0.5 || a.r.bottom > bottom + 0.5))) problems.push(`${a.name} (${round(a.r)}) is not in the window (${window.innerWidth}×${Math.round(bottom)} above the bar)`);
    }
    for (let i = 0; i < things.length; i++)
      for (let j = i + 1; j < things.length; j++) {
        const a = things[i].r;
        const b = things[j].r;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) problems.push(`${things[i].name} (${round(a)}) overlaps ${things[j].name} (${round(b)})`);
      }
    const inside = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
    const cards: Record<number, number> = {};
    for (const seat of document.querySelectorAll<HTMLElement>('[data-felt] [data-seat]')) {
      const box = seat.getBoundingClientRect();
      const shown = [...seat.querySelectorAll('.pcard')];
      cards[Number(seat.dataset.seat)] = shown.length;
      for (const card of shown) if (!inside(card.getBoundingClientRect(), box)) problems.push(`a card of seat ${seat.dataset.seat} (${round(card.getBoundingClientRect())}) leaves its seat (${round(box)})`);
    }
    const ranks = [...document.querySelectorAll<HTMLElement>('[data-card] .rank')];
    for (const rank of ranks) {
      const card = rank.parentElement!.getBoundingClientRect();
      if (!inside(rank.getBoundingClientRect(), card)) problems.push(`the rank ${rank.textContent} (${round(rank.getBoundingClientRect())}) runs out of its card (${round(card)})`);
    }
    // Text cut: every text in the screen inside each box around it that clips it (and inside its own box); a box that scrolls cuts nothing.
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      return { x: cuts(s.overflowX), y: cuts(s.overflowY) };
    };
    const root = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || parent.closest('.sr-only, [hidden], script, style')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || parent.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const what = `"${node.textContent.trim().slice(0, 30)}"`;
      for (let box: Element | null = parent; box && box !== root.parentElement; box = box.parentElement) {
        const clip = clips(box);
        const isParent = box === parent && style.display !== 'inline' && style.display !== 'contents';
        if (!clip.x && !clip.y && !isParent) continue;
        const r = box.getBoundingClientRect();
        const cut = (clip.x || isParent) && (text.left < r.left - 1 || text.right > r.right + 1) ? 'across' : clip.y && (text.top < r.top - 1 || text.bottom > r.bottom + 1) ? 'down' : null;
        if (cut) {
          problems.push(`text ${what} (${round(text)}) runs ${cut} out of ${box === parent ? 'its box' : `a box that clips it (${box.tagName.toLowerCase()}.${box.className})`} (${round(r)})`);
          break;
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a window of ${window.innerWidth}`);
    const count = (prefix: string) => things.filter((t) => t.name.startsWith(prefix)).length;
    return {
      problems,
      counts: { seats: count('seat'), bets: count('bet'), pots: count('pot'), cards: ranks.length, buttons: document.querySelectorAll('[data-felt] .button-puck').length },
      cards,
      smallestRank: Math.min(...ranks.map((r) => parseFloat(getComputedStyle(r).fontSize))),
    };
  });
}
