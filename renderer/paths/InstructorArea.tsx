/**
 * The instructor's part of Results. On the desktop, where the instructor's passphrase is set, it
 * opens only with the passphrase (main refuses its requests until then); a classroom's instructor
 * signed in with it already.
 */
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../shared/enums';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { PassphraseForm } from '../components/PassphraseForm';
import { useAction } from '../exam/use-call';

export function InstructorArea({ role, children }: { role: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<{ passphraseSet: boolean; unlocked: boolean } | null>(role === 'local' ? null : { passphraseSet: true, unlocked: true });
  const [busy, error, run] = useAction();

  const read = useCallback(async () => {
    const s = await run(() => call('instructor.area', {}));
    if (s) setState(s);
  }, [run]);
  useEffect(() => {
    if (role === 'local') void read();
  }, [role, read]);

  const unlock = async (passphrase: string) => {
    if (!(await run(() => call('instructor.unlock', { passphrase })))) return false;
    await read();
    return true;
  };
  const lock = async () => {
    if (await run(() => call('instructor.lock', {}))) await read();
  };

  return (
    <section className="instructor-view" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('paths.area.heading')}</h2>
      <p className="help">{t('paths.area.intro')}</p>
      {state === null && !error && <p role="status">{t('app.loading')}</p>}
      {state && !state.unlocked && (
        <PassphraseForm className="area-unlock" lead={t('paths.area.locked')} label={t('paths.area.passphrase')} submit={t('paths.area.unlock')} busy={busy} onPassphrase={unlock} />
      )}
      <ErrorPanel error={error} />
      {state?.unlocked && (
        <>
          {role === 'local' &&
            (state.passphraseSet ? (
              <p>
                <button type="button" onClick={lock} disabled={busy}>
                  {t('paths.area.lock')}
                </button>
              </p>
            ) : (
              <p className="help">{t('paths.area.noPassphrase')}</p>
            ))}
          {children}
        </>
      )}
    </section>
  );
}
