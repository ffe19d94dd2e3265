/**
 * The desktop app's instructor area: host a class on this computer (its address on the room's
 * network chosen here; the instructor's passphrase set first), then run it as an instructor in a
 * browser would, from this window.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';
import { InstructorClass } from './InstructorClass';
import { SetPassphrase } from './SetPassphrase';

export function HostClass() {
  const { t } = useTranslation();
  const id = useId();
  const [addresses, setAddresses] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [passphraseSet, setPassphraseSet] = useState<boolean | null>(null);
  const [busy, error, run] = useAction();
  useEffect(() => {
    void run(async () => {
      const [{ addresses: list }, hosting] = await Promise.all([call('classroom.addresses', {}), call('classroom.hosting', {})]);
      setAddresses(list);
      setAddress(list[0] ?? '');
      setUrl(hosting.url);
      setPassphraseSet(hosting.passphraseSet);
    });
  }, [run]);
  const start = async (event: FormEvent) => {
    event.preventDefault();
    const out = await run(() => call('classroom.host', { address }));
    if (out) setUrl(out.url);
  };
  const stop = async () => {
    if (await run(() => call('classroom.stop', {}))) setUrl(null);
  };
  return (
    <section className="host-class class-screen" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classroom.host.heading')}</h2>
      <p className="help">{t('classroom.host.help')}</p>
      {passphraseSet === false ? (
        <SetPassphrase onSet={() => setPassphraseSet(true)} />
      ) : url === null ? (
        <form onSubmit={start} className="stacked">
          <div className="field">
            <label htmlFor={`${id}-a`}>{t('classroom.host.address')}</label>
            <select id={`${id}-a`} value={address} onChange={(e) => setAddress(e.target.value)}>
              {addresses.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="primary" disabled={busy || !address}>
            {t('classroom.host.start')}
          </button>
        </form>
      ) : (
        <>
          <InstructorClass />
          <button type="button" disabled={busy} onClick={() => void stop()}>
            {t('classroom.host.stop')}
          </button>
        </>
      )}
      {passphraseSet && (
        <details>
          <summary>{t('classroom.host.changePassphrase')}</summary>
          <SetPassphrase onSet={() => undefined} />
        </details>
      )}
      <ErrorPanel error={error} />
    </section>
  );
}
