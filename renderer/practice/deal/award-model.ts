/**
 * The trainee's award, shared by the felt and the form: each pot's winners with their chips, and
 * the order the pots were awarded. On the felt a pot dragged to a seat goes to that seat; dragged
 * to another seat as well, it is split evenly between them in the table's smallest chip, and what
 * does not split evenly stays in the middle as odd chips for the trainee to place, one at a time.
 * Which seats win, and who gets the odd chip, is the trainee's call.
 *
 * A split game's pot contested at the showdown (Omaha hi-lo, stud hi-lo) is answered in halves:
 * `winners` is then its high half and `low` its low half, each with its winners and chips; the
 * trainee sizes the halves (and gives the odd chip between them). The answer names both halves
 * and each winner's chips from the two together. On the felt each half is dragged to its winners
 * as a pot is (a half as large as the other, in the smallest chip), and the chips that do not halve
 * or split evenly stay in the middle as odd chips, given one at a time: to the half of the seat
 * they are given to (a seat in both halves: the low half until it is whole).
 */
import { amountOf, type Missing } from './pots-model';

interface Snapshot {
  /** Per pot: seat -> chips, as typed or as moved (a split pot: its high half). */
  winners: Array<Record<number, string>>;
  /** Per pot: a split pot's low half, seat -> chips. */
  low: Array<Record<number, string>>;
  /** Pot indices in the order they were awarded. */
  order: number[];
}

export interface AwardState extends Snapshot {
  undo: Snapshot[];
}

export type AwardAction =
  /** A pot (of `amount` chips) to a seat, split evenly with its other winners so far; or one half of it. */
  | { type: 'give'; pot: number; seat: number; amount: number; unit: number; half?: Half }
  | { type: 'odd-chip'; pot: number; seat: number; amount: number; unit: number }
  | { type: 'toggle-winner'; pot: number; seat: number; half?: Half }
  | { type: 'type-share'; pot: number; seat: number; text: string; half?: Half }
  | { type: 'toggle-order'; pot: number }
  | { type: 'undo' };

/** A split pot's halves: the high half is kept in `winners`, the low in `low`. */
export type Half = 'high' | 'low';

export const initialAward = (pots: number): AwardState => ({ winners: Array.from({ length: pots }, () => ({})), low: Array.from({ length: pots }, () => ({})), order: [], undo: [] });

const given = (shares: Record<number, string> | undefined): number => Object.values(shares ?? {}).reduce((sum, text) => sum + amountOf(text), 0);

/** Each half of a split pot as the felt deals it: half the pot in the smallest chip (what does not halve stays as an odd chip). */
export const halfOf = (amount: number, unit: number): number => Math.floor(amount / 2 / Math.max(1, unit)) * Math.max(1, unit);

/** Chips of a pot not yet given to anyone, in either half (negative: more given than it holds). */
export const unawarded = (state: AwardState, pot: number, amount: number): number => amount - given(state.winners[pot]) - given(state.low[pot]);

/** The shares of one half of a pot (or of a whole pot: the high). */
export const sharesOf = (state: AwardState, pot: number, half: Half = 'high'): Record<number, string> => (half === 'low' ? state.low[pot] : state.winners[pot]) ?? {};

const withPot = (order: number[], pot: number): number[] => (order.includes(pot) ? order : [...order, pot]);

export function awardReducer(state: AwardState, action: AwardAction): AwardState {
  const saved: Snapshot = { winners: state.winners, low: state.low, order: state.order };
  const setPot = (pot: number, winners: Record<number, string>): Array<Record<number, string>> => state.winners.map((w, i) => (i === pot ? winners : w));
  /** The state with one half of a pot set (a whole pot's shares are its high half). */
  const setHalf = (pot: number, half: Half | undefined, shares: Record<number, string>): AwardState =>
    half === 'low' ? { ...state, low: state.low.map((w, i) => (i === pot ? shares : w)) } : { ...state, winners: setPot(pot, shares) };
  switch (action.type) {
    case 'give': {
      const current = sharesOf(state, action.pot, action.half);
      if (String(action.seat) in current) return state;
      const seats = [...Object.keys(current).map(Number), action.seat].sort((a, b) => a - b);
      // An even split in the smallest chip; the rest stays in the middle as odd chips.
      const unit = Math.max(1, action.unit);
      const amount = action.half ? halfOf(action.amount, unit) : action.amount;
      const share = Math.floor(amount / seats.length / unit) * unit;
      const shares = Object.fromEntries(seats.map((seat) => [seat, String(share)]));
      return { ...setHalf(action.pot, action.half, shares), order: withPot(state.order, action.pot), undo: [...state.undo, saved] };
    }
    case 'odd-chip': {
      const high = String(action.seat) in (state.winners[action.pot] ?? {});
      const low = String(action.seat) in (state.low[action.pot] ?? {});
      const chip = Math.min(Math.max(1, action.unit), unawarded(state, action.pot, action.amount));
      if (chip <= 0 || (!high && !low)) return state;
      // To the seat's half; a seat in both, the low half until it is a whole half (the chip between the halves goes high).
      const half: Half = low && (!high || given(state.low[action.pot]) < halfOf(action.amount, action.unit)) ? 'low' : 'high';
      const shares = sharesOf(state, action.pot, half);
      return { ...setHalf(action.pot, half, { ...shares, [action.seat]: String(amountOf(shares[action.seat]) + chip) }), undo: [...state.undo, saved] };
    }
    case 'toggle-winner': {
      const next = { ...sharesOf(state, action.pot, action.half) };
      if (String(action.seat) in next) delete next[action.seat];
      else next[action.seat] = '';
      return setHalf(action.pot, action.half, next);
    }
    case 'type-share':
      return setHalf(action.pot, action.half, { ...sharesOf(state, action.pot, action.half), [action.seat]: action.text.replace(/[^\d\s.,]/g, '') });
    case 'toggle-order':
      return { ...state, order: state.order.includes(action.pot) ? state.order.filter((p) => p !== action.pot) : [...state.order, action.pot] };
    case 'undo': {
      const last = state.undo[state.undo.length - 1];
      return last ? { ...last, undo: state.undo.slice(0, -1) } : state;
    }
  }
}

const listOf = (shares: Record<number, string> | undefined) => Object.entries(shares ?? {}).map(([seat, amount]) => ({ player: Number(seat), amount: amountOf(amount) }));

/** The answer; `split[i]`: pot i is answered in halves (each winner's chips from both together in `winners`, the high half's first). */
export function awardAnswer(state: AwardState, pots: ReadonlyArray<{ amount: number; eligible: readonly number[] }>, split: readonly boolean[] = []) {
  return {
    kind: 'award' as const,
    award_order: [...state.order],
    pots: pots.map((pot, i) => {
      const high = listOf(state.winners[i]);
      if (!split[i]) return { amount: pot.amount, eligible: [...pot.eligible], winners: high };
      const low = listOf(state.low[i]);
      const winners = high.map((w) => ({ ...w }));
      for (const w of low) {
        const same = winners.find((x) => x.player === w.player);
        if (same) same.amount += w.amount;
        else winners.push({ ...w });
      }
      return { amount: pot.amount, eligible: [...pot.eligible], winners, halves: { high, low } };
    }),
  };
}

/** What an award still lacks: a winner for each pot (a split pot: for its high half), every chip of it given out, and each pot in the award order. */
export function missingAward(state: AwardState, pots: ReadonlyArray<{ amount: number }>, split: readonly boolean[] = []): Missing[] {
  const out: Missing[] = [];
  pots.forEach((pot, i) => {
    const winners = Object.values(state.winners[i] ?? {});
    const low = split[i] ? Object.values(state.low[i] ?? {}) : [];
    if (winners.length === 0) out.push({ key: 'potNoWinner', values: { pot: i } });
    else if ([...winners, ...low].some((text) => amountOf(text) === 0)) out.push({ key: 'shareEmpty', values: { pot: i } });
    else {
      const rest = unawarded(state, i, pot.amount);
      if (rest > 0) out.push({ key: 'potNotAll', values: { pot: i, amount: rest } });
      if (rest < 0) out.push({ key: 'potTooMuch', values: { pot: i, amount: -rest } });
    }
    if (!state.order.includes(i)) out.push({ key: 'potNotAwarded', values: { pot: i } });
  });
  return out;
}
