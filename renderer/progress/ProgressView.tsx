/**
 * The chosen trainee's progress from records.progress: accuracy and speed per drill kind over
 * time, and the weak spots, which one button turns into a practice session.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Progress, Trainee } from '../../shared/exam';
import { MASTERY } from '../../shared/mastery';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useExamFormat } from '../exam/format';
import { useAction } from '../exam/use-call';
import { Session } from '../practice/Session';
import type { SessionConfig } from '../practice/session-types';

// recharts is most of the renderer's weight: loaded only when a chart is shown.
const ProgressChart = lazy(() => import('./ProgressChart').then((m) => ({ default: m.ProgressChart })));

export function ProgressView({ trainee }: { trainee: Trainee }) {
  const traineeId = trainee.id;
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [bucket, setBucket] = useState<'day' | 'week'>('day');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [practice, setPractice] = useState<SessionConfig | null>(null);
  const [busy, error, run] = useAction();

  const load = useCallback(() => {
    void run(() => call('records.progress', { traineeId, bucket })).then((p) => p && setProgress(p));
  }, [run, traineeId, bucket]);
  useEffect(load, [load]);

  if (practice) {
    return (
      <section className="weak-practice" aria-label={t('progress.weak.practising')}>
        <Session
          config={practice}
          who={{ guest: false, trainee }}
          onExit={() => {
            setPractice(null);
            load();
          }}
        />
      </section>
    );
  }

  const weak = progress?.weakSpots ?? [];
  const tooFew = progress?.tooFew ?? [];
  const hasData = progress?.kinds.some((k) => k.points.length > 0) ?? false;
  // The weakest spot's level; a session has one level for all its kinds.
  const practiseWeak = () => setPractice({ kinds: [...new Set(weak.map((w) => w.kind))], level: weak[0].level, count: 10, timeLimit: 0 });

  return (
    <section className="progress" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('progress.heading')}</h2>
      <ErrorPanel error={error} />
      {busy && !progress && <p role="status">{t('app.loading')}</p>}
      {progress && !hasData && <p>{t('progress.empty')}</p>}
      {progress && hasData && (
        <>
          <div className="field">
            <label htmlFor={`${id}-bucket`}>{t('progress.bucket')}</label>
            <select id={`${id}-bucket`} value={bucket} onChange={(e) => setBucket(e.target.value as 'day' | 'week')}>
              <option value="day">{t('progress.byDay')}</option>
              <option value="week">{t('progress.byWeek')}</option>
            </select>
          </div>
          <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
            <ProgressChart progress={progress} measure="accuracy" />
            <ProgressChart progress={progress} measure="speed" />
          </Suspense>
        </>
      )}
      {progress && (
        <>
          <h3>{t('progress.weak.heading')}</h3>
          {weak.length === 0 && tooFew.length === 0 ? (
            <p>{hasData ? t('progress.weak.none') : t('progress.weak.noData')}</p>
          ) : (
            weak.length > 0 && (
            <>
              <ul className="weak-spots">
                {weak.map((w) => (
                  <li key={`${w.kind}-${w.level}`}>
                    <strong>{t('progress.weak.kindLevel', { kind: t(`kinds.${w.kind}.name`), level: f.n(w.level) })}</strong>
                    {': '}
                    {t('progress.weak.numbers', { accuracy: f.percent(w.accuracy * 100), seconds: f.n(w.medianSeconds), count: w.items, items: f.n(w.items) })}{' '}
                    <span className="reasons">({f.list(w.reasons.map((r) => t(`progress.weak.reason.${r}`)))})</span>
                  </li>
                ))}
              </ul>
              <button type="button" className="primary" onClick={practiseWeak}>
                {t('progress.weak.practise')}
              </button>
            </>
            )
          )}
          {tooFew.length > 0 && (
            <ul className="too-few">
              {tooFew.map((c) => (
                <li key={`${c.kind}-${c.level}`}>
                  <strong>{t('progress.weak.kindLevel', { kind: t(`kinds.${c.kind}.name`), level: f.n(c.level) })}</strong>
                  {': '}
                  {t('mastery.map.status.too-few', { n: f.n(c.items), of: f.n(MASTERY.answers) })}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
