/**
 * What can be moved on the felt and where it can go: a seat's bet, a pot, a split pot's high or low
 * half, a pot's odd chips; into
 * a pot, a new side pot, or to a seat (chips back to their owner, a pot to its winner). The answer
 * component decides what is allowed and what a move does; the felt only carries it out (by drag,
 * click or keyboard) and shows it.
 */
export type Source = { kind: 'bet'; seat: number } | { kind: 'pot'; pot: number } | { kind: 'half'; pot: number; half: 'high' | 'low' } | { kind: 'odd'; pot: number };
export type Target = { kind: 'pot'; pot: number } | { kind: 'new-pot' } | { kind: 'seat'; seat: number };

export interface FeltPot {
  amount: number;
  eligible: readonly number[];
  /** Gather, side pots: seats taken out of the pot, to put back on the felt. */
  out?: readonly number[];
  /** Award: chips of the pot not given out yet that do not split evenly (odd chips to place). */
  odd?: number;
  /** Award: the seats the pot went to. */
  winners?: readonly number[];
  /** Award, a split pot: the chips of each half, dealt half by half. */
  half?: number;
  /** A mistake is about this pot. */
  marked?: boolean;
}

/** The chips as they lie now: what the trainee has moved so far, or the table as main sent it. */
export interface FeltChips {
  bets: Record<number, number>;
  pots: FeltPot[];
  /** Chips handed back, by seat. */
  returned?: Record<number, number>;
  /** Chips won, by seat. */
  won?: Record<number, number>;
}

export interface Dealing {
  accepts(source: Source, target: Target): boolean;
  move(source: Source, target: Target): void;
  /** Whether this can be picked up now. */
  movable(source: Source): boolean;
  /** Gather and side pots: the chips to cut off a seat's stack before a move ('' for all). */
  cut?: { of(seat: number): string; set(seat: number, text: string): void };
  /** Gather and side pots: take a seat out of a pot's eligible seats (or put it back). */
  toggleEligible?(pot: number, seat: number): void;
  /** Offer a place on the felt that starts a new side pot. */
  newPot?: boolean;
  /** Where the focus goes once nothing is left to move. */
  doneFocus?(): void;
}

export const sourceId = (s: Source): string => (s.kind === 'bet' ? `bet:${s.seat}` : s.kind === 'half' ? `half:${s.pot}:${s.half}` : `${s.kind}:${s.pot}`);
export const targetId = (t: Target): string => (t.kind === 'new-pot' ? 'new-pot' : t.kind === 'pot' ? `pot:${t.pot}` : `seat:${t.seat}`);

export function parseSource(id: string): Source | null {
  const [kind, n, half] = id.split(':');
  const k = Number(n);
  if (!Number.isInteger(k)) return null;
  if (kind === 'half') return half === 'high' || half === 'low' ? { kind, pot: k, half } : null;
  return kind === 'bet' ? { kind, seat: k } : kind === 'pot' || kind === 'odd' ? { kind, pot: k } : null;
}

export function parseTarget(id: string): Target | null {
  if (id === 'new-pot') return { kind: 'new-pot' };
  const [kind, n] = id.split(':');
  const k = Number(n);
  if (!Number.isInteger(k)) return null;
  return kind === 'pot' ? { kind, pot: k } : kind === 'seat' ? { kind, seat: k } : null;
}

/** The contract's name of a pot on the felt: `main`, then `side-1`, `side-2`... */
export const potTag = (index: number): string => (index === 0 ? 'main' : `side-${index}`);
