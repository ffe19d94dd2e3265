/**
 * The instructor's live class: how to join (address, class code, QR code), who asks to join,
 * the roster, starting an exam for the class or chosen trainees, then each trainee's progress,
 * score so far and time left as the host pushes them; more time for one or all, ending the exam,
 * the class CSV and the certificates.
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examTitle } from '../exam/exam-title';
import type { ClassTrainee, ClassView } from '../../shared/classroom';
import type { DefinitionInfo } from '../../shared/exam';
import { call } from '../api';
import { Countdown } from '../exam/Countdown';
import { DefinitionSelect } from '../exam/DefinitionSelect';
import { downloadBase64, downloadText } from '../exam/download';
import { useExamFormat } from '../exam/format';
import { tallyText } from '../exam/tally';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from '../exam/use-call';
import { ClassAudition } from './ClassAudition';
import { Confirm } from './Confirm';
import { usePushed } from './use-pushed';

const EXTRA_SECONDS = 300;
const noop = () => undefined;

export function InstructorClass() {
  const { t } = useTranslation();
  const view = usePushed('class.view');
  const [busy, error, run] = useAction();
  if (!view.data) return <>{view.error ? <ErrorPanel error={view.error} /> : <p role="status">{t('app.loading')}</p>}</>;
  const v = view.data;
  /** An action whose answer is the new view. */
  const act = (work: () => Promise<ClassView>) => void run(work).then((next) => next && view.set(next));
  const signOut = () => void run(() => call('instructor.signOut', {})).then((done) => done && window.location.reload());
  return (
    <>
      <JoinInfo view={v} />
      <ErrorPanel error={error} />
      <Requests view={v} busy={busy} act={act} />
      <Roster busy={busy} act={act} />
      <StartExam view={v} busy={busy} act={act} />
      <LiveTable view={v} busy={busy} act={act} />
      <ClassAudition view={v} busy={busy} act={act} />
      <p>
        <button type="button" onClick={signOut} disabled={busy}>
          {t('classroom.instructor.signOutSelf')}
        </button>
      </p>
    </>
  );
}

type Act = (work: () => Promise<ClassView>) => void;

function JoinInfo({ view }: { view: ClassView }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="join-info" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classroom.instructor.joinHeading')}</h2>
      <div className="join-box">
        <img className="qr" src={view.qrCode} alt={t('classroom.instructor.qrAlt', { url: view.joinLink })} width={180} height={180} />
        <dl className="exam-facts">
          <dt>{t('classroom.instructor.address')}</dt>
          <dd className="code" data-testid="join-url">
            {view.joinUrl}
          </dd>
          <dt>{t('classroom.instructor.classCode')}</dt>
          <dd className="code-big" data-testid="class-code">
            {view.classCode}
          </dd>
          <dt>{t('classroom.instructor.host')}</dt>
          <dd>{view.hostName}</dd>
        </dl>
      </div>
    </section>
  );
}

function Requests({ view, busy, act }: { view: ClassView; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const id = useId();
  const ids = view.requests.map((r) => r.requestId);
  return (
    <section aria-labelledby={`${id}-h`} className="join-requests">
      <h2 id={`${id}-h`}>{t('classroom.instructor.requests', { count: view.requests.length })}</h2>
      {view.requests.length === 0 ? (
        <p className="help">{t('classroom.instructor.noRequests')}</p>
      ) : (
        <>
          <ul className="requests">
            {view.requests.map((r) => (
              <li key={r.requestId} data-student-id={r.studentId}>
                <span>{t('trainees.withId', { name: r.name, studentId: r.studentId })}</span>
                {r.alreadyJoined && <span className="failed"> {t('classroom.instructor.alreadyJoined')}</span>}{' '}
                <button type="button" disabled={busy} onClick={() => act(() => call('class.admit', { requestIds: [r.requestId] }))}>
                  {t('classroom.instructor.admit')}
                </button>{' '}
                <button type="button" disabled={busy} onClick={() => act(() => call('class.refuse', { requestIds: [r.requestId] }))}>
                  {t('classroom.instructor.refuse')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="primary" disabled={busy} onClick={() => act(() => call('class.admit', { requestIds: ids }))}>
            {t('classroom.instructor.admitAll')}
          </button>
        </>
      )}
    </section>
  );
}

/** "Name, student id" per line. */
function Roster({ busy, act }: { busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const entries = text
    .split('\n')
    .map((line) => line.split(/[,;\t]/).map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 2 && cells[0] && cells[1])
    .map(([name, studentId]) => ({ name, studentId }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entries.length) act(() => call('class.roster', { entries }));
  };
  return (
    <details className="instructor-panel">
      <summary>{t('classroom.instructor.roster')}</summary>
      <form onSubmit={submit} className="stacked">
        <label htmlFor={`${id}-r`}>{t('classroom.instructor.rosterHelp')}</label>
        <textarea id={`${id}-r`} rows={5} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={busy || entries.length === 0}>
          {t('classroom.instructor.rosterAdmit', { count: entries.length })}
        </button>
      </form>
    </details>
  );
}

function StartExam({ view, busy, act }: { view: ClassView; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const id = useId();
  const [definitions, setDefinitions] = useState<DefinitionInfo[]>([]);
  const [chosen, setChosen] = useState('');
  const [only, setOnly] = useState<Set<string> | null>(null);
  const [, loadError, load] = useAction();
  const [adding, addError, add] = useAction();
  const refresh = useCallback(
    (select?: string) =>
      void load(() => call('exam.definitions', {})).then((d) => {
        if (!d) return;
        setDefinitions(d.definitions);
        setChosen((c) => select ?? (c || d.definitions[0]?.id || ''));
      }),
    [load],
  );
  useEffect(refresh, [refresh]);
  // A school's own exam, as the desktop app's exam screen adds one.
  const addFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const info = await add(async () => call('exam.addDefinition', { fileName: file.name, text: await file.text() }));
    if (info) refresh(info.id);
  };
  const traineeIds = only ? [...only] : undefined;
  const toggle = (traineeId: string, on: boolean) => {
    const next = new Set(only ?? view.trainees.map((x) => x.traineeId));
    if (on) next.add(traineeId);
    else next.delete(traineeId);
    setOnly(next);
  };
  const start = (event: FormEvent) => {
    event.preventDefault();
    act(() => call('class.startExam', { definitionId: chosen, ...(traineeIds ? { traineeIds } : {}) }));
  };
  return (
    <section aria-labelledby={`${id}-h`} className="start-exam">
      <h2 id={`${id}-h`}>{t('classroom.instructor.startHeading')}</h2>
      <ErrorPanel error={loadError} />
      <form onSubmit={start} className="stacked">
        <DefinitionSelect label={t('exams.instructor.definition')} definitions={definitions} value={chosen} onChange={setChosen} />
        {view.trainees.length > 0 && (
          <fieldset>
            <legend>{t('classroom.instructor.forWhom')}</legend>
            {view.trainees.map((x) => (
              <label key={x.traineeId} className="check">
                <input type="checkbox" checked={only ? only.has(x.traineeId) : true} onChange={(e) => toggle(x.traineeId, e.target.checked)} /> {x.name}
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className="primary" disabled={busy || !chosen || view.trainees.length === 0 || traineeIds?.length === 0}>
          {t('classroom.instructor.start')}
        </button>
      </form>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('exams.instructor.addFile')}</label>
        <input id={`${id}-file`} type="file" accept=".json,application/json" disabled={adding} aria-describedby={`${id}-file-help`} onChange={(e) => void addFile(e)} />
      </div>
      <p id={`${id}-file-help`} className="help">
        {t('exams.instructor.addFileHelp')}
      </p>
      <ErrorPanel error={addError} />
    </section>
  );
}

function LiveTable({ view, busy, act }: { view: ClassView; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const [, fileError, file] = useAction();
  const [ending, setEnding] = useState(false);
  const skew = view.now - Date.now();
  const running = view.exam !== null && view.exam.running > 0;
  const csv = () =>
    void file(async () => {
      const out = await call('class.csv', {});
      downloadText(out.fileName, out.text, 'text/csv');
    });
  const certificate = (examId: string) =>
    void file(async () => {
      const out = await call('exam.certificate', { examId });
      downloadBase64(out.fileName, out.pdfBase64, 'application/pdf');
    });
  return (
    <section aria-labelledby={`${id}-h`} className="live-class">
      <h2 id={`${id}-h`}>{t('classroom.instructor.liveHeading', { count: view.trainees.length })}</h2>
      {view.exam && (
        <p className="help" data-testid="exam-summary">
          {t('classroom.instructor.examSummary', { title: examTitle(t, view.exam.title), running: f.n(view.exam.running), finished: f.n(view.exam.finished) })}
        </p>
      )}
      {view.trainees.length === 0 ? (
        <p className="help">{t('classroom.instructor.nobody')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('classroom.instructor.liveHeading', { count: view.trainees.length })}>
          <table className="class-table live-table">
            <thead>
              <tr>
                <th scope="col">{t('instructor.class.trainee')}</th>
                <th scope="col">{t('classroom.instructor.online')}</th>
                <th scope="col">{t('classroom.instructor.progress')}</th>
                <th scope="col">{t('classroom.instructor.scoreSoFar')}</th>
                <th scope="col">{t('classroom.instructor.timeLeft')}</th>
                <th scope="col">{t('classroom.instructor.status')}</th>
                <th scope="col">{t('instructor.class.verification')}</th>
                <th scope="col">{t('classroom.instructor.access')}</th>
              </tr>
            </thead>
            <tbody>
              {view.trainees.map((x) => (
                <Row key={x.traineeId} trainee={x} skew={skew} busy={busy} act={act} certificate={certificate} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="actions">
        <button type="button" disabled={busy || !running} onClick={() => act(() => call('class.extend', { seconds: EXTRA_SECONDS }))}>
          {t('classroom.instructor.extendAll', { minutes: f.n(EXTRA_SECONDS / 60) })}
        </button>{' '}
        <button type="button" disabled={busy || !running || ending} onClick={() => setEnding(true)}>
          {t('classroom.instructor.end')}
        </button>{' '}
        <button type="button" disabled={!view.exam} onClick={csv}>
          {t('instructor.class.csv')}
        </button>
      </p>
      {/* One click never ends a class's exam: the question names who it ends for. */}
      {ending && running && (
        <Confirm
          label={t('classroom.instructor.end')}
          question={t('classroom.instructor.endAll', { count: view.exam!.running, n: f.n(view.exam!.running) })}
          yes={t('classroom.instructor.endYes')}
          no={t('classroom.instructor.endNo')}
          busy={busy}
          onYes={() => (setEnding(false), act(() => call('class.endExam', {})))}
          onNo={() => setEnding(false)}
        />
      )}
      <ErrorPanel error={fileError} />
    </section>
  );
}

function Row({ trainee: x, skew, busy, act, certificate }: { trainee: ClassTrainee; skew: number; busy: boolean; act: Act; certificate(examId: string): void }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const e = x.exam;
  const who = x.studentId ? t('trainees.withId', { name: x.name, studentId: x.studentId }) : x.name;
  const deadline = e && e.status === 'running' ? [e.deadline, e.itemDeadline].filter((d): d is number => d !== null).sort((a, b) => a - b)[0] : undefined;
  return (
    <tr data-trainee={x.studentId ?? x.name} data-status={e?.status ?? 'none'}>
      <th scope="row">{who}</th>
      <td>{x.online ? t('classroom.instructor.yes') : t('classroom.instructor.no')}</td>
      <td data-testid="progress" data-answered={e?.tally.answered} data-timed-out={e?.tally.timedOut} data-unanswered={e?.tally.unanswered}>
        {e ? tallyText(e.tally, t, f) : '—'}
      </td>
      <td data-testid="score">{e ? f.percent(e.percentSoFar) : '—'}</td>
      <td>
        {deadline !== undefined ? <Countdown label="" deadline={deadline} skew={skew} onZero={noop} urgentBelow={60} /> : '—'}
        {e?.status === 'running' && (
          <>
            {' '}
            <button type="button" disabled={busy} onClick={() => act(() => call('class.extend', { seconds: EXTRA_SECONDS, traineeId: x.traineeId }))}>
              {t('classroom.instructor.extendOne', { minutes: f.n(EXTRA_SECONDS / 60) })}
            </button>{' '}
            {ending ? (
              <Confirm
                label={t('classroom.instructor.endTrainee', { who })}
                question={t('classroom.instructor.endOneConfirm', { who })}
                yes={t('classroom.instructor.endYes')}
                no={t('classroom.instructor.endNo')}
                busy={busy}
                onYes={() => (setEnding(false), act(() => call('class.endExam', { traineeId: x.traineeId })))}
                onNo={() => setEnding(false)}
              />
            ) : (
              <button type="button" disabled={busy} aria-label={t('classroom.instructor.endTrainee', { who })} onClick={() => setEnding(true)}>
                {t('classroom.instructor.endOne')}
              </button>
            )}
          </>
        )}
      </td>
      <td>
        {!e ? (
          t('classroom.instructor.noExam')
        ) : e.status === 'running' ? (
          t('classroom.instructor.running')
        ) : (
          <span className={e.passed ? 'passed' : 'failed'}>{e.passed ? t('exams.result.passed') : t('exams.result.failed')}</span>
        )}
      </td>
      <td>
        {e?.verificationCode && <span className="code">{e.verificationCode}</span>}
        {e?.passed && (
          <>
            {' '}
            <button type="button" onClick={() => certificate(e.examId)}>
              {t('classroom.instructor.certificate')}
            </button>
          </>
        )}
      </td>
      <td>
        {/* Someone let in under another's name: their browsers are signed out, the trainee and any exam stay. */}
        {confirming ? (
          <Confirm
            label={t('classroom.instructor.signOutTrainee', { who })}
            question={t('classroom.instructor.signOutConfirm', { who })}
            yes={t('classroom.instructor.signOutYes')}
            no={t('classroom.instructor.signOutNo')}
            busy={busy}
            onYes={() => (setConfirming(false), act(() => call('class.signOut', { traineeId: x.traineeId })))}
            onNo={() => setConfirming(false)}
          />
        ) : (
          <button type="button" disabled={busy} aria-label={t('classroom.instructor.signOutTrainee', { who })} onClick={() => setConfirming(true)}>
            {t('classroom.instructor.signOut')}
          </button>
        )}
      </td>
    </tr>
  );
}
