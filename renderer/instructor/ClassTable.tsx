/** The imported results as a class: one row per result, filterable by exam code, and as CSV. */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examTitle } from '../exam/exam-title';
import { type ClassRow, classPlace } from '../../shared/exam';
import { call } from '../api';
import { downloadText } from '../exam/download';
import { useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

export function ClassTable({ version }: { version: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState('');
  const [rows, setRows] = useState<ClassRow[] | null>(null);
  const [busy, error, run] = useAction();

  const request = useCallback(() => (applied.trim() ? { code: applied.trim() } : {}), [applied]);
  useEffect(() => {
    void run(() => call('instructor.class', request())).then((r) => r && setRows(r.rows));
  }, [run, request, version]);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setApplied(code);
  };
  const csv = () =>
    run(async () => {
      const file = await call('instructor.classCsv', request());
      downloadText(file.fileName, file.text, 'text/csv');
    });

  return (
    <section className="class-view" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('instructor.class.heading')}</h3>
      <form className="field" onSubmit={filter}>
        <label htmlFor={`${id}-code`}>{t('instructor.class.filter')}</label>
        <input id={`${id}-code`} type="text" autoComplete="off" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit">{t('instructor.class.apply')}</button>
        <button type="button" disabled={busy || !rows?.length} onClick={() => void csv()}>
          {t('instructor.class.csv')}
        </button>
      </form>
      <ErrorPanel error={error} />
      {rows && rows.length === 0 && <p>{t('instructor.class.empty')}</p>}
      {rows && rows.length > 0 && <ClassRows rows={rows} caption={t('instructor.class.caption', { count: rows.length })} />}
    </section>
  );
}

/** The rows as a table; also shows a verified certificate's one row. */
export function ClassRows({ rows, caption }: { rows: ClassRow[]; caption: string }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="class-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('instructor.class.trainee')}</th>
            <th scope="col">{t('instructor.class.exam')}</th>
            <th scope="col">{t('instructor.class.score')}</th>
            <th scope="col">{t('instructor.class.time')}</th>
            <th scope="col">{t('instructor.class.weakest')}</th>
            <th scope="col">{t('instructor.class.finished')}</th>
            <th scope="col">{t('instructor.class.taken')}</th>
            <th scope="col">{t('instructor.class.verification')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.verificationCode}>
              <th scope="row">{r.studentId ? t('trainees.withId', { name: r.traineeName, studentId: r.studentId }) : r.traineeName}</th>
              <td>
                {examTitle(t, r.title)} <span className="code">{r.code}</span> {t('instructor.class.attempt', { n: f.n(r.attempt) })}
              </td>
              <td>
                {f.percent(r.percent)} <span className={r.passed ? 'passed' : 'failed'}>{r.passed ? t('exams.result.passed') : t('exams.result.failed')}</span>
              </td>
              <td>{f.duration(r.seconds)}</td>
              <td>{r.weakestKinds.length ? f.list(r.weakestKinds.map((k) => t(`kinds.${k}.name`))) : '—'}</td>
              <td>{f.date(r.finishedAt)}</td>
              <td data-taken={r.taken}>{r.taken === 'class' ? t('instructor.class.inClass', { where: classPlace(r) || r.host }) : t('instructor.class.selfStudy')}</td>
              <td className="code">{r.verificationCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
