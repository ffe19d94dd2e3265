/**
 * Rake, pot by pot (RULES.md, side pots): each pot pays the posted percentage of its own amount,
 * rounded down to the smallest chip, the main pot first and then each side pot in the order
 * formed, until the cap is reached. "No flop, no drop": a hand that ends before the flop pays none.
 */
import { chipText as c, explain, type Explanation } from './explain';
import type { RakeOptions } from './rules';

export interface PotRake {
  /** The rake taken from each pot, main pot first. */
  taken: number[];
  total: number;
  why: Explanation[];
}

/**
 * The rake of pots of `amounts` (main first). `flopDealt` false with no-flop-no-drop takes nothing.
 * `withReasons` false leaves the explanations out, for bulk replays.
 */
export function rakePots(rake: RakeOptions | null, amounts: readonly number[], unit: number, flopDealt: boolean, withReasons = true): PotRake {
  const taken: number[] = [];
  const why: Explanation[] = [];
  if (!rake || (rake.noFlopNoDrop && !flopDealt)) {
    for (let i = 0; i < amounts.length; i++) taken.push(0);
    if (rake && withReasons) why.push(explain('RULES rake', 'rake-no-flop', {}, 'no flop, no drop: the hand ended before the flop, so no rake is taken'));
    return { taken, total: 0, why };
  }
  let left = rake.cap;
  for (let pot = 0; pot < amounts.length; pot++) {
    const amount = amounts[pot];
    const share = Math.floor((amount * rake.percent) / 100 / unit) * unit;
    const take = Math.min(share, left);
    taken.push(take);
    left -= take;
    if (!withReasons) continue;
    const values = { pot, amount, percent: rake.percent, share, rake: take, after: amount - take, cap: rake.cap };
    if (take === share) why.push(explain('RULES rake', 'rake-pot', values, `pot ${pot}: ${rake.percent} % of ${c(amount)} is ${c(share)}, leaving ${c(amount - take)}`));
    else why.push(explain('RULES rake', 'rake-capped', values, `pot ${pot}: ${rake.percent} % of ${c(amount)} would be ${c(share)}, but the cap of ${c(rake.cap)} leaves only ${c(take)} to take, leaving ${c(amount - take)}`));
  }
  return { taken, total: rake.cap - left, why };
}
