/**
 * The trainee's pots while gathering or building side pots, shared by the felt and the form: the
 * chips still in front of each seat, each pot's chips and eligible seats, and what went back. A
 * move takes chips from a seat's stack (the amount cut, or all that is left) into a pot, a new
 * pot, or back to the owner; a seat whose chips land in a pot becomes eligible for it (the trainee
 * takes out who may not win it). The form may also type the amounts. Nothing here knows what the
 * pots should be.
 */
import { parseAmount } from '../Keypad';

export interface DraftPot {
  /** As typed or as moved: digits, maybe grouped. */
  amount: string;
  eligible: number[];
  /** Seats the trainee took out of the pot: the felt offers to put them back. */
  out?: number[];
}

export type MoveTarget = { pot: number } | 'new-pot' | 'back';

interface Snapshot {
  left: Record<number, number>;
  pots: DraftPot[];
  returned: Record<number, string>;
}

export interface PotsState extends Snapshot {
  /** How much of a seat's chips the next move takes ('' for all that is left). */
  cut: Record<number, string>;
  /** A pot or returned amount was typed in the form: the pots are stated, not only built from moves. */
  typed: boolean;
  undo: Snapshot[];
}

export type PotsAction =
  | { type: 'move'; seat: number; to: MoveTarget }
  | { type: 'cut'; seat: number; text: string }
  | { type: 'toggle'; pot: number; seat: number }
  | { type: 'add-pot' }
  | { type: 'remove-pot'; pot: number }
  | { type: 'type-pot'; pot: number; text: string }
  | { type: 'type-returned'; seat: number; text: string }
  | { type: 'undo' };

export const amountOf = (text: string | undefined): number => parseAmount(text ?? '') ?? 0;
const digits = (text: string): string => text.replace(/[^\d\s.,]/g, '');

export function initialPots(bets: Record<number, number>, pots: ReadonlyArray<{ amount: number; eligible: readonly number[] }>): PotsState {
  return {
    left: { ...bets },
    pots: pots.length ? pots.map((p) => ({ amount: String(p.amount), eligible: [...p.eligible] })) : [{ amount: '', eligible: [] }],
    returned: {},
    cut: {},
    typed: false,
    undo: [],
  };
}

/** How many chips a move of this seat's stack takes now. */
export function moveAmount(state: PotsState, seat: number): number {
  const available = state.left[seat] ?? 0;
  const wanted = parseAmount(state.cut[seat] ?? '');
  return Math.min(available, wanted ?? available);
}

const withEligible = (eligible: number[], seat: number): number[] => (eligible.includes(seat) ? eligible : [...eligible, seat].sort((a, b) => a - b));
/** A pot with the seat in it again (by its chips or put back), no longer among those taken out. */
const withSeat = (pot: DraftPot, seat: number): DraftPot => {
  const { out, ...rest } = pot;
  const left = (out ?? []).filter((s) => s !== seat);
  return { ...rest, eligible: withEligible(pot.eligible, seat), ...(left.length ? { out: left } : {}) };
};

export function potsReducer(state: PotsState, action: PotsAction): PotsState {
  const saved: Snapshot = { left: state.left, pots: state.pots, returned: state.returned };
  switch (action.type) {
    case 'move': {
      const amount = moveAmount(state, action.seat);
      if (amount <= 0) return state;
      const left = { ...state.left, [action.seat]: (state.left[action.seat] ?? 0) - amount };
      const cut = { ...state.cut, [action.seat]: '' };
      if (action.to === 'back') {
        const returned = { ...state.returned, [action.seat]: String(amountOf(state.returned[action.seat]) + amount) };
        return { ...state, left, cut, returned, undo: [...state.undo, saved] };
      }
      const pots = action.to === 'new-pot' ? [...state.pots, { amount: '', eligible: [] }] : state.pots;
      const index = action.to === 'new-pot' ? pots.length - 1 : action.to.pot;
      if (!pots[index]) return state;
      const next = pots.map((pot, i) => (i === index ? { ...withSeat(pot, action.seat), amount: String(amountOf(pot.amount) + amount) } : pot));
      return { ...state, left, cut, pots: next, undo: [...state.undo, saved] };
    }
    case 'cut':
      return { ...state, cut: { ...state.cut, [action.seat]: digits(action.text) } };
    case 'toggle':
      return {
        ...state,
        pots: state.pots.map((pot, i) =>
          i !== action.pot ? pot : pot.eligible.includes(action.seat) ? { ...pot, eligible: pot.eligible.filter((s) => s !== action.seat), out: [...(pot.out ?? []), action.seat].sort((a, b) => a - b) } : withSeat(pot, action.seat),
        ),
      };
    case 'add-pot':
      return { ...state, pots: [...state.pots, { amount: '', eligible: [] }] };
    case 'remove-pot':
      // A pot holding moved chips is taken back with Undo, not removed: its chips would be lost.
      if (state.pots.length <= 1 || (amountOf(state.pots[action.pot]?.amount) > 0 && !state.typed)) return state;
      return { ...state, pots: state.pots.filter((_, i) => i !== action.pot), undo: [...state.undo, saved] };
    case 'type-pot':
      return { ...state, typed: true, pots: state.pots.map((pot, i) => (i === action.pot ? { ...pot, amount: digits(action.text) } : pot)) };
    case 'type-returned':
      return { ...state, typed: true, returned: { ...state.returned, [action.seat]: digits(action.text) } };
    case 'undo': {
      const last = state.undo[state.undo.length - 1];
      return last ? { ...state, ...last, undo: state.undo.slice(0, -1) } : state;
    }
  }
}

/** The answer the trainee gives: pots with chips or seats, and the chips that went back. */
export function potsAnswer(state: PotsState): { returned: Array<{ player: number; amount: number }>; pots: Array<{ amount: number; eligible: number[] }> } {
  return {
    returned: Object.entries(state.returned)
      .map(([seat, amount]) => ({ player: Number(seat), amount: amountOf(amount) }))
      .filter((r) => r.amount > 0),
    pots: state.pots.map((pot) => ({ amount: amountOf(pot.amount), eligible: [...pot.eligible] })).filter((pot) => pot.amount > 0 || pot.eligible.length > 0),
  };
}

export type Missing = { key: string; values?: Record<string, number | string> };

/**
 * What a pots answer still lacks: a pot to hold the chips, chips or seats for each pot, and (while
 * the pots are built by moving chips) chips still in front of a seat.
 */
export function missingPots(state: PotsState): Missing[] {
  const out: Missing[] = [];
  const answer = potsAnswer(state);
  if (!answer.pots.some((pot) => pot.amount > 0)) out.push({ key: 'noPot' });
  state.pots.forEach((pot, i) => {
    const amount = amountOf(pot.amount);
    if (amount > 0 && pot.eligible.length === 0) out.push({ key: 'potNobody', values: { pot: i } });
    if (amount === 0 && pot.eligible.length > 0) out.push({ key: 'potEmpty', values: { pot: i } });
  });
  if (!state.typed) {
    for (const [seat, left] of Object.entries(state.left)) if (left > 0) out.push({ key: 'chipsInFront', values: { seat: Number(seat), amount: left } });
  }
  return out;
}
