import { ChipStack } from './ChipStack';
import { useFormat } from './format';

/** The pots in the middle, side by side: main pot first. */
export function PotArea({ pots, x, y, marked }: { pots: ReadonlyArray<{ amount: number; eligible: readonly number[] }>; x: number; y: number; marked?: ReadonlySet<number> }) {
  const format = useFormat();
  const gap = 150;
  const left = x - ((pots.length - 1) * gap) / 2;
  return (
    <g className="pot-area">
      {pots.map((pot, i) => (
        <g key={i}>
          <text className="pot-name" x={left + i * gap} y={y - 40} textAnchor="middle">
            {marked?.has(i) ? '✗ ' : ''}
            {format.pot(i)}
          </text>
          <ChipStack amount={pot.amount} x={left + i * gap} y={y} label={format.pot(i)} marked={marked?.has(i)} />
        </g>
      ))}
    </g>
  );
}
