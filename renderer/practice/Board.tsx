import { useTranslation } from 'react-i18next';
import { Card, CARD_W } from './Card';
import { splitCards } from './format';

/** The community cards, centred at (x, y). */
export function Board({ cards, x, y }: { cards: string; x: number; y: number }) {
  const { t } = useTranslation();
  const list = splitCards(cards);
  if (!list.length) return null;
  const gap = 8;
  const left = x - (list.length * (CARD_W + gap) - gap) / 2;
  return (
    <g className="board" role="group" aria-label={t('drill.board')}>
      {list.map((card, k) => (
        <Card key={card} text={card} x={left + k * (CARD_W + gap)} y={y} />
      ))}
    </g>
  );
}
