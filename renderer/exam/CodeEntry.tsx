import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecodedCode, ExamView } from '../../shared/exam';
import { call } from '../api';
import { ExamFacts } from './ExamFacts';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from './use-call';

/** The trainee types the code from the instructor, sees what exam it is, and starts it. */
export function CodeEntry({ traineeId, onStarted }: { traineeId: string | null; onStarted(view: ExamView): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [decoded, setDecoded] = useState<DecodedCode | null>(null);
  const [busy, error, run] = useAction();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setDecoded(null);
    const d = await run(() => call('exam.decodeCode', { code }));
    if (d) setDecoded(d);
  };
  const start = async () => {
    if (!decoded || !traineeId) return;
    const view = await run(() => call('exam.start', { code: decoded.code, traineeId }));
    if (view) onStarted(view);
  };

  return (
    <section className="code-entry" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('exams.code.heading')}</h2>
      <form onSubmit={check}>
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('exams.code.label')}</label>
          <input
            id={`${id}-code`}
            className="code-input"
            type="text"
            required
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-help`}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setDecoded(null);
            }}
          />
          <button type="submit" disabled={busy}>
            {t('exams.code.check')}
          </button>
        </div>
        <p id={`${id}-help`} className="help">
          {t('exams.code.help')}
        </p>
      </form>
      {decoded && (
        <div className="decoded" aria-live="polite">
          <p className="code-big" aria-label={t('exams.code.label')}>
            {decoded.code}
          </p>
          <ExamFacts definition={decoded.definition} itemCount={decoded.itemCount} builtIn={decoded.builtIn} />
          {!traineeId && <p className="help">{t('exams.code.chooseTraineeFirst')}</p>}
          <button type="button" className="primary" disabled={busy || !traineeId} onClick={start}>
            {t('exams.code.start')}
          </button>
        </div>
      )}
      <ErrorPanel error={error} />
    </section>
  );
}
