/**
 * The dealer's cards: hole cards (stud: each street's card), the board (stud: the common card when
 * the stub runs short), and a draw's discards and replacements, with the burns (RULES.md dealing:
 * one before each board deal, each stud street after third and each draw's first replacement).
 * Each step is checked before anything changes: a card is dealt once (a discarded card only comes
 * back through a reshuffle), and every player is dealt what the game gives, in turn.
 */
import type { Action } from './action';
import { duplicateCard, duplicateIn, markDealt, type CardSet } from './card-set';
import { cardsToString, type Card } from './cards';
import { nextToDraw, planServe, type Serve } from './draw';
import type { RuleViolation } from './explain';
import { startRound } from './flow';
import { outOfTurn, reject } from './reject';
import type { Hand } from './state';
import { nextStudCard, type StudCard } from './stud';

type DealHole = Extract<Action, { type: 'deal-hole' }>;

const duplicate = (action: Action, card: Card): RuleViolation =>
  reject(action, 'RULES dealing', 'duplicate-card', { card: cardsToString([card]) }, `${cardsToString([card])} is already dealt`);

/** A new array of a player's cards and those dealt (concat is several times slower on short arrays). */
function withCards(hole: readonly (Card | null)[] | null, cards: readonly (Card | null)[]): (Card | null)[] {
  const out = hole ? hole.slice() : [];
  for (let k = 0; k < cards.length; k++) out.push(cards[k]);
  return out;
}

/** Cards a player holds once round `round`'s cards are dealt. */
function heldAfter(hand: Hand, round: number): number {
  let held = 0;
  const rounds = hand.game.rounds;
  for (let r = 0; r <= round; r++) if (rounds[r].deal === 'hole') held += rounds[r].cards;
  return held;
}

export function dealHole(hand: Hand, action: DealHole): RuleViolation | null {
  if (hand.phase === 'draw') return serveDraw(hand, action);
  if (hand.phase !== 'deal-hole') return outOfTurn(hand, action);
  const seat = hand.seats[action.seat];
  if (!seat) return reject(action, 'RULES seats', 'no-seat', { seat: action.seat }, `there is no seat ${action.seat}`);
  const game = hand.game;
  const seats = hand.seats;
  // One pass over the table: whether a seat has no cards yet (the first deal is on), and the
  // fewest and most cards another player still in holds (the street's betting opens once all
  // have theirs; its burn comes before the first of them).
  let undealt = false;
  let fewest = Infinity;
  let most = 0;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i];
    if (s.hole === null) undealt = true;
    if (s !== seat && !s.folded) {
      const n = s.hole ? s.hole.length : 0;
      fewest = Math.min(fewest, n);
      most = Math.max(most, n);
    }
  }
  // Before the first round every seat is dealt in; a stud street deals the players still in.
  const round = game.family !== 'stud' || undealt ? 0 : hand.round + 1;
  if (seat.folded) return reject(action, 'RULES dealing', 'folded', { seat: action.seat }, `seat ${action.seat} has folded`);
  const held = seat.hole ? seat.hole.length : 0;
  const need = game.rounds[round].cards;
  // Flop and draw games deal once, before the first round; stud deals on every street.
  const due = game.family === 'stud' ? heldAfter(hand, round) : need;
  if (held >= due) return reject(action, 'RULES dealing', 'already-dealt', { seat: action.seat }, `seat ${action.seat} already has cards`);
  if (action.cards.length !== need) {
    const what = round === 0 ? 'hole cards' : `card${need > 1 ? 's' : ''} on this street`;
    return reject(action, 'RULES dealing', 'hole-count', { need, got: action.cards.length }, `${hand.config.variant} deals ${need} ${what}, not ${action.cards.length}`);
  }
  // RULES.md stud: a burn before each street after third, and the short stub's scramble.
  const steps = round > 0 ? nextStudCard(hand, most < due) : NO_STEPS;
  if (cardsFor(hand, steps) < need) return reject(action, 'RULES dealing', 'stub-empty', { stub: hand.stub }, `the stub has ${hand.stub} card${hand.stub === 1 ? '' : 's'} left`);
  const dup = duplicateCard(hand, action.cards);
  if (dup !== null) return duplicate(action, dup);
  // The betting opens once every player in has the street's cards.
  const last = fewest >= due;
  // Stud: the bring-in is read from the up cards, so a hand history must name at least one.
  if (last && round === 0 && game.bringIn && !hand.seats.some((s) => (s === seat ? action.cards : (s.hole ?? [])).some((c, k) => c !== null && game.faceUp![k]))) {
    return reject(action, 'RULES stud', 'up-cards-unknown', {}, 'no up card is known: the bring-in cannot be found');
  }
  takeSteps(hand, steps);
  seat.hole = withCards(seat.hole, action.cards);
  markDealt(hand, action.cards);
  hand.stub -= need;
  if (last) startRound(hand, round);
  return null;
}

const NO_STEPS: StudCard = { burn: false, scramble: false };
const BURN: StudCard = { burn: true, scramble: false };

/** The cards the stub holds for the deal once the dealer has taken these steps. */
const cardsFor = (hand: Hand, steps: StudCard): number => (steps.scramble ? hand.stub + hand.muck : steps.burn ? hand.stub - 1 : hand.stub);

/** A burn, then (stud's short stub) the stub's last card scrambled with the burn cards into the stub dealt from. */
function takeSteps(hand: Hand, steps: StudCard): void {
  if (steps.burn) {
    hand.stub--;
    hand.muck++;
    hand.burns++;
  }
  if (steps.scramble) {
    hand.stub += hand.muck;
    hand.muck = 0;
    hand.burns = 0;
    hand.scrambled = true;
  }
}

export function dealBoard(hand: Hand, action: Extract<Action, { type: 'deal-board' }>): RuleViolation | null {
  if (hand.phase !== 'deal-board') return outOfTurn(hand, action);
  const round = hand.round + 1;
  // Flop games: the next street's board cards; stud: the one common card (RULES.md stud, the short stub).
  const { street, cards: need } = hand.game.rounds[round];
  if (action.cards.length !== need) {
    return reject(action, 'RULES dealing', 'board-count', { street, need, got: action.cards.length }, `the ${street} is ${need} card${need > 1 ? 's' : ''}, not ${action.cards.length}`);
  }
  // A burn first; stud's common card comes from the scramble when the stub is down to its last card.
  const steps = hand.game.family === 'stud' ? nextStudCard(hand, true) : BURN;
  if (cardsFor(hand, steps) < need) return reject(action, 'RULES dealing', 'stub-empty', { stub: hand.stub }, `the stub has ${hand.stub} card${hand.stub === 1 ? '' : 's'} left`);
  const dup = duplicateCard(hand, action.cards);
  if (dup !== null) return duplicate(action, dup);
  takeSteps(hand, steps);
  for (let k = 0; k < action.cards.length; k++) hand.board.push(action.cards[k]);
  markDealt(hand, action.cards);
  hand.stub -= need;
  startRound(hand, round);
  return null;
}

/** A draw: the player stands pat (no cards) or discards; known cards must be the player's own. */
export function discard(hand: Hand, action: Extract<Action, { type: 'discard' }>): RuleViolation | null {
  if (hand.phase !== 'draw' || hand.toAct === null) return outOfTurn(hand, action);
  if (action.seat !== hand.toAct) {
    return reject(action, 'RULES draw', 'not-your-turn', { seat: action.seat, toAct: hand.toAct }, `seat ${hand.toAct} draws first, not seat ${action.seat}`);
  }
  const kept = (hand.seats[action.seat].hole ?? []).slice();
  const repeated = duplicateIn(0, 0, action.cards);
  if (repeated !== null) return reject(action, 'RULES draw', 'repeated-discard', { card: cardsToString([repeated]) }, `${cardsToString([repeated])} is discarded twice`);
  for (const c of action.cards) {
    // A known card is taken by value, an unknown one for one of the player's unknown cards; a card
    // named now from a hand dealt face down (a hand history) was one of its unknown cards.
    let k = kept.indexOf(c);
    if (k < 0 && c !== null && duplicateCard(hand, [c]) === null) k = kept.indexOf(null);
    if (k < 0) {
      const text = c === null ? `seat ${action.seat}'s cards are known: say which are discarded` : `seat ${action.seat} does not hold ${cardsToString([c])}`;
      return reject(action, 'RULES draw', 'not-held', { seat: action.seat }, text);
    }
    kept.splice(k, 1);
  }
  hand.seats[action.seat].hole = kept;
  // The discards stay out (in the set) and join the muck once the player is dealt the draw.
  markDealt(hand, action.cards);
  const draw = hand.draw!;
  draw.seats.push(action.seat);
  draw.discards.push(action.cards.slice());
  skipPat(hand);
  hand.toAct = nextToDraw(hand);
  finishDraw(hand);
  return null;
}

/** A draw's replacement cards, dealt to the players in the order they drew. */
function serveDraw(hand: Hand, action: DealHole): RuleViolation | null {
  const draw = hand.draw!;
  if (draw.served >= draw.seats.length) {
    const text = hand.toAct === null ? 'every player has been dealt the draw' : `seat ${hand.toAct} has not drawn yet`;
    return reject(action, 'RULES draw', 'nobody-waiting', { toAct: hand.toAct }, text);
  }
  const seat = draw.seats[draw.served];
  if (action.seat !== seat) return reject(action, 'RULES draw', 'serve-order', { seat, got: action.seat }, `seat ${seat} is dealt next: the draw is dealt in turn`);
  const own = draw.discards[draw.served];
  if (action.cards.length !== own.length) {
    return reject(action, 'RULES draw', 'draw-count', { seat, need: own.length, got: action.cards.length }, `seat ${seat} discarded ${own.length}, so is dealt ${own.length}, not ${action.cards.length}`);
  }
  const serve = planServe(hand, own.length, !draw.burnt);
  if (!serve) return reject(action, 'RULES draw', 'deck-exhausted', { stub: hand.stub, muck: hand.muck }, `the stub (${hand.stub}) and the muck (${hand.muck}) cannot serve ${own.length} card${own.length === 1 ? '' : 's'}`);
  const target = hand.seats[seat];
  if (!serve.reshuffle) {
    // The whole draw from the stub (the usual case): the cards out are the hand's own set.
    const dup = duplicateCard(hand, action.cards);
    if (dup !== null) return duplicate(action, dup);
    target.hole = withCards(target.hole, action.cards);
    markDealt(hand, action.cards);
    return served(hand, serve);
  }
  const fromStub = action.cards.slice(0, serve.fromStub);
  let dup = duplicateCard(hand, fromStub);
  if (dup !== null) return duplicate(action, dup);
  const hole = withCards(target.hole, fromStub);
  // The cards out after the part from the stub: after a reshuffle only the hands (folded ones too:
  // they are not gathered), the discards of the players not yet dealt (this player's among them)
  // and the board are out.
  const out: CardSet = { dealtLow: 0, dealtHigh: 0 };
  for (let i = 0; i < hand.seats.length; i++) {
    const held = i === seat ? hole : hand.seats[i].hole;
    if (held) markDealt(out, held);
  }
  for (let k = draw.served; k < draw.discards.length; k++) markDealt(out, draw.discards[k]);
  markDealt(out, hand.board);
  const rest = action.cards.slice(serve.fromStub);
  dup = duplicateCard(out, rest);
  if (dup !== null) return duplicate(action, dup);
  target.hole = withCards(hole, rest);
  markDealt(out, rest);
  hand.dealtLow = out.dealtLow;
  hand.dealtHigh = out.dealtHigh;
  hand.reshuffles++;
  return served(hand, serve);
}

/** A player's draw is dealt: the stub and the muck as the serve leaves them, and the dealer goes on. */
function served(hand: Hand, serve: Serve): null {
  hand.stub = serve.stub;
  hand.muck = serve.muck;
  hand.burns = serve.burns;
  hand.draw!.burnt = true;
  hand.draw!.served++;
  skipPat(hand);
  finishDraw(hand);
  return null;
}

/** Players who stood pat need no cards: the dealer goes on to the next who drew. */
function skipPat(hand: Hand): void {
  const draw = hand.draw!;
  while (draw.served < draw.seats.length && draw.discards[draw.served].length === 0) draw.served++;
}

/** Once everyone has drawn and been dealt, the next betting round opens. */
function finishDraw(hand: Hand): void {
  const draw = hand.draw!;
  if (hand.toAct !== null || draw.served < draw.seats.length) return;
  hand.draw = null;
  startRound(hand, hand.round + 1);
}
