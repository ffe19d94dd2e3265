import { type FormEvent, useId, useState } from 'react';

/**
 * The instructor's passphrase asked for (to sign in, to unlock the instructor's area): a heading or
 * a lead sentence, the field and its button. `onPassphrase` says whether it was taken; then the
 * field is cleared.
 */
export function PassphraseForm({ className, heading, lead, label, submit, busy, onPassphrase }: {
  className?: string;
  heading?: string;
  lead?: string;
  label: string;
  submit: string;
  busy: boolean;
  onPassphrase(passphrase: string): Promise<boolean>;
}) {
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await onPassphrase(passphrase)) setPassphrase('');
  };
  return (
    <form className={className ? `stacked ${className}` : 'stacked'} onSubmit={send} aria-labelledby={heading ? `${id}-h` : undefined}>
      {heading && <h2 id={`${id}-h`}>{heading}</h2>}
      {lead && <p>{lead}</p>}
      <div className="field">
        <label htmlFor={`${id}-p`}>{label}</label>
        <input id={`${id}-p`} type="password" required autoComplete="current-password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
      </div>
      <button type="submit" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
