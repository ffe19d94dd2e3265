/**
 * Chip rulings (RULES.md, one motion; TDA 40 to 45): a silent push of chips, one oversized chip,
 * several chips, a string bet: is it a check, a call, a bet or a raise, and to how much? The
 * engine's chipRuling answers.
 *
 * Levels: 1. one chip colour: single chips (a lone chip below the minimum bet, an oversized chip
 * facing a bet or on the big blind's option) and pushes around the call; 2 and 3. several
 * colours, string bets, and pushes on both sides of the 50 % line of an under-raise.
 */
import { chipRuling, createRng, type Hand, type Profile } from '../../engine';
import { STYLES, type Level } from '../hands/play';
import { plainTable } from '../hands/steer';
import { findDecision } from '../hands/decide';
import { combine, mistake, scoreNumber, scored } from '../scoring';
import { itemOf } from '../item';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule } from '../types';
import type { Rng } from '../../engine';

const DENOMINATIONS: Record<Level, readonly number[]> = { 1: [100], 2: [100, 500, 1000], 3: [25, 100, 500, 1000, 5000] };

/** Chips making up `amount`, largest first (as a player grabs them). */
export function chipsFor(amount: number, denominations: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = denominations.length - 1; k >= 0; k--) while (amount >= denominations[k]) (out.push(denominations[k]), (amount -= denominations[k]));
  return out;
}

/** A push of one of the kinds dealers meet: a single chip, several chips around the call or the minimum raise, a string bet. */
function makePush(rng: Rng, hand: Hand, level: Level): { chips: number[]; stringBet: boolean } | null {
  const seat = hand.seats[hand.toAct!];
  const owed = hand.currentBet - seat.bet;
  const denoms = DENOMINATIONS[level];
  const unit = denoms[0];
  const pick = rng.int(level === 1 ? 3 : 4);
  let chips: number[];
  if (pick === 0) {
    const bigger = denoms.filter((d) => d > owed);
    if (!bigger.length) return null;
    chips = [rng.pick(bigger)];
  } else if (pick === 3) {
    chips = chipsFor(Math.ceil((owed * (1 + rng.next())) / unit) * unit, denoms);
    if (chips.length === 0) return null;
    return chips.reduce((a, b) => a + b, 0) <= seat.stack ? { chips, stringBet: true } : null;
  } else {
    // Between the call and twice the minimum raise, so both sides of the 50 % line come up.
    const span = Math.max(unit, hand.currentBet + hand.increment * 2 - seat.bet - owed);
    const amount = Math.ceil((owed + rng.next() * span) / unit) * unit;
    const value = denoms[Math.min(denoms.length - 1, rng.int(2))];
    chips = pick === 1 ? chipsFor(amount, denoms) : new Array<number>(Math.max(2, Math.round(amount / value))).fill(value);
  }
  if (chips.length === 0 || chips.reduce((a, b) => a + b, 0) > seat.stack) return null;
  return { chips, stringBet: false };
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'chip-rulings', null> {
  let push: { chips: number[]; stringBet: boolean } | null = null;
  const d = findDecision(createRng(seed), level, {
    table: (rng) => plainTable(rng, level, profile, { structure: 'no-limit' }, STYLES.normal),
    wanted: (hand, legal, play) => legal.toCall < hand.seats[legal.seat].stack && (push = makePush(play.rng, hand, level)) !== null,
    chance: 0.5,
  });
  // After the desperate fallback the decision may have no push yet: make a plain one.
  const seat = d.play.hand.seats[d.legal.seat];
  const chosen = push ?? { chips: chipsFor(Math.min(seat.stack, Math.max(d.legal.toCall, 100)), DENOMINATIONS[level]).slice(0, 8), stringBet: false };
  const ruling = chipRuling(d.play.hand, chosen)!;
  const asked: Asked<'chip-rulings', null> = {
    kind: 'chip-rulings',
    question: { kind: 'chip-rulings', table: tableView(d.play.hand, d.play.actions), push: chosen },
    answer: { kind: 'chip-rulings', ruling: ruling.ruling, to: ruling.to },
    why: ruling.why,
    context: null,
  };
  return itemOf(asked, seed, level, profile, false, d.play.config, d.play.actions);
}

export const chipRulings: DrillModule<'chip-rulings', null> = {
  kind: 'chip-rulings',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const ruling = e.ruling === a.ruling ? scored(1, 1) : scored(0, 1, [mistake('ruling', e.ruling, a.ruling, 'wrong-ruling', { expected: e.ruling, given: a.ruling }, `it is a ${e.ruling}, not a ${a.ruling}: ${item.why[0]?.text ?? ''}`)]);
    return combine(ruling, scoreNumber('to', e.to, a.to, (x, g) => `the player's total is ${x}, you said ${g}`));
  },
};
