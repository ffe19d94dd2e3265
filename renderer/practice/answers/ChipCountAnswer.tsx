import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../../shared/drills';
import { Countdown } from '../../exam/Countdown';
import { ChipStack } from '../felt/ChipStack';
import { useFormat } from '../format';
import { AnswerFrame } from './AnswerFrame';
import { NumberForm } from './NumberForm';
import type { AnswerProps } from './types';
import './chips.css';

/**
 * The clock main set for the item (the seconds allowed), counting down from when the item is shown.
 * A timer the trainee can read out on demand (role="timer" is not live: it does not announce every
 * second). Reaching zero only says so: main grades the time, and a right answer stays right.
 */
function ChipClock({ question, seconds, locked }: { question: Question; seconds: number; locked: boolean }) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [over, setOver] = useState(false);
  useEffect(() => {
    setDeadline(Date.now() + seconds * 1000);
    setOver(false);
  }, [question, seconds]);
  return (
    <div className={`chip-clock${over ? ' over' : ''}`} role="timer" aria-label={t('drill.chipClockLabel', { seconds, count: seconds })} data-clock={seconds} data-over={over || undefined}>
      {locked ? <span className="clock-allowed">{t('drill.chipClockAllowed', { seconds })}</span> : <Countdown label={t('drill.chipClock')} deadline={deadline} skew={0} onZero={() => setOver(true)} urgentBelow={5} />}
      {over && !locked && <span className="clock-over">{t('drill.chipClockOver')}</span>}
    </div>
  );
}

/**
 * Chips in front of a player, drawn as the stacks a dealer counts (columns of the room's stack
 * size, the loose chips last); the answer is the total, or the chips of each colour asked, against
 * the item's clock.
 */
export function ChipCountAnswer({ question: q, locked, review, onSubmit }: AnswerProps<'chip-count'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const per = (value: number) => q.stackOf.find((s) => s.value === value)?.per ?? 20;
  const seat = format.seat(q.seat);
  const fives = q.stackOf.some((s) => s.per !== 20);
  const handed = q.handedIn ? t('drill.chipsIn', { count: q.handedIn.count, value: format.n(q.handedIn.value) }) : '';
  const prompt =
    q.task === 'count'
      ? t(fives ? 'drill.prompt.chip-count-fives' : 'drill.prompt.chip-count', { seat, per: 20 })
      : q.task === 'cut'
        ? t('drill.prompt.chip-cut', { seat, amount: format.n(q.amount) })
        : t(q.amount > 0 ? 'drill.prompt.chip-change-call' : 'drill.prompt.chip-change', { seat, chips: handed, amount: format.n(q.amount) });
  const shown = q.task === 'change' && q.handedIn ? [q.handedIn] : q.stack;

  const felt = (
    <div className="race-felt chip-felt" data-chip-felt>
      <h3>{seat}</h3>
      <ChipClock question={q} seconds={q.clock} locked={locked} />
      <ul className="chip-groups">
        {shown.map((c) => {
          const size = q.task === 'change' ? 20 : per(c.value);
          // A count and a cut show the chips as stacked, their number unwritten: counting them is the task (a cut often takes
          // every chip of a colour). A change writes the chips handed in, as its prompt does.
          const label = q.task === 'change' ? t('drill.chipsHeld', { value: format.n(c.value), count: c.count }) : t('drill.field.chipsOf', { value: format.n(c.value) });
          return (
            <li key={c.value} className="chip-group" data-chip-value={c.value} aria-label={label}>
              <ChipStack value={c.value} count={c.count} per={size} />
              <span className="chip-value">{format.n(c.value)}</span>
              {q.task === 'change' && <span className="chip-held">× {c.count}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
  const fields =
    q.task === 'count'
      ? [{ name: 'total', label: t('drill.field.total') }]
      : q.colours.map((value) => ({ name: `chips[${value}]`, label: t('drill.field.chipsOf', { value: format.n(value) }) }));
  return (
    <AnswerFrame prompt={prompt} locked={locked} felt={felt}>
      <NumberForm
        fields={fields}
        locked={locked}
        wrong={review?.parts ?? new Set()}
        onSubmit={(v) =>
          onSubmit(
            q.task === 'count'
              ? { kind: 'chip-count', total: v.total, chips: [] }
              : { kind: 'chip-count', total: null, chips: q.colours.map((value) => ({ value, count: v[`chips[${value}]`] })) },
          )
        }
      />
    </AnswerFrame>
  );
}
