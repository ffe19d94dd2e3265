/**
 * Stud: the cards a player shows, who brings it in, who acts first on the later streets, and
 * which winner takes an odd chip. Pure reads of a Hand. Robert's Rules of Poker, seven-card stud,
 * razz and stud eight or better (the TDA conventions agree):
 *
 * - Third street: the lowest up card brings it in, aces high, suits breaking ties in bridge order
 *   (clubs lowest, then diamonds, hearts, spades). Razz: the highest up card, aces low (the king is
 *   highest), so the king of spades brings it in before the king of hearts.
 * - Fourth street on: the best hand showing acts first (razz: the best low showing); only pairs,
 *   trips and quads count in a showing hand, and equal hands go to the player first from the
 *   dealer's left.
 * - A player all-in cannot act: the action (and a bring-in owed) passes to the first player
 *   clockwise who can.
 * - Odd chips (Robert's Rules of Poker, Ties; TDA 20): in stud the odd chip goes to the highest
 *   card by suit in a high game and to the lowest card by suit in a low game (razz, and the low
 *   half of stud eight or better, where the odd chip between tied lows "is awarded as in a low
 *   game"); all of the player's cards are counted, not only the five of the hand.
 */
import { cardToString, cardsToString, type Card } from './cards';
import { patternCategory, patternScore } from './evaluate-low';
import { explain, type Explanation } from './explain';
import { liveCount, seatsFromButton, type Hand } from './state';

/**
 * A stud player's known up cards. (A hand history may leave out the up cards of players who folded
 * at once: the rules below read the known ones.) A common card is nobody's up card: with it, the
 * first to act on sixth street acts first again (RULES.md stud, the short stub).
 */
export function upCards(hand: Hand, seat: number): Card[] {
  const up: Card[] = [];
  upCardsInto(hand, seat, up);
  return up;
}

/** upCards written into `out` from its start; how many there are. */
function upCardsInto(hand: Hand, seat: number, out: Card[]): number {
  const faceUp = hand.game.faceUp;
  const hole = hand.seats[seat].hole;
  let n = 0;
  if (faceUp && hole) {
    for (let k = 0; k < hole.length; k++) {
      const c = hole[k];
      if (faceUp[k] && c !== null) out[n++] = c;
    }
  }
  return n;
}

/**
 * One array for the up cards read and dropped at once below (written from its start, the count
 * passed along): each street's opening and every fourth-street decision read every player's up
 * cards, some seventy reads in a stud hand, each of which built an array of its own.
 */
const scratch: Card[] = new Array<Card>(8).fill(0);

/** The card's order for the bring-in: the lowest brings it in (razz: aces low, the highest does). */
const bringInKey = (card: Card, razz: boolean): number => (razz ? -(((card >> 2) + 1) % 13) * 4 - (card & 3) : card);

/**
 * The player still in with the lowest `key` (null: left out); equal keys go to the first from the
 * dealer's left (Robert's Rules, seven-card stud).
 */
function lowestSeat(hand: Hand, key: (seat: number) => number | null): number {
  let best = -1;
  let bestKey = 0;
  const n = hand.seats.length;
  for (let step = 1; step <= n; step++) {
    const i = (hand.config.button + step) % n; // from the dealer's left
    const k = hand.seats[i].folded ? null : key(i);
    if (k !== null && (best < 0 || k < bestKey)) {
      best = i;
      bestKey = k;
    }
  }
  return best;
}

export interface BringIn {
  /** The up card that brings it in, and the player it was dealt to. */
  card: Card;
  lowCard: number;
  /** Who posts it: that player, or the first clockwise with chips when that one is all-in. */
  seat: number;
  why: Explanation;
}

/** Who was dealt the bring-in card (`lowCard`) and who posts it (`seat`), without the reason (third street's opening asks it). */
export function bringInPlayer(hand: Hand): { lowCard: number; seat: number } {
  const razz = hand.game.bringIn === 'highest';
  const low = lowestSeat(hand, (i) => {
    return upCardsInto(hand, i, scratch) > 0 ? bringInKey(scratch[0], razz) : null;
  });
  return { lowCard: low, seat: firstWithChips(hand, low) };
}

/** Third street: who brings it in, and why. */
export function bringInSeat(hand: Hand): BringIn {
  const razz = hand.game.bringIn === 'highest';
  const { lowCard: low, seat } = bringInPlayer(hand);
  const card = upCards(hand, low)[0];
  const shown = cardToString(card);
  const why =
    seat !== low
      ? explain('RULES stud', 'bring-in-passed', { seat: low, player: seat, card: shown }, `seat ${low}, with ${shown}, is all-in: seat ${seat}, next clockwise with chips, brings it in`)
      : razz
        ? explain('RULES stud', 'bring-in-razz', { seat, card: shown }, `seat ${seat} shows the highest up card, ${shown}, and brings it in (aces low; spades, hearts, diamonds, clubs break ties)`)
        : explain('RULES stud', 'bring-in', { seat, card: shown }, `seat ${seat} shows the lowest up card, ${shown}, and brings it in (aces high; clubs, diamonds, hearts, spades break ties)`);
  return { card, lowCard: low, seat, why };
}

/** The first seat clockwise from `from` (itself included) that is in the hand with chips. */
function firstWithChips(hand: Hand, from: number): number {
  const n = hand.seats.length;
  for (let k = 0; k < n; k++) {
    const s = hand.seats[(from + k) % n];
    if (!s.folded && s.stack > 0) return (from + k) % n;
  }
  return from;
}

/** The score of a player's showing hand as the opener rule reads it (razz: aces low, lower is better). */
export const showingScore = (hand: Hand, seat: number): number => patternScore(scratch, hand.game.opener === 'low', upCardsInto(hand, seat, scratch));

export interface Opener {
  /** The best hand showing (razz: the best low). */
  seat: number;
  /** Its up cards as the table sees them, e.g. "Kh Ks 9d". */
  showing: string;
  /** The same as PHH writes cards ("KhKs9d"): what an explanation's values carry, for the screens to draw. */
  cards: string;
  why: Explanation;
}

/** studOpener's seat alone, without its reason (each street's opening asks it). */
export function openerSeat(hand: Hand): number {
  const low = hand.game.opener === 'low';
  // Razz: the lowest pattern score is the best low; otherwise the highest is the best hand.
  return lowestSeat(hand, (i) => (low ? 1 : -1) * showingScore(hand, i));
}

/**
 * Fourth street on: the best hand showing acts first (razz: the best low); equal hands, the first
 * player from the dealer's left. Also who shows first at a showdown with no bet on the last street.
 */
export function studOpener(hand: Hand): Opener {
  const low = hand.game.opener === 'low';
  const best = openerSeat(hand);
  const bestScore = showingScore(hand, best);
  const up = upCards(hand, best);
  const showing = up.map(cardToString).join(' ');
  const cards = cardsToString(up);
  return {
    seat: best,
    showing,
    cards,
    why: explain(
      'RULES stud',
      low ? 'best-low-showing' : 'best-hand-showing',
      { seat: best, cards, category: patternCategory(bestScore) },
      `seat ${best} shows the best ${low ? 'low' : 'hand'} (${showing}) and acts first`,
    ),
  };
}

/** The other players still in who show a hand equal to `seat`'s (the same ranks; suits never count here). */
export function equalShowing(hand: Hand, seat: number): number[] {
  const score = showingScore(hand, seat);
  return seatsFromButton(hand).filter((i) => i !== seat && !hand.seats[i].folded && showingScore(hand, i) === score);
}

/** Fourth street, stud high: some player still in shows a pair. */
export function openPairShowing(hand: Hand): boolean {
  for (let i = 0; i < hand.seats.length; i++) {
    if (!hand.seats[i].folded && patternScore(scratch, false, upCardsInto(hand, i, scratch)) >> 20 > 0) return true;
  }
  return false;
}

/** The player's highest card by suit (aces high; spades over hearts, diamonds, clubs), for the odd chip. */
export function highCardBySuit(hand: Hand, seat: number): Card {
  let best = -1;
  for (const c of hand.seats[seat].hole ?? []) if (c !== null && c > best) best = c;
  return best;
}

/** A card's order for the odd chip of a low game: aces low (A, 2, ..., K), clubs lowest (then diamonds, hearts, spades). */
export const lowCardKey = (card: Card): number => (((card >> 2) + 1) % 13) * 4 + (card & 3);

/** The player's lowest card by suit (aces low; clubs under diamonds, hearts, spades), for the odd chip of a low game. */
export function lowCardBySuit(hand: Hand, seat: number): Card {
  let best = -1;
  for (const c of hand.seats[seat].hole ?? []) if (c !== null && (best < 0 || lowCardKey(c) < lowCardKey(best))) best = c;
  return best;
}

/** The dealer's steps before the next card of a stud street, or before the common card. */
export interface StudCard {
  /** The street's burn, before its first card (none before third street). */
  burn: boolean;
  /**
   * RULES.md stud, the short stub: the stub is down to its last card, which is not dealt but
   * scrambled with the burn cards (never the folded cards); the street is dealt on from them.
   */
  scramble: boolean;
}

/** Before a stud street's next card (`first`: the street's first card, which the burn comes before). */
export function nextStudCard(hand: Pick<Hand, 'stub' | 'scrambled'>, first: boolean): StudCard {
  const scramble = !hand.scrambled && (first ? hand.stub - 1 : hand.stub) <= 1;
  return STUD_STEPS[(first ? 2 : 0) + (scramble ? 1 : 0)];
}

/** The four answers, made once: every stud card dealt asks. */
const STUD_STEPS: readonly StudCard[] = [
  { burn: false, scramble: false },
  { burn: false, scramble: true },
  { burn: true, scramble: false },
  { burn: true, scramble: true },
];

/**
 * RULES.md stud, the short stub: one common card, face up for all, when even the stub and the burn
 * cards cannot give every live player a card. Counted before the street is dealt: the burn to come
 * is one of the burn cards the scramble would gather.
 */
export const commonCardDue = (hand: Hand): boolean => liveCount(hand) > hand.stub + hand.muck;
