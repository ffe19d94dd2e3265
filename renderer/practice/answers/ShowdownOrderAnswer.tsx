import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { Table } from '../Table';
import { tableMarks } from './marks';
import type { AnswerProps } from './types';

/** Click the seats in the order they show (or press their numbers); or all face up at once. */
export function ShowdownOrderAnswer({ question, locked, review, onSubmit }: AnswerProps<'showdown-order'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const [order, setOrder] = useState<number[]>([]);
  const [allAtOnce, setAllAtOnce] = useState(false);
  const table = question.table;
  const wrong = review?.parts ?? new Set<string>();

  const pick = (seat: number) => {
    if (locked) return;
    setOrder((current) => (current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat]));
  };
  const submit = () => !locked && onSubmit({ kind: 'showdown-order', showdown_order: order, all_at_once: allAtOnce });
  const onKeyDown = (event: KeyboardEvent) => {
    if (locked || (event.target as HTMLElement).tagName === 'INPUT') return;
    const digit = /^[0-9]$/.test(event.key) ? (event.key === '0' ? 10 : Number(event.key)) : null;
    if (digit !== null && digit <= table.seats.length) {
      event.preventDefault();
      pick(digit - 1);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      setOrder(order.slice(0, -1));
    } else if (event.key.toLowerCase() === 'a') {
      event.preventDefault();
      setAllAtOnce(!allAtOnce);
    } else if (event.key === 'Enter' && !(event.target as HTMLElement).closest('button, [role="button"]')) {
      event.preventDefault();
      submit();
    }
  };

  const badges = Object.fromEntries(order.map((seat, k) => [seat, String(k + 1)]));
  return (
    <div className="drill-layout" onKeyDown={onKeyDown}>
      <Table table={table} marks={tableMarks(review, { onSeat: locked ? undefined : pick, badges, selected: new Set(order) })} />
      <section className="answer-panel" aria-label={t('drill.yourAnswer')}>
        <p className="prompt">{t('drill.prompt.showdown-order')}</p>
        <div className="seat-picker" role="group" aria-label={t('drill.seatsInOrder')}>
          {table.seats
            .filter((s) => !s.folded)
            .map((s) => (
              <button key={s.seat} type="button" data-seat={s.seat} aria-pressed={order.includes(s.seat)} disabled={locked} onClick={() => pick(s.seat)} aria-keyshortcuts={String((s.seat + 1) % 10)}>
                {order.includes(s.seat) ? `${order.indexOf(s.seat) + 1}. ` : ''}
                {format.seat(s.seat)}
              </button>
            ))}
        </div>
        <p className={`order-so-far${wrong.has('showdown_order') ? ' wrong' : ''}`} aria-live="polite">
          {wrong.has('showdown_order') ? '✗ ' : ''}
          {t('drill.orderSoFar', { order: order.length ? order.map((s) => format.seat(s)).join(' → ') : t('drill.nothingYet') })}
        </p>
        <label className={`check${wrong.has('all_at_once') ? ' wrong' : ''}`}>
          <input type="checkbox" name="all_at_once" checked={allAtOnce} disabled={locked} onChange={(event) => setAllAtOnce(event.target.checked)} />
          {wrong.has('all_at_once') ? '✗ ' : ''}
          {t('drill.allFaceUp')}
        </label>
        <p className="shortcut-hint">{t('drill.hints.showdown')}</p>
        {!locked && (
          <div className="actions">
            <button type="button" onClick={() => setOrder([])} disabled={!order.length}>
              {t('drill.clear')}
            </button>
            <button type="button" className="primary" onClick={submit}>
              {t('drill.submit')} <kbd>Enter</kbd>
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
