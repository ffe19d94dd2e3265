import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classLimits } from '../../shared/classroom';
import { call } from '../api';
import { InlineError } from '../exam/InlineError';
import { useAction } from '../exam/use-call';

/** The instructor's way in: the passphrase, chosen at the first sign-in. */
export function InstructorSignIn({ passphraseSet }: { passphraseSet: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [busy, error, run] = useAction();
  const mismatch = !passphraseSet && again !== '' && again !== passphrase;

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    // Signed in: the page starts again as the instructor's.
    if (await run(() => call('instructor.signIn', { passphrase }))) window.location.reload();
  };

  return (
    <details className="instructor-panel" open={!passphraseSet}>
      <summary>{t('classroom.signIn.open')}</summary>
      <form onSubmit={signIn} className="stacked" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{passphraseSet ? t('classroom.signIn.heading') : t('classroom.signIn.setHeading')}</h2>
        {!passphraseSet && <p className="help">{t('classroom.signIn.setHelp', { min: classLimits.passphraseMin })}</p>}
        <div className="field">
          <label htmlFor={`${id}-p`}>{t('classroom.signIn.passphrase')}</label>
          <input id={`${id}-p`} type="password" required minLength={passphraseSet ? 1 : classLimits.passphraseMin} autoComplete={passphraseSet ? 'current-password' : 'new-password'} value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
        </div>
        {!passphraseSet && (
          <div className="field">
            <label htmlFor={`${id}-a`}>{t('classroom.signIn.again')}</label>
            <input id={`${id}-a`} type="password" required autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} aria-invalid={mismatch} />
          </div>
        )}
        {mismatch && <p className="failed">{t('classroom.signIn.mismatch')}</p>}
        <button type="submit" disabled={busy || mismatch}>
          {passphraseSet ? t('classroom.signIn.submit') : t('classroom.signIn.set')}
        </button>
      </form>
      <InlineError error={error} />
    </details>
  );
}
