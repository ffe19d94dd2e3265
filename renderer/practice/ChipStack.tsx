import { useFormat } from './format';

/** Standard casino colours by denomination (the amount is always written too). */
export const DENOMINATIONS: ReadonlyArray<{ value: number; name: string }> = [
  { value: 100_000, name: 'sky' },
  { value: 25_000, name: 'grey' },
  { value: 5_000, name: 'orange' },
  { value: 1_000, name: 'yellow' },
  { value: 500, name: 'purple' },
  { value: 100, name: 'black' },
  { value: 25, name: 'green' },
  { value: 5, name: 'red' },
  { value: 1, name: 'white' },
];

/** How an amount is made up of chips, largest first (for drawing only). */
export function chipsFor(amount: number): Array<{ value: number; name: string; count: number }> {
  let rest = amount;
  const out: Array<{ value: number; name: string; count: number }> = [];
  for (const d of DENOMINATIONS) {
    const count = Math.floor(rest / d.value);
    if (count > 0) out.push({ ...d, count });
    rest -= count * d.value;
  }
  return out;
}

const PER_COLUMN = 8;
const CHIP_RX = 13;
const CHIP_RY = 5;

/** Chips as SVG stacks (one column per denomination, at most 8 drawn high) with the amount below. */
export function ChipStack({ amount, x, y, label, marked }: { amount: number; x: number; y: number; label?: string; marked?: boolean }) {
  const format = useFormat();
  if (amount <= 0) return null;
  const columns = chipsFor(amount).slice(0, 4);
  const width = columns.length * (CHIP_RX * 2 + 3);
  const left = x - width / 2 + CHIP_RX;
  const text = format.n(amount);
  return (
    <g className={`chip-stack${marked ? ' marked' : ''}`} role="img" aria-label={label ? `${label}: ${text}` : text}>
      {columns.map((column, c) =>
        Array.from({ length: Math.min(PER_COLUMN, column.count) }, (_, k) => (
          <g key={`${c}-${k}`} className={`chip chip-${column.name}`}>
            <ellipse cx={left + c * (CHIP_RX * 2 + 3)} cy={y - k * 4} rx={CHIP_RX} ry={CHIP_RY} />
            <ellipse className="chip-edge" cx={left + c * (CHIP_RX * 2 + 3)} cy={y - k * 4} rx={CHIP_RX * 0.55} ry={CHIP_RY * 0.55} />
          </g>
        )),
      )}
      <text x={x} y={y + 20} textAnchor="middle" className="amount">
        {marked ? '✗ ' : ''}
        {text}
      </text>
    </g>
  );
}
