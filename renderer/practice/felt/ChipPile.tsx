import { chipsFor } from './denominations';

const PER_COLUMN = 6;
const RX = 10;
const RY = 4;
const STEP = 3.5;
const COLUMN_W = 2 * RX + 2;
const H = 2 * RY + (PER_COLUMN - 1) * STEP + 2;

/** Chips drawn as columns by denomination (the amount is always written beside them, by the caller). */
export function ChipPile({ amount }: { amount: number }) {
  const columns = chipsFor(amount).slice(0, 4);
  const width = Math.max(1, columns.length) * COLUMN_W;
  return (
    <svg className="chip-pile" viewBox={`0 0 ${width} ${H}`} aria-hidden="true" focusable="false">
      {columns.map((column, c) =>
        Array.from({ length: Math.min(PER_COLUMN, column.count) }, (_, k) => (
          <g key={`${c}-${k}`} className={`chip chip-${column.name}`}>
            <ellipse cx={RX + 1 + c * COLUMN_W} cy={H - RY - 1 - k * STEP} rx={RX} ry={RY} />
            <ellipse className="chip-edge" cx={RX + 1 + c * COLUMN_W} cy={H - RY - 1 - k * STEP} rx={RX * 0.55} ry={RY * 0.55} />
          </g>
        )),
      )}
    </svg>
  );
}
