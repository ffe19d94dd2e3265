/** A certificate's verification code in, the imported result it belongs to out (or none). */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRow } from '../../shared/exam';
import { call } from '../api';
import { InlineError } from '../exam/InlineError';
import { useAction } from '../exam/use-call';
import { ClassRows } from './ClassTable';

export function VerifyCertificate() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<{ row: ClassRow | null } | null>(null);
  const [busy, error, run] = useAction();

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    const out = await run(() => call('instructor.verifyCertificate', { verificationCode: code.trim() }));
    if (out) setFound(out);
  };

  return (
    <section className="verify-certificate" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('instructor.verify.heading')}</h3>
      <form className="field" onSubmit={verify}>
        <label htmlFor={`${id}-code`}>{t('instructor.verify.label')}</label>
        <input id={`${id}-code`} type="text" required maxLength={40} autoComplete="off" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" disabled={busy}>
          {t('instructor.verify.check')}
        </button>
      </form>
      <InlineError error={error} />
      <div aria-live="polite">
        {found?.row && <ClassRows rows={[found.row]} caption={found.row.taken === 'class' ? t('instructor.verify.foundClass', { host: found.row.host }) : t('instructor.verify.found')} />}
        {found && !found.row && <p className="failed">{t('instructor.verify.notFound')}</p>}
      </div>
    </section>
  );
}
