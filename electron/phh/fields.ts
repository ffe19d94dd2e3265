/**
 * A PHH table's fields checked and typed (phh-std "Required Fields", the per-player arrays);
 * every key that is not typed goes to `extra` untouched.
 */
import { parseActions } from './action-text';
import type { ScannedActions, Table } from './flat-toml';
import { PhhFormatError, show } from './format-error';
import { FIXED_LIMIT_VARIANTS, PHH_VARIANTS, STUD_VARIANTS, type PhhHand, type PhhVariant } from './types';

/** Keys that become typed fields; every other key goes to `extra` untouched. */
const TYPED_KEYS = new Set([
  'variant', 'ante_trimming_status', 'antes', 'blinds_or_straddles', 'bring_in', 'small_bet', 'big_bet',
  'min_bet', 'starting_stacks', 'actions', 'finishing_stacks', 'winnings', 'players', 'seats', 'seat_count',
]);
const VARIANTS = new Set<string>(PHH_VARIANTS);
const STUD = new Set<string>(STUD_VARIANTS);
const FIXED = new Set<string>(FIXED_LIMIT_VARIANTS);

const fieldError = (field: string, message: string): PhhFormatError =>
  new PhhFormatError(`field '${field}': ${message}`, { field });

/** The hand of one table of a PHH file; `scanned`: where the scanner's bytes hold its actions, when it read them. */
export function handFromTable(t: Table, scanned: ScannedActions | null): PhhHand {
  const variant = t.variant;
  if (variant === undefined) throw fieldError('variant', 'missing required field');
  if (typeof variant !== 'string' || !VARIANTS.has(variant)) {
    throw fieldError('variant', `unknown variant ${show(variant)} (expected one of ${PHH_VARIANTS.join(', ')})`);
  }
  const stud = STUD.has(variant);
  const fixed = FIXED.has(variant);

  const startingStacks = numberArray(t.starting_stacks, 'starting_stacks', -1, true);
  if (startingStacks === undefined) throw fieldError('starting_stacks', 'missing required field');
  const n = startingStacks.length;
  if (n < 2) throw fieldError('starting_stacks', `a hand needs at least 2 players, got ${n}`);

  const antes = numberArray(t.antes, 'antes', n, false);
  if (antes === undefined) throw fieldError('antes', 'missing required field');

  const hand: PhhHand = { variant: variant as PhhVariant, antes, startingStacks, actions: [], extra: {} };

  const ats = t.ante_trimming_status;
  if (ats !== undefined) {
    if (typeof ats !== 'boolean') throw fieldError('ante_trimming_status', `expected true or false, got ${show(ats)}`);
    hand.anteTrimmingStatus = ats;
  }

  // Forced bets and bet sizes depend on the variant (phh-std "Required Fields").
  const blinds = numberArray(t.blinds_or_straddles, 'blinds_or_straddles', n, false);
  const bringIn = positive(t.bring_in, 'bring_in');
  if (stud) {
    if (bringIn === undefined) throw fieldError('bring_in', `missing required field (stud variant ${variant})`);
    if (blinds !== undefined) throw fieldError('blinds_or_straddles', `not used in stud variant ${variant} (it has bring_in)`);
    hand.bringIn = bringIn;
  } else {
    if (blinds === undefined) throw fieldError('blinds_or_straddles', `missing required field (variant ${variant})`);
    if (bringIn !== undefined) throw fieldError('bring_in', `only stud variants have a bring-in, not ${variant}`);
    hand.blindsOrStraddles = blinds;
  }
  const smallBet = positive(t.small_bet, 'small_bet');
  const bigBet = positive(t.big_bet, 'big_bet');
  const minBet = positive(t.min_bet, 'min_bet');
  if (fixed) {
    if (smallBet === undefined) throw fieldError('small_bet', `missing required field (fixed-limit variant ${variant})`);
    if (bigBet === undefined) throw fieldError('big_bet', `missing required field (fixed-limit variant ${variant})`);
    if (minBet !== undefined) throw fieldError('min_bet', `not used in fixed-limit variant ${variant} (it has small_bet and big_bet)`);
    hand.smallBet = smallBet;
    hand.bigBet = bigBet;
  } else {
    if (minBet === undefined) throw fieldError('min_bet', `missing required field (variant ${variant})`);
    if (smallBet !== undefined) throw fieldError('small_bet', `only fixed-limit variants have small_bet, not ${variant}`);
    if (bigBet !== undefined) throw fieldError('big_bet', `only fixed-limit variants have big_bet, not ${variant}`);
    hand.minBet = minBet;
  }

  const actionTexts = t.actions;
  if (actionTexts === undefined) throw fieldError('actions', 'missing required field');
  if (!Array.isArray(actionTexts)) throw fieldError('actions', `expected an array of strings, got ${show(actionTexts)}`);
  hand.actions = parseActions(actionTexts, n, variant === 'NS', scanned);

  const finishing = numberArray(t.finishing_stacks, 'finishing_stacks', n, false);
  if (finishing !== undefined) hand.finishingStacks = finishing;
  const winnings = numberArray(t.winnings, 'winnings', n, false);
  if (winnings !== undefined) hand.winnings = winnings;

  const players = t.players;
  if (players !== undefined) {
    checkLength('players', players, n);
    for (let i = 0; i < n; i++) {
      if (typeof players[i] !== 'string') throw fieldError('players', `entry ${i}: expected a string, got ${show(players[i])}`);
    }
    hand.players = players as string[];
  }
  const seats = t.seats;
  if (seats !== undefined) {
    checkLength('seats', seats, n);
    for (let i = 0; i < n; i++) {
      if (!Number.isInteger(seats[i]) || (seats[i] as number) < 1) throw fieldError('seats', `entry ${i}: expected a seat number (1 or more), got ${show(seats[i])}`);
    }
    hand.seats = seats as number[];
  }
  const seatCount = t.seat_count;
  if (seatCount !== undefined) {
    if (!Number.isInteger(seatCount) || (seatCount as number) < n) {
      throw fieldError('seat_count', `expected a whole number of seats of at least ${n} (the players), got ${show(seatCount)}`);
    }
    hand.seatCount = seatCount as number;
  }
  // time_banks is the one per-player array of the specification kept in `extra`.
  if (t.time_banks !== undefined) checkLength('time_banks', t.time_banks, n);

  for (const key of Object.keys(t)) {
    if (TYPED_KEYS.has(key)) continue;
    // Defined rather than assigned so that a key named __proto__ stays a plain key.
    if (key === '__proto__') Object.defineProperty(hand.extra, key, { value: t[key], enumerable: true, writable: true, configurable: true });
    else hand.extra[key] = t[key];
  }
  return hand;
}

function checkLength(field: string, v: unknown, n: number): asserts v is unknown[] {
  if (!Array.isArray(v)) throw fieldError(field, `expected an array with one entry per player, got ${show(v)}`);
  if (v.length !== n) throw fieldError(field, `has ${v.length} entries but there are ${n} players (starting_stacks)`);
}

// The field readers take the value, read by name where they are called: a read by a key that
// varies costs a generic lookup every time.

/** A per-player array of non-negative numbers (n < 0: any length, which then defines n). */
function numberArray(v: unknown, field: string, n: number, allowInfinity: boolean): number[] | undefined {
  if (v === undefined) return undefined;
  if (n >= 0) checkLength(field, v, n);
  else if (!Array.isArray(v)) throw fieldError(field, `expected an array with one entry per player, got ${show(v)}`);
  const a = v as unknown[];
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (typeof x !== 'number' || !(x >= 0) || (x === Infinity && !allowInfinity)) {
      throw fieldError(field, `entry ${i}: expected a non-negative number, got ${show(x)}`);
    }
  }
  return a as number[];
}

function positive(v: unknown, field: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !(v > 0) || v === Infinity) throw fieldError(field, `expected a positive number, got ${show(v)}`);
  return v;
}
