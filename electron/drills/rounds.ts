/**
 * Betting rounds of a played hand: the bets in front at each round's end, before the engine
 * gathered them, rebuilt as a hand so that the engine's gatherView answers what gathering makes.
 */
import { gatherView, type GatherView, type Hand, type Street } from '../engine';
import type { Play } from './play';

export interface RoundEnd {
  street: Street;
  /** Index in play.history of the round's first hand (betting open) and of its last. */
  from: number;
  to: number;
  /** The table before gathering: bets in front, stacks behind without the uncalled part. */
  table: Hand;
  bets: number[];
}

/** What gathering this round makes, by the engine. */
export const gatherOf = (round: RoundEnd): GatherView => gatherView(round.table);

/** Every betting round of the hand, in order (rounds dealt after the betting closed included). */
export function roundEnds(play: Play): RoundEnd[] {
  const starts: number[] = [];
  play.actions.forEach((a, k) => {
    const h = play.history[k];
    if ((a.type === 'deal-hole' && h.phase !== 'deal-hole') || a.type === 'deal-board') starts.push(k);
  });
  return starts.map((from, r) => {
    const to = r + 1 < starts.length ? starts[r + 1] - 1 : lastBetting(play);
    return roundEnd(play.history[from], play.history[to], from, to);
  });
}

function lastBetting(play: Play): number {
  return play.history.length - 1;
}

function roundEnd(start: Hand, end: Hand, from: number, to: number): RoundEnd {
  const back = end.seats.map((_, i) => end.returned[i] - start.returned[i]);
  const bets = end.seats.map((s, i) => s.committed + s.bet - start.seats[i].committed + back[i]);
  const table: Hand = {
    ...end,
    phase: 'betting',
    toAct: null,
    seats: end.seats.map((s, i) => ({ ...s, committed: start.seats[i].committed, bet: bets[i], stack: s.stack - back[i] })),
    returned: start.returned.slice(),
  };
  return { street: end.street, from, to, table, bets };
}

export const hasBets = (r: RoundEnd): boolean => r.bets.some((b) => b > 0);
