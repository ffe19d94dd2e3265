import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnrolledKey } from '../../shared/classroom';
import { call } from '../api';
import { useExamFormat } from '../exam/format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

/** The instructor enrols a trainee's installation by the code its app shows; imports from other keys are refused. */
export function EnrolKeys() {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [studentId, setStudentId] = useState('');
  const [list, setList] = useState<EnrolledKey[]>([]);
  const [busy, error, run] = useAction();
  const load = useCallback(() => void run(() => call('instructor.enrolments', {})).then((out) => out && setList(out.enrolments)), [run]);
  useEffect(load, [load]);
  const enrol = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => call('instructor.enrol', { enrolmentCode: code, name, studentId }))) {
      setCode('');
      load();
    }
  };
  return (
    <section className="enrol-keys" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('classroom.enrol.heading')}</h3>
      <p className="help">{t('classroom.enrol.help')}</p>
      <form onSubmit={enrol} className="stacked">
        <div className="field">
          <label htmlFor={`${id}-c`}>{t('classroom.enrol.code')}</label>
          <input id={`${id}-c`} className="code-input" type="text" required maxLength={40} autoComplete="off" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-n`}>{t('trainees.name')}</label>
          <input id={`${id}-n`} type="text" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-s`}>{t('classroom.join.studentId')}</label>
          <input id={`${id}-s`} type="text" required maxLength={40} value={studentId} onChange={(e) => setStudentId(e.target.value)} />
        </div>
        <button type="submit" disabled={busy}>
          {t('classroom.enrol.submit')}
        </button>
      </form>
      <ErrorPanel error={error} />
      {list.length > 0 && (
        <ul className="enrolled">
          {list.map((k) => (
            <li key={`${k.enrolmentCode} ${k.studentId}`}>
              {t('trainees.withId', { name: k.name, studentId: k.studentId })} — <span className="code">{k.enrolmentCode}</span> ({f.date(k.enrolledAt)})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
