/**
 * Award the pots, on the felt: drag each pot to its winner (or pick it up and put it on the seat);
 * to a second seat as well and it is split between them, the odd chips left in the middle for the
 * trainee to give, one at a time; a split game's pot half by half. The order the pots are given is
 * the award order. The form beside it is the same answer: winners, their chips, and the award order.
 */
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { awardAnswer, awardReducer, halfOf, initialAward, missingAward, sharesOf, unawarded, type Half } from '../deal/award-model';
import { amountOf, type Missing } from '../deal/pots-model';
import type { Dealing, FeltChips } from '../felt/dealing';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { applyKey, Keypad } from '../Keypad';
import type { Cue } from '../sound';
import { AnswerFrame, MissingList, UndoAndSubmit } from './AnswerFrame';
import { tableMarks } from './marks';
import type { AnswerProps } from './types';

/** The games whose pots are split high and low. */
const SPLIT_GAMES = new Set(['omaha-hi-lo', 'stud-hi-lo']);

export function AwardAnswer({ question, locked, review, onSubmit, play }: AnswerProps<'award'> & { play?: (cue: Cue) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = question.table;
  const pots = table.middle;
  const [state, dispatch] = useReducer(awardReducer, pots.length, initialAward);
  const [active, setActive] = useState<{ pot: number; seat: number; half: Half } | null>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  const wrong = review?.parts ?? new Set<string>();
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);
  const canWin = (pot: number, seat: number) => live.includes(seat) && (pots[pot].eligible.length === 0 || pots[pot].eligible.includes(seat));
  // A split game's pot contested by two or more is answered in halves (what the table shows: the game and who is in the pot).
  const split = pots.map((pot) => SPLIT_GAMES.has(table.variant) && pot.eligible.filter((seat) => live.includes(seat)).length >= 2);
  const winnersOf = (pot: number, half: Half = 'high') => Object.keys(sharesOf(state, pot, half)).map(Number);
  const odd = (pot: number) => (winnersOf(pot).length + winnersOf(pot, 'low').length > 0 ? Math.max(0, unawarded(state, pot, pots[pot].amount)) : 0);

  // A split pot is dealt half by half (or whole, to the high hand, when nobody has a low); the odd chips one at a time.
  const dealing: Dealing = {
    movable: (s) => (s.kind === 'pot' ? true : s.kind === 'half' ? split[s.pot] : s.kind === 'odd' ? odd(s.pot) > 0 : false),
    accepts: (s, target) => {
      if (target.kind !== 'seat' || s.kind === 'bet') return false;
      if (s.kind === 'odd') return winnersOf(s.pot).includes(target.seat) || winnersOf(s.pot, 'low').includes(target.seat);
      return canWin(s.pot, target.seat) && !winnersOf(s.pot, s.kind === 'half' ? s.half : 'high').includes(target.seat);
    },
    move: (s, target) => {
      if (target.kind !== 'seat' || s.kind === 'bet') return;
      const half = s.kind === 'half' ? s.half : undefined;
      dispatch({ type: s.kind === 'odd' ? 'odd-chip' : 'give', pot: s.pot, seat: target.seat, amount: pots[s.pot].amount, unit: table.smallestChip, ...(half ? { half } : {}) });
      play?.('chips');
    },
    doneFocus: () => document.querySelector<HTMLElement>('.answer-panel [data-submit]')?.focus(),
  };
  const won: Record<number, number> = {};
  [...state.winners, ...state.low].forEach((w) => Object.entries(w).forEach(([seat, text]) => (won[Number(seat)] = (won[Number(seat)] ?? 0) + amountOf(text))));
  const chips: FeltChips = {
    bets: {},
    pots: pots.map((pot, i) => ({ ...pot, odd: odd(i), half: split[i] ? halfOf(pot.amount, table.smallestChip) : undefined, winners: [...new Set([...winnersOf(i), ...winnersOf(i, 'low')])], marked: review?.pots.has(i) })),
    won,
  };

  const submit = () => {
    if (locked) return;
    const lacking = missingAward(state, pots, split);
    setMissing(lacking);
    if (lacking.length === 0) onSubmit(awardAnswer(state, pots, split));
  };

  /** The winner toggles and chip fields of a pot, or of one half of a split pot. */
  const shareFields = (i: number, half: Half | null) => {
    const pot = pots[i];
    const shares = sharesOf(state, i, half ?? 'high');
    const id = (seat: number) => (half ? `award-${i}-${half}-${seat}` : `award-${i}-${seat}`);
    const wrongHalf = half !== null && wrong.has(`pots[${i}].halves.${half}`);
    return (
      <div key={half ?? 'pot'} className={half ? `pot-half${wrongHalf ? ' wrong' : ''}` : undefined} data-half={half ?? undefined}>
        {half && (
          <p className="eligible-label">
            {wrongHalf ? '✗ ' : ''}
            {t(half === 'high' ? 'drill.highHalf' : 'drill.lowHalf', { amount: format.n(Object.values(shares).reduce((sum, text) => sum + amountOf(text), 0)) })}
          </p>
        )}
        <div className="eligible" role="group" aria-label={half ? `${t('drill.winnersOf', { pot: format.pot(i) })}: ${t(half === 'high' ? 'drill.highWinners' : 'drill.lowWinners')}` : t('drill.winnersOf', { pot: format.pot(i) })}>
          <span className="eligible-label">{half ? t(half === 'high' ? 'drill.highWinners' : 'drill.lowWinners') : t('drill.winners')}</span>
          {live
            .filter((seat) => canWin(i, seat))
            .map((seat) => (
              <button key={seat} type="button" data-toggle-seat={seat} data-half={half ?? undefined} className="seat-toggle" aria-pressed={seat in shares} disabled={locked} onClick={() => dispatch({ type: 'toggle-winner', pot: i, seat, ...(half ? { half } : {}) })}>
                {seat in shares ? '✓ ' : ''}
                {format.seat(seat)}
              </button>
            ))}
        </div>
        {Object.keys(shares)
          .map(Number)
          .map((seat) => (
            <div className="field" key={seat}>
              <label htmlFor={id(seat)}>{t('drill.chipsFor', { seat: format.seat(seat) })}</label>
              <input
                id={id(seat)}
                inputMode="numeric"
                autoComplete="off"
                value={shares[seat]}
                readOnly={locked}
                onFocus={() => setActive({ pot: i, seat, half: half ?? 'high' })}
                onChange={(event) => dispatch({ type: 'type-share', pot: i, seat, text: event.target.value, ...(half ? { half } : {}) })}
              />
              {!locked && !half && (
                <button type="button" className="link" onClick={() => dispatch({ type: 'type-share', pot: i, seat, text: String(pot.amount) })}>
                  {t('drill.wholePot')}
                </button>
              )}
            </div>
          ))}
      </div>
    );
  };

  // No hand tabled: every pot was won without a showdown (nothing was "tabled").
  const uncontested = !table.seats.some((s) => s.cards);
  return (
    <AnswerFrame
      table={table}
      prompt={uncontested ? t('felt.prompt.awardUncontested') : t('drill.prompt.award')}
      locked={locked}
      onEnter={submit}
      felt={<Felt table={table} chips={chips} dealing={locked ? undefined : dealing} marks={tableMarks(review)} />}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="pot-cards">
          {pots.map((pot, i) => {
            const isWrong = review?.pots.has(i);
            return (
              <fieldset key={i} className={`pot-card${isWrong ? ' wrong' : ''}`} data-pot-index={i}>
                <legend>
                  {isWrong ? '✗ ' : ''}
                  {format.pot(i)}: {format.n(pot.amount)}
                </legend>
                <p className="help">{t('drill.eligibleList', { seats: format.seats(pot.eligible) })}</p>
                {split[i] ? (
                  <>
                    <p className="help">{t('drill.halvesHelp')}</p>
                    {(['high', 'low'] as const).map((half) => shareFields(i, half))}
                  </>
                ) : (
                  shareFields(i, null)
                )}
                <button type="button" data-award={i} aria-pressed={state.order.includes(i)} disabled={locked} onClick={() => dispatch({ type: 'toggle-order', pot: i })}>
                  {state.order.includes(i) ? t('drill.awardedAs', { n: state.order.indexOf(i) + 1 }) : t('drill.awardPot', { pot: format.pot(i) })}
                </button>
              </fieldset>
            );
          })}
        </div>
        <p className={`order-so-far${wrong.has('award_order') ? ' wrong' : ''}`}>
          {wrong.has('award_order') ? '✗ ' : ''}
          {t('drill.awardOrder', { order: state.order.length ? state.order.map(format.pot).join(' → ') : t('drill.nothingYet') })}
        </p>
        <Keypad disabled={locked || !active} onKey={(key) => active && dispatch({ type: 'type-share', pot: active.pot, seat: active.seat, half: active.half, text: applyKey(sharesOf(state, active.pot, active.half)[active.seat] ?? '', key) })} />
        <p className="shortcut-hint">{t('felt.hints.award')}</p>
        {!locked && <UndoAndSubmit canUndo={state.undo.length > 0} onUndo={() => dispatch({ type: 'undo' })} label={t('drill.submit')} />}
        <MissingList missing={missing} />
      </form>
    </AnswerFrame>
  );
}
