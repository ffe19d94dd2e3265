/**
 * The instructor's trainee list: rename (certificates already issued keep their name; each can be
 * issued again under the new one), archive and restore, delete after a confirmation that says
 * what is lost, and merge two trainees who are the same person.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import type { Trainee } from '../../shared/exam';
import type { TraineeCertificate, TraineeHoldings } from '../../shared/trainees';
import { call } from '../api';
import { downloadBase64 } from '../exam/download';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';

export function ManageTrainees({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [trainees, setTrainees] = useState<Trainee[] | null>(null);
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [busy, error, run] = useAction();

  useEffect(() => {
    let live = true;
    run(() => call('records.trainees', { archived: true })).then((r) => live && r && setTrainees(r.trainees));
    return () => {
      live = false;
    };
  }, [run, version]);

  const changed = (message: string | null = null) => {
    setDone(message);
    setVersion((v) => v + 1);
    onChanged();
  };

  return (
    <section className="manage-trainees" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('paths.manage.heading')}</h3>
      <p className="help">{t('paths.manage.intro')}</p>
      <ErrorPanel error={error} />
      {done && <p role="status">{done}</p>}
      {trainees === null && busy && <p role="status">{t('app.loading')}</p>}
      {trainees && (
        <>
          <ul className="trainee-rows">
            {trainees.map((tr) => (
              <TraineeRow key={`${tr.id}-${version}`} trainee={tr} onChanged={changed} />
            ))}
          </ul>
          {trainees.length > 1 && <MergeForm trainees={trainees} onMerged={changed} />}
        </>
      )}
    </section>
  );
}

function label(tr: Trainee, t: TFunction): string {
  return tr.studentId ? t('trainees.withId', { name: tr.name, studentId: tr.studentId }) : tr.name;
}

type Open = 'rename' | 'delete' | 'certificates' | null;

function TraineeRow({ trainee, onChanged }: { trainee: Trainee; onChanged(message?: string | null): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  const [busy, error, run] = useAction();
  const archived = trainee.archivedAt !== null;

  const archive = async () => {
    if (await run(() => call('records.archiveTrainee', { traineeId: trainee.id, archived: !archived }))) onChanged();
  };

  return (
    <li className={`trainee-row${archived ? ' archived' : ''}`} aria-labelledby={`${id}-n`}>
      <div className="trainee-row-head">
        <span id={`${id}-n`} className="trainee-name">
          {label(trainee, t)}
          {archived && <span className="tag"> ({t('paths.manage.archived')})</span>}
        </span>
        <span className="actions">
          <button type="button" aria-expanded={open === 'rename'} onClick={() => setOpen(open === 'rename' ? null : 'rename')}>
            {t('paths.manage.rename')}
          </button>
          <button type="button" aria-expanded={open === 'certificates'} onClick={() => setOpen(open === 'certificates' ? null : 'certificates')}>
            {t('paths.manage.certificates')}
          </button>
          <button type="button" disabled={busy} onClick={archive}>
            {archived ? t('paths.manage.restore') : t('paths.manage.archive')}
          </button>
          <button type="button" className="danger" aria-expanded={open === 'delete'} onClick={() => setOpen(open === 'delete' ? null : 'delete')}>
            {t('paths.manage.delete')}
          </button>
        </span>
      </div>
      <ErrorPanel error={error} />
      {open === 'rename' && <RenameForm trainee={trainee} onDone={() => onChanged()} onCancel={() => setOpen(null)} />}
      {open === 'delete' && <DeleteConfirm trainee={trainee} onDeleted={() => onChanged(t('paths.manage.deleted', { name: trainee.name }))} onCancel={() => setOpen(null)} />}
      {open === 'certificates' && <Certificates trainee={trainee} />}
    </li>
  );
}

function RenameForm({ trainee, onDone, onCancel }: { trainee: Trainee; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(trainee.name);
  const [studentId, setStudentId] = useState(trainee.studentId ?? '');
  const [busy, error, run] = useAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await run(() => call('records.renameTrainee', { traineeId: trainee.id, name: name.trim(), studentId: studentId.trim() || null }))) onDone();
  };
  return (
    <form className="stacked rename-form" onSubmit={save} aria-label={t('paths.manage.renameHeading', { name: trainee.name })}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('trainees.name')}</label>
        <input id={`${id}-name`} type="text" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-sid`}>{t('trainees.studentId')}</label>
        <input id={`${id}-sid`} type="text" maxLength={40} value={studentId} onChange={(e) => setStudentId(e.target.value)} />
      </div>
      <ConfirmOrCancel label={t('paths.manage.save')} disabled={busy} onCancel={onCancel} error={error} />
    </form>
  );
}

/** What deleting loses, counted by main; the deletion names these counts, so that a change meanwhile is refused. */
function DeleteConfirm({ trainee, onDeleted, onCancel }: { trainee: Trainee; onDeleted(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [holdings, setHoldings] = useState<TraineeHoldings | null>(null);
  const [busy, error, run] = useAction();
  useEffect(() => {
    run(() => call('records.traineeHoldings', { traineeId: trainee.id })).then((h) => h && setHoldings(h));
  }, [run, trainee.id]);
  const remove = async () => {
    if (holdings && (await run(() => call('records.deleteTrainee', { traineeId: trainee.id, confirmed: holdings })))) onDeleted();
  };
  return (
    <div className="delete-confirm" role="group" aria-label={t('paths.manage.delete')}>
      {holdings && (
        <p>
          {t('paths.manage.confirmDelete', {
            name: trainee.name,
            answers: t('paths.manage.lostAnswers', { count: holdings.answers }),
            exams: t('paths.manage.lostExams', { count: holdings.exams }),
            certificates: t('paths.manage.lostCertificates', { count: holdings.certificates }),
          })}
        </p>
      )}
      <ConfirmOrCancel label={t('paths.manage.deleteForGood')} danger disabled={busy || !holdings} onConfirm={remove} onCancel={onCancel} error={error} />
    </div>
  );
}

/** The foot of a change that asks first: do it (a form's submit, without `onConfirm`), or cancel; and why it failed. */
function ConfirmOrCancel({ label, danger = false, disabled, onConfirm, onCancel, error }: {
  label: string;
  danger?: boolean;
  disabled: boolean;
  onConfirm?: () => void;
  onCancel(): void;
  error: ApiError | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className="actions">
        <button type={onConfirm ? 'button' : 'submit'} className={danger ? 'danger' : undefined} disabled={disabled} onClick={onConfirm}>
          {label}
        </button>
        <button type="button" onClick={onCancel}>
          {t('paths.manage.cancel')}
        </button>
      </span>
      <ErrorPanel error={error} />
    </>
  );
}

function Certificates({ trainee }: { trainee: Trainee }) {
  const { t } = useTranslation();
  const [list, setList] = useState<TraineeCertificate[] | null>(null);
  const [busy, error, run] = useAction();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    run(() => call('records.certificates', { traineeId: trainee.id })).then((r) => r && setList(r.certificates));
  }, [run, trainee.id, version]);
  const reissue = async (examId: string) => {
    const file = await run(() => call('exam.reissueCertificate', { examId }));
    if (!file) return;
    downloadBase64(file.fileName, file.pdfBase64, 'application/pdf');
    setVersion((v) => v + 1);
  };
  return (
    <div className="trainee-certificates">
      {list && list.length === 0 && <p>{t('paths.manage.noCertificates')}</p>}
      {list && list.length > 0 && (
        <ul>
          {list.map((c) => (
            <li key={c.examId}>
              {t('paths.manage.issuedTo', { title: c.title, attempt: c.attempt, issuedTo: c.issuedTo, code: c.verificationCode })}{' '}
              {c.issuedTo !== trainee.name && (
                <button type="button" disabled={busy} onClick={() => reissue(c.examId)}>
                  {t('paths.manage.reissue', { name: trainee.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorPanel error={error} />
    </div>
  );
}

function MergeForm({ trainees, onMerged }: { trainees: Trainee[]; onMerged(message: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [intoId, setIntoId] = useState('');
  const [fromId, setFromId] = useState('');
  const [busy, error, run] = useAction();
  const merge = async (event: FormEvent) => {
    event.preventDefault();
    const from = trainees.find((tr) => tr.id === fromId);
    const kept = await run(() => call('records.mergeTrainees', { intoId, fromId }));
    if (kept && from) onMerged(t('paths.manage.merge.done', { from: from.name, into: kept.name }));
  };
  const options = trainees.map((tr) => (
    <option key={tr.id} value={tr.id}>
      {label(tr, t)}
    </option>
  ));
  return (
    <form className="stacked merge-form" onSubmit={merge} aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{t('paths.manage.merge.heading')}</h4>
      <p className="help">{t('paths.manage.merge.help')}</p>
      <div className="field">
        <label htmlFor={`${id}-into`}>{t('paths.manage.merge.into')}</label>
        <select id={`${id}-into`} required value={intoId} onChange={(e) => setIntoId(e.target.value)}>
          <option value="">{t('trainees.choose')}</option>
          {options}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('paths.manage.merge.from')}</label>
        <select id={`${id}-from`} required value={fromId} onChange={(e) => setFromId(e.target.value)}>
          <option value="">{t('trainees.choose')}</option>
          {options}
        </select>
      </div>
      <button type="submit" disabled={busy || !intoId || !fromId}>
        {t('paths.manage.merge.submit')}
      </button>
      <ErrorPanel error={error} />
    </form>
  );
}
