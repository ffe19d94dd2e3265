import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

/** The instructor's way in: the passphrase, which only the host's own user sets (never a browser). */
export function InstructorSignIn({ passphraseSet }: { passphraseSet: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [busy, error, run] = useAction();

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    // Signed in: the page starts again as the instructor's.
    if (await run(() => call('instructor.signIn', { passphrase }))) window.location.reload();
  };

  return (
    <details className="instructor-panel">
      <summary>{t('classroom.signIn.open')}</summary>
      {passphraseSet ? (
        <form onSubmit={signIn} className="stacked" aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`}>{t('classroom.signIn.heading')}</h2>
          <div className="field">
            <label htmlFor={`${id}-p`}>{t('classroom.signIn.passphrase')}</label>
            <input id={`${id}-p`} type="password" required autoComplete="current-password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
          </div>
          <button type="submit" disabled={busy}>
            {t('classroom.signIn.submit')}
          </button>
        </form>
      ) : (
        <p className="help">{t('classroom.signIn.notSet')}</p>
      )}
      <ErrorPanel error={error} />
    </details>
  );
}
