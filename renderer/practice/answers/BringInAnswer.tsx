import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { tableMarks } from './marks';
import { seatKeys } from './shortcuts';
import type { AnswerProps } from './types';

/** Stud: click the seat that brings it in (third street) or acts first (a later street), or press its number. */
export function BringInAnswer({ question, locked, review, onSubmit }: AnswerProps<'bring-in'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const [seat, setSeat] = useState<number | null>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  const table = question.table;
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);
  const wrong = review?.parts.has('first_to_act') ?? false;
  const third = table.street === 'third';

  const pick = (k: number) => {
    if (locked || !live.includes(k)) return;
    setSeat((current) => (current === k ? null : k));
  };
  const submit = () => {
    if (locked) return;
    // A blank answer is refused, never scored.
    const lacking: Missing[] = seat === null ? [{ key: 'seat' }] : [];
    setMissing(lacking);
    if (seat !== null) onSubmit({ kind: 'bring-in', first_to_act: seat });
  };
  const onKeyDown = seatKeys(table.seats.length, pick, () => setSeat(null), locked);

  const variant = t(`drill.variant.${table.variant}`);
  const prompt = third ? t('drill.prompt.bring-in', { variant }) : t('drill.prompt.first-to-act', { variant, street: t(`drill.street.${table.street}`) });
  const chosen = new Set(seat === null ? [] : [seat]);
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
      </div>
      <p className={`order-so-far${wrong ? ' wrong' : ''}`} aria-live="polite">
        {wrong ? '✗ ' : ''}
        {t('drill.view.firstToAct', { seat: seat === null ? t('drill.nothingYet') : format.seat(seat) })}
      </p>
      <p className="shortcut-hint">{t('drill.hints.bringIn')}</p>
      {!locked && <ClearAndSubmit onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
