import type { ReactNode } from 'react';
import { useFormat } from '../format';

/**
 * A row of seat buttons beside the felt, the same pick as a click on a seat there or its number
 * (1 to 9, 0 for seat 10). `label` names the group; `shown`, it is written before the buttons too,
 * marked ✗ when that part of the answer was wrong. `data`: the attribute that carries each seat.
 */
export function SeatPicker({ seats, label, shown = false, wrong = false, data, pressed, prefix, locked, onPick, children }: {
  seats: readonly number[];
  label: string;
  shown?: boolean;
  wrong?: boolean;
  data: 'pick-seat' | 'first-seat' | 'to-act';
  pressed(seat: number): boolean;
  /** Before a seat's name, e.g. its place in an order so far. */
  prefix?: (seat: number) => string;
  locked: boolean;
  onPick(seat: number): void;
  /** Buttons after the seats' (e.g. Nobody). */
  children?: ReactNode;
}) {
  const format = useFormat();
  return (
    <div className={`seat-picker${wrong ? ' wrong' : ''}`} role="group" aria-label={label}>
      {shown && (
        <span className="picker-label">
          {wrong ? '✗ ' : ''}
          {label}
        </span>
      )}
      {seats.map((seat) => (
        <button key={seat} type="button" {...{ [`data-${data}`]: seat }} aria-pressed={pressed(seat)} disabled={locked} onClick={() => onPick(seat)} aria-keyshortcuts={String((seat + 1) % 10)}>
          {prefix?.(seat) ?? ''}
          {format.seat(seat)}
        </button>
      ))}
      {children}
    </div>
  );
}
