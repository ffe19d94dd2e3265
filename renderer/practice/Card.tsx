import { useFormat, rankText, suitName, suitSymbol } from './format';

export const CARD_W = 44;
export const CARD_H = 62;

/** One playing card in SVG, face up (rank and suit symbol: colour is not the only cue) or face down. */
export function Card({ text, x, y, selected, scale = 1 }: { text: string | null; x: number; y: number; selected?: boolean; scale?: number }) {
  const format = useFormat();
  const w = CARD_W * scale;
  const h = CARD_H * scale;
  if (!text) {
    return (
      <g className="card down" aria-hidden="true">
        <rect x={x} y={y} width={w} height={h} rx={5} />
      </g>
    );
  }
  const suit = text[1];
  return (
    <g className={`card up ${suitName[suit]}${selected ? ' selected' : ''}`} role="img" aria-label={format.card(text)}>
      <rect x={x} y={y} width={w} height={h} rx={5} />
      <text x={x + w / 2} y={y + h * 0.45} textAnchor="middle" className="rank" fontSize={20 * scale}>
        {rankText(text[0])}
      </text>
      <text x={x + w / 2} y={y + h * 0.85} textAnchor="middle" className="suit" fontSize={20 * scale}>
        {suitSymbol[suit]}
      </text>
    </g>
  );
}
