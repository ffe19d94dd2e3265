import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classLimits } from '../../shared/classroom';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

/**
 * The desktop app's user sets the instructor's passphrase (typed twice) before hosting a class:
 * over the app's own channel, so that no browser on the room's network ever can.
 */
export function SetPassphrase({ onSet }: { onSet(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [busy, error, run] = useAction();
  const [done, setDone] = useState(false);
  const mismatch = again !== '' && again !== passphrase;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    if (await run(() => call('classroom.setPassphrase', { passphrase }))) {
      setPassphrase('');
      setAgain('');
      setDone(true);
      onSet();
    }
  };

  return (
    <form onSubmit={submit} className="stacked" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('classroom.host.passphraseHeading')}</h3>
      <p className="help">{t('classroom.host.passphraseHelp', { min: classLimits.passphraseMin })}</p>
      <div className="field">
        <label htmlFor={`${id}-p`}>{t('classroom.host.passphrase')}</label>
        <input id={`${id}-p`} type="password" required minLength={classLimits.passphraseMin} maxLength={classLimits.passphraseMax} autoComplete="new-password" value={passphrase} onChange={(e) => (setPassphrase(e.target.value), setDone(false))} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-a`}>{t('classroom.host.again')}</label>
        <input id={`${id}-a`} type="password" required autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} aria-invalid={mismatch} />
      </div>
      {mismatch && <p className="failed">{t('classroom.host.mismatch')}</p>}
      <button type="submit" disabled={busy || mismatch || again === ''}>
        {t('classroom.host.setPassphrase')}
      </button>
      <p role="status">{done && t('classroom.host.passphraseIsSet')}</p>
      <ErrorPanel error={error} />
    </form>
  );
}
