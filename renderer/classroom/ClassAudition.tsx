/**
 * The instructor's class audition: one setup for the class, a table per trainee run on the host,
 * and each trainee's hand, hands an hour, accuracy and floor calls as the host pushes them.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditionSetup } from '../../shared/audition';
import type { ClassView } from '../../shared/classroom';
import { call } from '../api';
import { useExamFormat } from '../exam/format';
import { SetupFields, seedToSend, setupToSend } from '../practice/audition/SetupFields';
import { useSettings } from '../settings-context';
import { Confirm } from './Confirm';

type Act = (work: () => Promise<ClassView>) => void;

export function ClassAudition({ view, busy, act }: { view: ClassView; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const { settings } = useSettings();
  const [setup, setSetup] = useState<AuditionSetup>({ format: 'holdem', seats: 6, mode: 'practice', hands: 10, rotation: 'orbit', profile: settings.ruleProfile });
  const [seed, setSeed] = useState('');
  const [ending, setEnding] = useState(false);
  const running = view.audition?.running ?? 0;
  const dealing = view.trainees.flatMap(({ traineeId, name, studentId, audition }) => (audition ? [{ traineeId, name, studentId, a: audition }] : []));
  const start = (event: FormEvent) => {
    event.preventDefault();
    act(async () => (await call('class.startAudition', { setup: setupToSend(setup), ...seedToSend(seed) }), call('class.view', {})));
  };
  return (
    <section aria-labelledby={`${id}-h`} className="class-audition">
      <h2 id={`${id}-h`}>{t('audition.class.heading')}</h2>
      <p className="help">{t('audition.class.intro')}</p>
      <form onSubmit={start} className="audition-setup">
        <SetupFields setup={setup} onChange={setSetup} seed={seed} onSeed={setSeed} />
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || view.trainees.length === 0 || running > 0}>
            {t('audition.class.start')}
          </button>
        </div>
      </form>
      {view.audition && (
        <p className="help" data-testid="audition-summary">
          {t('audition.class.summary', { format: t(`audition.formats.${view.audition.setup.format}`), running: f.n(running), finished: f.n(view.audition.finished) })}
        </p>
      )}
      {dealing.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('audition.class.heading')}>
          <table className="class-table">
            <thead>
              <tr>
                <th scope="col">{t('instructor.class.trainee')}</th>
                <th scope="col">{t('audition.class.hand')}</th>
                <th scope="col">{t('audition.class.perHour')}</th>
                <th scope="col">{t('audition.accuracy')}</th>
                <th scope="col">{t('audition.floorHeading')}</th>
                <th scope="col">{t('audition.class.result')}</th>
              </tr>
            </thead>
            <tbody>
              {dealing.map(({ traineeId, name, studentId, a }) => (
                <tr key={traineeId} data-trainee={studentId ?? name} data-status={a.status}>
                  <th scope="row">{studentId ? t('trainees.withId', { name, studentId }) : name}</th>
                  <td data-testid="audition-hand">{t(a.status === 'running' ? 'audition.handOf' : 'audition.class.dealt', { n: f.n(a.status === 'running' ? a.hand : a.hands), count: f.n(a.handsOf) })}</td>
                  <td data-testid="audition-per-hour">{a.handsPerHour === null ? '—' : f.n(Math.round(a.handsPerHour))}</td>
                  <td data-testid="audition-accuracy">{a.accuracy === null ? '—' : f.percent(a.accuracy * 100)}</td>
                  <td>{t('audition.floorTally', { caught: f.n(a.caught), missed: f.n(a.missed), false: f.n(a.falseCalls) })}</td>
                  <td data-testid="audition-result">
                    {a.status === 'running' ? t('audition.class.dealing') : <span className={a.grade?.passed ? 'passed' : 'failed'}>{a.grade?.passed ? t('audition.passed') : t('audition.notPassed')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {running > 0 && !ending && (
        <p className="actions">
          <button type="button" disabled={busy} onClick={() => setEnding(true)}>
            {t('audition.class.end')}
          </button>
        </p>
      )}
      {/* One click never ends the class's tables: the question says how many are still dealing. */}
      {running > 0 && ending && (
        <Confirm
          label={t('audition.class.end')}
          question={t('audition.class.endAll', { count: running, n: f.n(running) })}
          yes={t('classroom.instructor.endYes')}
          no={t('classroom.instructor.endNo')}
          busy={busy}
          onYes={() => (setEnding(false), act(async () => (await call('class.endAudition', {}), call('class.view', {}))))}
          onNo={() => setEnding(false)}
        />
      )}
    </section>
  );
}
