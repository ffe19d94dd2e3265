/**
 * The trainee states the pots: each pot's amount and the seats eligible for it, and the chips that
 * go back to their owners. In gather, each bet is moved by click, drag or keyboard into a pot or
 * back to its owner; the pots' amounts follow from the moves and stay editable. The renderer never
 * works out what the pots should be.
 */
import { type DragEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { applyKey, Keypad, parseAmount } from '../Keypad';
import type { Review } from './types';

export interface DraftPot {
  amount: string;
  eligible: number[];
}

export interface PotsResult {
  returned: Array<{ player: number; amount: number }>;
  pots: Array<{ amount: number; eligible: number[] }>;
}

interface Props {
  seats: number[];
  /** Gather: each seat's bet in front, to move. */
  bets?: Record<number, number>;
  initialPots: DraftPot[];
  locked: boolean;
  review: Review | null;
  onMove?: (bets: Record<number, number>) => void;
  onSubmit(result: PotsResult): void;
  onChips?: () => void;
}

export function PotsBuilder({ seats, bets, initialPots, locked, review, onMove, onSubmit, onChips }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pots, setPots] = useState<DraftPot[]>(initialPots.length ? initialPots : [{ amount: '', eligible: [] }]);
  const [returned, setReturned] = useState<Record<number, string>>({});
  const [left, setLeft] = useState<Record<number, number>>(() => ({ ...(bets ?? {}) }));
  const [moveAmount, setMoveAmount] = useState<Record<number, string>>({});
  const [active, setActive] = useState<{ pot: number } | { returned: number } | null>(null);
  const [history, setHistory] = useState<Array<{ pots: DraftPot[]; returned: Record<number, string>; left: Record<number, number> }>>([]);
  const wrong = review?.parts ?? new Set<string>();

  const snapshot = () => setHistory((h) => [...h, { pots, returned, left }]);
  const updateLeft = (next: Record<number, number>) => {
    setLeft(next);
    onMove?.(next);
  };

  const moveInto = (seat: number, target: number | 'back') => {
    if (locked) return;
    const available = left[seat] ?? 0;
    const wanted = parseAmount(moveAmount[seat] ?? '') ?? available;
    const amount = Math.min(available, wanted);
    if (amount <= 0) return;
    snapshot();
    if (target === 'back') {
      setReturned({ ...returned, [seat]: String((parseAmount(returned[seat] ?? '') ?? 0) + amount) });
    } else {
      const next = pots.map((pot, i) => (i === target ? { ...pot, amount: String((parseAmount(pot.amount) ?? 0) + amount) } : pot));
      setPots(next);
    }
    updateLeft({ ...left, [seat]: available - amount });
    setMoveAmount({ ...moveAmount, [seat]: '' });
    onChips?.();
  };

  const toggle = (potIndex: number, seat: number) => {
    if (locked) return;
    setPots(pots.map((pot, i) => (i === potIndex ? { ...pot, eligible: pot.eligible.includes(seat) ? pot.eligible.filter((s) => s !== seat) : [...pot.eligible, seat].sort((a, b) => a - b) } : pot)));
  };

  const addPot = () => !locked && setPots([...pots, { amount: '', eligible: [] }]);
  const removePot = (index: number) => !locked && pots.length > 1 && setPots(pots.filter((_, i) => i !== index));
  const undo = () => {
    const last = history[history.length - 1];
    if (!last || locked) return;
    setHistory(history.slice(0, -1));
    setPots(last.pots);
    setReturned(last.returned);
    updateLeft(last.left);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    onSubmit({
      returned: Object.entries(returned)
        .map(([seat, amount]) => ({ player: Number(seat), amount: parseAmount(amount) ?? 0 }))
        .filter((r) => r.amount > 0),
      pots: pots.map((pot) => ({ amount: parseAmount(pot.amount) ?? 0, eligible: [...pot.eligible] })).filter((pot) => pot.amount > 0 || pot.eligible.length > 0),
    });
  };

  const onKey = (key: string) => {
    if (!active) return;
    if ('pot' in active) setPots(pots.map((pot, i) => (i === active.pot ? { ...pot, amount: applyKey(pot.amount, key) } : pot)));
    else setReturned({ ...returned, [active.returned]: applyKey(returned[active.returned] ?? '', key) });
  };

  const drop = (target: number | 'back') => (event: DragEvent) => {
    event.preventDefault();
    const seat = Number(event.dataTransfer.getData('text/plain'));
    if (Number.isInteger(seat)) moveInto(seat, target);
  };
  const allowDrop = (event: DragEvent) => event.preventDefault();

  const betSeats = bets ? seats.filter((s) => (bets[s] ?? 0) > 0) : [];

  return (
    <form className="pots-builder" onSubmit={submit}>
      {bets && (
        <section className="bets-to-move" aria-labelledby="bets-heading">
          <h2 id="bets-heading">{t('drill.gather.bets')}</h2>
          {betSeats.length === 0 && <p className="help">{t('drill.gather.noBets')}</p>}
          <ul>
            {betSeats.map((seat) => (
              <li key={seat} className="bet-row" data-seat={seat}>
                <span
                  className="bet-token"
                  draggable={!locked && (left[seat] ?? 0) > 0}
                  onDragStart={(event) => event.dataTransfer.setData('text/plain', String(seat))}
                >
                  {format.seat(seat)}: {t('drill.gather.left', { amount: format.n(left[seat] ?? 0), total: format.n(bets[seat]) })}
                </span>
                <label className="sr-only" htmlFor={`move-${seat}`}>
                  {t('drill.gather.amountToMove', { seat: format.seat(seat) })}
                </label>
                <input
                  id={`move-${seat}`}
                  className="move-amount"
                  inputMode="numeric"
                  placeholder={format.n(left[seat] ?? 0)}
                  value={moveAmount[seat] ?? ''}
                  readOnly={locked}
                  onChange={(event) => setMoveAmount({ ...moveAmount, [seat]: event.target.value })}
                />
                {pots.map((_, i) => (
                  <button key={i} type="button" disabled={locked || !(left[seat] > 0)} onClick={() => moveInto(seat, i)}>
                    → {format.pot(i)}
                  </button>
                ))}
                <button type="button" data-back disabled={locked || !(left[seat] > 0)} onClick={() => moveInto(seat, 'back')}>
                  ↩ {t('drill.gather.back')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="pots-list" aria-labelledby="pots-heading">
        <h2 id="pots-heading">{t('drill.pots')}</h2>
        <div className="pot-cards">
          {pots.map((pot, i) => (
            <fieldset key={i} className={`pot-card${review?.pots.has(i) ? ' wrong' : ''}`} onDrop={drop(i)} onDragOver={allowDrop} data-pot={i}>
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
                  onChange={(event) => setPots(pots.map((p, k) => (k === i ? { ...p, amount: event.target.value.replace(/[^\d\s.,]/g, '') } : p)))}
                />
              </div>
              <div className="eligible" role="group" aria-label={t('drill.eligibleFor', { pot: format.pot(i) })}>
                <span className="eligible-label">{t('drill.eligible')}</span>
                {seats.map((seat) => (
                  <button key={seat} type="button" data-seat={seat} className="seat-toggle" aria-label={format.seat(seat)} aria-pressed={pot.eligible.includes(seat)} disabled={locked} onClick={() => toggle(i, seat)}>
                    <span aria-hidden="true">
                      {pot.eligible.includes(seat) ? '✓ ' : ''}
                      {seat + 1}
                    </span>
                  </button>
                ))}
              </div>
              {!locked && pots.length > 1 && (
                <button type="button" className="link" onClick={() => removePot(i)}>
                  {t('drill.removePot', { pot: format.pot(i) })}
                </button>
              )}
            </fieldset>
          ))}
        </div>
        {!locked && (
          <button type="button" data-add-pot onClick={addPot}>
            + {t('drill.addPot')}
          </button>
        )}
      </section>

      <section className="returned-list" aria-labelledby="returned-heading" onDrop={drop('back')} onDragOver={allowDrop}>
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
                value={returned[seat] ?? ''}
                readOnly={locked}
                onFocus={() => setActive({ returned: seat })}
                onChange={(event) => setReturned({ ...returned, [seat]: event.target.value.replace(/[^\d\s.,]/g, '') })}
              />
            </div>
          ))}
        </div>
      </section>

      <Keypad disabled={locked || !active} onKey={onKey} />
      <p className="shortcut-hint">{t(bets ? 'drill.hints.gather' : 'drill.hints.sidePots')}</p>
      {!locked && (
        <div className="actions">
          <button type="button" onClick={undo} disabled={history.length === 0}>
            {t('drill.undo')}
          </button>
          <button type="submit" className="primary">
            {t('drill.confirmPots')} <kbd>Enter</kbd>
          </button>
        </div>
      )}
    </form>
  );
}
