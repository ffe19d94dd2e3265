import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handStatuses } from '../../../shared/enums';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { ChoiceRow } from './ChoiceRow';
import { tableMarks } from './marks';
import { roomOf } from './room';
import { SeatPicker } from './SeatPicker';
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
  const room = roomOf(table, t);

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
      <SeatPicker seats={live} label={t('drill.procedure.first')} shown wrong={wrong.has('first_to_show')} data="first-seat" pressed={(seat) => first === seat} locked={locked} onPick={pickFirst} />
      {live.map((seat) => (
        <ChoiceRow
          key={seat}
          className="status-row"
          data-status-row={seat}
          legend={t('drill.procedure.handOf', { seat: format.seat(seat) })}
          wrong={wrong.has(`hands[${seat}]`)}
          choices={handStatuses}
          data="status"
          picked={(s) => status[seat] === s}
          label={(s) => t(`drill.ruling.${s}`)}
          locked={locked}
          onPick={(s) => setStatus((current) => ({ ...current, [seat]: s }))}
        />
      ))}
      <ChoiceRow legend={t('drill.procedure.winners')} wrong={wrong.has('winners')} choices={live} data="winner-seat" picked={(seat) => winners.includes(seat)} label={(seat) => format.seat(seat)} locked={locked} onPick={toggleWinner} />
      {question.asksPenalty && (
        <ChoiceRow legend={t('drill.procedure.penalty')} wrong={wrong.has('penalty')} choices={[true, false]} data="penalty" picked={(v) => penalty === v} label={(v) => t(v ? 'drill.yes' : 'drill.no')} locked={locked} onPick={setPenalty} />
      )}
      <p className="shortcut-hint">{t('drill.hints.procedure')}</p>
      {!locked && <ClearAndSubmit onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
