import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Missing } from '../deal/pots-model';
import { Felt } from '../felt/Felt';
import { PlayingCard } from '../felt/PlayingCard';
import { rankText, suitSymbol, useFormat } from '../format';
import { AnswerFrame, ClearAndSubmit, MissingList } from './AnswerFrame';
import { ChoiceRow } from './ChoiceRow';
import { tableMarks } from './marks';
import { roomOf } from './room';
import { SeatPicker } from './SeatPicker';
import { seatKeys } from './shortcuts';
import type { AnswerProps, AnswerOf } from './types';

type Ruling = AnswerOf<'irregularities'>['ruling'];
const CARDS_ASKED = { replacement: 1, 'replacement-flop': 4, 'burn-flop': 4, 'burn-turn': 2, flop: 3 } as const;
const splitCards = (text: string): string[] => text.match(/../g) ?? [];

/**
 * An irregularity described beside the felt: the trainee picks the ruling (A to D, or a click),
 * where asked the cards that come next from the stub (in order, by click), and who acts now
 * (a seat on the felt, or its number).
 */
export function IrregularitiesAnswer({ question, locked, review, onSubmit }: AnswerProps<'irregularities'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = question.table;
  const [ruling, setRuling] = useState<Ruling | null>(null);
  const [cards, setCards] = useState<string[]>([]);
  const [toAct, setToAct] = useState<number | null>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  const wrong = review?.parts ?? new Set<string>();
  const want = question.asks.cards ? CARDS_ASKED[question.asks.cards] : 0;
  const stub = splitCards(question.stub);
  const live = table.seats.filter((s) => !s.folded).map((s) => s.seat);
  const letters = ['a', 'b', 'c', 'd'];

  const pickCard = (card: string) => {
    if (locked) return;
    setCards((current) => (current.includes(card) ? current.filter((c) => c !== card) : current.length < want ? [...current, card] : current));
  };
  const pickSeat = (seat: number) => {
    if (locked || !question.asks.toAct || !live.includes(seat)) return;
    setToAct((current) => (current === seat ? null : seat));
  };
  const submit = () => {
    if (locked) return;
    // A blank answer is refused: the ruling, and each part asked.
    const lacking: Missing[] = [];
    if (!ruling) lacking.push({ key: 'irregularRuling' });
    if (want && cards.length !== want) lacking.push({ key: 'nextCards', values: { count: want } });
    if (question.asks.toAct && toAct === null) lacking.push({ key: 'toAct' });
    setMissing(lacking);
    if (lacking.length || !ruling) return;
    onSubmit({ kind: 'irregularities', ruling, cards: cards.join(''), to_act: question.asks.toAct ? toAct : null });
  };
  const letterPick: Record<string, () => void> = Object.fromEntries(question.choices.map((c, k) => [letters[k], () => !locked && setRuling(c)]));
  const letterOf = (c: Ruling) => letters[question.choices.indexOf(c)].toUpperCase();
  const onKeyDown = seatKeys(table.seats.length, pickSeat, () => setCards(cards.slice(0, -1)), locked, letterPick);

  const room = roomOf(table, t);
  const o = question.oot;
  const say = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  const values: Record<string, string | number> = {
    seat: question.seat === null ? '' : format.seat(question.seat),
    place: question.place ?? 0,
    cause: question.cause ? say(`explain.${question.cause}`) : '',
    player: o ? format.seat(o.player) : question.verbal ? format.seat(question.verbal.seat) : '',
    said: question.verbal ? t(`drill.ruling.${question.verbal.said}`) : '',
    did: question.verbal?.did ? t(`drill.ruling.${question.verbal.did}`) : '',
    act: o ? t(`drill.ruling.${o.act}`) : '',
    skipped: o ? t(`drill.ruling.${o.skippedActs}`) : '',
    mistake: t(question.shown.some((s) => s.role === 'burnt') ? 'drill.irregular.twoBurnt' : 'drill.irregular.noBurn'),
  };
  return (
    <AnswerFrame
      table={table}
      prompt={t('drill.prompt.irregularities', { room })}
      locked={locked}
      onEnter={submit}
      focus="panel"
      onKeyDown={onKeyDown}
      felt={<Felt table={table} marks={tableMarks(review, question.asks.toAct ? { onSeat: locked ? undefined : pickSeat, selected: new Set(toAct === null ? [] : [toAct]) } : {})} />}
    >
      <p className="situation" data-situation={question.situation}>
        {say(`drill.irregular.situation.${question.situation}`, values)}
      </p>
      {question.shown.map((s) => (
        <div key={s.role} className="shown-cards" role="group" aria-label={t(`drill.irregular.shown.${s.role}`)}>
          <span>{t(`drill.irregular.shown.${s.role}`)}</span>
          {splitCards(s.cards).map((c) => (
            <PlayingCard key={c} text={c} />
          ))}
        </div>
      ))}
      <ChoiceRow
        className="rulings"
        legend={t('drill.field.ruling')}
        wrong={wrong.has('ruling')}
        choices={question.choices}
        data="ruling"
        picked={(c) => ruling === c}
        shortcut={letterOf}
        label={(c) => (
          <>
            <kbd>{letterOf(c)}</kbd> {t(`drill.ruling.${c}`)}
          </>
        )}
        locked={locked}
        onPick={setRuling}
      />
      {want > 0 && (
        <fieldset className={`stub-cards${wrong.has('cards') ? ' wrong' : ''}`}>
          <legend>
            {wrong.has('cards') ? '✗ ' : ''}
            {t(`drill.irregular.asks.${question.asks.cards!}`)} — {t(question.stubWhen === 'before-flop' ? 'drill.irregular.stubBefore' : 'drill.irregular.stubNow')}
          </legend>
          <div className="card-picker">
            {stub.map((card, k) => (
              <button
                key={card}
                type="button"
                className="card-button"
                data-stub-card={card}
                aria-pressed={cards.includes(card)}
                aria-label={`${k + 1}: ${rankText(card[0])}${suitSymbol[card[1]]} ${format.card(card)}${k === question.boxedAt ? `, ${t('drill.irregular.boxed')}` : ''}`}
                disabled={locked}
                onClick={() => pickCard(card)}
              >
                <PlayingCard text={card} decorative selected={cards.includes(card)} />
                {k === question.boxedAt && <span className="boxed-mark">{t('drill.irregular.boxed')}</span>}
              </button>
            ))}
          </div>
          <p className="order-so-far" aria-live="polite">
            {t('drill.irregular.picked', { cards: cards.length ? cards.map((c) => `${rankText(c[0])}${suitSymbol[c[1]]}`).join(' → ') : t('drill.nothingYet') })}
          </p>
        </fieldset>
      )}
      {question.asks.toAct && (
        <SeatPicker seats={live} label={t('drill.irregular.toAct')} shown wrong={wrong.has('to_act')} data="to-act" pressed={(seat) => toAct === seat} locked={locked} onPick={pickSeat} />
      )}
      <p className="shortcut-hint">{t('drill.hints.irregularities')}</p>
      {!locked && <ClearAndSubmit onClear={() => setCards([])} canClear={cards.length > 0} onSubmit={submit} />}
      <MissingList missing={missing} />
    </AnswerFrame>
  );
}
