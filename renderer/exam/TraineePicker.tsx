import './trainee-picker.css';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../components/ErrorPanel';
import type { TraineeState } from './trainee';
import { useAction } from './use-call';

/** Who is working: pick a trainee from the records, or add one. */
export function TraineePicker({ state, locked = false }: { state: TraineeState; locked?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [studentId, setStudentId] = useState('');
  const [busy, error, run] = useAction();
  const { trainees, chosen } = state;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    await run(async () => {
      await state.add(name.trim(), studentId.trim());
      setName('');
      setStudentId('');
    });
  };

  return (
    <section className="trainee-picker" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('trainees.heading')}</h2>
      <ErrorPanel error={state.error} />
      {trainees === null && !state.error && <p role="status">{t('app.loading')}</p>}
      {trainees !== null && (
        <div className="field">
          <label htmlFor={`${id}-pick`}>{t('trainees.current')}</label>
          <select id={`${id}-pick`} value={chosen?.id ?? ''} disabled={locked} onChange={(e) => state.choose(e.target.value || null)}>
            <option value="">{trainees.length ? t('trainees.choose') : t('trainees.none')}</option>
            {trainees.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {tr.studentId ? t('trainees.withId', { name: tr.name, studentId: tr.studentId }) : tr.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {!locked && (
        <details className="add-trainee" open={trainees?.length === 0}>
          <summary>{t('trainees.add')}</summary>
          <form onSubmit={add}>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t('trainees.name')}</label>
              <input id={`${id}-name`} type="text" required maxLength={80} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-sid`}>{t('trainees.studentId')}</label>
              <input id={`${id}-sid`} type="text" maxLength={40} value={studentId} onChange={(e) => setStudentId(e.target.value)} />
            </div>
            <button type="submit" disabled={busy}>
              {t('trainees.addButton')}
            </button>
            <ErrorPanel error={error} />
          </form>
        </details>
      )}
    </section>
  );
}
