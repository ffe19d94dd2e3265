/**
 * Per-part comparison of an answer with the engine's, each mistake named in a dealer's words
 * (English text, plus a key and values for translation).
 */
import { chipText, ineligibleReason, potLayers, type Ledger } from '../engine';
import type { Mistake } from '../../shared/drills';
import type { Scored } from './types';

type Values = Mistake['message']['values'];

/** 4300 -> "4,300", as chips are read out at the table (the engine's own formatter). */
export const chips = chipText;
export const potName = (index: number): string => (index === 0 ? 'the main pot' : `side pot ${index}`);
const seatList = (seats: readonly number[]): string => (seats.length ? seats.map((s) => `seat ${s}`).join(', ') : 'nobody');

export function mistake(part: string, expected: unknown, given: unknown, key: string, values: Values, text: string): Mistake {
  return { part, expected, given, message: { key, values, text } };
}

export const scored = (earned: number, possible: number, mistakes: Mistake[] = []): Scored => ({ earned, possible, mistakes });

export function combine(...parts: Scored[]): Scored {
  return parts.reduce((a, b) => ({ earned: a.earned + b.earned, possible: a.possible + b.possible, mistakes: [...a.mistakes, ...b.mistakes] }), scored(0, 0));
}

/** One number, one part. `say` words the mistake; its key is `wrong-<part>` unless another is given. */
export function scoreNumber(part: string, expected: number, given: number, say: (expected: string, given: string) => string, key = `wrong-${part}`): Scored {
  if (expected === given) return scored(1, 1);
  return scored(0, 1, [mistake(part, expected, given, key, { expected, given }, say(chips(expected), chips(given)))]);
}

/** One yes or no, one part; its key is `wrong-<part>` unless another is given. */
export function scoreBoolean(part: string, expected: boolean, given: boolean, text: string, key = `wrong-${part}`): Scored {
  if (expected === given) return scored(1, 1);
  return scored(0, 1, [mistake(part, expected, given, key, { expected, given }, text)]);
}

export interface ShareLike {
  player: number;
  amount: number;
}

/** Uncalled chips handed back: one part. */
export function scoreReturned(expected: readonly ShareLike[], given: readonly ShareLike[]): Scored {
  const want = new Map(expected.map((r) => [r.player, r.amount]));
  const got = new Map<number, number>();
  for (const r of given) got.set(r.player, (got.get(r.player) ?? 0) + r.amount);
  const mistakes: Mistake[] = [];
  for (const seat of new Set([...want.keys(), ...got.keys()])) {
    const e = want.get(seat) ?? 0;
    const g = got.get(seat) ?? 0;
    if (e === g) continue;
    const values = { seat, expected: e, given: g };
    if (g === 0) mistakes.push(mistake('returned', e, g, 'returned-missing', values, `${chips(e)} goes back to seat ${seat}: nobody called it`));
    else if (e === 0) mistakes.push(mistake('returned', e, g, 'returned-none', values, `you returned ${chips(g)} to seat ${seat}; seat ${seat} gets nothing back: every chip of it was called`));
    else mistakes.push(mistake('returned', e, g, 'returned-wrong', values, `you returned ${chips(g)} to seat ${seat}; the uncalled bet was ${chips(e)}`));
  }
  return mistakes.length ? scored(0, 1, mistakes) : scored(1, 1);
}

export interface PotLike {
  amount: number;
  eligible: readonly number[];
}

/**
 * Pots: each pot's amount and its eligible players are a part each. A pot too many costs a
 * part; a missing pot loses its two. Ineligible seats are explained by the engine's reason.
 */
export function scorePots(expected: readonly PotLike[], given: readonly PotLike[], ledger: Ledger | null): Scored {
  const mistakes: Mistake[] = [];
  let earned = 0;
  const layers = ledger ? potLayers(ledger) : null;
  expected.forEach((pot, i) => {
    const g = given[i];
    const name = potName(i);
    if (!g) {
      mistakes.push(mistake(`pots[${i}]`, pot, null, 'pot-missing', { pot: i, amount: pot.amount }, `${name} is missing: ${chips(pot.amount)} for ${seatList(pot.eligible)}`));
      return;
    }
    if (g.amount === pot.amount) earned++;
    else mistakes.push(mistake(`pots[${i}].amount`, pot.amount, g.amount, 'pot-amount', { pot: i, expected: pot.amount, given: g.amount }, `${name} should be ${chips(pot.amount)}, you said ${chips(g.amount)}`));
    const extra = g.eligible.filter((s) => !pot.eligible.includes(s));
    const missing = pot.eligible.filter((s) => !g.eligible.includes(s));
    if (!extra.length && !missing.length && g.eligible.length === pot.eligible.length) earned++;
    for (const seat of extra) {
      const why = layers && ledger && layers[i] && seat < ledger.stakes.length ? ineligibleReason(layers[i], seat, ledger) : null;
      const reason = why ? why.text : `seat ${seat} has no chips in it`;
      // The reason's own key and values, so that the screens can phrase it in any language.
      const values = why ? { pot: i, seat, reason: why.key, ...why.values } : { pot: i, seat, reason: 'no-chips' };
      mistakes.push(mistake(`pots[${i}].eligible`, pot.eligible, g.eligible, 'pot-not-eligible', values, `seat ${seat} is not in ${name}: ${reason}`));
    }
    for (const seat of missing) {
      mistakes.push(mistake(`pots[${i}].eligible`, pot.eligible, g.eligible, 'pot-eligible-missing', { pot: i, seat }, `seat ${seat} is in ${name}: seat ${seat} put chips in it and has not folded`));
    }
  });
  const extraPots = Math.max(0, given.length - expected.length);
  if (extraPots > 0) {
    mistakes.push(mistake('pots', expected.length, given.length, 'pot-count', { expected: expected.length, given: given.length }, `there ${expected.length === 1 ? 'is 1 pot' : `are ${expected.length} pots`}, you made ${given.length}`));
  }
  return scored(Math.max(0, earned - extraPots), 2 * expected.length, mistakes);
}

/** An order of seats, one part. */
export function scoreOrder(part: string, expected: readonly number[], given: readonly number[], say: () => string): Scored {
  const same = expected.length === given.length && expected.every((s, k) => s === given[k]);
  return same ? scored(1, 1) : scored(0, 1, [mistake(part, expected, given, `wrong-${part}`, { expected: [...expected], given: [...given] }, say())]);
}

export { seatList };
