/**
 * Today's practice (issue 31) on Home: the items mastery.today chose for the chosen trainee, each
 * with the one-line reason it was chosen, and one button that deals them as a session (each item
 * steered to its kind, level, game family and rule).
 */
import './mastery.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trainee } from '../../shared/exam';
import type { TodayItem, TodayPlan } from '../../shared/mastery';
import { call } from '../api';
import { type ExamFormat, useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import type { TraineeState } from '../exam/trainee';
import { useAction } from '../exam/use-call';
import { Session } from '../practice/Session';
import { ago, ruleName, skillName } from './words';
import type { TFunction } from 'i18next';

/** On Home: Today's practice for the trainee chosen there (`trainees`: Home's, whose picker chooses for the progress below it too). */
export function TodayPractice({ trainees }: { trainees: TraineeState }) {
  const { t } = useTranslation();
  const id = useId();
  const trainee = trainees.chosen;
  return (
    <section className="today-practice" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('mastery.today.heading')}</h2>
      {!trainee && trainees.trainees && <p>{t('mastery.today.chooseTrainee')}</p>}
      {trainee && <TodayPlanOf key={trainee.id} trainee={trainee} headingId={`${id}-h`} />}
    </section>
  );
}

/** A class's trainee on their page: their own Today's practice (the host records it as theirs). */
export function OwnTodayPractice({ trainee }: { trainee: Pick<Trainee, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="today-practice" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('mastery.today.heading')}</h2>
      <TodayPlanOf trainee={trainee} headingId={`${id}-h`} />
    </section>
  );
}

/** The trainee's plan, its items with their reasons, and its session once started. */
function TodayPlanOf({ trainee, headingId }: { trainee: Pick<Trainee, 'id' | 'name'>; headingId: string }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const [plan, setPlan] = useState<TodayPlan | null>(null);
  const [practising, setPractising] = useState(false);
  const [busy, error, run] = useAction();

  const load = useCallback(() => {
    setPlan(null);
    void run(() => call('mastery.today', { traineeId: trainee.id })).then((p) => p && setPlan(p));
  }, [run, trainee.id]);
  useEffect(load, [load]);

  if (practising && plan) {
    return (
      <div role="group" aria-labelledby={headingId}>
        <Session
          config={{ kinds: [plan.items[0].kind], level: plan.items[0].level, count: plan.items.length, timeLimit: 0, plan: plan.items }}
          who={{ guest: false, trainee }}
          onExit={() => {
            setPractising(false);
            load();
          }}
        />
      </div>
    );
  }

  return (
    <>
      <ErrorPanel error={error} />
      {busy && !plan && <p role="status">{t('app.loading')}</p>}
      {plan && plan.items.length === 0 && <p>{t('mastery.today.empty')}</p>}
      {plan && plan.items.length > 0 && (
        <>
          <p>{t('mastery.today.intro', { count: plan.items.length, name: trainee.name })}</p>
          <button type="button" className="primary" onClick={() => setPractising(true)}>
            {t('mastery.today.start')}
          </button>
          <ol className="today-items">
            {runs(plan.items).map(({ item, count }, k) => (
              <li key={k}>
                <strong>{skillName(t, f, item)}</strong> {count > 1 && <span className="count">{t('mastery.today.items', { count, n: f.n(count) })}</span>}
                <span className="why">{reasonLine(t, f, item, plan.now)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** The items as the plan deals them, those in a row alike (skill, rule and reason) told once with their count. */
function runs(items: readonly TodayItem[]): { item: TodayItem; count: number }[] {
  const out: { item: TodayItem; count: number }[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && JSON.stringify(last.item) === JSON.stringify(item)) last.count++;
    else out.push({ item, count: 1 });
  }
  return out;
}

/** The one line that says why an item was chosen. */
function reasonLine(t: TFunction, f: ExamFormat, item: TodayItem, now: number): string {
  const r = item.reason;
  const pct = (x: number) => f.percent(x * 100);
  switch (r.type) {
    case 'due-rule':
      return r.lastMissedAt === null ? t('mastery.today.reason.dueRuleReviewed', { rule: ruleName(t, r.rule), recall: pct(r.recall) }) : t('mastery.today.reason.dueRule', { rule: ruleName(t, r.rule), ago: ago(t, now, r.lastMissedAt) });
    case 'due-skill':
      return t('mastery.today.reason.dueSkill', { ago: ago(t, now, r.lastAt), recall: pct(r.recall) });
    case 'weak':
      return t('mastery.today.reason.weak', { accuracy: pct(r.accuracy), count: r.answers });
    case 'new':
      return r.after ? t('mastery.today.reason.newAfter', { skill: skillName(t, f, r.after) }) : t('mastery.today.reason.newFirst');
    case 'review':
      return t('mastery.today.reason.review', { recall: pct(r.recall) });
  }
}
