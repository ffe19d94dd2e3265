import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../shared/drills';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { tableMarks } from './marks';
import { SeatPicker } from './SeatPicker';
import { seatKeys } from './shortcuts';
import type { AnswerProps, Review } from './types';

/**
 * One seat named (who acts next, who brings it in): a click on the seat on the felt or its button,
 * or its number; with `nobody`, a button (and N) for no seat at all. `said(seat)`: the answer so
 * far as a sentence; `part`: the answer's field that the review marks wrong.
 */
function OneSeatAnswer({ table, prompt, hint, part, said, nobody, locked, review, onSubmit }: {
  table: TableView;
  prompt: string;
  hint: string;
  part: string;
  said(seat: string): string;
  nobody?: string;
  locked: boolean;
  review: Review | null;
  onSubmit(seat: number | null): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // undefined: nothing picked yet; null: nobody.
  const [seat, setSeat] = useState<number | null | undefined>(undefined);
  const [missing, setMissing] = useState<Missing[]>([]);
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);
  const wrong = review?.parts.has(part) ?? false;

  const pick = (k: number | null) => {
    if (locked || (k !== null && !live.includes(k))) return;
    setSeat((current) => (current === k ? undefined : k));
  };
  const submit = () => {
    if (locked) return;
    // A blank answer is refused, never scored.
    const lacking: Missing[] = seat === undefined ? [{ key: 'seat' }] : [];
    setMissing(lacking);
    if (seat !== undefined) onSubmit(seat);
  };
  const onKeyDown = seatKeys(table.seats.length, pick, () => setSeat(undefined), locked, nobody ? { n: () => pick(null) } : {});

  const chosen = new Set(typeof seat === 'number' ? [seat] : []);
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
      <SeatPicker seats={live} label={prompt} data="pick-seat" pressed={(k) => seat === k} locked={locked} onPick={pick}>
        {nobody && (
          <button type="button" data-pick-nobody aria-pressed={seat === null} disabled={locked} onClick={() => pick(null)} aria-keyshortcuts="N">
            {nobody}
          </button>
        )}
      </SeatPicker>
      <p className={`order-so-far${wrong ? ' wrong' : ''}`} aria-live="polite">
        {wrong ? '✗ ' : ''}
        {said(seat === undefined ? t('drill.nothingYet') : seat === null ? (nobody ?? '') : format.seat(seat))}
      </p>
      <p className="shortcut-hint">{hint}</p>
      {!locked && <ClearAndSubmit onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}

/** Who acts next: a seat, or Nobody (N) when the round is over. */
export function ActionOrderAnswer({ question, ...rest }: AnswerProps<'action-order'>) {
  const { t } = useTranslation();
  const table = question.table;
  return (
    <OneSeatAnswer
      table={table}
      prompt={t('drill.prompt.action-order', { street: t(`drill.street.${table.street}`) })}
      hint={t('drill.hints.actionOrder')}
      part="next_to_act"
      said={(seat) => t('drill.view.nextToAct', { seat })}
      nobody={t('drill.nobodyActs')}
      {...rest}
      onSubmit={(seat) => rest.onSubmit({ kind: 'action-order', next_to_act: seat })}
    />
  );
}

/** Stud: the seat that brings it in (third street) or acts first (a later street). */
export function BringInAnswer({ question, ...rest }: AnswerProps<'bring-in'>) {
  const { t } = useTranslation();
  const table = question.table;
  const variant = t(`drill.variant.${table.variant}`);
  return (
    <OneSeatAnswer
      table={table}
      prompt={table.street === 'third' ? t('drill.prompt.bring-in', { variant }) : t('drill.prompt.first-to-act', { variant, street: t(`drill.street.${table.street}`) })}
      hint={t('drill.hints.bringIn')}
      part="first_to_act"
      said={(seat) => t('drill.view.firstToAct', { seat })}
      {...rest}
      // Without a Nobody button a seat is always picked.
      onSubmit={(seat) => seat !== null && rest.onSubmit({ kind: 'bring-in', first_to_act: seat })}
    />
  );
}
