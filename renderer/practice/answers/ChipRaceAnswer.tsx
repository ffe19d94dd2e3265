import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { ChipStack } from '../felt/ChipStack';
import { PlayingCard } from '../felt/PlayingCard';
import { useFormat } from '../format';
import { AnswerFrame, MissingList, UndoAndSubmit } from './AnswerFrame';
import { seatKeys } from './shortcuts';
import type { AnswerProps } from './types';
import './chips.css';

/**
 * A colour-up's chip race: deal the deck's cards one at a time to the seats (a seat's button or its
 * number), then mark the seats that win a new chip and any kept in with one. The cards are the
 * deck's in order; where each goes is the trainee's deal, nothing else.
 */
export function ChipRaceAnswer({ question, locked, review, onSubmit }: AnswerProps<'chip-race'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const [deal, setDeal] = useState<number[]>([]);
  const [winners, setWinners] = useState<number[]>([]);
  const [keptIn, setKeptIn] = useState<number[]>([]);
  const [noRace, setNoRace] = useState(false);
  const [missing, setMissing] = useState<Missing[]>([]);
  const cards = question.deck.match(/../g) ?? [];
  const seatIds = question.seats.map((s) => s.seat);

  const dealTo = (seat: number) => {
    if (locked || !seatIds.includes(seat) || deal.length >= cards.length) return;
    setDeal((d) => [...d, seat]);
  };
  const undo = () => !locked && setDeal((d) => d.slice(0, -1));
  const toggle = (list: number[], set: (l: number[]) => void, seat: number) => !locked && set(list.includes(seat) ? list.filter((s) => s !== seat) : [...list, seat].sort((a, b) => a - b));
  const submit = () => {
    if (locked) return;
    // A blank answer is refused, never scored.
    const lacking: Missing[] = [...(deal.length ? [] : [{ key: 'raceDeal' }]), ...(winners.length || noRace ? [] : [{ key: 'raceWinners' }])];
    setMissing(lacking);
    if (!lacking.length) onSubmit({ kind: 'chip-race', deal, winners: noRace ? [] : winners, kept_in: keptIn });
  };
  const onKeyDown = seatKeys(question.seats.length, dealTo, undo, locked);
  const prompt = t('drill.prompt.chip-race', { removed: format.n(question.removed), newChip: format.n(question.newChip) });
  const wrong = (part: string) => review?.parts.has(part) ?? false;

  const felt = (
    <div className="race-felt" data-race>
      <div className="race-deck" aria-live="polite">
        <span className="race-deck-back" aria-hidden="true">
          <PlayingCard text={null} />
        </span>
        <span>{t('drill.race.dealt', { count: deal.length })}</span>
      </div>
      <ol className="race-seats">
        {question.seats.map((s) => {
          const mine = deal.flatMap((seat, k) => (seat === s.seat ? [cards[k]] : []));
          const marked = review?.seats.has(s.seat) ?? false;
          return (
            <li key={s.seat} className={`race-seat${marked ? ' marked' : ''}`} data-race-seat={s.seat}>
              <h3>{format.seat(s.seat)}</h3>
              <div className="race-chips">
                {s.removed > 0 ? <ChipStack value={question.removed} count={s.removed} /> : null}
                <span className="race-count">{t('drill.race.chips', { count: s.removed, chip: format.n(question.removed) })}</span>
              </div>
              <p className="race-other">{t('drill.race.other', { amount: format.n(s.other) })}</p>
              <div className="race-cards" role="list" aria-label={t('drill.race.cardsOf', { seat: format.seat(s.seat) })}>
                {mine.map((c, k) => (
                  <span role="listitem" key={k}>
                    <PlayingCard text={c} />
                  </span>
                ))}
              </div>
              <div className="race-controls">
                <button type="button" data-deal-seat={s.seat} disabled={locked} onClick={() => dealTo(s.seat)} aria-keyshortcuts={String((s.seat + 1) % 10)}>
                  {t('drill.race.dealTo', { seat: format.seat(s.seat) })}
                </button>
                <button type="button" data-win-seat={s.seat} aria-pressed={winners.includes(s.seat)} disabled={locked || noRace} onClick={() => toggle(winners, setWinners, s.seat)}>
                  {t('drill.race.wins', { chip: format.n(question.newChip) })}
                </button>
                <button type="button" data-keep-seat={s.seat} aria-pressed={keptIn.includes(s.seat)} disabled={locked} onClick={() => toggle(keptIn, setKeptIn, s.seat)}>
                  {t('drill.race.keepIn', { chip: format.n(question.smallestAfter) })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
  return (
    <AnswerFrame prompt={prompt} locked={locked} onEnter={submit} focus="panel" onKeyDown={onKeyDown} felt={felt}>
      <p className={`order-so-far${wrong('deal') ? ' wrong' : ''}`}>
        {wrong('deal') ? '✗ ' : ''}
        {t('drill.view.raceDeal', { list: deal.length ? deal.map((s) => format.seat(s)).join(', ') : t('drill.nothingYet') })}
      </p>
      <p className={`order-so-far${wrong('winners') ? ' wrong' : ''}`}>
        {wrong('winners') ? '✗ ' : ''}
        {t('drill.view.raceWinners', { seats: noRace ? t('drill.race.noRace') : winners.length ? format.seats(winners) : t('drill.nothingYet') })}
      </p>
      <label className="check">
        <input type="checkbox" name="no_race" checked={noRace} disabled={locked} onChange={(e) => setNoRace(e.target.checked)} /> {t('drill.race.noRace')}
      </label>
      <p className="shortcut-hint">{t('drill.hints.chipRace')}</p>
      {!locked && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <UndoAndSubmit canUndo={deal.length > 0} onUndo={undo} label={t('drill.submit')} />
        </form>
      )}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
