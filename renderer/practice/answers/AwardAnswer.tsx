import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { applyKey, Keypad, parseAmount } from '../Keypad';
import { Table } from '../Table';
import type { Cue } from '../sound';
import { tableMarks } from './marks';
import type { AnswerProps } from './types';

/**
 * Give each pot to its winner or winners: pick the winners of a pot, enter each one's chips (split
 * pots and the odd chip are the trainee's call), and award the pots in the order the dealer would.
 */
export function AwardAnswer({ question, locked, review, onSubmit, play }: AnswerProps<'award'> & { play?: (cue: Cue) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = question.table;
  const pots = table.middle;
  const [winners, setWinners] = useState<Array<Record<number, string>>>(() => pots.map(() => ({})));
  const [order, setOrder] = useState<number[]>([]);
  const [active, setActive] = useState<{ pot: number; seat: number } | null>(null);
  const wrong = review?.parts ?? new Set<string>();
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);

  const toggleWinner = (pot: number, seat: number) => {
    if (locked) return;
    setWinners(
      winners.map((w, i) => {
        if (i !== pot) return w;
        const next = { ...w };
        if (seat in next) delete next[seat];
        else next[seat] = '';
        return next;
      }),
    );
  };
  const setAmount = (pot: number, seat: number, text: string) => setWinners(winners.map((w, i) => (i === pot ? { ...w, [seat]: text.replace(/[^\d\s.,]/g, '') } : w)));
  const award = (pot: number) => {
    if (locked) return;
    setOrder(order.includes(pot) ? order.filter((p) => p !== pot) : [...order, pot]);
    if (!order.includes(pot)) play?.('chips');
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (locked) return;
    onSubmit({
      kind: 'award',
      award_order: order,
      pots: pots.map((pot, i) => ({
        amount: pot.amount,
        eligible: [...pot.eligible],
        winners: Object.entries(winners[i]).map(([seat, amount]) => ({ player: Number(seat), amount: parseAmount(amount) ?? 0 })),
      })),
    });
  };

  return (
    <div className="drill-layout">
      <Table table={table} marks={tableMarks(review)} />
      <section className="answer-panel" aria-label={t('drill.yourAnswer')}>
        <p className="prompt">{t('drill.prompt.award')}</p>
        <form onSubmit={submit}>
          <div className="pot-cards">
            {pots.map((pot, i) => {
              const isWrong = review?.pots.has(i);
              return (
                <fieldset key={i} className={`pot-card${isWrong ? ' wrong' : ''}`} data-pot={i}>
                  <legend>
                    {isWrong ? '✗ ' : ''}
                    {format.pot(i)}: {format.n(pot.amount)}
                  </legend>
                  <p className="help">{t('drill.eligibleList', { seats: format.seats(pot.eligible) })}</p>
                  <div className="eligible" role="group" aria-label={t('drill.winnersOf', { pot: format.pot(i) })}>
                    <span className="eligible-label">{t('drill.winners')}</span>
                    {live
                      .filter((seat) => pot.eligible.length === 0 || pot.eligible.includes(seat))
                      .map((seat) => (
                        <button key={seat} type="button" data-seat={seat} className="seat-toggle" aria-pressed={seat in winners[i]} disabled={locked} onClick={() => toggleWinner(i, seat)}>
                          {seat in winners[i] ? '✓ ' : ''}
                          {format.seat(seat)}
                        </button>
                      ))}
                  </div>
                  {Object.keys(winners[i]).map((key) => {
                    const seat = Number(key);
                    return (
                      <div className="field" key={seat}>
                        <label htmlFor={`award-${i}-${seat}`}>{t('drill.chipsFor', { seat: format.seat(seat) })}</label>
                        <input
                          id={`award-${i}-${seat}`}
                          inputMode="numeric"
                          autoComplete="off"
                          value={winners[i][seat]}
                          readOnly={locked}
                          onFocus={() => setActive({ pot: i, seat })}
                          onChange={(event) => setAmount(i, seat, event.target.value)}
                        />
                        {!locked && (
                          <button type="button" className="link" onClick={() => setAmount(i, seat, String(pot.amount))}>
                            {t('drill.wholePot')}
                          </button>
                        )}
                      </div>
                    );
                  })}
                  <button type="button" data-award={i} aria-pressed={order.includes(i)} disabled={locked} onClick={() => award(i)}>
                    {order.includes(i) ? t('drill.awardedAs', { n: order.indexOf(i) + 1 }) : t('drill.awardPot', { pot: format.pot(i) })}
                  </button>
                </fieldset>
              );
            })}
          </div>
          <p className={`order-so-far${wrong.has('award_order') ? ' wrong' : ''}`}>
            {wrong.has('award_order') ? '✗ ' : ''}
            {t('drill.awardOrder', { order: order.length ? order.map(format.pot).join(' → ') : t('drill.nothingYet') })}
          </p>
          <Keypad disabled={locked || !active} onKey={(key) => active && setAmount(active.pot, active.seat, applyKey(winners[active.pot][active.seat] ?? '', key))} />
          <p className="shortcut-hint">{t('drill.hints.award')}</p>
          {!locked && (
            <button type="submit" className="primary">
              {t('drill.submit')} <kbd>Enter</kbd>
            </button>
          )}
        </form>
      </section>
    </div>
  );
}
