/**
 * Driving the practice screens like a trainee: start a session from the hub, read the item's seed,
 * work out the right answer with the engine (the drills' own generator, as the answer-key command
 * does), and enter an answer through the UI by mouse or by keyboard only.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Answer, DrillKind, Question } from '../shared/drills';
import { DRILLS } from '../electron/drills/registry';
import en from '../renderer/i18n/drills.en.json';

export const kindNames = Object.fromEntries(Object.entries(en.kinds).map(([kind, v]) => [kind, v.name])) as Record<DrillKind | 'mixed', string>;

export interface Item {
  kind: DrillKind;
  seed: number;
  level: 1 | 2 | 3;
  profile: 'cash' | 'tournament';
}

export const hasDrill = (kind: DrillKind): boolean => DRILLS[kind] !== undefined;

/** The engine's answer to the item on the screen, from its seed. */
export function engineItem(item: Item): { question: Question; answer: Answer; context: unknown } {
  const drill = DRILLS[item.kind];
  if (!drill) throw new Error(`no ${item.kind} drill`);
  return (drill.generate as (seed: number, level: 1 | 2 | 3, profile: 'cash' | 'tournament') => { question: Question; answer: Answer; context: unknown })(item.seed, item.level, item.profile);
}

export const engineAnswer = (item: Item): Answer => engineItem(item).answer;

export async function startSession(page: Page, url: string, options: { kind: DrillKind | 'mixed'; level: 1 | 2 | 3; count: number }) {
  // Through Home, so that a practice screen already open (a summary, say) opens afresh on the hub.
  if (page.url().startsWith(url)) await page.goto(`${url}#/home`);
  await page.goto(`${url}#/practice`);
  // Once in a CI run a first choice did not hold (the check found the radio unchecked again, as if
  // the hub had been drawn afresh right after the click): the choice is made again until it holds.
  await expect(async () => {
    await page.locator(`.kind-choice input[type=radio][value="${options.kind}"]`).check({ timeout: 2000 });
    await page.locator(`.level-choice input[type=radio][value="${options.level}"]`).check({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.locator('.hub select').first().selectOption(String(options.count));
  await page.locator('.hub button[type=submit]').click();
  // Nobody is chosen in a fresh data folder: the hub asks, and the test practises as a guest.
  await page.locator('.who-asks button[data-guest]').click();
}

/** Waits for the next item to be ready and reads what it is. */
export async function currentItem(page: Page): Promise<Item> {
  const session = page.locator('.session[data-phase="answering"]');
  await expect(session).toBeVisible();
  const [kind, seed, level, profile] = await Promise.all(['data-kind', 'data-seed', 'data-level', 'data-profile'].map((name) => session.getAttribute(name)));
  return { kind: kind as DrillKind, seed: Number(seed), level: Number(level) as 1 | 2 | 3, profile: profile as 'cash' | 'tournament' };
}

/** How a trainee works the controls: the mouse, or the keyboard only (Tab to a control, then type or press). */
export interface Hands {
  click(target: Locator): Promise<void>;
  type(target: Locator, text: string): Promise<void>;
  submit(): Promise<void>;
}

export const mouse = (page: Page): Hands => ({
  click: (target) => target.click(),
  type: (target, text) => target.fill(text),
  submit: () => page.locator('.answer-panel button[type=submit], .answer-panel button.primary, .read-hands button[type=submit]').first().click(),
});

export async function tabTo(page: Page, target: Locator): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`no ${target}`);
  for (let k = 0; k < 150; k++) {
    // 0: there; 1: ahead (Tab); -1: behind (Shift+Tab).
    const where = await element.evaluate((e) => {
      const active = document.activeElement;
      if (active === e) return 0;
      if (!active || active === document.body) return 1;
      return active.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING ? -1 : 1;
    });
    if (where === 0) return;
    await page.keyboard.press(where > 0 ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

export const keyboard = (page: Page): Hands => ({
  click: async (target) => {
    await tabTo(page, target);
    await page.keyboard.press('Space');
  },
  type: async (target, text) => {
    await tabTo(page, target);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(text);
  },
  submit: async () => {
    await tabTo(page, page.locator('.answer-panel button.primary, .read-hands button[type=submit]').first());
    await page.keyboard.press('Enter');
  },
});


/** Enters `answer` through the UI of its kind; the controls are found by data, so any language works. */
export async function enterAnswer(page: Page, answer: Answer, hands: Hands): Promise<void> {
  const panel = page.locator('.answer-panel, .read-hands').first();
  const field = (name: string) => panel.locator(`input[name="${name}"]`);
  switch (answer.kind) {
    case 'min-raise':
      await hands.type(field('min_raise_to'), String(answer.min_raise_to));
      break;
    case 'pot-limit':
      await hands.type(field('to_call'), String(answer.to_call));
      await hands.type(field('pot'), String(answer.pot));
      await hands.type(field('max_raise_to'), String(answer.max_raise_to));
      break;
    case 'action':
      await hands.click(panel.locator(`button[data-value="${answer.can_raise}"]`));
      await hands.type(field('to_call'), String(answer.to_call));
      if (answer.can_raise) {
        await hands.type(field('min_raise_to'), String(answer.min_raise_to));
        await hands.type(field('max_raise_to'), String(answer.max_raise_to));
      }
      break;
    case 'chip-rulings':
      await hands.click(panel.locator(`button[data-value="${answer.ruling}"]`));
      await hands.type(field('to'), String(answer.to));
      break;
    case 'showdown-order':
      for (const seat of answer.showdown_order) await hands.click(panel.locator(`.seat-picker button[data-pick-seat="${seat}"]`));
      if (answer.all_at_once) await hands.click(field('all_at_once'));
      break;
    case 'award':
      for (const [i, pot] of answer.pots.entries()) {
        // A split game's contested pot: each half's winners and chips.
        const halves = pot.halves;
        if (halves) {
          for (const half of ['high', 'low'] as const) {
            for (const w of halves[half]) {
              await hands.click(panel.locator(`fieldset[data-pot-index="${i}"] button[data-toggle-seat="${w.player}"][data-half="${half}"]`));
              await hands.type(panel.locator(`#award-${i}-${half}-${w.player}`), String(w.amount));
            }
          }
          continue;
        }
        for (const w of pot.winners) {
          await hands.click(panel.locator(`fieldset[data-pot-index="${i}"] button[data-toggle-seat="${w.player}"]`));
          await hands.type(panel.locator(`#award-${i}-${w.player}`), String(w.amount));
        }
      }
      for (const i of answer.award_order) await hands.click(panel.locator(`button[data-award="${i}"]`));
      break;
    case 'read-hands':
      for (const hand of answer.hands) {
        const box = panel.locator(`fieldset[data-player="${hand.player}"]`);
        for (const card of hand.cards.match(/../g) ?? []) await hands.click(box.locator(`[data-pick="high"] button[data-card="${card}"]`));
        // The split games: the best low, or no low that qualifies.
        if (hand.low === '') await hands.click(box.locator('input[name="no-low"]'));
        else for (const card of hand.low?.match(/../g) ?? []) await hands.click(box.locator(`[data-pick="low"] button[data-card="${card}"]`));
      }
      for (const seat of answer.winners) await hands.click(panel.locator(`fieldset[data-player="${seat}"] input[name="winner"]`));
      for (const seat of answer.low_winners ?? []) await hands.click(panel.locator(`fieldset[data-player="${seat}"] input[name="low-winner"]`));
      break;
    case 'gather':
    case 'side-pots': {
      if (answer.kind === 'gather') {
        // Move the uncalled chips back with the move controls, as a dealer would.
        for (const r of answer.returned) {
          const row = panel.locator(`.bet-row[data-row-seat="${r.player}"]`);
          await hands.type(row.locator('input'), String(r.amount));
          await hands.click(row.locator('button[data-back]'));
        }
      } else {
        for (const r of answer.returned) await hands.type(panel.locator(`#returned-${r.player}`), String(r.amount));
      }
      const pots = panel.locator('.pots-list fieldset.pot-card');
      while ((await pots.count()) < answer.pots.length) await hands.click(panel.locator('button[data-add-pot]'));
      for (const [i, pot] of answer.pots.entries()) {
        const card = panel.locator(`.pots-list fieldset[data-pot-index="${i}"]`);
        await hands.type(card.locator(`#pot-${i}-amount`), String(pot.amount));
        for (const toggle of await card.locator('button[data-toggle-seat]').all()) {
          const seat = Number(await toggle.getAttribute('data-toggle-seat'));
          const pressed = (await toggle.getAttribute('aria-pressed')) === 'true';
          if (pressed !== pot.eligible.includes(seat)) await hands.click(toggle);
        }
      }
      break;
    }
    case 'rake':
      for (const r of answer.rake) await hands.type(field(`rake[${r.pot}]`), String(r.amount));
      for (const a of answer.after_rake) await hands.type(field(`after_rake[${a.pot}]`), String(a.amount));
      break;
    case 'bring-in':
      await hands.click(panel.locator(`.seat-picker button[data-pick-seat="${answer.first_to_act}"]`));
      break;
    case 'low-hands':
      for (const seat of answer.order) await hands.click(panel.locator(`.low-hand[data-pick-seat="${seat}"]`));
      if (!answer.order.length) await hands.click(panel.locator('input[name="no_low"]'));
      break;
    case 'action-order':
      await hands.click(panel.locator(answer.next_to_act === null ? '.seat-picker button[data-pick-nobody]' : `.seat-picker button[data-pick-seat="${answer.next_to_act}"]`));
      break;
    case 'chip-count':
      if (answer.total !== null) await hands.type(field('total'), String(answer.total));
      for (const c of answer.chips) await hands.type(field(`chips[${c.value}]`), String(c.count));
      break;
    case 'chip-race':
      // Each card dealt to its seat in turn, then the new chips and any player kept in.
      for (const seat of answer.deal) await hands.click(page.locator(`[data-race] button[data-deal-seat="${seat}"]`));
      for (const seat of answer.winners) await hands.click(page.locator(`[data-race] button[data-win-seat="${seat}"]`));
      if (!answer.winners.length) await hands.click(field('no_race'));
      for (const seat of answer.kept_in) await hands.click(page.locator(`[data-race] button[data-keep-seat="${seat}"]`));
      break;
    case 'showdown-procedure':
      await hands.click(panel.locator(`button[data-first-seat="${answer.first_to_show}"]`));
      for (const h of answer.hands) await hands.click(panel.locator(`fieldset[data-status-row="${h.seat}"] button[data-status="${h.status}"]`));
      for (const seat of answer.winners) await hands.click(panel.locator(`button[data-winner-seat="${seat}"]`));
      if (answer.penalty !== null) await hands.click(panel.locator(`button[data-penalty="${answer.penalty}"]`));
      break;
    case 'irregularities':
      await hands.click(panel.locator(`button[data-ruling="${answer.ruling}"]`));
      for (const card of answer.cards.match(/../g) ?? []) await hands.click(panel.locator(`button[data-stub-card="${card}"]`));
      if (answer.to_act !== null) await hands.click(panel.locator(`button[data-to-act="${answer.to_act}"]`));
      break;
    case 'whole-hand':
      for (const step of answer.steps.slice(0, 1)) await enterAnswer(page, step, hands);
      break;
  }
}

/** A wrong answer of the kind, and the mistake key it must earn (`context`: the engine's item context, which low hands needs). */
export function wrongAnswer(answer: Answer, question?: Question, context?: unknown): { answer: Answer; mistake: string } {
  switch (answer.kind) {
    case 'min-raise': {
      // With nothing in front of anybody the player would bet: the mistake is the minimum bet's.
      const bet = question && 'table' in question && question.table.seats.every((s) => s.bet === 0);
      // Fixed limit: the raise is one unit, and the mistake says so (in stud, with its streets and the bring-in).
      const limit = question && 'table' in question && question.table.structure === 'fixed-limit';
      const stud = question && 'table' in question && ['stud', 'stud-hi-lo', 'razz'].includes(question.table.variant);
      return { answer: { ...answer, min_raise_to: answer.min_raise_to + 100 }, mistake: bet ? 'wrong-min_bet' : limit ? (stud ? 'wrong-min_raise-stud' : 'wrong-min_raise-limit') : 'wrong-min_raise_to' };
    }
    case 'pot-limit':
      return { answer: { ...answer, to_call: answer.to_call + 100 }, mistake: 'wrong-to_call' };
    case 'action':
      return { answer: { ...answer, to_call: answer.to_call + 100 }, mistake: 'wrong-to_call' };
    case 'chip-rulings':
      return { answer: { ...answer, to: answer.to + 100 }, mistake: 'wrong-to' };
    case 'showdown-order':
      return { answer: { ...answer, all_at_once: !answer.all_at_once }, mistake: 'wrong-all_at_once' };
    case 'award': {
      // The main pot to a seat that does not win it (or, when every seat in it wins a share, all to the first).
      const main = answer.pots[0];
      // A split pot: its high half to a seat that does not win it.
      if (main.halves) {
        const high = main.halves.high;
        const to = main.eligible.find((seat) => !high.some((w) => w.player === seat)) ?? high[0].player;
        const halves = { high: [{ player: to, amount: high.reduce((sum, w) => sum + w.amount, 0) }], low: main.halves.low };
        return { answer: { ...answer, pots: [{ ...main, halves }, ...answer.pots.slice(1)] }, mistake: 'award-half-missing' };
      }
      const other = main.eligible.find((seat) => !main.winners.some((w) => w.player === seat)) ?? main.winners[0].player;
      const wrong = { ...main, winners: [{ player: other, amount: main.amount }] };
      return { answer: { ...answer, pots: [wrong, ...answer.pots.slice(1)] }, mistake: 'award-missing' };
    }
    case 'read-hands': {
      const loser = answer.hands.map((h) => h.player).find((p) => !answer.winners.includes(p));
      return loser === undefined ? { answer: { ...answer, winners: [] }, mistake: 'wrong-winners' } : { answer: { ...answer, winners: [loser] }, mistake: 'wrong-winners' };
    }
    case 'gather':
    case 'side-pots':
      return { answer: { ...answer, pots: answer.pots.map((p, i) => (i === 0 ? { ...p, amount: p.amount + 100 } : p)) } as Answer, mistake: 'pot-amount' };
    case 'rake':
      return { answer: { ...answer, after_rake: answer.after_rake.map((a, i) => (i === 0 ? { ...a, amount: a.amount + 100 } : a)) }, mistake: 'rake-after' };
    case 'bring-in':
      // Seat 0 or 1: on third street (level 1) every seat is still in.
      return { answer: { ...answer, first_to_act: answer.first_to_act === 0 ? 1 : 0 }, mistake: 'wrong-first_to_act' };
    case 'low-hands': {
      // Equal lows rank in any order (the engine's groups): the worst low put first is wrong; with
      // one group (all equal), a low left out (eight or better: a qualifying low; razz and 2-7,
      // where every hand is ranked: a wrong order); with none, seat 0's named.
      const low = context as { groups?: number[][]; eightOrBetter?: boolean } | undefined;
      const groups = low?.groups;
      if (!groups) throw new Error('low hands: the engine context (its groups of equal lows) is needed for a wrong answer');
      if (groups.length > 1) {
        const worst = groups[groups.length - 1][0];
        return { answer: { ...answer, order: [worst, ...answer.order.filter((s) => s !== worst)] }, mistake: 'wrong-order' };
      }
      if (answer.order.length === 0) return { answer: { ...answer, order: [0] }, mistake: 'low-not-qualifying' };
      return { answer: { ...answer, order: answer.order.slice(0, -1) }, mistake: low.eightOrBetter ? 'low-qualifies' : 'wrong-order' };
    }
    case 'action-order':
      // Nobody when a seat acts (any seat still in has a button); a seat when nobody does.
      if (answer.next_to_act === null) return { answer: { ...answer, next_to_act: question && 'table' in question ? question.table.seats.find((s) => !s.folded)!.seat : 0 }, mistake: 'next-nobody' };
      return { answer: { ...answer, next_to_act: null }, mistake: 'next-not-over' };
    case 'chip-count':
      // A count 100 short; a cut or change one chip more of the first colour.
      if (answer.total !== null) return { answer: { ...answer, total: answer.total + 100 }, mistake: 'count-total' };
      return { answer: { ...answer, chips: answer.chips.map((c, k) => (k === 0 ? { ...c, count: c.count + 1 } : c)) }, mistake: 'chip-colour' };
    case 'chip-race': {
      // The first racing seat's cards given to the next seat with cards: the counts are wrong for both.
      const first = answer.deal[0];
      return { answer: { ...answer, deal: answer.deal.map((s) => (s === first ? (answer.deal.find((x) => x !== first) ?? first + 1) : s)) }, mistake: 'race-deal-count' };
    }
    case 'showdown-procedure': {
      // Another live seat shows first.
      const other = answer.hands.find((h) => h.seat !== answer.first_to_show)!.seat;
      return { answer: { ...answer, first_to_show: other }, mistake: 'wrong-first_to_show' };
    }
    case 'irregularities': {
      // Another of the rulings offered.
      const choices = question && question.kind === 'irregularities' ? question.choices : [];
      const other = choices.find((c) => c !== answer.ruling) ?? (answer.ruling === 'misdeal' ? 'play-on' : 'misdeal');
      return { answer: { ...answer, ruling: other }, mistake: 'wrong-irregular-ruling' };
    }
    case 'whole-hand':
      return { ...wrongAnswer(answer.steps[0]), answer: { kind: 'whole-hand', steps: [wrongAnswer(answer.steps[0]).answer as never] } };
  }
}

/** The feedback panel, once it is there; records how long it took after the submission. */
export async function feedback(page: Page, testInfo: TestInfo): Promise<Locator> {
  const panel = page.locator('section.feedback');
  await expect(panel).toBeVisible();
  const ms = await page.evaluate(() => performance.getEntriesByName('feedback', 'measure').at(-1)?.duration ?? null);
  if (ms !== null) recordTiming(testInfo, 'feedback-ms', ms);
  return panel;
}

export function recordTiming(testInfo: TestInfo, name: string, ms: number): void {
  const dir = path.join(testInfo.project.outputDir, 'timings');
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `worker-${testInfo.workerIndex}.jsonl`), JSON.stringify({ name, ms, test: testInfo.title }) + '\n');
}

/** `window`: what the trainee sees at once (the felt), rather than the whole page. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, window = false): Promise<void> {
  // Kept as a file in the test's output folder (test-results/…/NAME.png) and attached to the report.
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: !window });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(bad, null, 2), contentType: 'application/json' });
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`), `axe on ${name}`).toEqual([]);
}
