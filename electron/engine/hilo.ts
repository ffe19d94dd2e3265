/**
 * Split pots of the high-low games (Omaha and stud eight or better). Robert's Rules of Poker,
 * split pots, and TDA 20:
 *
 * - Each pot (the main pot and every side pot, each on its own) is split in two: half to the best
 *   high hand among the players in it, half to the best low that qualifies (eight or better).
 * - An odd chip between the halves goes to the high half.
 * - A half that several players tie for is split again among them: a player who wins the high
 *   alone and ties for the low takes three quarters ("quartering").
 * - When no hand qualifies for low, the high hand takes the whole pot; one player can win both
 *   halves ("scoop").
 */
import type { Share } from './share';

/** The two halves of `amount`, in units of the smallest chip; the odd chip goes with the high half. */
export function splitHighLow(amount: number, unit: number): { high: number; low: number } {
  const low = Math.floor(amount / (2 * unit)) * unit;
  return { high: amount - low, low };
}

/** Both halves' shares as one list, a player who won in both once: the high winners first. */
export function mergeShares(high: readonly Share[], low: readonly Share[]): Share[] {
  const merged = high.map((s) => ({ seat: s.seat, amount: s.amount }));
  for (const s of low) {
    const same = merged.find((m) => m.seat === s.seat);
    if (same) same.amount += s.amount;
    else merged.push({ seat: s.seat, amount: s.amount });
  }
  return merged;
}
