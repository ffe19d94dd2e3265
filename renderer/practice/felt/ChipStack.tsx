import { DENOMINATIONS } from './denominations';

const RX = 13;
const RY = 5;
const STEP = 4;

/** The casino colour of a chip value (for drawing; the value is always written beside it). */
export const colourOf = (value: number): string => DENOMINATIONS.find((d) => d.value === value)?.name ?? 'white';

/**
 * Chips of one value drawn as real stacks: columns of `per` chips side by side (a dealer's stacks
 * of 20, or 5), the last column the loose chips. Decorative: the caller writes the count.
 */
export function ChipStack({ value, count, per = 20 }: { value: number; count: number; per?: number }) {
  const columns = Math.max(1, Math.ceil(count / per));
  const tallest = Math.min(per, Math.max(1, count));
  const width = columns * (2 * RX + 4);
  const height = 2 * RY + (tallest - 1) * STEP + 2;
  const name = colourOf(value);
  return (
    <svg className="chip-stack" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false" data-value={value}>
      {Array.from({ length: columns }, (_, c) =>
        Array.from({ length: Math.min(per, count - c * per) }, (_, k) => (
          <g key={`${c}-${k}`} className={`chip chip-${name}`}>
            <ellipse cx={RX + 2 + c * (2 * RX + 4)} cy={height - RY - 1 - k * STEP} rx={RX} ry={RY} />
            <ellipse className="chip-edge" cx={RX + 2 + c * (2 * RX + 4)} cy={height - RY - 1 - k * STEP} rx={RX * 0.55} ry={RY * 0.55} />
          </g>
        )),
      )}
    </svg>
  );
}
