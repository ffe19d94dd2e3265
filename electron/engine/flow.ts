/**
 * The course of a hand between the players' actions: opening a betting round (who acts first),
 * ending it (uncalled chips back, the bets gathered), and what the dealer does next: deal the next
 * street (stud: or one common card), run a draw, or go to the showdown.
 */
import { countCanAct, lastBlindSeat, limitUnit, nextToAct } from './betting';
import { nextToDraw } from './draw';
import { uncalledBet } from './pots';
import { bringInPlayer, commonCardDue, openerSeat } from './stud';
import { ledgerOf, liveCount, type Hand } from './state';

/** Opens the betting of round `round`, or moves on when no betting is possible. */
export function startRound(h: Hand, round: number): void {
  const game = h.game;
  h.round = round;
  h.street = game.rounds[round].street;
  for (const s of h.seats) s.actedAt = null;
  if (round > 0) {
    h.currentBet = 0;
    h.fullLevel = 0;
    h.fullBy = 0;
    h.betCount = 0;
    h.increment = h.config.structure === 'fixed-limit' ? limitUnit(h, round) : h.config.minBet;
  }
  h.capped = false;
  if (h.bettingClosed) return endRound(h);
  h.phase = 'betting';
  // Flop and draw games: preflop left of the largest blind or straddle, later left of the button.
  // Stud: the bring-in on third street, later the best hand showing (stud.ts); the action starts there.
  const n = h.seats.length;
  const from =
    game.family === 'stud'
      ? ((round === 0 ? bringInPlayer(h).seat : openerSeat(h)) + n - 1) % n
      : round === 0
        ? (lastBlindSeat(h) ?? h.config.button)
        : h.config.button;
  h.toAct = nextToAct(h, from);
  if (h.toAct === null) endRound(h);
}

/** The round is over: hand back what nobody called, gather, and see what comes next. */
export function endRound(h: Hand): void {
  h.toAct = null;
  // The hand keeps only the amount; the dealer's reason is built where it is asked (gather.ts).
  const back = uncalledBet(ledgerOf(h));
  if (back) {
    const s = h.seats[back.seat];
    s.bet -= back.amount;
    s.stack += back.amount;
    h.returned[back.seat] += back.amount;
  }
  for (const s of h.seats) {
    s.committed += s.bet;
    s.bet = 0;
  }
  if (liveCount(h) < 2) {
    h.phase = 'complete';
    return;
  }
  if (countCanAct(h) < 2) h.bettingClosed = true;
  const next = h.round + 1;
  if (next === h.game.rounds.length) h.phase = 'showdown';
  else toDeal(h, next);
}

/**
 * The dealer's step before round `next`: the street, the board, or a draw (the burns come with the
 * cards, dealing.ts). Stud (RULES.md, the short stub): one common card for all instead of the
 * street when even the stub and the burn cards cannot give every live player a card.
 */
function toDeal(h: Hand, next: number): void {
  const deal = h.game.rounds[next].deal;
  if (deal === 'board') h.phase = 'deal-board';
  else if (deal === 'hole') h.phase = commonCardDue(h) ? 'deal-board' : 'deal-hole';
  else {
    h.draw = { seats: [], discards: [], served: 0, burnt: false };
    h.phase = 'draw';
    h.toAct = nextToDraw(h);
  }
}
