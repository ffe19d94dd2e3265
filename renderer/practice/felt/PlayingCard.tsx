import { useTranslation } from 'react-i18next';
import { rankText, suitName, suitSymbol, useFormat } from '../format';

/**
 * A card on the felt: face up, its rank and suit symbol (colour is not the only cue) and its name
 * for screen readers; face down, a plain back. Sized by its container's class. A stud card dealt
 * face down and now tabled is marked so (a band at its foot, and in its name).
 */
export function PlayingCard({ text, decorative, selected, dealtDown }: { text: string | null; /** Inside a control that names it. */ decorative?: boolean; selected?: boolean; dealtDown?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A face-down card is marked as PHH writes an unknown card.
  if (!text) return <span className="pcard down" aria-hidden="true" data-card="??" />;
  const name = dealtDown ? t('felt.dealtDown', { card: format.card(text) }) : format.card(text);
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name, 'data-card': text };
  return (
    <span className={`pcard up ${suitName[text[1]]}${selected ? ' selected' : ''}${dealtDown ? ' dealt-down' : ''}`} {...named}>
      <span className="rank" aria-hidden="true">
        {rankText(text[0])}
      </span>
      <span className="suit" aria-hidden="true">
        {suitSymbol[text[1]]}
      </span>
    </span>
  );
}
