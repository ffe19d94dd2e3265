import { useTranslation } from 'react-i18next';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { PassphraseForm } from '../components/PassphraseForm';
import { useAction } from '../exam/use-call';

/** The instructor's way in: the passphrase, which only the host's own user sets (never a browser). */
export function InstructorSignIn({ passphraseSet }: { passphraseSet: boolean }) {
  const { t } = useTranslation();
  const [busy, error, run] = useAction();

  const signIn = async (passphrase: string) => {
    // Signed in: the page starts again as the instructor's.
    if (!(await run(() => call('instructor.signIn', { passphrase })))) return false;
    window.location.reload();
    return true;
  };

  return (
    <details className="instructor-panel">
      <summary>{t('classroom.signIn.open')}</summary>
      {passphraseSet ? (
        <PassphraseForm heading={t('classroom.signIn.heading')} label={t('classroom.signIn.passphrase')} submit={t('classroom.signIn.submit')} busy={busy} onPassphrase={signIn} />
      ) : (
        <p className="help">{t('classroom.signIn.notSet')}</p>
      )}
      <ErrorPanel error={error} />
    </details>
  );
}
