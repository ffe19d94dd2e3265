import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handStatuses } from '../../../shared/enums';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { tableMarks } from './marks';
import { seatKeys } from './shortcuts';
import type { AnswerProps } from './types';

type Status = (typeof handStatuses)[number];

/**
 * The showdown as the dealer runs it: what each player did beside the felt; the trainee picks who
 * shows first (a seat on the felt, or its number), rules on each hand, names the winners and, when
 * a hand was announced wrongly, whether a penalty may follow.
 */
export function ShowdownProcedureAnswer({ question, locked, review, onSubmit }: AnswerProps<'showdown-procedure'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = question.table;
  const live = question.events.map((e) => e.seat);
  const [first, setFirst] = useState<number | null>(null);
  const [status, setStatus] = useState<Record<number, Status>>({});
  const [winners, setWinners] = useState<number[]>([]);
  const [penalty, setPenalty] = useState<boolean | null>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  const wrong = review?.parts ?? new Set<string>();

  const pickFirst = (seat: number) => {
    if (locked || !live.includes(seat)) return;
    setFirst((current) => (current === seat ? null : seat));
  };
  const toggleWinner = (seat: number) => {
    if (locked) return;
    setWinners((current) => (current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat].sort((a, b) => a - b)));
  };
  const submit = () => {
    if (locked) return;
    // A blank answer is refused: every part must be given.
    const lacking: Missing[] = [];
    if (first === null) lacking.push({ key: 'firstToShow' });
    for (const seat of live) if (!status[seat]) lacking.push({ key: 'handStatus', values: { seat } });
    if (!winners.length) lacking.push({ key: 'winner' });
    if (question.asksPenalty && penalty === null) lacking.push({ key: 'penalty' });
    setMissing(lacking);
    if (lacking.length || first === null) return;
    onSubmit({
      kind: 'showdown-procedure',
      first_to_show: first,
      hands: live.map((seat) => ({ seat, status: status[seat] })),
      winners,
      penalty: question.asksPenalty ? penalty : null,
    });
  };
  const onKeyDown = seatKeys(table.seats.length, pickFirst, () => setFirst(null), locked);
  const room = t(table.profile === 'cash' ? 'drill.procedure.cashRoom' : 'drill.procedure.tournamentRoom');

  return (
    <AnswerFrame
      table={table}
      prompt={t('drill.prompt.showdown-procedure', { room })}
      locked={locked}
      onEnter={submit}
      focus="panel"
      onKeyDown={onKeyDown}
      felt={<Felt table={table} marks={tableMarks(review, { onSeat: locked ? undefined : pickFirst, selected: new Set(first === null ? [] : [first]), badges: first === null ? {} : { [first]: '1' } })} />}
    >
      <ul className="procedure-events" aria-label={t('drill.procedure.events')}>
        {question.events.map((e) => (
          <li key={e.seat} data-event-seat={e.seat}>
            <strong>{format.seat(e.seat)}</strong>: {t(`drill.procedure.act.${e.act}`)}
            {e.announced ? ` ${t('drill.procedure.announced', { category: t(`drill.category.${e.announced}`) })}` : ''}
          </li>
        ))}
      </ul>
      <div className={`seat-picker${wrong.has('first_to_show') ? ' wrong' : ''}`} role="group" aria-label={t('drill.procedure.first')}>
        <span className="picker-label">{wrong.has('first_to_show') ? '✗ ' : ''}{t('drill.procedure.first')}</span>
        {live.map((seat) => (
          <button key={seat} type="button" data-first-seat={seat} aria-pressed={first === seat} disabled={locked} onClick={() => pickFirst(seat)} aria-keyshortcuts={String((seat + 1) % 10)}>
            {format.seat(seat)}
          </button>
        ))}
      </div>
      {live.map((seat) => (
        <fieldset key={seat} className={`choice-buttons status-row${wrong.has(`hands[${seat}]`) ? ' wrong' : ''}`} data-status-row={seat}>
          <legend>
            {wrong.has(`hands[${seat}]`) ? '✗ ' : ''}
            {t('drill.procedure.handOf', { seat: format.seat(seat) })}
          </legend>
          {handStatuses.map((s) => (
            <button key={s} type="button" data-status={s} aria-pressed={status[seat] === s} disabled={locked} onClick={() => setStatus((current) => ({ ...current, [seat]: s }))}>
              {status[seat] === s ? '✓ ' : ''}
              {t(`drill.ruling.${s}`)}
            </button>
          ))}
        </fieldset>
      ))}
      <fieldset className={`choice-buttons${wrong.has('winners') ? ' wrong' : ''}`}>
        <legend>
          {wrong.has('winners') ? '✗ ' : ''}
          {t('drill.procedure.winners')}
        </legend>
        {live.map((seat) => (
          <button key={seat} type="button" data-winner-seat={seat} aria-pressed={winners.includes(seat)} disabled={locked} onClick={() => toggleWinner(seat)}>
            {winners.includes(seat) ? '✓ ' : ''}
            {format.seat(seat)}
          </button>
        ))}
      </fieldset>
      {question.asksPenalty && (
        <fieldset className={`choice-buttons${wrong.has('penalty') ? ' wrong' : ''}`}>
          <legend>
            {wrong.has('penalty') ? '✗ ' : ''}
            {t('drill.procedure.penalty')}
          </legend>
          {[true, false].map((v) => (
            <button key={String(v)} type="button" data-penalty={String(v)} aria-pressed={penalty === v} disabled={locked} onClick={() => setPenalty(v)}>
              {penalty === v ? '✓ ' : ''}
              {t(v ? 'drill.yes' : 'drill.no')}
            </button>
          ))}
        </fieldset>
      )}
      <p className="shortcut-hint">{t('drill.hints.procedure')}</p>
      {!locked && <ClearAndSubmit onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
