import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassMe, classCodeIn } from '../../shared/classroom';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

/** The class code from the instructor's screen, the trainee's name and student id. */
export function JoinClass({ onJoined }: { onJoined(me: ClassMe): void }) {
  const { t } = useTranslation();
  const id = useId();
  // The class's QR code opens this page with the code filled in.
  const [classCode, setClassCode] = useState(() => classCodeIn(window.location.hash) ?? '');
  const [name, setName] = useState('');
  const [studentId, setStudentId] = useState('');
  const [busy, error, run] = useAction();

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const me = await run(() => call('class.join', { classCode, name, studentId }));
    if (me) onJoined(me);
  };

  return (
    <section className="join-class" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classroom.join.heading')}</h2>
      <form onSubmit={join} className="stacked">
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('classroom.join.code')}</label>
          <input id={`${id}-code`} className="code-input" type="text" required maxLength={20} autoComplete="off" spellCheck={false} value={classCode} onChange={(e) => setClassCode(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('classroom.join.name')}</label>
          <input id={`${id}-name`} type="text" required maxLength={80} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sid`}>{t('classroom.join.studentId')}</label>
          <input id={`${id}-sid`} type="text" required maxLength={40} autoComplete="off" value={studentId} onChange={(e) => setStudentId(e.target.value)} />
        </div>
        <button type="submit" className="primary" disabled={busy}>
          {t('classroom.join.submit')}
        </button>
      </form>
      <ErrorPanel error={error} />
    </section>
  );
}
