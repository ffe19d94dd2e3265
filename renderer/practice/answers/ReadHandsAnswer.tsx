import { useState } from 'react';
import type { Missing } from '../deal/pots-model';
import { AnswerFrame, MissingList } from './AnswerFrame';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../felt/PlayingCard';
import { rankText, splitCards, suitSymbol, useFormat } from '../format';
import type { AnswerProps } from './types';

/** Pick each hand's best five cards (from its hole cards and the board) and the winner or winners. */
export function ReadHandsAnswer({ question, locked, review, onSubmit }: AnswerProps<'read-hands'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const board = splitCards(question.board);
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  const [winners, setWinners] = useState<number[]>([]);
  const wrong = review?.parts ?? new Set<string>();
  const [missing, setMissing] = useState<Missing[]>([]);

  const toggle = (player: number, card: string) => {
    if (locked) return;
    const current = picked[player] ?? [];
    setPicked({ ...picked, [player]: current.includes(card) ? current.filter((c) => c !== card) : [...current, card] });
  };
  const toggleWinner = (player: number) => !locked && setWinners(winners.includes(player) ? winners.filter((p) => p !== player) : [...winners, player].sort((a, b) => a - b));
  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    if (locked) return;
    const lacking: Missing[] = [
      ...question.hands.flatMap((h) => ((picked[h.player] ?? []).length === 5 ? [] : [{ key: 'fiveCards', values: { seat: h.player, count: (picked[h.player] ?? []).length } }])),
      ...(winners.length ? [] : [{ key: 'winner' }]),
    ];
    setMissing(lacking);
    if (lacking.length) return;
    onSubmit({ kind: 'read-hands', hands: question.hands.map((h) => ({ player: h.player, cards: (picked[h.player] ?? []).join('') })), winners });
  };

  return (
    <AnswerFrame prompt={t('drill.prompt.read-hands', { variant: t(`drill.variant.${question.variant}`) })} locked={locked} onEnter={submit} focus="panel">
    <form className="read-hands" onSubmit={submit}>
      <div className="board board-only" role="group" aria-label={t('drill.board')}>
        {board.map((card) => (
          <PlayingCard key={card} text={card} />
        ))}
      </div>
      <div className="hands">
        {question.hands.map((hand) => {
          const own = splitCards(hand.cards);
          const mine = picked[hand.player] ?? [];
          const isWrong = wrong.has(`hands[${hand.player}]`) || review?.seats.has(hand.player);
          return (
            <fieldset key={hand.player} className={`hand${isWrong ? ' wrong' : ''}`} data-player={hand.player}>
              <legend>
                {isWrong ? '✗ ' : ''}
                {format.seat(hand.player)} — {t('drill.pickedCount', { count: mine.length })}
              </legend>
              <div className="card-picker">
                {[...own, ...board].map((card, k) => (
                  <button
                    key={card}
                    type="button"
                    className={`card-button${k < own.length ? ' hole' : ''}`}
                    data-card={card}
                    aria-pressed={mine.includes(card)}
                    aria-label={`${rankText(card[0])}${suitSymbol[card[1]]} ${format.card(card)}, ${k < own.length ? t('drill.holeCard') : t('drill.boardCard')}`}
                    disabled={locked}
                    onClick={() => toggle(hand.player, card)}
                  >
                    <PlayingCard text={card} decorative selected={mine.includes(card)} />
                  </button>
                ))}
              </div>
              <label className="check">
                <input type="checkbox" name="winner" checked={winners.includes(hand.player)} disabled={locked} onChange={() => toggleWinner(hand.player)} />
                {t('drill.isWinner', { seat: format.seat(hand.player) })}
              </label>
            </fieldset>
          );
        })}
      </div>
      <p className={`order-so-far${wrong.has('winners') ? ' wrong' : ''}`}>
        {wrong.has('winners') ? '✗ ' : ''}
        {t('drill.winnersSoFar', { seats: format.seats(winners) })}
      </p>
      <p className="shortcut-hint">{t('drill.hints.readHands')}</p>
      {!locked && (
        <button type="submit" className="primary" data-submit>
          {t('drill.submit')} <kbd>Enter</kbd>
        </button>
      )}
      <MissingList missing={missing} />
    </form>
    </AnswerFrame>
  );
}
