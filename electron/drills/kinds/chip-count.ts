/**
 * Chip work against the clock (engine/chip-count.ts, RULES.md Counting and cutting chips): count a
 * player's all-in from the stacks (of 20; a tournament room may stack 5,000 and up in fives), cut
 * a call from a caller's stack (how many chips of which colour), make change colour for colour.
 * Not a hand: no PHH (DESIGN.md, README).
 *
 * Levels (each task's share of the items, as drawn):
 * 1. one or two colours (25s and 100s): counts half the items, cuts of one or two colours, a chip
 *    changed into the colour below;
 * 2. three or four colours: counts, cuts of two colours or more, several chips changed;
 * 3. four to six colours (tournaments up to 25,000s, half the rooms stacking 5,000 and up in
 *    fives): counts, cuts of three colours, and change made so that a call can be cut from it.
 */
import { CHIP_VALUES, counted, countStack, createRng, cutCall, explain, makeChange, stackSize, type Chips, type Explanation, type Profile, type Rng } from '../../engine';
import { between, type Level } from '../hands/play';
import { weighted } from '../hands/steer';
import { handlessItem } from '../item';
import { chips as said, combine, mistake, scored } from '../scoring';
import type { Asked, DrillItem, DrillModule, QuestionOf, Scored } from '../types';

type Task = 'count' | 'cut' | 'change';
export type CountSituation = Task | 'loose' | 'fives' | 'cut-multi' | 'change-call';
export const TASKS: Record<Level, readonly (readonly [Task, number])[]> = {
  1: [['count', 0.5], ['cut', 0.3], ['change', 0.2]],
  2: [['count', 0.45], ['cut', 0.35], ['change', 0.2]],
  3: [['count', 0.4], ['cut', 0.3], ['change', 0.3]],
};

/** The colours a level's tables use, by profile (tournaments run to larger chips). */
const COLOURS: Record<Level, Record<Profile, readonly number[]>> = {
  1: { cash: [100, 25], tournament: [100, 25] },
  2: { cash: [500, 100, 25, 5], tournament: [1000, 500, 100, 25] },
  3: { cash: [1000, 500, 100, 25, 5, 1], tournament: [25000, 5000, 1000, 500, 100, 25] },
};
const COLOURS_IN_STACK: Record<Level, readonly [number, number]> = { 1: [1, 2], 2: [3, 4], 3: [4, 6] };

export interface CountContext {
  situations: CountSituation[];
}

/** Chips of each colour: a few stacks and some loose. */
function pile(rng: Rng, values: readonly number[], per: (v: number) => number, most: number): Chips[] {
  return values.map((value) => {
    const size = per(value);
    const count = between(rng, 0, most) * size + between(rng, 0, size - 1);
    return { value, count: Math.max(1, count) };
  });
}

function pickColours(rng: Rng, level: Level, profile: Profile): number[] {
  const all = COLOURS[level][profile];
  const n = between(rng, ...COLOURS_IN_STACK[level]);
  return rng.shuffle(all).slice(0, n).sort((a, b) => b - a);
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'chip-count', CountContext> {
  const rng = createRng(seed);
  const task = weighted(rng, TASKS[level]);
  const seat = rng.int(9);
  // RULES: a room choice in tournaments; the question says which.
  const fives = profile === 'tournament' && level === 3 && rng.int(2) === 0;
  const per = (v: number) => stackSize(v, profile, fives);
  // Every question written out in one order: spread from a shared base, each had a map of its own, and every read of it missed V8's caches.
  const question = (stack: Chips[], amount: number, handedIn: Chips | null, colours: number[]): Omit<QuestionOf<'chip-count'>, 'clock'> => ({
    kind: 'chip-count',
    task,
    profile,
    seat,
    amount,
    handedIn,
    colours,
    stack,
    stackOf: stack.map((c) => ({ value: c.value, per: per(c.value) })),
  });
  if (task === 'count') return handlessItem(askChipCount(question(pile(rng, pickColours(rng, level, profile), per, 3), 0, null, [])), seed, level, profile);
  if (task === 'cut') {
    for (let attempt = 0; ; attempt++) {
      const stack = pile(rng, pickColours(rng, level, profile), per, 2);
      // A bet the caller can match exactly: some chips of each colour.
      const amount = stack.reduce((sum, c) => sum + between(rng, 0, c.count) * c.value, 0);
      const cut = amount > 0 ? cutCall(stack, amount) : null;
      const colours = cut?.chips.length ?? 0;
      if (!cut || (colours < Math.min(level, stack.length) && attempt < 50)) continue;
      // The bet is below what the caller has: a call, not an all-in.
      if (amount >= stack.reduce((s, c) => s + c.value * c.count, 0) && attempt < 50) continue;
      return handlessItem(askChipCount(question(stack, amount, null, stack.map((c) => c.value))), seed, level, profile);
    }
  }
  // Change: chips of a colour with two colours below it; level 3 for a call.
  const values = COLOURS[level][profile].filter((v) => CHIP_VALUES.indexOf(v) + 2 < CHIP_VALUES.length && v >= 100);
  const value = rng.pick(values);
  const below = CHIP_VALUES.slice(CHIP_VALUES.indexOf(value) + 1, CHIP_VALUES.indexOf(value) + (level === 3 ? 4 : 3)).filter((v) => v >= (level === 3 ? 1 : 5));
  const count = level === 1 ? 1 : level === 2 ? between(rng, 1, 4) : 1;
  // A call below the chip, in its smallest colour asked: more than one break to make it.
  const smallest = below[below.length - 1];
  const amount = level === 3 ? between(rng, 1, Math.floor(value / smallest) - 1) * smallest : 0;
  const handedIn = { value, count };
  return handlessItem(askChipCount(question([], amount, handedIn, below)), seed, level, profile);
}

/**
 * The clock (seconds allowed), from what the dealer has to handle: a count, 3 s a colour, 1 s a
 * whole stack and 1 s for every 5 loose chips (or part of 5); a cut or change, 5 s and 4 s for each
 * colour the answer names. Over it, a right answer is still right: the result's speed says "slow"
 * (speed.ts reads this clock), and the reason below says so.
 */
export const CLOCK = { colour: 3, stack: 1, loosePer: 5, base: 5, asked: 4 } as const;

/** The question's stack size of each colour (20 for one it does not name). */
const stackSizes = (q: Pick<QuestionOf<'chip-count'>, 'stackOf'>) => (value: number): number => q.stackOf.find((s) => s.value === value)?.per ?? 20;

export function clockOf(q: Omit<QuestionOf<'chip-count'>, 'clock'>): { seconds: number; why: Explanation } {
  const per = stackSizes(q);
  if (q.task === 'count') {
    const stacks = q.stack.reduce((n, c) => n + Math.floor(c.count / per(c.value)), 0);
    const loose = q.stack.reduce((n, c) => n + Math.ceil((c.count % per(c.value)) / CLOCK.loosePer), 0);
    const seconds = CLOCK.colour * q.stack.length + CLOCK.stack * stacks + loose;
    return { seconds, why: explain('drill clock', 'clock-count', { seconds, colours: q.stack.length, stacks, looseSeconds: loose }, `against the clock: ${seconds} s (3 s for each colour (${counted(q.stack.length, 'colour')}), 1 s for each whole stack (${counted(stacks, 'stack')}), 1 s for each 5 loose chips); a right count over the clock is still right, graded slow`) };
  }
  const seconds = CLOCK.base + CLOCK.asked * q.colours.length;
  const values = { seconds, colours: q.colours.length };
  const text = `against the clock: ${seconds} s (5 s and 4 s for each colour asked (${counted(q.colours.length, 'colour')})); a right answer over the clock is still right, graded slow`;
  return { seconds, why: q.task === 'cut' ? explain('drill clock', 'clock-cut', values, text) : explain('drill clock', 'clock-change', values, text) };
}

/** The engine's answer to a chip question, with its reasons (and the drill's clock, computed from the chips). */
export function askChipCount(asked: Omit<QuestionOf<'chip-count'>, 'clock'>): Asked<'chip-count', CountContext> {
  const clock = clockOf(asked);
  const q: QuestionOf<'chip-count'> = { ...asked, clock: clock.seconds };
  const per = stackSizes(q);
  let answer: { total: number | null; chips: Chips[] };
  let why: Explanation[];
  const situations: CountSituation[] = [q.task];
  if (q.task === 'count') {
    const c = countStack(q.stack, per);
    answer = { total: c.total, chips: [] };
    why = c.why;
    if (q.stack.some((s) => s.count % per(s.value) > 0)) situations.push('loose');
    if (q.stackOf.some((s) => s.per === 5)) situations.push('fives');
  } else if (q.task === 'cut') {
    const c = cutCall(q.stack, q.amount);
    if (!c) throw new Error(`the stack cannot match ${q.amount}`);
    answer = { total: null, chips: q.colours.map((value) => ({ value, count: c.chips.find((x) => x.value === value)?.count ?? 0 })) };
    why = c.why;
    if (c.chips.length > 1) situations.push('cut-multi');
  } else {
    const c = makeChange(q.handedIn!, q.amount);
    if (c.back.some((x) => !q.colours.includes(x.value))) throw new Error('the change needs a colour the question does not ask');
    answer = { total: null, chips: q.colours.map((value) => ({ value, count: c.back.find((x) => x.value === value)?.count ?? 0 })) };
    why = c.why;
    if (q.amount > 0) situations.push('change-call');
  }
  return { kind: 'chip-count', question: q, answer: { kind: 'chip-count', ...answer }, why: [...why, clock.why], context: { situations } };
}

/**
 * Every colour a part: the count of each colour asked, 0 for none. A colour asked and not named
 * earns nothing, even where none is right: a blank part never scores.
 */
function scoreColours(expected: readonly Chips[], given: readonly Chips[]): Scored {
  const got = new Map<number, number>();
  for (const g of given) got.set(g.value, (got.get(g.value) ?? 0) + g.count);
  const values = new Set([...expected.map((e) => e.value), ...[...got].filter(([, n]) => n > 0).map(([v]) => v)]);
  const parts: Scored[] = [];
  for (const value of [...values].sort((a, b) => b - a)) {
    const e = expected.find((x) => x.value === value)?.count ?? 0;
    const g = got.get(value) ?? 0;
    parts.push(e === g && got.has(value) ? scored(1, 1) : scored(0, 1, [mistake(`chips[${value}]`, e, g, 'chip-colour', { value, expected: e, given: g }, `${e} × ${said(value)}, you said ${g}`)]));
  }
  return combine(...parts);
}

export const chipCount: DrillModule<'chip-count', CountContext> = {
  kind: 'chip-count',
  generate,
  score: (item, a) => {
    const e = item.answer;
    if (item.question.task === 'count') {
      const g = a.total ?? 0;
      if (e.total === g) return scored(1, 1);
      return scored(0, 1, [mistake('total', e.total, g, 'count-total', { expected: e.total!, given: g }, `the all-in is ${said(e.total!)}, you counted ${said(g)}`)]);
    }
    return scoreColours(e.chips, a.chips);
  },
};
