/**
 * The course of a hand between the players' actions: opening a betting round (who acts first),
 * ending it (uncalled chips back, the bets gathered), and what the dealer does next: burn and deal
 * the next street, run a draw, or go to the showdown.
 */
import { countCanAct, lastBlindSeat, limitUnit, nextToAct } from './betting';
import { nextToDraw } from './draw';
import { uncalledBet } from './pots';
import { bringInPlayer, openerSeat } from './stud';
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

/** One card off the top, face down, before a street or a draw is dealt. */
function burn(h: Hand): void {
  h.stub--;
  h.muck++;
}

/** The dealer's step before round `next`: burn, then deal the street, the common card, or run a draw. */
function toDeal(h: Hand, next: number): void {
  const deal = h.game.rounds[next].deal;
  if (deal === 'board') {
    burn(h);
    h.phase = 'deal-board';
  } else if (deal === 'hole') {
    // Stud (Robert's Rules): when the deck cannot give every player a card after the burn, the
    // dealer does not burn; when it cannot even then, one common card is turned face up for all.
    const players = liveCount(h);
    if (h.stub - 1 >= players) burn(h);
    if (h.stub >= players) {
      h.phase = 'deal-hole';
    } else {
      if (h.stub > 1) burn(h);
      h.phase = 'deal-board';
    }
  } else {
    if (h.stub > 1) burn(h);
    h.draw = { seats: [], discards: [], served: 0 };
    h.phase = 'draw';
    h.toAct = nextToDraw(h);
  }
}
