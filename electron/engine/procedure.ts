/**
 * The showdown as the dealer runs it (RULES.md, "Showdown" and "Dealing procedure and
 * irregularities"): who shows first (showdown.ts's showdownOrder, not computed again here), who may
 * muck in turn, which hands are killed, the winning hand the dealer tables, show one show all, and
 * cards speak. Given what each player did with their cards, every live hand gets a status and a
 * reason, and the pot goes to the best hand the rules let contest it.
 */
import { cardsToString, type Card } from './cards';
import type { HandCategory, HandValue } from './evaluate';
import { explain, type Explanation } from './explain';
import { bestHigh, showdownOrder } from './showdown';
import type { Hand } from './state';

/**
 * What a player did with their cards when the showdown came to them:
 * `show` tabled them; `show-one` showed them to one other player only; `muck` threw them into the
 * muck, not clearly retrievable; `wait` held them face down after a better hand was shown;
 * `show-then-muck` tabled them, then threw them toward the muck face up (believing they lost).
 */
export type ShowdownAct = 'show' | 'show-one' | 'muck' | 'wait' | 'show-then-muck';

export interface ShowdownEvent {
  seat: number;
  act: ShowdownAct;
  /** The hand the player announced as they showed (null: said nothing). */
  announced: HandCategory | null;
}

/** The dealer's ruling on one live hand. */
export type HandStatus = 'shown' | 'may-muck' | 'killed' | 'show-all' | 'tabled';

export interface Procedure {
  /** The live seats in showdown order (showdownOrder); the first must show. */
  order: number[];
  /** A player is all-in and no betting remains: every hand is turned face up at once (TDA 16, showdownOrder). */
  allAtOnce: boolean;
  first: number;
  status: Record<number, HandStatus>;
  /** The best hand among those the rules let contest the pot (cards speak); several on a split. */
  winners: number[];
  /** A hand announced as other than it is. */
  misannounced: number[];
  /** Cash profile: a deliberate misannouncement may be penalised (RULES showdown, cards speak). */
  penaltyPossible: boolean;
  why: Explanation[];
}

const categoryWords = (c: HandCategory): string => c.replace(/-/g, ' ');

/** A live hand's high value (hold'em any five of seven, Omaha two and three). */
const handValue = (hand: Hand, seat: number): HandValue => bestHigh(hand.game, hand.seats[seat].hole as Card[], hand.board);

/** The games whose showdown this procedure runs: the flop games won by the best high hand (hold'em, Omaha). */
export const runsProcedure = (hand: Hand): boolean => hand.game.family === 'board' && hand.game.pot === 'high';

/**
 * A plain showdown in turn (RULES showdown): the first in the showdown order shows; each later
 * player shows unless a hand already shown beats theirs, and then holds it face down (and so may
 * muck). With a player all-in every hand is turned face up at once (TDA 16), and with it every
 * pot a hand might win is contested.
 */
export function inTurnShowdown(hand: Hand): ShowdownEvent[] {
  const so = showdownOrder(hand, false);
  let best = -1;
  return so.order.map((seat, k) => {
    const score = handValue(hand, seat).score;
    const act: ShowdownAct = so.allAtOnce || k === 0 || score >= best ? 'show' : 'wait';
    if (act === 'show') best = Math.max(best, score);
    return { seat, act, announced: null };
  });
}

/**
 * The procedure of a river showdown. `events` gives one entry per live seat. Contesting hands: the
 * ones tabled (shown, shown to one and so shown to all, shown then thrown away face up); killed
 * and unshown hands cannot win.
 */
export function showdownProcedure(hand: Hand, events: readonly ShowdownEvent[]): Procedure {
  const so = showdownOrder(hand);
  const order = so.order;
  if (order.length < 2) throw new Error('no showdown: fewer than two live hands');
  const bySeat = new Map(events.map((e) => [e.seat, e]));
  for (const seat of order) if (!bySeat.has(seat)) throw new Error(`no showdown act for seat ${seat}`);
  const first = order[0];
  const why: Explanation[] = [so.why];
  const value = (seat: number): HandValue => handValue(hand, seat);
  const contests = (e: ShowdownEvent) => e.act === 'show' || e.act === 'show-one' || e.act === 'show-then-muck';
  const contenders = order.filter((s) => contests(bySeat.get(s)!));
  const values = new Map(contenders.map((s) => [s, value(s)]));
  const best = Math.max(...contenders.map((s) => values.get(s)!.score));
  const winners = contenders.filter((s) => values.get(s)!.score === best).sort((a, b) => a - b);

  const status: Record<number, HandStatus> = {};
  for (const seat of order) {
    const e = bySeat.get(seat)!;
    const cards = hand.seats[seat].hole ? cardsToString(hand.seats[seat].hole as Card[]) : '';
    switch (e.act) {
      case 'muck':
        status[seat] = 'killed';
        why.push(explain('RULES showdown', 'hand-killed', { seat }, `seat ${seat} threw the hand into the muck, not clearly retrievable: it is dead and cannot win`));
        break;
      case 'wait':
        status[seat] = 'may-muck';
        why.push(explain('RULES showdown', 'may-muck', { seat }, `seat ${seat} has not shown: in turn after a hand is shown, a player may muck without showing (to win, a player shows all hole cards)`));
        break;
      case 'show-one':
        status[seat] = 'show-all';
        why.push(explain('RULES showdown', 'show-one-show-all', { seat, cards }, `seat ${seat} showed the hand to one player: show one, show all; it is shown to the table (${cards})`));
        break;
      case 'show-then-muck':
        if (winners.includes(seat)) {
          status[seat] = 'tabled';
          why.push(explain('RULES showdown', 'winner-tabled', { seat, cards }, `seat ${seat} showed in turn and wins: a winning hand is never mucked; the dealer tables it (${cards})`));
        } else {
          status[seat] = 'shown';
          why.push(explain('RULES showdown', 'shown-loses', { seat, cards }, `seat ${seat} showed in turn (${cards}) and loses: the hand may go to the muck`));
        }
        break;
      case 'show':
        status[seat] = 'shown';
        break;
    }
  }
  const misannounced: number[] = [];
  for (const seat of contenders) {
    const e = bySeat.get(seat)!;
    const v = values.get(seat)!;
    if (e.announced !== null && e.announced !== v.category) {
      misannounced.push(seat);
      why.push(explain('RULES cards speak', 'cards-speak', { seat, announcedCategory: e.announced, category: v.category }, `seat ${seat} announced ${categoryWords(e.announced)}, but the cards speak: the hand is ${categoryWords(v.category)} (${cardsToString(v.cards)})`));
    }
  }
  const penaltyPossible = misannounced.length > 0 && hand.config.profile === 'cash';
  if (misannounced.length > 0) {
    why.push(
      penaltyPossible
        ? explain('RULES cards speak', 'misannounce-penalty', { seats: misannounced }, 'cash game: a player who misannounces a hand on purpose may be penalised')
        : explain('RULES cards speak', 'misannounce-no-penalty', { seats: misannounced }, 'tournament: the wrong announcement changes nothing, the cards speak'),
    );
  }
  const w = winners.map((s) => `seat ${s}`).join(' and ');
  why.push(explain('RULES cards speak', 'procedure-winner', { seats: winners, category: values.get(winners[0])!.category }, `${w} ${winners.length > 1 ? 'split with' : 'wins with'} ${categoryWords(values.get(winners[0])!.category)} (${cardsToString(values.get(winners[0])!.cards)}), the best hand tabled`));
  return { order, allAtOnce: so.allAtOnce, first, status, winners, misannounced, penaltyPossible, why };
}
