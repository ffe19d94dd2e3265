/**
 * Gathering and side pots, dealt on the felt: each seat's chips dragged (or picked up and put down)
 * into a pot, a new side pot, or back to their owner, a part cut off first by typing its amount;
 * the eligible seats follow whose chips are in each pot and can be taken out. The form beside it
 * is the same answer by keyboard and screen reader.
 */
import { type Dispatch, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../shared/drills';
import { amountOf, initialPots, type Missing, missingPots, type PotsAction, potsAnswer, potsReducer, type PotsState } from '../deal/pots-model';
import type { Dealing, FeltChips } from '../felt/dealing';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import type { Cue } from '../sound';
import { AnswerFrame, MissingList } from './AnswerFrame';
import { tableMarks } from './marks';
import { PotsBuilder } from './PotsBuilder';
import type { AnswerProps, Review } from './types';

function potsDealing(state: PotsState, dispatch: Dispatch<PotsAction>, play?: (cue: Cue) => void): Dealing {
  return {
    movable: (s) => s.kind === 'bet' && (state.left[s.seat] ?? 0) > 0,
    accepts: (s, t) => s.kind === 'bet' && (t.kind !== 'seat' || t.seat === s.seat),
    move: (s, t) => {
      if (s.kind !== 'bet') return;
      dispatch({ type: 'move', seat: s.seat, to: t.kind === 'pot' ? { pot: t.pot } : t.kind === 'new-pot' ? 'new-pot' : 'back' });
      play?.('chips');
    },
    cut: { of: (seat) => state.cut[seat] ?? '', set: (seat, text) => dispatch({ type: 'cut', seat, text }) },
    toggleEligible: (pot, seat) => dispatch({ type: 'toggle', pot, seat }),
    newPot: true,
    doneFocus: () => document.querySelector<HTMLElement>('.answer-panel [data-submit]')?.focus(),
  };
}

function potsChips(state: PotsState, review: Review | null): FeltChips {
  return {
    bets: state.left,
    pots: state.pots.map((pot, i) => ({ amount: amountOf(pot.amount), eligible: pot.eligible, out: pot.out, marked: review?.pots.has(i) })),
    returned: Object.fromEntries(Object.entries(state.returned).map(([seat, text]) => [seat, amountOf(text)])),
  };
}

/** The felt and the form over one pots state; `bets`: the chips in front of each seat to start with. */
function PotsAnswer({ table, bets, prompt, hint, locked, review, play, onSubmit, extra }: {
  table: TableView;
  bets: Record<number, number>;
  prompt: string;
  hint: string;
  locked: boolean;
  review: Review | null;
  play?: (cue: Cue) => void;
  onSubmit(answer: ReturnType<typeof potsAnswer>): void;
  extra?: React.ReactNode;
}) {
  const [state, dispatch] = useReducer(potsReducer, undefined, () => initialPots(bets, table.middle));
  const [missing, setMissing] = useState<Missing[]>([]);
  const submit = () => {
    if (locked) return;
    const lacking = missingPots(state);
    setMissing(lacking);
    if (lacking.length === 0) onSubmit(potsAnswer(state));
  };
  return (
    <AnswerFrame
      table={table}
      prompt={prompt}
      locked={locked}
      onEnter={submit}
      felt={<Felt table={table} chips={potsChips(state, review)} dealing={locked ? undefined : potsDealing(state, dispatch, play)} marks={tableMarks(review)} />}
    >
      {extra}
      <PotsBuilder seats={table.seats.map((s) => s.seat)} bets={bets} state={state} dispatch={dispatch} locked={locked} review={review} hint={hint} onSubmit={submit} />
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}

export function GatherAnswer({ question, locked, review, onSubmit, play }: AnswerProps<'gather'> & { play?: (cue: Cue) => void }) {
  const { t } = useTranslation();
  const table = question.table;
  const bets = useMemo(() => Object.fromEntries(table.seats.filter((s) => s.bet > 0).map((s) => [s.seat, s.bet])), [table]);
  return (
    <PotsAnswer
      table={table}
      bets={bets}
      prompt={t('drill.prompt.gather')}
      hint={t('felt.hints.gather')}
      locked={locked}
      review={review}
      play={play}
      onSubmit={(answer) => onSubmit({ kind: 'gather', ...answer })}
    />
  );
}

export function SidePotsAnswer({ question, locked, review, onSubmit, play }: AnswerProps<'side-pots'> & { play?: (cue: Cue) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = question.table;
  const seats = table.seats.map((s) => s.seat);
  // What each seat put in front over the hand (antes and every round's bets), as the chips to share out.
  const bets = useMemo(
    () => Object.fromEntries(seats.map((seat) => [seat, (question.antes[seat] ?? 0) + question.rounds.reduce((sum, round) => sum + (round.bets[seat] ?? 0), 0)]).filter(([, amount]) => amount > 0)),
    [question, seats],
  );
  const contributions = (
    // Ten seats do not fit the panel: the table scrolls sideways (and takes the focus to do so by keyboard).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('drill.contributions')}>
      <table className="contributions">
        <caption>{t('drill.contributions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('drill.round')}</th>
            {seats.map((seat) => (
              <th scope="col" key={seat}>
                {format.seat(seat)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.antes.some((a) => a > 0) && (
            <tr>
              <th scope="row">{t('drill.antes')}</th>
              {seats.map((seat) => (
                <td key={seat}>{format.n(question.antes[seat] ?? 0)}</td>
              ))}
            </tr>
          )}
          {question.rounds.map((round) => (
            <tr key={round.street}>
              <th scope="row">{t(`drill.street.${round.street}`)}</th>
              {seats.map((seat) => (
                <td key={seat}>{format.n(round.bets[seat] ?? 0)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('drill.status')}</th>
            {table.seats.map((seat) => (
              <td key={seat.seat}>{seat.folded ? t('drill.folded') : seat.allIn ? t('drill.allIn') : t('drill.inHand')}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
  return (
    <PotsAnswer
      table={table}
      bets={bets}
      prompt={t('drill.prompt.side-pots')}
      hint={t('felt.hints.sidePots')}
      locked={locked}
      review={review}
      play={play}
      extra={contributions}
      onSubmit={(answer) => onSubmit({ kind: 'side-pots', ...answer })}
    />
  );
}
