import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { Table } from '../Table';
import type { Cue } from '../sound';
import { tableMarks } from './marks';
import { PotsBuilder } from './PotsBuilder';
import type { AnswerProps } from './types';

export function GatherAnswer({ question, locked, review, onSubmit, play }: AnswerProps<'gather'> & { play?: (cue: Cue) => void }) {
  const { t } = useTranslation();
  const table = question.table;
  const bets = Object.fromEntries(table.seats.map((s) => [s.seat, s.bet]));
  const [left, setLeft] = useState<Record<number, number>>(bets);
  return (
    <div className="drill-layout">
      <Table table={table} marks={tableMarks(review, { betsLeft: left })} />
      <section className="answer-panel" aria-label={t('drill.yourAnswer')}>
        <p className="prompt">{t('drill.prompt.gather')}</p>
        <PotsBuilder
          seats={table.seats.map((s) => s.seat)}
          bets={bets}
          initialPots={table.middle.map((pot) => ({ amount: String(pot.amount), eligible: [...pot.eligible] }))}
          locked={locked}
          review={review}
          onMove={setLeft}
          onChips={() => play?.('chips')}
          onSubmit={(result) => onSubmit({ kind: 'gather', ...result })}
        />
      </section>
    </div>
  );
}

export function SidePotsAnswer({ question, locked, review, onSubmit }: AnswerProps<'side-pots'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = question.table;
  const seats = table.seats.map((s) => s.seat);
  return (
    <div className="drill-layout">
      <Table table={table} marks={tableMarks(review)} />
      <section className="answer-panel" aria-label={t('drill.yourAnswer')}>
        <p className="prompt">{t('drill.prompt.side-pots')}</p>
        {/* Ten seats do not fit the panel: the table scrolls sideways (and takes the focus to do so by keyboard). */}
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
        <PotsBuilder seats={seats} initialPots={[]} locked={locked} review={review} onSubmit={(result) => onSubmit({ kind: 'side-pots', ...result })} />
      </section>
    </div>
  );
}
