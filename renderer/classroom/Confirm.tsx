/** A question asked before an action that cannot be undone, naming whom it is for; the answer buttons say what they do. */
export function Confirm({ label, question, yes, no, busy, onYes, onNo }: { label: string; question: string; yes: string; no: string; busy: boolean; onYes(): void; onNo(): void }) {
  return (
    <div role="group" className="confirm" aria-label={label}>
      <p>{question}</p>
      <button type="button" disabled={busy} onClick={onYes}>
        {yes}
      </button>{' '}
      <button type="button" onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
