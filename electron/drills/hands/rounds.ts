/**
 * Betting rounds of a played hand: the bets in front at each round's end, before the engine
 * gathered them, rebuilt as a hand so that the engine's gatherView answers what gathering makes.
 */
import { cloneHand, gatherView, type GatherView, type Hand, type Street } from '../../engine';
import type { Play, RoundMark } from './play';

export interface RoundEnd {
  street: Street;
  /** Index in play.actions of the round's first action (betting open) and of its last. */
  from: number;
  to: number;
  /** The table before gathering: bets in front, stacks behind without the uncalled part. */
  table: Hand;
  bets: number[];
}

/** What gathering this round makes, by the engine. */
export const gatherOf = (round: RoundEnd): GatherView => gatherView(round.table);

/** The betting rounds of the hand in which chips were bet, in order. */
export function betRounds(play: Play): RoundEnd[] {
  const out: RoundEnd[] = [];
  for (const mark of play.rounds) {
    const round = roundEndOf(play, mark);
    if (round) out.push(round);
  }
  return out;
}

/** The last betting round in which chips were bet (the current one as the hand stands), or null. */
export function lastBetRound(play: Play): RoundEnd | null {
  for (let k = play.rounds.length - 1; k >= 0; k--) {
    const round = roundEndOf(play, play.rounds[k]);
    if (round) return round;
  }
  return null;
}

/** Each betting round in which chips were bet: its street and each seat's bets (betRounds without the tables, which cost a copy of the hand each). */
export function roundBets(play: Play): { street: Street; bets: number[] }[] {
  const out: { street: Street; bets: number[] }[] = [];
  for (const mark of play.rounds) {
    const bet = betIn(play, mark);
    if (bet) out.push({ street: bet.end.street, bets: bet.bets });
  }
  return out;
}

/** One betting round at its end (the current one: as the hand stands), or null when no chips were bet in it. */
export function roundEndOf(play: Play, mark: RoundMark): RoundEnd | null {
  const bet = betIn(play, mark);
  return bet && roundEnd(mark, bet.end, bet.bets, mark.end ? mark.to : play.actions.length - 1);
}

/**
 * The hand at the round's end (the current round: as the hand stands) and each seat's chips bet in
 * the round, the uncalled part included (the round's end has them gathered); null when none were bet.
 */
function betIn(play: Play, mark: RoundMark): { end: Hand; bets: number[] } | null {
  const end = mark.end ?? play.hand;
  const bets: number[] = [];
  let any = false;
  for (let i = 0; i < end.seats.length; i++) {
    const s = end.seats[i];
    const bet = s.committed + s.bet - mark.committed[i] + end.returned[i] - mark.returned[i];
    bets.push(bet);
    if (bet > 0) any = true;
  }
  return any ? { end, bets } : null;
}

function roundEnd(mark: RoundMark, end: Hand, bets: number[], to: number): RoundEnd {
  const table = cloneHand(end);
  table.phase = 'betting';
  table.toAct = null;
  table.returned = mark.returned.slice();
  for (let i = 0; i < table.seats.length; i++) {
    const s = table.seats[i];
    s.stack -= end.returned[i] - mark.returned[i];
    s.committed = mark.committed[i];
    s.bet = bets[i];
  }
  return { street: end.street, from: mark.from, to, table, bets };
}
