/**
 * The table in SVG: an oval felt, the seats around it, each seat's bet as a chip stack between the
 * seat and the middle, the dealer button, the pots in the middle and the board. It scales with its
 * container (viewBox); colours come from the theme's CSS variables.
 */
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../shared/drills';
import { Board } from './Board';
import { ChipStack } from './ChipStack';
import { PotArea } from './PotArea';
import { Seat, SEAT_H, SEAT_W } from './Seat';

export const VIEW_W = 1000;
export const VIEW_H = 620;
const CX = VIEW_W / 2;
/** Room beside the felt for the seats at its ends, which sit half outside the rail. */
const SIDE = 40;
const CY = 300;

export interface SeatMarks {
  /** Seats the trainee can click (showdown order, award…). */
  onSeat?: (seat: number) => void;
  /** Text shown on a seat, e.g. its place in the showdown order. */
  badges?: Record<number, string>;
  selected?: ReadonlySet<number>;
  /** Seats a mistake is about. */
  marked?: ReadonlySet<number>;
  markedPots?: ReadonlySet<number>;
  /** Bets already moved away by the trainee (gather): drawn as what is left. */
  betsLeft?: Record<number, number>;
}

/** Where seat k of n sits: seat 0 at the bottom left of centre, then clockwise. */
export function seatPoint(k: number, n: number, rx: number, ry: number): { x: number; y: number } {
  const angle = Math.PI / 2 + ((k + 0.5) * 2 * Math.PI) / n;
  return { x: CX + rx * Math.cos(angle), y: CY + ry * Math.sin(angle) };
}

export function Table({ table, marks = {}, caption }: { table: TableView; marks?: SeatMarks; caption?: string }) {
  const { t } = useTranslation();
  const n = table.seats.length;
  const holeCount = table.variant === 'omaha' ? 4 : 2;
  return (
    <figure className="table-figure">
      <svg className="poker-table" viewBox={`${-SIDE} 0 ${VIEW_W + 2 * SIDE} ${VIEW_H}`} role="group" aria-label={caption ?? t('drill.tableLabel')}>
        <ellipse className="rail" cx={CX} cy={CY} rx={440} ry={240} />
        <ellipse className="felt" cx={CX} cy={CY} rx={420} ry={222} />
        <Board cards={table.board} x={CX} y={CY - 95} />
        <PotArea pots={table.middle} x={CX} y={CY + 30} marked={marks.markedPots} />
        {table.seats.map((seat, k) => {
          const at = seatPoint(k, n, 440, 250);
          const bet = seatPoint(k, n, 280, 140);
          const button = seatPoint(k - 0.35, n, 330, 170);
          const left = marks.betsLeft?.[seat.seat] ?? seat.bet;
          return (
            <g key={seat.seat}>
              {left > 0 && <ChipStack amount={left} x={bet.x} y={bet.y} label={t('drill.betOf', { seat: t('drill.seat', { n: seat.seat + 1 }) })} />}
              {table.button === seat.seat && (
                <g className="dealer-button" role="img" aria-label={t('drill.dealerButton')}>
                  <circle cx={button.x} cy={button.y} r={15} />
                  <text x={button.x} y={button.y + 6} textAnchor="middle">
                    D
                  </text>
                </g>
              )}
              <Seat
                seat={seat}
                x={at.x - SEAT_W / 2}
                y={at.y - SEAT_H / 2}
                holeCount={holeCount}
                blind={table.blinds[seat.seat] ?? 0}
                toAct={table.toAct === seat.seat}
                badge={marks.badges?.[seat.seat]}
                selected={marks.selected?.has(seat.seat) ?? false}
                marked={marks.marked?.has(seat.seat) ?? false}
                onClick={marks.onSeat}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="table-facts">
        {t(`drill.variant.${table.variant}`)} · {t(`drill.structure.${table.structure}`)} · {t(`drill.street.${table.street}`)}
      </figcaption>
    </figure>
  );
}
