import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { PlayingCard } from '../felt/PlayingCard';
import { splitCards, useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { seatKeys } from './shortcuts';
import type { AnswerProps } from './types';

/** The split games ask only for the lows that qualify (eight or better). */
const SPLIT = new Set(['stud-hi-lo', 'omaha-hi-lo']);

/** Click the hands in the order of their lows, best first (or press their seat numbers); in a split game, or none qualifies. */
export function LowHandsAnswer({ question, locked, review, onSubmit }: AnswerProps<'low-hands'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const [order, setOrder] = useState<number[]>([]);
  const [noLow, setNoLow] = useState(false);
  const [missing, setMissing] = useState<Missing[]>([]);
  const split = SPLIT.has(question.variant);
  const board = splitCards(question.board);
  const players = question.hands.map((h) => h.player);
  const wrong = review?.parts ?? new Set<string>();

  const pick = (seat: number) => {
    if (locked || !players.includes(seat)) return;
    setNoLow(false);
    setOrder((current) => (current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat]));
  };
  const toggleNoLow = () => {
    if (locked || !split) return;
    setNoLow(!noLow);
    setOrder([]);
  };
  const submit = () => {
    if (locked) return;
    // Razz and 2-7: every hand has a low and is ranked. Split games: the lows, or an explicit "none qualifies".
    const lacking: Missing[] = split ? (order.length || noLow ? [] : [{ key: 'lowOrNone' }]) : order.length === players.length ? [] : [{ key: 'lows' }];
    setMissing(lacking);
    if (lacking.length === 0) onSubmit({ kind: 'low-hands', order });
  };
  const onKeyDown = seatKeys(players.length, pick, () => setOrder(order.slice(0, -1)), locked, split ? { n: toggleNoLow } : {});

  const variant = t(`drill.variant.${question.variant}`);
  return (
    <AnswerFrame prompt={t(split ? 'drill.prompt.low-hands-split' : 'drill.prompt.low-hands', { variant })} locked={locked} onEnter={submit} onKeyDown={onKeyDown} focus="panel">
      <div className="read-hands low-hands">
        {board.length > 0 && (
          <div className="board board-only" role="group" aria-label={t('drill.board')}>
            {board.map((card) => (
              <PlayingCard key={card} text={card} />
            ))}
          </div>
        )}
        <div className="hands" role="group" aria-label={t('drill.seatsInOrder')}>
          {question.hands.map((hand) => {
            const place = order.indexOf(hand.player);
            const isWrong = wrong.has(`order[${hand.player}]`) || review?.seats.has(hand.player);
            return (
              <button
                key={hand.player}
                type="button"
                className={`hand low-hand${isWrong ? ' wrong' : ''}`}
                data-pick-seat={hand.player}
                aria-pressed={place >= 0}
                aria-keyshortcuts={String((hand.player + 1) % 10)}
                disabled={locked}
                onClick={() => pick(hand.player)}
              >
                <span className="seat-name">
                  {isWrong ? '✗ ' : ''}
                  {place >= 0 ? `${place + 1}. ` : ''}
                  {format.seat(hand.player)}
                </span>
                <span className="card-picker">
                  {splitCards(hand.cards).map((card) => (
                    <PlayingCard key={card} text={card} />
                  ))}
                </span>
              </button>
            );
          })}
        </div>
        <p className={`order-so-far${wrong.has('order') ? ' wrong' : ''}`} aria-live="polite">
          {wrong.has('order') ? '✗ ' : ''}
          {t('drill.view.lows', { seats: order.length ? order.map((s) => format.seat(s)).join(' → ') : t('drill.nothingYet') })}
        </p>
        {split && (
          <label className="check">
            <input type="checkbox" name="no_low" checked={noLow} disabled={locked} onChange={toggleNoLow} />
            {t('drill.noLow')}
          </label>
        )}
        <p className="shortcut-hint">{t('drill.hints.lowHands')}</p>
        {!locked && <ClearAndSubmit onClear={() => setOrder([])} canClear={order.length > 0} onSubmit={submit} />}
        <MissingList missing={missing} />
      </div>
    </AnswerFrame>
  );
}
