/**
 * Where the button and blinds go for the next hand. The big blind moves one player to the left,
 * so that nobody posts it twice in a row; heads-up the button posts the small blind (RULES.md,
 * Seats; CASES.md 34).
 */
export interface Positions {
  button: number;
  smallBlind: number;
  bigBlind: number;
}

function step(active: readonly boolean[], from: number, direction: 1 | -1): number {
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const i = (((from + direction * k) % n) + n) % n;
    if (active[i]) return i;
  }
  throw new Error('no player left at the table');
}

/** Positions for the next hand, given who still has chips and who posted the big blind last. */
export function nextPositions(active: readonly boolean[], previousBigBlind: number): Positions {
  const players = active.filter(Boolean).length;
  if (players < 2) throw new Error('a hand needs two players');
  const bigBlind = step(active, previousBigBlind, 1);
  if (players === 2) {
    const other = step(active, bigBlind, 1);
    return { button: other, smallBlind: other, bigBlind };
  }
  const smallBlind = step(active, bigBlind, -1);
  return { button: step(active, smallBlind, -1), smallBlind, bigBlind };
}
