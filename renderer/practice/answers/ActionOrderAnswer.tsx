import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { tableMarks } from './marks';
import { seatKeys } from './shortcuts';
import type { AnswerProps } from './types';

/** Who acts next: click the seat on the felt or its button (or press its number), or Nobody (N) when the round is over. */
export function ActionOrderAnswer({ question, locked, review, onSubmit }: AnswerProps<'action-order'>) {
  const { t } = useTranslation();
  const format = useFormat();
  // undefined: nothing picked yet; null: nobody.
  const [seat, setSeat] = useState<number | null | undefined>(undefined);
  const [missing, setMissing] = useState<Missing[]>([]);
  const table = question.table;
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);
  const wrong = review?.parts.has('next_to_act') ?? false;

  const pick = (k: number | null) => {
    if (locked || (k !== null && !live.includes(k))) return;
    setSeat((current) => (current === k ? undefined : k));
  };
  const submit = () => {
    if (locked) return;
    // A blank answer is refused, never scored.
    const lacking: Missing[] = seat === undefined ? [{ key: 'seat' }] : [];
    setMissing(lacking);
    if (seat !== undefined) onSubmit({ kind: 'action-order', next_to_act: seat });
  };
  const onKeyDown = seatKeys(table.seats.length, pick, () => setSeat(undefined), locked, { n: () => pick(null) });

  const prompt = t('drill.prompt.action-order', { street: t(`drill.street.${table.street}`) });
  const chosen = new Set(typeof seat === 'number' ? [seat] : []);
  const said = seat === undefined ? t('drill.nothingYet') : seat === null ? t('drill.nobodyActs') : format.seat(seat);
  return (
    <AnswerFrame
      table={table}
      prompt={prompt}
      locked={locked}
      onEnter={submit}
      focus="panel"
      onKeyDown={onKeyDown}
      felt={<Felt table={table} marks={tableMarks(review, { onSeat: locked ? undefined : pick, selected: chosen })} />}
    >
      <div className="seat-picker" role="group" aria-label={prompt}>
        {live.map((k) => (
          <button key={k} type="button" data-pick-seat={k} aria-pressed={seat === k} disabled={locked} onClick={() => pick(k)} aria-keyshortcuts={String((k + 1) % 10)}>
            {format.seat(k)}
          </button>
        ))}
        <button type="button" data-pick-nobody aria-pressed={seat === null} disabled={locked} onClick={() => pick(null)} aria-keyshortcuts="N">
          {t('drill.nobodyActs')}
        </button>
      </div>
      <p className={`order-so-far${wrong ? ' wrong' : ''}`} aria-live="polite">
        {wrong ? '✗ ' : ''}
        {t('drill.view.nextToAct', { seat: said })}
      </p>
      <p className="shortcut-hint">{t('drill.hints.actionOrder')}</p>
      {!locked && <ClearAndSubmit onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
