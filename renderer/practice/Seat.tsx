import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../shared/drills';
import { Card } from './Card';
import { splitCards, useFormat } from './format';

export const SEAT_W = 170;
export const SEAT_H = 92;

interface Props {
  seat: TableView['seats'][number];
  x: number;
  y: number;
  holeCount: number;
  blind: number;
  toAct: boolean;
  badge?: string;
  selected: boolean;
  marked: boolean;
  onClick?: (seat: number) => void;
}

/** One seat: its name, stack, state in words (folded, all-in, to act), cards, blind and marks. */
export function Seat({ seat, x, y, holeCount, blind, toAct, badge, selected, marked, onClick }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = format.seat(seat.seat);
  const state = [
    seat.folded && t('drill.folded'),
    seat.allIn && t('drill.allIn'),
    toAct && t('drill.toAct'),
    blind > 0 && t('drill.blind', { amount: format.n(blind) }),
  ].filter(Boolean) as string[];
  const cards = seat.cards ? splitCards(seat.cards) : seat.folded ? [] : Array.from({ length: holeCount }, () => null);
  const label = [name, t('drill.stack', { amount: format.n(seat.stack) }), ...state, badge, selected && t('drill.chosen'), marked && t('drill.markedWrong')]
    .filter(Boolean)
    .join(', ');
  const interactive = onClick !== undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      onClick?.(seat.seat);
    }
  };
  const cardScale = holeCount === 4 ? 0.6 : 0.75;
  return (
    <g
      className={`seat${seat.folded ? ' folded' : ''}${toAct ? ' to-act' : ''}${selected ? ' selected' : ''}${marked ? ' marked' : ''}${interactive ? ' interactive' : ''}`}
      role={interactive ? 'button' : 'group'}
      tabIndex={interactive ? 0 : undefined}
      // A button is named by its visible text (axe: label-content-name-mismatch); a group by the full label.
      aria-label={interactive ? undefined : label}
      aria-pressed={interactive ? selected : undefined}
      data-seat={seat.seat}
      onClick={interactive ? () => onClick(seat.seat) : undefined}
      onKeyDown={interactive ? onKeyDown : undefined}
    >
      <rect className="seat-box" x={x} y={y} width={SEAT_W} height={SEAT_H} rx={12} />
      <text className="seat-name" x={x + 10} y={y + 22}>
        {marked ? '✗ ' : selected ? '✓ ' : ''}
        {name}
      </text>
      <text className="seat-stack" x={x + SEAT_W - 10} y={y + 22} textAnchor="end">
        {format.n(seat.stack)}
      </text>
      <text className="seat-state" x={x + 10} y={y + 42}>
        {state.join(' · ')}
      </text>
      {cards.map((card, k) => (
        <Card key={k} text={card} x={x + 10 + k * (44 * cardScale + 4)} y={y + 48} scale={cardScale * 0.7} />
      ))}
      {badge && (
        <g className="seat-badge">
          <circle cx={x + SEAT_W - 18} cy={y + SEAT_H - 20} r={15} />
          <text x={x + SEAT_W - 18} y={y + SEAT_H - 14} textAnchor="middle">
            {badge}
          </text>
        </g>
      )}
    </g>
  );
}
