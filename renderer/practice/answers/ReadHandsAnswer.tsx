import { useState } from 'react';
import type { Missing } from '../deal/pots-model';
import { AnswerFrame, MissingList } from './AnswerFrame';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../felt/PlayingCard';
import { rankText, splitCards, suitSymbol, useFormat } from '../format';
import type { AnswerProps } from './types';

/** The games whose pots are split high and low: each hand's low is read too. */
const SPLIT = new Set(['omaha-hi-lo', 'stud-hi-lo']);

/**
 * Pick each hand's best five cards (from its hole cards and the board) and the winner or winners;
 * in the split games also each hand's best low (or "no low that qualifies") and who wins the low;
 * in razz the best five are the best low.
 */
export function ReadHandsAnswer({ question, locked, review, onSubmit }: AnswerProps<'read-hands'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const board = splitCards(question.board);
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  const [winners, setWinners] = useState<number[]>([]);
  const split = SPLIT.has(question.variant);
  const [lows, setLows] = useState<Record<number, string[]>>({});
  const [noLow, setNoLow] = useState<number[]>([]);
  const [lowWinners, setLowWinners] = useState<number[]>([]);
  const wrong = review?.parts ?? new Set<string>();
  const [missing, setMissing] = useState<Missing[]>([]);

  const toggle = (player: number, card: string) => {
    if (locked) return;
    const current = picked[player] ?? [];
    setPicked({ ...picked, [player]: current.includes(card) ? current.filter((c) => c !== card) : [...current, card] });
  };
  const toggleLow = (player: number, card: string) => {
    if (locked) return;
    const current = lows[player] ?? [];
    setLows({ ...lows, [player]: current.includes(card) ? current.filter((c) => c !== card) : [...current, card] });
  };
  const toggleIn = (list: number[], player: number) => (list.includes(player) ? list.filter((p) => p !== player) : [...list, player].sort((a, b) => a - b));
  const toggleWinner = (player: number) => !locked && setWinners(winners.includes(player) ? winners.filter((p) => p !== player) : [...winners, player].sort((a, b) => a - b));
  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    if (locked) return;
    const lacking: Missing[] = [
      ...question.hands.flatMap((h) => ((picked[h.player] ?? []).length === 5 ? [] : [{ key: 'fiveCards', values: { seat: h.player, count: (picked[h.player] ?? []).length } }])),
      ...(split ? question.hands.flatMap((h) => (noLow.includes(h.player) || (lows[h.player] ?? []).length === 5 ? [] : [{ key: 'fiveLowCards', values: { seat: h.player, count: (lows[h.player] ?? []).length } }])) : []),
      ...(winners.length ? [] : [{ key: 'winner' }]),
    ];
    setMissing(lacking);
    if (lacking.length) return;
    const hands = question.hands.map((h) => ({ player: h.player, cards: (picked[h.player] ?? []).join(''), ...(split ? { low: noLow.includes(h.player) ? '' : (lows[h.player] ?? []).join('') } : {}) }));
    onSubmit({ kind: 'read-hands', hands, winners, ...(split ? { low_winners: lowWinners } : {}) });
  };

  /** A hand's cards and the board to pick five from (`pick`: the high hand's or the low's). */
  const picker = (own: string[], chosen: string[], onPick: (card: string) => void, pick: 'high' | 'low') => (
    <div className="card-picker" data-pick={pick}>
      {[...own, ...board].map((card, k) => (
        <button
          key={card}
          type="button"
          className={`card-button${k < own.length ? ' hole' : ''}`}
          data-card={card}
          aria-pressed={chosen.includes(card)}
          aria-label={`${rankText(card[0])}${suitSymbol[card[1]]} ${format.card(card)}, ${k < own.length ? t('drill.holeCard') : t('drill.boardCard')}${pick === 'low' ? `, ${t('drill.bestLow')}` : ''}`}
          disabled={locked}
          onClick={() => onPick(card)}
        >
          <PlayingCard text={card} decorative selected={chosen.includes(card)} />
        </button>
      ))}
    </div>
  );

  return (
    <AnswerFrame
      prompt={question.variant === 'razz' ? t('drill.prompt.read-hands-razz') : `${t('drill.prompt.read-hands', { variant: t(`drill.variant.${question.variant}`) })}${split ? ` ${t('drill.prompt-lows')}` : ''}`}
      locked={locked}
      onEnter={submit}
      focus="panel"
    >
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
              {picker(own, mine, (card) => toggle(hand.player, card), 'high')}
              <label className="check">
                <input type="checkbox" name="winner" checked={winners.includes(hand.player)} disabled={locked} onChange={() => toggleWinner(hand.player)} />
                {t('drill.isWinner', { seat: format.seat(hand.player) })}
              </label>
              {split && (
                <div className={`hand-low${wrong.has(`hands[${hand.player}].low`) ? ' wrong' : ''}`} data-low>
                  <p className="eligible-label">
                    {wrong.has(`hands[${hand.player}].low`) ? '✗ ' : ''}
                    {t('drill.bestLow')} — {t('drill.pickedCount', { count: (lows[hand.player] ?? []).length })}
                  </p>
                  {!noLow.includes(hand.player) && picker(own, lows[hand.player] ?? [], (card) => toggleLow(hand.player, card), 'low')}
                  <label className="check">
                    <input type="checkbox" name="no-low" checked={noLow.includes(hand.player)} disabled={locked} onChange={() => !locked && setNoLow(toggleIn(noLow, hand.player))} />
                    {t('drill.noLowQualifies')}
                  </label>
                  <label className="check">
                    <input type="checkbox" name="low-winner" checked={lowWinners.includes(hand.player)} disabled={locked} onChange={() => !locked && setLowWinners(toggleIn(lowWinners, hand.player))} />
                    {t('drill.winsLow', { seat: format.seat(hand.player) })}
                  </label>
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      <p className={`order-so-far${wrong.has('winners') ? ' wrong' : ''}`}>
        {wrong.has('winners') ? '✗ ' : ''}
        {t('drill.winnersSoFar', { seats: format.seats(winners) })}
      </p>
      {split && (
        <p className={`order-so-far${wrong.has('low_winners') ? ' wrong' : ''}`}>
          {wrong.has('low_winners') ? '✗ ' : ''}
          {t('drill.lowWinnersSoFar', { seats: format.seats(lowWinners) })}
        </p>
      )}
      <p className="shortcut-hint">{t('drill.hints.readHands')}</p>
      {!locked && (
        <div className="actions">
          <button type="submit" className="primary" data-submit>
            {t('drill.submit')} <kbd>Enter</kbd>
          </button>
        </div>
      )}
      <MissingList missing={missing} />
    </form>
    </AnswerFrame>
  );
}
