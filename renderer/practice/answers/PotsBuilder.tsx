/**
 * The form beside the felt for gathering and side pots, in step with it (one state, pots-model.ts):
 * each seat's chips moved by buttons (an amount to cut, then into a pot or back), each pot's amount
 * and eligible seats, the chips that went back. The keyboard and screen-reader path to the same
 * answer as the felt's. The renderer never works out what the pots should be.
 */
import type { Dispatch, FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PotsAction, type PotsState, amountOf, moveAmount } from '../deal/pots-model';
import { useFormat } from '../format';
import { applyKey, Keypad } from '../Keypad';
import { UndoAndSubmit } from './AnswerFrame';
import type { Review } from './types';

interface Props {
  seats: number[];
  /** Each seat's chips to move at the start (gather: the bets; side pots: what each put in). */
  bets: Record<number, number>;
  state: PotsState;
  dispatch: Dispatch<PotsAction>;
  locked: boolean;
  review: Review | null;
  /** Side pots state their pots by typing as well. */
  hint: string;
  onSubmit(): void;
}

export function PotsBuilder({ seats, bets, state, dispatch, locked, review, hint, onSubmit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [active, setActive] = useState<{ pot: number } | { returned: number } | null>(null);
  /** Where each seat's next move goes: a pot's index, or "new" for a new side pot. */
  const [target, setTarget] = useState<Record<number, string>>({});
  const moveTo = (seat: number) => {
    const to = target[seat] ?? '0';
    dispatch({ type: 'move', seat, to: to === 'new' || !state.pots[Number(to)] ? 'new-pot' : { pot: Number(to) } });
  };
  const wrong = review?.parts ?? new Set<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked) onSubmit();
  };
  const onKey = (key: string) => {
    if (!active) return;
    if ('pot' in active) dispatch({ type: 'type-pot', pot: active.pot, text: applyKey(state.pots[active.pot]?.amount ?? '', key) });
    else dispatch({ type: 'type-returned', seat: active.returned, text: applyKey(state.returned[active.returned] ?? '', key) });
  };
  const betSeats = seats.filter((s) => (bets[s] ?? 0) > 0);
  const left = (seat: number) => state.left[seat] ?? 0;

  return (
    <form className="pots-builder" onSubmit={submit}>
      <section className="bets-to-move" aria-labelledby="bets-heading">
        <h2 id="bets-heading">{t('drill.gather.bets')}</h2>
        {betSeats.length === 0 && <p className="help">{t('drill.gather.noBets')}</p>}
        <ul>
          {betSeats.map((seat) => (
            <li key={seat} className="bet-row" data-row-seat={seat}>
              <span className="bet-token">
                {format.seat(seat)}: {t('drill.gather.left', { amount: format.n(left(seat)), total: format.n(bets[seat]) })}
              </span>
              <label className="sr-only" htmlFor={`move-${seat}`}>
                {t('drill.gather.amountToMove', { seat: format.seat(seat) })}
              </label>
              <input
                id={`move-${seat}`}
                className="move-amount"
                inputMode="numeric"
                autoComplete="off"
                placeholder={format.n(left(seat))}
                value={state.cut[seat] ?? ''}
                readOnly={locked}
                disabled={!locked && left(seat) === 0}
                onChange={(event) => dispatch({ type: 'cut', seat, text: event.target.value })}
              />
              <label className="sr-only" htmlFor={`move-to-${seat}`}>
                {t('felt.form.moveTo', { seat: format.seat(seat) })}
              </label>
              <select id={`move-to-${seat}`} className="move-to" value={target[seat] ?? '0'} disabled={locked || left(seat) === 0} onChange={(event) => setTarget({ ...target, [seat]: event.target.value })}>
                {state.pots.map((_, i) => (
                  <option key={i} value={String(i)}>
                    {format.pot(i)}
                  </option>
                ))}
                <option value="new">{t('felt.toNewPot')}</option>
              </select>
              <button type="button" data-move disabled={locked || moveAmount(state, seat) <= 0} onClick={() => moveTo(seat)}>
                {t('felt.form.move')}
              </button>
              <button type="button" data-back disabled={locked || moveAmount(state, seat) <= 0} onClick={() => dispatch({ type: 'move', seat, to: 'back' })}>
                ↩ {t('drill.gather.back')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="pots-list" aria-labelledby="pots-heading">
        <h2 id="pots-heading">{t('drill.pots')}</h2>
        <div className="pot-cards">
          {state.pots.map((pot, i) => (
            <fieldset key={i} className={`pot-card${review?.pots.has(i) ? ' wrong' : ''}`} data-pot-index={i}>
              <legend>
                {review?.pots.has(i) ? '✗ ' : ''}
                {format.pot(i)}
              </legend>
              <div className="field">
                <label htmlFor={`pot-${i}-amount`}>{t('drill.amount')}</label>
                <input
                  id={`pot-${i}-amount`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={pot.amount}
                  readOnly={locked}
                  aria-invalid={wrong.has(`pots[${i}].amount`) || undefined}
                  onFocus={() => setActive({ pot: i })}
                  onChange={(event) => dispatch({ type: 'type-pot', pot: i, text: event.target.value })}
                />
              </div>
              <div className="eligible" role="group" aria-label={t('drill.eligibleFor', { pot: format.pot(i) })}>
                <span className="eligible-label">{t('drill.eligible')}</span>
                {seats.map((seat) => (
                  <button key={seat} type="button" data-toggle-seat={seat} className="seat-toggle" aria-label={format.seat(seat)} aria-pressed={pot.eligible.includes(seat)} disabled={locked} onClick={() => dispatch({ type: 'toggle', pot: i, seat })}>
                    <span aria-hidden="true">
                      {pot.eligible.includes(seat) ? '✓ ' : ''}
                      {seat + 1}
                    </span>
                  </button>
                ))}
              </div>
              {!locked && state.pots.length > 1 && (amountOf(pot.amount) === 0 || state.typed) && (
                <button type="button" className="link" onClick={() => dispatch({ type: 'remove-pot', pot: i })}>
                  {t('drill.removePot', { pot: format.pot(i) })}
                </button>
              )}
            </fieldset>
          ))}
        </div>
        {!locked && (
          <button type="button" data-add-pot onClick={() => dispatch({ type: 'add-pot' })}>
            + {t('drill.addPot')}
          </button>
        )}
      </section>

      <section className="returned-list" aria-labelledby="returned-heading">
        <h2 id="returned-heading" className={wrong.has('returned') ? 'wrong' : undefined}>
          {wrong.has('returned') ? '✗ ' : ''}
          {t('drill.returned')}
        </h2>
        <div className="returned-fields">
          {seats.map((seat) => (
            <div className="field" key={seat}>
              <label htmlFor={`returned-${seat}`}>{format.seat(seat)}</label>
              <input
                id={`returned-${seat}`}
                inputMode="numeric"
                autoComplete="off"
                value={state.returned[seat] ?? ''}
                readOnly={locked}
                onFocus={() => setActive({ returned: seat })}
                onChange={(event) => dispatch({ type: 'type-returned', seat, text: event.target.value })}
              />
            </div>
          ))}
        </div>
      </section>

      <Keypad disabled={locked || !active} onKey={onKey} />
      <p className="shortcut-hint">{hint}</p>
      {!locked && <UndoAndSubmit canUndo={state.undo.length > 0} onUndo={() => dispatch({ type: 'undo' })} label={t('drill.confirmPots')} />}
    </form>
  );
}
