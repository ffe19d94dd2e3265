/**
 * Stud's first to act (stud.ts): on third street who brings it in (the lowest up card, aces high,
 * suits breaking ties; razz the highest, aces low), on a later street who acts first (the best hand
 * showing, razz the best low; equal hands: the first from the dealer's left). Seven-card stud,
 * stud eight or better and razz, fixed limit with antes, asked at the street's first action.
 *
 * Levels (each target's share of the items, as drawn; the hand is played until one comes up):
 * 1. third street: seven in ten any bring-in, three in ten two up cards of the lowest rank (razz:
 *    highest), the suit deciding;
 * 2. a third in ten on third street (half of them ties by suit), the rest on fourth to seventh street;
 * 3. later streets with pairs showing (four in ten) and equal hands showing on fourth street
 *    (a quarter), ties by suit on third street, and a bring-in that passes on because the lowest
 *    card is all-in on the ante.
 */
import {
  advance,
  bringInSeat,
  createHand,
  createRng,
  equalShowing,
  explain,
  legalActions,
  liveSeats,
  shuffledDeck,
  showingScore,
  studOpener,
  upCards,
  Action,
  type Card,
  type Explanation,
  type Hand,
  type Profile,
  type Rng,
  type TableConfig,
} from '../../engine';
import { act, beginPlay, chooseAction, dealBoard, dealStreet, type Level, type Play, playStyle, type Style } from '../hands/play';
import { STUD_GAMES, studTable, weighted } from '../hands/steer';
import { itemOf } from '../item';
import { mistake, scored } from '../scoring';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule } from '../types';

type Target = 'third' | 'suit-tie' | 'passed' | 'later' | 'pair' | 'equal';
export const TARGETS: Record<Level, readonly (readonly [Target, number])[]> = {
  1: [['third', 0.7], ['suit-tie', 0.3]],
  2: [['third', 0.15], ['suit-tie', 0.15], ['later', 0.7]],
  3: [['suit-tie', 0.15], ['passed', 0.1], ['pair', 0.4], ['equal', 0.25], ['later', 0.1]],
};

/** Few folds and raises, so that most players see the later streets. */
const STAY_IN: Style = playStyle({ fold: 1, call: 6, raise: 0.7, allIn: 0, passive: 6 });

/** Takes a card of `rank` other than `not` out of the deck (null when none is left). */
function takeRank(deck: Card[], rank: number, not: Card = -1): Card | null {
  const k = deck.findIndex((c) => c >> 2 === rank && c !== not);
  return k < 0 ? null : deck.splice(k, 1)[0];
}

/** The third street as dealt to a hand of `config` (antes posted): the bring-in it makes. */
function thirdStreet(config: TableConfig, third: Card[][]): Hand {
  const hand = createHand(config);
  advance(hand, Action.post());
  third.forEach((cards, seat) => advance(hand, Action.dealHole(seat, cards)));
  return hand;
}

/**
 * Third street steered to a target: `suit-tie` gives a second player an up card of the bring-in's
 * rank; `passed` leaves the player with the bring-in card only the ante (all-in on it).
 */
function steerThird(rng: Rng, target: Target, config: TableConfig, deck: Card[], third: Card[][]): void {
  if (target !== 'suit-tie' && target !== 'passed') return;
  const low = bringInSeat(thirdStreet(config, third));
  if (target === 'passed') {
    config.stacks[low.lowCard] = config.antes.kind === 'uniform' ? config.antes.amount : 0;
    return;
  }
  const other = (low.lowCard + 1 + rng.int(third.length - 1)) % third.length;
  const twin = takeRank(deck, low.card >> 2, low.card);
  if (twin === null) return;
  deck.push(third[other][2]);
  third[other][2] = twin;
}

/**
 * A later street steered to a target: `pair` pairs one player's up card; `equal` (fourth street)
 * gives the two best door cards each other's rank, so that they show the same two ranks.
 */
function steeredStreet(rng: Rng, target: Target, hand: Hand, deck: Card[]): (seat: number) => Card {
  const live = liveSeats(hand);
  const cards = new Map<number, Card>(live.map((seat) => [seat, deck.shift()!]));
  const give = (seat: number, rank: number) => {
    const card = takeRank(deck, rank);
    if (card === null) return;
    deck.push(cards.get(seat)!);
    cards.set(seat, card);
  };
  if (target === 'pair') {
    const seat = rng.pick(live);
    const up = upCards(hand, seat);
    give(seat, rng.pick(up) >> 2);
  } else if (target === 'equal' && hand.round === 0 && live.length >= 2) {
    // Best showing first: the highest door card (razz: the lowest, aces low).
    const low = hand.game.opener === 'low';
    const [a, b] = live.slice().sort((x, y) => (low ? 1 : -1) * (showingScore(hand, x) - showingScore(hand, y)));
    const [ra, rb] = [upCards(hand, a)[0] >> 2, upCards(hand, b)[0] >> 2];
    give(a, rb);
    give(b, ra);
  }
  return (seat) => cards.get(seat)!;
}

/** Whether the table at the street's first action is what the target asks for (read by the engine). */
function reached(hand: Hand, target: Target): boolean {
  if (hand.round === 0) {
    const b = bringInSeat(hand);
    if (target === 'passed') return b.seat !== b.lowCard;
    if (target === 'suit-tie') return hand.seats.some((s, i) => i !== b.lowCard && !s.folded && upCards(hand, i)[0] >> 2 === b.card >> 2);
    return true;
  }
  const opener = studOpener(hand).seat;
  // The opener acts (not all-in): the engine's reason names the player who does.
  if (opener !== hand.toAct) return false;
  // A pattern score's category (its top bits) is above high card when the up cards pair.
  if (target === 'pair') return hand.seats.some((s, i) => !s.folded && showingScore(hand, i) >> 20 > 0);
  if (target === 'equal') return equalShowing(hand, opener).length > 0;
  return true;
}

/** The betting round the target asks at: third street is round 0. */
function roundFor(rng: Rng, target: Target): number {
  if (target === 'third' || target === 'suit-tie' || target === 'passed') return 0;
  if (target === 'equal') return 1;
  if (target === 'pair') return 1 + rng.int(2);
  return weighted(rng, [[1, 0.35], [2, 0.3], [3, 0.2], [4, 0.15]] as const);
}

/** Plays the hand to the first action of `round` (false when it ends or nobody can act there first). */
function playTo(play: Play, round: number, target: Target): boolean {
  for (let guard = 0; guard < 400; guard++) {
    const hand = play.hand;
    if (hand.phase === 'betting' && hand.round === round) return true;
    if (hand.phase === 'showdown' || hand.phase === 'complete' || hand.round > round) return false;
    // Only a pair or equal hands are steered (fourth and fifth street): any other street is dealt as the engine plans it (its burn, seventh street's short stub).
    if (hand.phase === 'deal-hole') dealStreet(play, hand.round + 1 === round && (target === 'pair' || target === 'equal') ? steeredStreet(play.rng, target, hand, play.deck) : undefined);
    else if (hand.phase === 'deal-board') dealBoard(play);
    else act(play, chooseAction(play, STAY_IN, legalActions(hand, false)!));
  }
  throw new Error('a simulated stud hand did not reach its street');
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'bring-in', null> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  for (let attempt = 0; ; attempt++) {
    const config = studTable(rng, level, profile, rng.pick(STUD_GAMES));
    const deck = shuffledDeck(rng);
    const third = config.stacks.map(() => deck.splice(0, 3));
    steerThird(rng, target, config, deck, third);
    const play = beginPlay(rng, level, config, deck);
    third.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
    if (!playTo(play, roundFor(rng, target), target)) continue;
    const hand = play.hand;
    // After 30 hands any street's first action will do, as long as its reason names the player to act.
    if (!reached(hand, target) && (attempt < 30 || (hand.round > 0 && studOpener(hand).seat !== hand.toAct))) continue;
    return itemOf(askBringIn(hand, play.actions), seed, level, profile, false, config, play.actions);
  }
}

/** The question at a stud street's first action: who brings it in (third street) or acts first. */
export function askBringIn(hand: Hand, actions: readonly Action[]): Asked<'bring-in', null> {
  const first = hand.toAct!;
  const why: Explanation[] = [];
  if (hand.round === 0) why.push(bringInSeat(hand).why);
  else {
    const opener = studOpener(hand);
    why.push(opener.why);
    const equal = equalShowing(hand, opener.seat);
    if (equal.length > 0) {
      why.push(explain('RULES stud', 'equal-showing', { seat: opener.seat, seats: equal }, `seat ${opener.seat} and ${equal.map((s) => `seat ${s}`).join(', ')} show equal hands: seat ${opener.seat}, first from the dealer's left, acts first`));
    }
  }
  return {
    kind: 'bring-in',
    // The player to act is the answer: the table does not say it.
    question: { kind: 'bring-in', table: { ...tableView(hand, actions), toAct: null } },
    answer: { kind: 'bring-in', first_to_act: first },
    why,
    context: null,
  };
}

export const bringIn: DrillModule<'bring-in', null> = {
  kind: 'bring-in',
  generate,
  score: (item, a) => {
    const e = item.answer.first_to_act;
    if (a.first_to_act === e) return scored(1, 1);
    const street = item.question.table.street;
    const text = `seat ${e} ${street === 'third' ? 'brings it in' : `acts first on ${street} street`}, not seat ${a.first_to_act}: ${item.why.map((w) => w.text).join('; ')}`;
    return scored(0, 1, [mistake('first_to_act', e, a.first_to_act, 'wrong-first_to_act', { seat: e, player: a.first_to_act }, text)]);
  },
};
