/**
 * Counting, cutting and changing chips (RULES.md, Dealing procedure: Counting and cutting chips):
 * chips are counted in stacks of 20 (in tournaments a room may stack its largest denominations,
 * 5,000 and up, in fives); a call is cut from the caller's stack to match the bet, the largest
 * colours first; change is made colour for colour, each chip broken into the colour just below it.
 * Pure: the amounts in, the chips and the reasons out.
 */
import { chipText, counted, explain, type Explanation } from './explain';

/** The denominations in play, largest first (each divides the one above it). */
export const CHIP_VALUES: readonly number[] = [100_000, 25_000, 5_000, 1_000, 500, 100, 25, 5, 1];

export interface Chips {
  value: number;
  count: number;
}

/** RULES: stacks of 20; a tournament room may stack 5,000 and up in fives (`largeInFives`, a room choice, default off). */
export const LARGE_CHIP = 5_000;
export function stackSize(value: number, profile: 'cash' | 'tournament', largeInFives = false): number {
  return profile === 'tournament' && largeInFives && value >= LARGE_CHIP ? 5 : 20;
}

/** The colour just below `value` (null for the smallest). */
export function colourBelow(value: number): number | null {
  const k = CHIP_VALUES.indexOf(value);
  if (k < 0) throw new Error(`${value} is not a chip in play`);
  return k + 1 < CHIP_VALUES.length ? CHIP_VALUES[k + 1] : null;
}

const byValue = (chips: readonly Chips[]): Chips[] => chips.filter((c) => c.count > 0).sort((a, b) => b.value - a.value);
export const totalOf = (chips: readonly Chips[]): number => chips.reduce((sum, c) => sum + c.value * c.count, 0);

/** An all-in counted colour by colour: whole stacks, then the loose chips. */
export function countStack(chips: readonly Chips[], per: (value: number) => number): { total: number; why: Explanation[] } {
  const why: Explanation[] = [];
  for (const c of byValue(chips)) {
    const size = per(c.value);
    const stacks = Math.floor(c.count / size);
    const loose = c.count - stacks * size;
    why.push(
      explain('RULES counting chips', 'count-colour', { value: c.value, chips: c.count, stacks, per: size, loose, amount: c.count * c.value }, `${chipText(c.value)}s: ${counted(stacks, 'stack')} of ${size} and ${loose} loose, ${counted(c.count, 'chip')}, ${chipText(c.count * c.value)}`),
    );
  }
  const total = totalOf(chips);
  why.push(explain('RULES counting chips', 'count-total', { total }, `the all-in is ${chipText(total)}, counted before it is called`));
  return { total, why };
}

/**
 * The call cut from a stack to match `amount`: as many of the largest colour as fit, then the next
 * (with every colour dividing the next, this finds the exact chips whenever the stack has them).
 * Null when the stack cannot make the amount exactly.
 */
export function cutCall(stack: readonly Chips[], amount: number): { chips: Chips[]; why: Explanation[] } | null {
  let rest = amount;
  const chips: Chips[] = [];
  const why: Explanation[] = [];
  for (const c of byValue(stack)) {
    const take = Math.min(c.count, Math.floor(rest / c.value));
    if (take === 0) continue;
    rest -= take * c.value;
    chips.push({ value: c.value, count: take });
    why.push(explain('RULES cutting chips', 'cut-colour', { value: c.value, count: take, amount: take * c.value, rest }, `${take} × ${chipText(c.value)} = ${chipText(take * c.value)}, ${chipText(rest)} still to match`));
  }
  if (rest !== 0) return null;
  why.push(explain('RULES cutting chips', 'cut-total', { amount }, `the chips cut match the bet of ${chipText(amount)}`));
  return { chips, why };
}

/**
 * Change for chips handed in, colour for colour: each break turns one chip of the smallest colour
 * that still can be broken into chips of the colour below. With `call` > 0, chips are broken until
 * the call can be cut from the change (a 500 for a call of 75: five 100s, then one 100 into four
 * 25s); without, the chips handed in are each broken once. The change goes back to the player.
 */
export function makeChange(given: Chips, call = 0): { back: Chips[]; pay: Chips[]; why: Explanation[] } {
  const pool = new Map<number, number>([[given.value, given.count]]);
  const why: Explanation[] = [];
  const poolChips = () => byValue([...pool].map(([value, count]) => ({ value, count })));
  const breakOne = (value: number, count: number) => {
    const below = colourBelow(value);
    if (below === null) throw new Error(`a ${value} chip cannot be broken`);
    const n = (value / below) * count;
    pool.set(value, pool.get(value)! - count);
    pool.set(below, (pool.get(below) ?? 0) + n);
    why.push(explain('RULES making change', 'change-break', { value, count, into: below, chips: n }, `${count} × ${chipText(value)} changed colour for colour into ${n} × ${chipText(below)}`));
  };
  if (call <= 0) breakOne(given.value, given.count);
  else {
    if (call > given.value * given.count) throw new Error(`the chips handed in do not cover a call of ${call}`);
    for (let guard = 0; cutCall(poolChips(), call) === null; guard++) {
      if (guard > 40) throw new Error('no change makes the call');
      // The smallest colour in hand larger than the smallest chip: break one of them.
      const chips = poolChips().filter((c) => colourBelow(c.value) !== null);
      breakOne(chips[chips.length - 1].value, 1);
    }
  }
  const back = poolChips();
  const pay = call > 0 ? cutCall(back, call)!.chips : [];
  if (call > 0) why.push(explain('RULES making change', 'change-pay', { call, chips: pay.map((c) => c.count), values: pay.map((c) => c.value) }, `the call of ${chipText(call)} is then cut from the change: ${pay.map((c) => `${c.count} × ${chipText(c.value)}`).join(' + ')}`));
  return { back, pay, why };
}
