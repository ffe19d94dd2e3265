/**
 * Home's view of the chosen trainee's practice: where to go next (the weakest kind and level),
 * the last sessions, and accuracy by day as a small chart with the same numbers in a table.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trainee } from '../../shared/exam';
import type { Overview } from '../../shared/trainees';
import { ErrorPanel } from '../components/ErrorPanel';
import { useExamFormat } from '../exam/format';
import { hubHref } from '../practice/item-route';
import { ChartFigure } from '../progress/ChartFigure';
import { useOverview } from './use-overview';

export function HomeProgress({ trainee }: { trainee: Trainee }) {
  const { t } = useTranslation();
  const id = useId();
  const { overview, error } = useOverview(trainee.id);
  return (
    <section className="home-progress" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('paths.home.forTrainee', { name: trainee.name })}</h2>
      <ErrorPanel error={error} />
      {overview === null ? (
        !error && <p role="status">{t('app.loading')}</p>
      ) : overview.sessions.length === 0 && overview.days.length === 0 ? (
        <p>{t('paths.home.nothingYet')}</p>
      ) : (
        <div className="home-progress-grid">
          <NextStep next={overview.next} />
          <Sessions sessions={overview.sessions} />
          <DaysChart days={overview.days} />
        </div>
      )}
    </section>
  );
}

function NextStep({ next }: { next: Overview['next'] }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  return (
    <div className="home-next" role="group" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('paths.home.next')}</h3>
      {next ? (
        <>
          <p>{t('paths.home.nextKind', { kind: t(`kinds.${next.kind}.name`), level: next.level, accuracy: f.percent(Math.round(next.accuracy * 1000) / 10) })}</p>
          <a className="button primary" href={hubHref(next.kind, next.level)}>
            {t('paths.home.nextStart', { kind: t(`kinds.${next.kind}.name`) })}
          </a>
        </>
      ) : (
        <p>{t('paths.home.allGood')}</p>
      )}
    </div>
  );
}

function Sessions({ sessions }: { sessions: Overview['sessions'] }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  return (
    <div className="home-sessions" role="group" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('paths.home.sessions')}</h3>
      <ul>
        {sessions.map((s) => (
          <li key={s.startedAt}>
            {t('paths.home.session', { when: f.date(s.startedAt), count: s.items, accuracy: f.percent(Math.round(s.accuracy * 1000) / 10) })}
            <span className="help"> {f.list(s.kinds.map((k) => t(`kinds.${k}.name`)))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DaysChart({ days }: { days: Overview['days'] }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  return (
    <ChartFigure
      className="home-chart"
      title={t('paths.home.chart')}
      help={t('paths.home.chartHelp')}
      height={180}
      lines={[{ key: 'accuracy', name: t('paths.home.accuracy'), stroke: 'var(--accent)' }]}
      rows={days.map((d) => ({ date: d.date, accuracy: Math.round(d.accuracy * 1000) / 10 }))}
      dateHeader={t('paths.home.day')}
      show={(v) => f.percent(v)}
      yDomain={[0, 100]}
      yTick={(v) => `${f.n(v)} %`}
    />
  );
}
