import { rankText, splitCards, suitName, suitSymbol, useFormat } from '../format';

/** Cards written inline, "K♠ 7♥", each named for screen readers; red suits in red. */
export function CardsText({ cards }: { cards: string }) {
  const format = useFormat();
  return (
    <span className="cards-text">
      {splitCards(cards).map((card) => (
        <span key={card} className={`card-text ${suitName[card[1]]}`} role="img" aria-label={format.card(card)}>
          <span aria-hidden="true">
            {rankText(card[0])}
            {suitSymbol[card[1]]}
          </span>
        </span>
      ))}
    </span>
  );
}

/** Cards as plain text with suit symbols, for a sentence: "K♠ 7♥ 2♣". */
export const cardsWithSymbols = (cards: string): string =>
  splitCards(cards)
    .map((card) => `${rankText(card[0])}${suitSymbol[card[1]] ?? card[1]}`)
    .join(' ');
