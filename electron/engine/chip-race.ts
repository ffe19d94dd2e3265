/**
 * The chip race of a tournament colour-up (RULES.md, Dealing procedure: Chip race; TDA):
 * chips of the removed colour that make whole new chips are changed up directly; the remainders'
 * total divided by the new chip's value, rounded to the nearest whole chip (half or more up), is
 * the number of new chips raced; one card per leftover chip, face up, from seat 1 (index 0)
 * clockwise, each player all of their cards before the next; the highest single cards win (suits
 * break ties: spades, hearts, diamonds, clubs), at most one new chip per player; nobody is raced
 * out (a player whose last chips are raced off gets one chip of the smallest denomination still in
 * play). Pure: the deck is given (a seeded shuffle, rng.ts).
 */
import { cardToString, rankOf, type Card } from './cards';
import { counted, explain, type Explanation } from './explain';

export interface RaceSeat {
  seat: number;
  /** Chips of the colour being removed. */
  removed: number;
  /** The value of the player's other chips (colours that stay). */
  other: number;
}

export interface RaceTable {
  /** The value of the chip being removed, e.g. 25. */
  removed: number;
  /** The value of the chip it is raced up to, e.g. 100 (a whole number of removed chips). */
  newChip: number;
  /** The smallest denomination still in play after the colour-up. */
  smallestAfter: number;
  /** In seat order: seat 1 (index 0) first. */
  seats: RaceSeat[];
}

export interface RaceChange {
  seat: number;
  /** New chips changed up directly. */
  changed: number;
  /** Removed-colour chips left over (one card each), and their value. */
  leftover: number;
  leftoverValue: number;
}

export interface RaceResult {
  changes: RaceChange[];
  /** The remainders' total, and the new chips raced for. */
  remainders: number;
  raced: number;
  /** The seat each card goes to, in the order dealt. */
  deal: number[];
  /** Each racing player's cards, and the highest of them. */
  cards: { seat: number; cards: Card[]; best: Card }[];
  /** The seats that win a new chip, best card first. */
  winners: number[];
  /** Seats whose last chips were raced off: each gets one chip of the smallest denomination still in play. */
  keptIn: number[];
  /** Each seat's chips after the race. */
  stacks: number[];
  why: Explanation[];
}

/** Half or more rounds up: round(total / chip) in whole numbers. */
export const racedChips = (total: number, chip: number): number => Math.floor((2 * total + chip) / (2 * chip));

/** Cards as numbers order by rank, then suit (c < d < h < s): the higher number is the higher card. */
const higher = (a: Card, b: Card): boolean => a > b;

const SUIT_NAMES: Record<string, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

export function chipRace(table: RaceTable, deck: readonly Card[]): RaceResult {
  const { removed, newChip } = table;
  if (removed <= 0 || newChip % removed !== 0 || newChip <= removed) throw new Error(`a new chip of ${newChip} is not a whole number of ${removed} chips`);
  const per = newChip / removed;
  const why: Explanation[] = [];
  const changes: RaceChange[] = table.seats.map((s) => {
    const changed = Math.floor(s.removed / per);
    const leftover = s.removed - changed * per;
    return { seat: s.seat, changed, leftover, leftoverValue: leftover * removed };
  });
  for (const c of changes) {
    const s = table.seats.find((x) => x.seat === c.seat)!;
    if (s.removed === 0) continue;
    why.push(
      explain(
        'RULES chip race',
        'race-change',
        { seat: c.seat, chips: s.removed, value: s.removed * removed, changed: c.changed, newChip, leftover: c.leftover, leftoverValue: c.leftoverValue },
        `seat ${c.seat}: ${counted(s.removed, 'chip')} of ${removed} are ${s.removed * removed}: ${counted(c.changed, 'chip')} of ${newChip} changed up directly, ${c.leftover} left over (${c.leftoverValue})`,
      ),
    );
  }
  const remainders = changes.reduce((sum, c) => sum + c.leftoverValue, 0);
  const raced = racedChips(remainders, newChip);
  why.push(
    explain(
      'RULES chip race',
      'race-count',
      { total: remainders, newChip, raced },
      `the remainders total ${remainders}; ${remainders} / ${newChip} rounded to the nearest whole chip (half or more up) is ${raced} chip${raced === 1 ? '' : 's'} of ${newChip} to race for`,
    ),
  );
  // One card per leftover chip, seat 1 first, clockwise, each player all their cards before the next.
  const deal: number[] = [];
  const cards: RaceResult['cards'] = [];
  let next = 0;
  for (const c of changes) {
    if (c.leftover === 0) continue;
    if (next + c.leftover > deck.length) throw new Error('the deck is short of cards for the race');
    const mine = deck.slice(next, next + c.leftover);
    next += c.leftover;
    for (let k = 0; k < c.leftover; k++) deal.push(c.seat);
    cards.push({ seat: c.seat, cards: mine, best: mine.reduce((a, b) => (higher(b, a) ? b : a)) });
  }
  why.push(
    explain(
      'RULES chip race',
      'race-deal',
      { seats: cards.map((c) => c.seat), counts: cards.map((c) => c.cards.length) },
      `one card per leftover chip, face up, from seat 1 clockwise, each player all of their cards before the next: ${cards.map((c) => `seat ${c.seat} gets ${counted(c.cards.length, 'card')}`).join(', ')}`,
    ),
  );
  // The highest single cards win, at most one chip each: the players ranked by their best card.
  const ranked = cards.slice().sort((a, b) => b.best - a.best);
  const winners = ranked.slice(0, raced).map((c) => c.seat);
  for (const c of ranked.slice(0, raced)) why.push(explain('RULES chip race', 'race-winner', { seat: c.seat, card: cardToString(c.best) }, `seat ${c.seat}'s highest card, ${cardToString(c.best)}, wins a chip of ${newChip}`));
  const lastIn = ranked[raced - 1];
  const firstOut = ranked[raced];
  if (lastIn && firstOut && rankOf(lastIn.best) === rankOf(firstOut.best)) {
    const [a, b] = [cardToString(lastIn.best), cardToString(firstOut.best)];
    why.push(
      explain('RULES chip race', 'race-suit-tie', { seat: lastIn.seat, player: firstOut.seat, card: a, other: b }, `seat ${lastIn.seat}'s ${a} beats seat ${firstOut.seat}'s ${b}: equal ranks, and ${SUIT_NAMES[a[1]]} rank above ${SUIT_NAMES[b[1]]} (spades, hearts, diamonds, clubs)`),
    );
  }
  const stacks = table.seats.map((s, i) => s.other + changes[i].changed * newChip + (winners.includes(s.seat) ? newChip : 0));
  const keptIn: number[] = [];
  table.seats.forEach((s, i) => {
    if (stacks[i] > 0 || s.removed === 0) return;
    keptIn.push(s.seat);
    stacks[i] = table.smallestAfter;
    why.push(explain('RULES chip race', 'race-kept-in', { seat: s.seat, chip: table.smallestAfter }, `seat ${s.seat}'s last chips were raced off: nobody is raced out, seat ${s.seat} gets one chip of ${table.smallestAfter}, the smallest still in play`));
  });
  return { changes, remainders, raced, deal, cards, winners, keptIn, stacks, why };
}
