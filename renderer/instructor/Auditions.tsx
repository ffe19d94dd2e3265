/**
 * The instructor's auditions: the pass marks of each mode (accuracy, and pace against the card
 * room's, which Learn has not: it has no clock), and a trainee's audition runs, alone, in class or
 * in an exam, each with its hands, pace, accuracy, irregularities and grade.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditionMarks, type AuditionRun, auditionModes } from '../../shared/audition';
import type { Trainee } from '../../shared/exam';
import { call } from '../api';
import { useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';
import '../practice/audition/audition.css';

export function Auditions({ trainees }: { trainees: readonly Trainee[] | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="instructor-auditions">
      <h2 id={`${id}-h`}>{t('audition.admin.heading')}</h2>
      <Marks />
      <Runs trainees={trainees ?? []} />
    </section>
  );
}

function Marks() {
  const { t } = useTranslation();
  const id = useId();
  const [marks, setMarks] = useState<AuditionMarks | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, error, run] = useAction();
  useEffect(() => void run(() => call('audition.marks', {})).then((m) => m && setMarks(m)), [run]);
  if (!marks) return <ErrorPanel error={error} />;
  const set = (mode: keyof AuditionMarks, field: 'accuracy' | 'pace', value: number) => {
    setSaved(false);
    setMarks({ ...marks, [mode]: { ...marks[mode], [field]: value } });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => call('audition.setMarks', marks)).then((m) => m && (setMarks(m), setSaved(true)));
  };
  return (
    <form onSubmit={save} className="audition-marks" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('audition.marks')}</h3>
      <p className="help">{t('audition.admin.marksHelp')}</p>
      {auditionModes.map((mode) => (
        <fieldset key={mode} data-mode={mode}>
          <legend>{t(`audition.modes.${mode}.name`)}</legend>
          <label>
            {t('audition.admin.accuracyMark')}
            <input type="number" name={`${mode}-accuracy`} min={0} max={100} required value={Number.isNaN(marks[mode].accuracy) ? '' : marks[mode].accuracy} onChange={(e) => set(mode, 'accuracy', e.target.valueAsNumber)} />
          </label>
          {/* Learn has no clock: its pace is not graded. */}
          {mode !== 'learn' && (
            <label>
              {t('audition.admin.paceMark')}
              <input type="number" name={`${mode}-pace`} min={0} max={200} required value={Number.isNaN(marks[mode].pace) ? '' : marks[mode].pace} onChange={(e) => set(mode, 'pace', e.target.valueAsNumber)} />
            </label>
          )}
        </fieldset>
      ))}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('audition.admin.save')}
        </button>
        {saved && (
          <span role="status" className="passed">
            {t('audition.admin.saved')}
          </span>
        )}
      </div>
      <ErrorPanel error={error} />
    </form>
  );
}

function Runs({ trainees }: { trainees: readonly Trainee[] }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [traineeId, setTraineeId] = useState('');
  const [runs, setRuns] = useState<AuditionRun[] | null>(null);
  const [, error, run] = useAction();
  const chosen = traineeId || trainees[0]?.id || '';
  useEffect(() => {
    setRuns(null);
    if (chosen) void run(() => call('audition.history', { traineeId: chosen })).then((r) => r && setRuns(r.runs));
  }, [chosen, run]);
  return (
    <div className="audition-runs">
      <h3>{t('audition.admin.runs')}</h3>
      {trainees.length === 0 ? (
        <p className="help">{t('audition.admin.noTrainees')}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-t`}>{t('instructor.class.trainee')}</label>
          <select id={`${id}-t`} value={chosen} onChange={(e) => setTraineeId(e.target.value)}>
            {trainees.map((x) => (
              <option key={x.id} value={x.id}>
                {x.studentId ? t('trainees.withId', { name: x.name, studentId: x.studentId }) : x.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ErrorPanel error={error} />
      {runs && runs.length === 0 && <p className="help">{t('audition.admin.noRuns')}</p>}
      {runs && runs.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('audition.admin.runs')}>
          <table className="class-table">
            <thead>
              <tr>
                <th scope="col">{t('audition.admin.started')}</th>
                <th scope="col">{t('audition.format')}</th>
                <th scope="col">{t('audition.mode')}</th>
                <th scope="col">{t('audition.admin.where')}</th>
                <th scope="col">{t('audition.handsDone')}</th>
                <th scope="col">{t('audition.pace')}</th>
                <th scope="col">{t('audition.accuracy')}</th>
                <th scope="col">{t('audition.floorHeading')}</th>
                <th scope="col">{t('audition.class.result')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.runId} data-run={r.runId}>
                  <th scope="row">{f.date(r.startedAt)}</th>
                  <td>{t(`audition.formats.${r.setup.format}`)}</td>
                  <td>{t(`audition.modes.${r.setup.mode}.name`)}</td>
                  <td>{t(`audition.admin.places.${r.where}`)}</td>
                  <td>{t('audition.class.dealt', { n: f.n(r.stats.hands), count: f.n(r.setup.hands) })}</td>
                  <td>{r.stats.handsPerHour === null ? '—' : t('audition.perHour', { count: Math.round(r.stats.handsPerHour), n: f.n(Math.round(r.stats.handsPerHour)) })}</td>
                  <td>{r.stats.accuracy === null ? '—' : f.percent(r.stats.accuracy * 100)}</td>
                  <td>{t('audition.floorTally', { caught: f.n(r.stats.caught), missed: f.n(r.stats.missed), false: f.n(r.stats.falseCalls) })}</td>
                  <td>{r.grade === null ? t('audition.class.dealing') : <span className={r.grade.passed ? 'passed' : 'failed'}>{r.grade.passed ? t('audition.passed') : t('audition.notPassed')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
