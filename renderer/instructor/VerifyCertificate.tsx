/** A certificate's verification code in, the result it belongs to out (or none): in class (named), or self-study, not proctored. */
import { type FormEvent, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ClassRow, classPlace } from '../../shared/exam';
import type { Res } from '../../shared/contract';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';
import { ClassRows } from './ClassTable';

export function VerifyCertificate() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Res<'instructor.verifyCertificate'> | null>(null);
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
      <ErrorPanel error={error} />
      <div aria-live="polite">
        {found?.row && <ClassRows rows={[found.row]} caption={caption(found.row, t)} />}
        {found?.replacedBy && <p className="failed">{t('paths.verify.replaced', { code: found.replacedBy })}</p>}
        {found?.row?.taken === 'self-study' && found.onlyClassResults && <p className="failed">{t('instructor.verify.notCounted')}</p>}
        {found && !found.row && <p className="failed">{t('instructor.verify.notFound')}</p>}
      </div>
    </section>
  );
}

function caption(row: ClassRow, t: TFunction): string {
  if (row.taken !== 'class') return t('instructor.verify.found');
  const where = classPlace(row);
  return where ? t('instructor.verify.foundClassNamed', { where }) : t('instructor.verify.foundClass', { host: row.host });
}
