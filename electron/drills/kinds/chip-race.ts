/**
 * The chip race of a colour-up (engine/chip-race.ts, RULES.md Chip race): the trainee deals the race
 * (one card per leftover chip, from seat 1 clockwise, each player all their cards before the next)
 * and awards the new chips from the cards, keeping in a player whose last chips were raced off.
 * A tournament procedure: the item is the same in both profiles. Not a hand: no PHH (DESIGN.md).
 *
 * Levels (each target's share of the items, as drawn; the colour-up is drawn again until it comes up):
 * 1. three to five seats, 25s raced up to 100s, every player with other chips: the remainders
 *    exact, rounded down and rounded up;
 * 2. four to seven seats, 25s to 100s or 5s to 25s: exactly half a chip (rounded up), equal ranks
 *    decided by suit at the last chip, rounded up and down;
 * 3. six to ten seats, also 100s to 500s: a player raced out and kept in with one chip, equal ranks,
 *    exactly half, rounded down.
 */
import { cardsToString, chipRace, createRng, shuffledDeck, type Profile, type RaceResult, type RaceTable, type Rng } from '../../engine';
import { between, type Level } from '../hands/play';
import { weighted } from '../hands/steer';
import { handlessItem } from '../item';
import { combine, mistake, scored } from '../scoring';
import type { Asked, DrillItem, DrillModule, Scored } from '../types';
import type { Mistake } from '../../../shared/drills';

export type RaceSituation = 'exact' | 'round-down' | 'round-up' | 'half' | 'suit-tie' | 'kept-in' | 'skipped' | 'change-up';
export const TARGETS: Record<Level, readonly (readonly [RaceSituation, number])[]> = {
  1: [['exact', 0.3], ['round-down', 0.35], ['round-up', 0.35]],
  2: [['half', 0.3], ['suit-tie', 0.4], ['round-up', 0.15], ['round-down', 0.15]],
  3: [['kept-in', 0.4], ['suit-tie', 0.3], ['half', 0.15], ['round-down', 0.15]],
};

/** The colour coming off and the chip it is raced up to (the new chip is the smallest left in play). */
const COLOUR_UPS: Record<Level, readonly (readonly [number, number])[]> = {
  1: [[25, 100]],
  2: [[25, 100], [5, 25]],
  3: [[25, 100], [100, 500], [5, 25]],
};
const SEATS: Record<Level, readonly [number, number]> = { 1: [3, 5], 2: [4, 7], 3: [6, 10] };

export interface RaceContext {
  situations: RaceSituation[];
  result: RaceResult;
}

/** The situations a race shows, read from the engine's result. */
export function raceSituations(table: RaceTable, r: RaceResult): RaceSituation[] {
  const out: RaceSituation[] = [];
  const part = r.remainders % table.newChip;
  out.push(part === 0 ? 'exact' : 2 * part === table.newChip ? 'half' : 2 * part > table.newChip ? 'round-up' : 'round-down');
  if (r.why.some((w) => w.key === 'race-suit-tie')) out.push('suit-tie');
  if (r.keptIn.length) out.push('kept-in');
  const last = r.cards.length ? r.cards[r.cards.length - 1].seat : -1;
  if (r.changes.some((c) => c.leftover === 0 && c.seat < last)) out.push('skipped');
  if (r.changes.some((c) => c.changed > 0)) out.push('change-up');
  return out;
}

/** A colour-up at a table of the level's size; `risk`: one player holds nothing but a few chips of the colour coming off. */
function colourUp(rng: Rng, level: Level, risk: boolean): RaceTable {
  const [removed, newChip] = rng.pick(COLOUR_UPS[level]);
  const per = newChip / removed;
  const n = between(rng, ...SEATS[level]);
  const seats = Array.from({ length: n }, (_, seat) => {
    // Most players hold some of the colour, a few none; the rest of their stack in new chips and up.
    const count = rng.int(5) === 0 ? 0 : between(rng, 1, per * 3 + per - 1);
    return { seat, removed: count, other: between(rng, 4, 60) * newChip };
  });
  if (risk) {
    const s = seats[rng.int(n)];
    s.removed = between(rng, 1, per - 1);
    s.other = 0;
  }
  if (seats.every((s) => s.removed % per === 0)) seats[rng.int(n)].removed += 1;
  return { removed, newChip, smallestAfter: newChip, seats };
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'chip-race', RaceContext> {
  const rng = createRng(seed);
  const target = weighted(rng, TARGETS[level]);
  for (let attempt = 0; ; attempt++) {
    const table = colourUp(rng, level, target === 'kept-in');
    const deck = shuffledDeck(rng);
    const result = chipRace(table, deck);
    const situations = raceSituations(table, result);
    // After 300 colour-ups any race will do (never loop for ever).
    if (!situations.includes(target) && attempt < 300) continue;
    return handlessItem(askChipRace(table, deck, result, situations), seed, level, profile);
  }
}

export function askChipRace(table: RaceTable, deck: readonly number[], result: RaceResult = chipRace(table, deck), situations = raceSituations(table, result)): Asked<'chip-race', RaceContext> {
  return {
    kind: 'chip-race',
    question: { kind: 'chip-race', removed: table.removed, newChip: table.newChip, smallestAfter: table.smallestAfter, seats: table.seats.map((s) => ({ ...s })), deck: cardsToString(deck) },
    answer: { kind: 'chip-race', deal: result.deal, winners: result.winners.slice().sort((a, b) => a - b), kept_in: result.keptIn.slice() },
    why: result.why,
    context: { situations, result },
  };
}

/** The deal: each seat's number of cards, then the order (all of a player's cards before the next). */
function scoreDeal(r: RaceResult, given: readonly number[]): Scored {
  const e = r.deal;
  if (e.length === given.length && e.every((s, k) => s === given[k])) return scored(1, 1);
  const mistakes: Mistake[] = [];
  const count = (list: readonly number[], seat: number) => list.filter((s) => s === seat).length;
  const leftover = new Map(r.changes.map((c) => [c.seat, c.leftover]));
  for (const seat of new Set([...e, ...given])) {
    const [want, got] = [count(e, seat), count(given, seat)];
    if (want !== got) mistakes.push(mistake('deal', want, got, 'race-deal-count', { seat, expected: want, given: got, leftover: leftover.get(seat) ?? 0 }, `seat ${seat} gets ${want} card${want === 1 ? '' : 's'}, one per leftover chip; you dealt ${got}`));
  }
  if (!mistakes.length) mistakes.push(mistake('deal', e, given, 'race-deal-order', {}, 'the cards go from seat 1 clockwise, each player receiving all of their cards before the next player gets any'));
  return scored(0, 1, mistakes);
}

function scoreWinners(r: RaceResult, given: readonly number[], newChip: number): Scored {
  const best = new Map(r.cards.map((c) => [c.seat, cardsToString([c.best])]));
  const mistakes: Mistake[] = [];
  for (const seat of r.winners) {
    if (!given.includes(seat)) mistakes.push(mistake('winners', r.winners, given, 'race-winner-missing', { seat, card: best.get(seat)!, newChip }, `seat ${seat} wins a chip of ${newChip} with ${best.get(seat)}`));
  }
  for (const seat of new Set(given)) {
    if (r.winners.includes(seat)) continue;
    const card = best.get(seat);
    if (card === undefined) mistakes.push(mistake('winners', r.winners, given, 'race-no-cards', { seat }, `seat ${seat} had no leftover chips, so no cards: it races for nothing`));
    else mistakes.push(mistake('winners', r.winners, given, 'race-not-winner', { seat, card, raced: r.raced }, r.raced === 1 ? `seat ${seat}'s ${card} is not the highest card` : `seat ${seat}'s ${card} is not among the ${r.raced} highest cards`));
  }
  return mistakes.length ? scored(0, 1, mistakes) : scored(1, 1);
}

/** Kept in: a part only when somebody is (or is said to be). */
function scoreKeptIn(r: RaceResult, given: readonly number[], chip: number): Scored {
  if (!r.keptIn.length && !given.length) return scored(0, 0);
  const mistakes: Mistake[] = [];
  for (const seat of r.keptIn) if (!given.includes(seat)) mistakes.push(mistake('kept_in', r.keptIn, given, 'race-kept-in-missing', { seat, chip }, `seat ${seat}'s last chips were raced off: nobody is raced out, seat ${seat} gets one chip of ${chip}`));
  for (const seat of new Set(given)) if (!r.keptIn.includes(seat)) mistakes.push(mistake('kept_in', r.keptIn, given, 'race-kept-in-extra', { seat }, `seat ${seat} still has chips after the race: no chip to keep it in`));
  return mistakes.length ? scored(0, 1, mistakes) : scored(1, 1);
}

export const chipRaceDrill: DrillModule<'chip-race', RaceContext> = {
  kind: 'chip-race',
  generate,
  score: (item, a) => {
    const r = item.context.result;
    return combine(scoreDeal(r, a.deal), scoreWinners(r, a.winners, item.question.newChip), scoreKeptIn(r, a.kept_in, item.question.smallestAfter));
  },
};
