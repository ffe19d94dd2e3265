import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { tableMarks } from './marks';
import { SeatPicker } from './SeatPicker';
import { seatKeys } from './shortcuts';
import type { AnswerProps } from './types';

/** The last round as the game names it: the river, seventh street, the betting after the last draw. */
const promptKey = (street: string) =>
  street === 'seventh' ? 'drill.prompt.showdown-order-stud' : street.endsWith('-draw') ? 'drill.prompt.showdown-order-draw' : 'drill.prompt.showdown-order';

/** Click the seats on the felt in the order they show (or press their numbers); or all face up at once. */
export function ShowdownOrderAnswer({ question, locked, review, onSubmit }: AnswerProps<'showdown-order'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const [order, setOrder] = useState<number[]>([]);
  const [allAtOnce, setAllAtOnce] = useState(false);
  const [missing, setMissing] = useState<Missing[]>([]);
  const table = question.table;
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);
  const wrong = review?.parts ?? new Set<string>();

  const pick = (seat: number) => {
    if (locked || !live.includes(seat)) return;
    setOrder((current) => (current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat]));
  };
  const submit = () => {
    if (locked) return;
    // Every live hand has its place in the order, unless all go face up at once.
    const lacking: Missing[] = allAtOnce ? [] : order.length === 0 ? [{ key: 'order' }] : live.filter((s) => !order.includes(s)).map((seat) => ({ key: 'orderSeat', values: { seat } }));
    setMissing(lacking);
    if (lacking.length === 0) onSubmit({ kind: 'showdown-order', showdown_order: order, all_at_once: allAtOnce });
  };
  const onKeyDown = seatKeys(table.seats.length, pick, () => setOrder(order.slice(0, -1)), locked, { a: () => setAllAtOnce(!allAtOnce) });

  const badges = Object.fromEntries(order.map((seat, k) => [seat, String(k + 1)]));
  return (
    <AnswerFrame
      table={table}
      prompt={t(promptKey(table.street))}
      locked={locked}
      onEnter={submit} focus="panel"
      onKeyDown={onKeyDown}
      felt={<Felt table={table} marks={tableMarks(review, { onSeat: locked ? undefined : pick, badges, selected: new Set(order) })} />}
    >
      <SeatPicker
        seats={live}
        label={t('drill.seatsInOrder')}
        data="pick-seat"
        pressed={(seat) => order.includes(seat)}
        prefix={(seat) => (order.includes(seat) ? `${order.indexOf(seat) + 1}. ` : '')}
        locked={locked}
        onPick={pick}
      />
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
      {!locked && <ClearAndSubmit onClear={() => setOrder([])} canClear={order.length > 0} onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
