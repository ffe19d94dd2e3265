/**
 * The trainee's award, shared by the felt and the form: each pot's winners with their chips, and
 * the order the pots were awarded. On the felt a pot dragged to a seat goes to that seat; dragged
 * to another seat as well, it is split evenly between them in the table's smallest chip, and what
 * does not split evenly stays in the middle as odd chips for the trainee to place, one at a time.
 * Which seats win, and who gets the odd chip, is the trainee's call.
 */
import { amountOf, type Missing } from './pots-model';

interface Snapshot {
  /** Per pot: seat -> chips, as typed or as moved. */
  winners: Array<Record<number, string>>;
  /** Pot indices in the order they were awarded. */
  order: number[];
}

export interface AwardState extends Snapshot {
  undo: Snapshot[];
}

export type AwardAction =
  | { type: 'give'; pot: number; seat: number; amount: number; unit: number }
  | { type: 'odd-chip'; pot: number; seat: number; amount: number; unit: number }
  | { type: 'toggle-winner'; pot: number; seat: number }
  | { type: 'type-share'; pot: number; seat: number; text: string }
  | { type: 'toggle-order'; pot: number }
  | { type: 'undo' };

export const initialAward = (pots: number): AwardState => ({ winners: Array.from({ length: pots }, () => ({})), order: [], undo: [] });

/** Chips of a pot not yet given to anyone (negative: more given than it holds). */
export const unawarded = (state: AwardState, pot: number, amount: number): number =>
  amount - Object.values(state.winners[pot] ?? {}).reduce((sum, text) => sum + amountOf(text), 0);

const withPot = (order: number[], pot: number): number[] => (order.includes(pot) ? order : [...order, pot]);

export function awardReducer(state: AwardState, action: AwardAction): AwardState {
  const saved: Snapshot = { winners: state.winners, order: state.order };
  const setPot = (pot: number, winners: Record<number, string>): Array<Record<number, string>> => state.winners.map((w, i) => (i === pot ? winners : w));
  switch (action.type) {
    case 'give': {
      const current = state.winners[action.pot] ?? {};
      if (String(action.seat) in current) return state;
      const seats = [...Object.keys(current).map(Number), action.seat].sort((a, b) => a - b);
      // An even split in the smallest chip; the rest stays in the middle as odd chips.
      const unit = Math.max(1, action.unit);
      const share = Math.floor(action.amount / seats.length / unit) * unit;
      const winners = Object.fromEntries(seats.map((seat) => [seat, String(share)]));
      return { winners: setPot(action.pot, winners), order: withPot(state.order, action.pot), undo: [...state.undo, saved] };
    }
    case 'odd-chip': {
      const current = state.winners[action.pot] ?? {};
      const chip = Math.min(Math.max(1, action.unit), unawarded(state, action.pot, action.amount));
      if (chip <= 0 || !(String(action.seat) in current)) return state;
      return { ...state, winners: setPot(action.pot, { ...current, [action.seat]: String(amountOf(current[action.seat]) + chip) }), undo: [...state.undo, saved] };
    }
    case 'toggle-winner': {
      const next = { ...(state.winners[action.pot] ?? {}) };
      if (String(action.seat) in next) delete next[action.seat];
      else next[action.seat] = '';
      return { ...state, winners: setPot(action.pot, next) };
    }
    case 'type-share':
      return { ...state, winners: setPot(action.pot, { ...state.winners[action.pot], [action.seat]: action.text.replace(/[^\d\s.,]/g, '') }) };
    case 'toggle-order':
      return { ...state, order: state.order.includes(action.pot) ? state.order.filter((p) => p !== action.pot) : [...state.order, action.pot] };
    case 'undo': {
      const last = state.undo[state.undo.length - 1];
      return last ? { ...last, undo: state.undo.slice(0, -1) } : state;
    }
  }
}

export function awardAnswer(state: AwardState, pots: ReadonlyArray<{ amount: number; eligible: readonly number[] }>) {
  return {
    kind: 'award' as const,
    award_order: [...state.order],
    pots: pots.map((pot, i) => ({
      amount: pot.amount,
      eligible: [...pot.eligible],
      winners: Object.entries(state.winners[i] ?? {}).map(([seat, amount]) => ({ player: Number(seat), amount: amountOf(amount) })),
    })),
  };
}

/** What an award still lacks: a winner for each pot, every chip of it given out, and each pot in the award order. */
export function missingAward(state: AwardState, pots: ReadonlyArray<{ amount: number }>): Missing[] {
  const out: Missing[] = [];
  pots.forEach((pot, i) => {
    const winners = Object.values(state.winners[i] ?? {});
    if (winners.length === 0) out.push({ key: 'potNoWinner', values: { pot: i } });
    else if (winners.some((text) => amountOf(text) === 0)) out.push({ key: 'shareEmpty', values: { pot: i } });
    else {
      const rest = unawarded(state, i, pot.amount);
      if (rest > 0) out.push({ key: 'potNotAll', values: { pot: i, amount: rest } });
      if (rest < 0) out.push({ key: 'potTooMuch', values: { pot: i, amount: -rest } });
    }
    if (!state.order.includes(i)) out.push({ key: 'potNotAwarded', values: { pot: i } });
  });
  return out;
}
