/**
 * The mistakes an audition's simulated table makes, each asked as the irregularities drill (or the
 * chip rulings or showdown procedure drill) asks it and ruled by the engine's model (deck.ts,
 * chips.ts, procedure.ts) from the hand as it stands: nothing here is written per hand. Which one
 * a hand gets, and whether it gets one, is drawn at the mode's rate (`planIrregularity`).
 */
import {
  actionOutOfTurn,
  cardsToString,
  chipRuling,
  exposedCard,
  GAMES,
  misdealRuling,
  prematureBoard,
  runsProcedure,
  type BoardStreet,
  type Card,
  type ChipPush,
  type Hand,
  type MisdealCause,
  type Rng,
  type ShowdownEvent,
  type TurnAction,
  type Variant,
} from '../../engine';
import type { AuditionIrregularity, AuditionMode } from '../../../shared/audition-vocab';
import type { TableView } from '../../../shared/drills';
import { BOARD_CHOICES, DEAL_CHOICES, OOT_CHOICES, offer, questionAround } from '../kinds/irregularities/question';
import { askProcedure } from '../kinds/showdown-procedure';
import type { Asked } from '../types';
import { weighted } from '../hands/steer';

/** The share of hands with an irregularity: none in Learn, about one in eight in Practice, one in four at the card room's pace. */
export const IRREGULARITY_RATE: Readonly<Record<AuditionMode, number>> = { learn: 0, practice: 0.12, 'table-ready': 0.25 };

/** What each family of games can go wrong with, and how often (a flop game's deal and board, anyone's words and chips). */
const BY_FAMILY: Readonly<Record<'board' | 'stud' | 'draw', readonly (readonly [AuditionIrregularity, number])[]>> = {
  board: [['exposed-card', 0.2], ['out-of-turn', 0.2], ['oversized-chip', 0.1], ['string-bet', 0.1], ['premature-board', 0.15], ['misdeal-cause', 0.15], ['misannounced', 0.1]],
  stud: [['out-of-turn', 0.35], ['oversized-chip', 0.15], ['string-bet', 0.2], ['misdeal-cause', 0.3]],
  draw: [['out-of-turn', 0.3], ['oversized-chip', 0.15], ['string-bet', 0.15], ['misdeal-cause', 0.4]],
};

/** Whether this hand gets an irregularity (at the mode's rate) and which, among those its game can have. */
export function planIrregularity(rng: Rng, mode: AuditionMode, variant: Variant): AuditionIrregularity | null {
  if (rng.next() >= IRREGULARITY_RATE[mode]) return null;
  const game = GAMES[variant];
  // A wrong announcement is ruled by the showdown procedure, which the engine runs for hold'em and Omaha.
  const choices = BY_FAMILY[game.family].filter(([kind]) => kind !== 'misannounced' || (game.family === 'board' && game.pot === 'high'));
  return weighted(rng, choices);
}

/** An irregularity as the trainee rules it: the drill question and the engine's answer. */
export type Ruled = Asked<'irregularities'> | Asked<'chip-rulings'> | Asked<'showdown-procedure'>;

/**
 * A card exposed by the dealer at place `place` of the deal (0 the first card; RULES exposed card).
 * `out`: the hole cards in the order dealt, `after`: the modelled stub after them (the flop's
 * burn first). The first or second card exposed is a misdeal (the card shown is the seat's own); a
 * later one is shown to all and becomes the burn, the player getting the next card: the stub is
 * laid out so that the card shown is the flop's burn and the card the player gets is the one the
 * seat holds, and the engine's ruling reads them from it.
 */
export function exposedIrregularity(rng: Rng, table: TableView, hand: Hand, out: readonly { card: Card; seat: number }[], after: readonly Card[], place: number): { ruled: Ruled; card: Card; seat: number } {
  const n = hand.seats.length;
  const dealt = out.map((o) => o.card);
  const own = place < 2;
  const card = own ? dealt[place] : after[0];
  const stub = own ? [...dealt, ...after] : [...dealt.slice(0, place), after[0], ...dealt.slice(place + 1), dealt[place], ...after.slice(1)];
  const r = exposedCard(stub, n, hand.config.button, place, hand.config.profile, null, dealt.length / n);
  const seat = out[place].seat;
  const q = questionAround(table, own ? 'exposed-first' : 'exposed-later', offer(rng, r.ruling, DEAL_CHOICES));
  q.place = place + 1;
  q.seat = seat;
  q.shown = [{ role: 'exposed', cards: cardsToString([card]) }];
  return { ruled: { kind: 'irregularities', question: q, answer: { kind: 'irregularities', ruling: r.ruling, cards: '', to_act: null }, why: r.why, context: null }, card, seat };
}

/** A deal error that makes a misdeal before substantial action (RULES misdeal): ruled from the actions in turn when the floor is called. */
export function misdealIrregularity(rng: Rng, table: TableView, cause: MisdealCause, actions: readonly TurnAction[]): Ruled {
  const r = misdealRuling(cause, actions, table.profile);
  const q = questionAround(table, 'misdeal-cause', offer(rng, r.ruling, DEAL_CHOICES));
  q.cause = cause;
  return { kind: 'irregularities', question: q, answer: { kind: 'irregularities', ruling: r.ruling, cards: '', to_act: null }, why: r.why, context: null };
}

/**
 * An action out of turn (TDA): seat `player` declares `act` while `skipped` is to act, and `skipped`
 * then `skippedActs`. The ruling says whether it binds and who acts now.
 */
export function outOfTurnIrregularity(rng: Rng, table: TableView, skipped: number, player: number, act: TurnAction, skippedActs: TurnAction): { ruled: Ruled; binding: boolean } {
  const r = actionOutOfTurn(skipped, player, skippedActs, act);
  const situation = act === 'fold' ? 'oot-fold' : skippedActs === 'bet' || skippedActs === 'raise' ? 'oot-raise' : 'oot';
  const q = questionAround(table, situation, offer(rng, r.ruling, OOT_CHOICES), true);
  q.oot = { player, act, skippedActs };
  return { ruled: { kind: 'irregularities', question: q, answer: { kind: 'irregularities', ruling: r.ruling, cards: '', to_act: r.toAct }, why: r.why, context: null }, binding: r.ruling === 'oot-binding' };
}

/** Chips put forward without a word, or a call and then more chips (RULES one motion): the engine's ruling, which the table then plays. */
export function chipsIrregularity(table: TableView, hand: Hand, push: ChipPush): { ruled: Ruled; ruling: { ruling: 'check' | 'call' | 'bet' | 'raise'; to: number } } | null {
  const r = chipRuling(hand, push);
  if (!r) return null;
  const ruled: Ruled = { kind: 'chip-rulings', question: { kind: 'chip-rulings', table, push: { chips: push.chips, stringBet: push.stringBet === true } }, answer: { kind: 'chip-rulings', ruling: r.ruling, to: r.to }, why: r.why, context: null };
  return { ruled, ruling: { ruling: r.ruling, to: r.to } };
}

/**
 * A board street dealt before the betting ended (RULES premature board). `stub`: the stub as the
 * street should be dealt from it after the betting (its burn first), `premature`: the cards turned
 * too early (never dealt in the hand).
 */
export function prematureIrregularity(rng: Rng, table: TableView, street: BoardStreet, stub: readonly Card[], premature: readonly Card[]): Ruled {
  const r = prematureBoard(street, stub, premature, rng);
  const q = questionAround(table, street === 'flop' ? 'premature-flop' : street === 'turn' ? 'premature-turn' : 'premature-river', offer(rng, r.ruling, BOARD_CHOICES));
  q.shown = [{ role: 'premature', cards: cardsToString(premature) }];
  return { kind: 'irregularities', question: q, answer: { kind: 'irregularities', ruling: r.ruling, cards: '', to_act: null }, why: r.why, context: null };
}

/** A hand announced wrongly at the showdown (RULES showdown: cards speak), ruled by the showdown procedure. */
export function misannouncedIrregularity(hand: Hand, actions: Parameters<typeof askProcedure>[1], events: readonly ShowdownEvent[]): Ruled | null {
  if (!runsProcedure(hand)) return null;
  return askProcedure(hand, actions, events, ['cards-speak']);
}
