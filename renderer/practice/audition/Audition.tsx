/**
 * Audition mode's screen: a live table run in main, hand after hand. It plays the frames main sent
 * at the simulated players' pace (or on at once, "Deal on"), asks each task with the drill's own
 * answer component, and takes "Floor!" (button or F) at any frame: main says whether there was an
 * irregularity to catch, and asks the ruling. It knows no rule and no answer before submission.
 * In class (`classRun`) the instructor started the table: no setup, and the instructor ends it.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/contract';
import type { Answer, Question } from '../../../shared/drills';
import type { MyClassAudition } from '../../../shared/class-audition';
import type { AuditionSetup, AuditionView, MissedIrregularity, TaskResult } from '../../../shared/audition';
import { asksABet } from '../../../shared/table';
import { call, toApiError } from '../../api';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useSettings } from '../../settings-context';
import { AnswerFor } from '../answers';
import { AnswerView } from '../AnswerView';
import { Felt } from '../felt/Felt';
import { useFormat } from '../format';
import { phraseExplanation } from '../messages';
import type { Who } from '../session-types';
import { useSound } from '../sound';
import { SetupFields, seedToSend, setupToSend } from './SetupFields';
import './audition.css';

type Phase =
  | { name: 'setup' }
  | { name: 'busy' }
  | { name: 'playing' }
  | { name: 'answering' }
  | { name: 'ruling' }
  | { name: 'result'; result: TaskResult; missed: MissedIrregularity | null; given: Answer; ruling: boolean }
  | { name: 'false-call' }
  | { name: 'finished' }
  | { name: 'error'; error: ApiError };

/** The trainee's own audition (`who`, back to the hub by `onExit`), or a table main started (`classRun`: a class's, or an exam's segment, told `onOver` when its last hand is done). */
type Props = { who: Who; onExit(): void; classRun?: undefined; onOver?: undefined } | { classRun: MyClassAudition; who?: undefined; onExit?: undefined; onOver?(): void };

export function Audition({ who, onExit, classRun, onOver }: Props) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [setup, setSetup] = useState<AuditionSetup>({ format: 'holdem', seats: 6, mode: 'practice', hands: 5, rotation: 'orbit', profile: settings.ruleProfile });
  const [seed, setSeed] = useState('');
  const [view, setView] = useState<AuditionView | null>(null);
  const [frame, setFrame] = useState(0);
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const play = useSound();
  const traineeId = who && !who.guest ? who.trainee.id : undefined;

  /** A new segment from main: its frames from the first (or straight to the ruling asked). */
  const show = useCallback((next: AuditionView) => {
    setView(next);
    setFrame(0);
    if (next.status === 'finished') setPhase({ name: 'finished' });
    else if (next.segment?.ruling) setPhase({ name: 'ruling' });
    else setPhase(next.segment && next.segment.frames.length > 0 ? { name: 'playing' } : { name: 'answering' });
  }, []);
  const fail = (error: unknown) => setPhase({ name: 'error', error: toApiError(error) });

  // A class's table: opened where it stands; once over, its summary, when the trainee is not waiting for an answer or reading one
  // (the last answer's feedback leads to the summary itself; an answer the instructor's end refused shows it too).
  const classRunId = classRun?.runId;
  const classOver = classRun?.status === 'finished';
  const open = phase.name === 'playing' || phase.name === 'answering' || phase.name === 'ruling' || phase.name === 'error';
  useEffect(() => {
    if (classRunId === undefined || (view && !(classOver && open))) return;
    call('audition.current', { runId: classRunId }).then(show, fail);
  }, [classRunId, classOver, open, view, show]);

  useEffect(() => {
    if (phase.name === 'finished') onOver?.();
  }, [phase.name, onOver]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    setPhase({ name: 'busy' });
    call('audition.start', { setup: setupToSend(setup), traineeId, ...seedToSend(seed) }).then((r) => show(r.view), fail);
  };

  const segment = view?.segment ?? null;
  const frames = segment?.frames ?? [];
  const last = Math.max(0, frames.length - 1);

  // The table plays on at the players' pace; the task is asked once its frames are shown.
  useEffect(() => {
    if (phase.name !== 'playing' || !view) return;
    if (frame >= last) {
      setPhase({ name: 'answering' });
      return;
    }
    const timer = window.setTimeout(() => setFrame((f) => f + 1), view.paceMs);
    return () => window.clearTimeout(timer);
  }, [phase.name, frame, last, view]);

  const floor = useCallback(() => {
    if (!view || !segment || (phase.name !== 'playing' && phase.name !== 'answering')) return;
    setPhase({ name: 'busy' });
    call('audition.floor', { runId: view.runId, at: segment.from + frame }).then((r) => {
      play(r.verdict === 'caught' ? 'right' : 'wrong');
      setView(r.view);
      setPhase(r.verdict === 'caught' ? { name: 'ruling' } : { name: 'false-call' });
    }, fail);
  }, [view, segment, frame, phase.name, play]);

  // F calls the floor from anywhere on the table but a text field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'f' && event.key !== 'F') return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
      event.preventDefault();
      floor();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [floor]);

  const answer = (given: Answer) => {
    if (!view) return;
    const ruling = phase.name === 'ruling';
    setPhase({ name: 'busy' });
    if (ruling)
      call('audition.ruling', { runId: view.runId, answer: given }).then((r) => {
        play(r.result.correct ? 'right' : 'wrong');
        setView(r.view);
        setPhase({ name: 'result', result: r.result, missed: null, given, ruling: true });
      }, fail);
    else
      call('audition.answer', { runId: view.runId, answer: given }).then((r) => {
        play(r.result.correct && !r.missed ? 'right' : 'wrong');
        setPhase({ name: 'result', result: r.result, missed: r.missed, given, ruling: false });
        setView(r.view);
      }, fail);
  };

  /** On from a result: after a ruling, back to the hand where it stopped; after a task, the next segment. */
  const onward = () => {
    if (!view) return;
    if ((phase.name === 'result' && phase.ruling) || phase.name === 'false-call') setPhase(frame < last ? { name: 'playing' } : { name: 'answering' });
    else show(view);
  };

  const end = () => {
    if (!view) return onExit?.();
    call('audition.end', { runId: view.runId }).then((r) => show(r.view), fail);
  };

  if (classRun && !view) return phase.name === 'error' ? <ErrorPanel title={t('audition.failed')} error={phase.error} /> : <p role="status">{t('app.loading')}</p>;
  if (phase.name === 'setup' || (phase.name === 'busy' && !view)) return <SetupForm setup={setup} onChange={setSetup} seed={seed} onSeed={setSeed} onStart={start} busy={phase.name === 'busy'} onBack={() => onExit?.()} />;
  if (phase.name === 'error')
    return (
      <ErrorPanel title={t('audition.failed')} error={phase.error}>
        {onExit && (
          <button type="button" onClick={onExit}>
            {t('drill.backToHub')}
          </button>
        )}
      </ErrorPanel>
    );
  if (!view) return null;

  const question = (phase.name === 'ruling' ? segment?.ruling : segment?.task) as Exclude<Question, { kind: 'whole-hand' }> | null | undefined;
  const table = frames[Math.min(frame, last)]?.table;
  return (
    <div className="audition" data-phase={phase.name} data-hand={view.hand} data-frame={segment ? segment.from + frame : undefined}>
      <Bar view={view} who={who} onEnd={classRun ? undefined : end} />
      {phase.name === 'finished' ? (
        <Finished view={view} onAgain={classRun ? undefined : () => setPhase({ name: 'setup' })} />
      ) : (
        <>
          {(phase.name === 'playing' || phase.name === 'answering' || phase.name === 'busy') && (
            <div className="audition-controls">
              <button type="button" className="floor" onClick={floor} disabled={phase.name === 'busy'} aria-keyshortcuts="F">
                {t('audition.floor')} <kbd>F</kbd>
              </button>
              {phase.name === 'playing' && (
                <button type="button" className="deal-on" onClick={() => setFrame(last)}>
                  {t('audition.dealOn')}
                </button>
              )}
              <span className="event" aria-live="polite">
                <EventLine view={view} frame={frame} />
              </span>
            </div>
          )}
          {phase.name === 'playing' && table && <Felt table={table} />}
          {phase.name === 'false-call' && <Notice text={t('audition.falseCall')} onNext={onward} />}
          {phase.name === 'ruling' && <p className="audition-caught" role="status">{t('audition.caught')}</p>}
          {(phase.name === 'answering' || phase.name === 'ruling') && question && (
            <AnswerFor key={`${view.hand}-${segment?.from}-${phase.name}`} question={question} locked={false} review={null} onSubmit={answer} play={play} />
          )}
          {phase.name === 'result' && <TaskFeedback phase={phase} bet={asksABet(question)} onNext={onward} />}
        </>
      )}
    </div>
  );
}

function SetupForm({ setup, onChange, seed, onSeed, onStart, busy, onBack }: { setup: AuditionSetup; onChange(s: AuditionSetup): void; seed: string; onSeed(s: string): void; onStart(e: FormEvent): void; busy: boolean; onBack(): void }) {
  const { t } = useTranslation();
  return (
    <form className="audition-setup" onSubmit={onStart} aria-labelledby="audition-setup-heading">
      <h2 id="audition-setup-heading">{t('audition.heading')}</h2>
      <p>{t('audition.intro')}</p>
      <SetupFields setup={setup} onChange={onChange} seed={seed} onSeed={onSeed} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('audition.start')}
        </button>
        <button type="button" onClick={onBack}>
          {t('drill.backToHub')}
        </button>
      </div>
    </form>
  );
}

function Bar({ view, who, onEnd }: { view: AuditionView; who: Who | undefined; onEnd: (() => void) | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const s = view.stats;
  return (
    <div className="session-bar audition-bar" role="group" aria-label={t('drill.progress')}>
      <span>{t('audition.handOf', { n: f.n(view.hand), count: f.n(view.setup.hands) })}</span>
      <span className="kind-name">{t(`audition.formats.${view.game}`)}</span>
      <span>{t(`audition.modes.${view.setup.mode}.name`)}</span>
      <span className="running-score">{t('drill.runningScore', { earned: f.n(s.earned), possible: f.n(s.possible) })}</span>
      <span>{t('audition.floorTally', { caught: f.n(s.caught), missed: f.n(s.missed), false: f.n(s.falseCalls) })}</span>
      {s.handsPerHour !== null && <span>{t('audition.perHour', { count: Math.round(s.handsPerHour), n: f.n(Math.round(s.handsPerHour)) })}</span>}
      {view.seed !== null && <span className="seed">{t('audition.tableNo', { seed: view.seed })}</span>}
      {who && <span className={`who${who.guest ? ' guest' : ''}`}>{who.guest ? t('felt.practice.guestBar') : t('felt.practice.traineeBar', { name: who.trainee.name })}</span>}
      {view.status === 'running' && onEnd && (
        <button type="button" className="link" onClick={onEnd}>
          {t('audition.end')}
        </button>
      )}
    </div>
  );
}

/** What happened at the frame shown, in words (a player's words, chips pushed, a hand shown). */
function EventLine({ view, frame }: { view: AuditionView; frame: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const e = view.segment?.frames[frame]?.event;
  if (!e) return null;
  switch (e.type) {
    case 'deal':
      return <>{t('audition.event.deal', { seat: f.seat(e.first) })}</>;
    case 'says':
      return <>{t('audition.event.says', { seat: f.seat(e.seat), act: t(`audition.acts.${e.act}`) })}</>;
    case 'push':
      return <>{t('audition.event.push', { seat: f.seat(e.seat), chips: e.chips.map(f.n).join(' + ') })}</>;
    case 'shows':
      return <>{e.announced ? t('audition.event.showsSays', { seat: f.seat(e.seat), hand: t(`drill.category.${e.announced}`) }) : t('audition.event.shows', { seat: f.seat(e.seat) })}</>;
    case 'flipped':
      return <>{t('audition.event.flipped', { seat: f.seat(e.seat) })}</>;
  }
}

function Notice({ text, onNext }: { text: string; onNext(): void }) {
  const { t } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  return (
    <section className="feedback wrong" data-verdict="false-call">
      <p role="status">{text}</p>
      <button ref={next} type="button" className="primary" onClick={onNext}>
        {t('audition.goOn')}
      </button>
    </section>
  );
}

function TaskFeedback({ phase, bet, onNext }: { phase: Extract<Phase, { name: 'result' }>; bet: boolean; onNext(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const { result, missed } = phase;
  const verdict = result.correct ? 'right' : result.earned > 0 ? 'partly' : 'wrong';
  return (
    <section className={`feedback ${verdict}`} data-verdict={verdict} aria-labelledby="audition-feedback-heading">
      <div role="status">
        <h2 id="audition-feedback-heading">
          <span aria-hidden="true">{verdict === 'right' ? '✓ ' : '✗ '}</span>
          {t(`drill.verdict.${verdict}`)} {t('drill.runningScore', { earned: f.n(result.earned), possible: f.n(result.possible) })}
        </h2>
        {missed && (
          <p className="audition-missed" data-missed={missed.irregularity}>
            {t('audition.missed', { what: t(`audition.irregularities.${missed.irregularity}`) })}
          </p>
        )}
      </div>
      {!result.correct && (
        <div className="answers">
          <h3>{t('audition.yours')}</h3>
          <AnswerView answer={phase.given} bet={bet} />
        </div>
      )}
      <div className="answers">
        <h3>{t('audition.engines')}</h3>
        <AnswerView answer={result.answer} bet={bet} />
      </div>
      <ul className="why">{result.explanation.map((e, k) => <li key={k}>{phraseExplanation(e, f, t)}</li>)}</ul>
      {missed && (
        <div className="answers">
          <h3>{t('audition.floorWould')}</h3>
          <AnswerView answer={missed.answer} />
          <ul className="why">{missed.explanation.map((e, k) => <li key={k}>{phraseExplanation(e, f, t)}</li>)}</ul>
        </div>
      )}
      <button ref={next} type="button" className="primary" onClick={onNext}>
        {t('audition.goOn')}
      </button>
    </section>
  );
}

function Finished({ view, onAgain }: { view: AuditionView; onAgain: (() => void) | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const s = view.stats;
  const g = view.grade;
  return (
    <section className="audition-summary" aria-labelledby="audition-summary-heading">
      <h2 id="audition-summary-heading">{g?.passed ? t('audition.passed') : t('audition.notPassed')}</h2>
      <dl>
        <dt>{t('audition.handsDone')}</dt>
        <dd>{f.n(s.hands)}</dd>
        <dt>{t('audition.accuracy')}</dt>
        <dd>{s.accuracy === null ? '—' : `${f.n(Math.round(s.accuracy * 100))} %`}</dd>
        {s.handsPerHour !== null && (
          <>
            <dt>{t('audition.pace')}</dt>
            <dd>{t('audition.perHour', { count: Math.round(s.handsPerHour), n: f.n(Math.round(s.handsPerHour)) })}</dd>
          </>
        )}
        <dt>{t('audition.floorHeading')}</dt>
        <dd>{t('audition.floorTally', { caught: f.n(s.caught), missed: f.n(s.missed), false: f.n(s.falseCalls) })}</dd>
        {g && (
          <>
            <dt>{t('audition.marks')}</dt>
            <dd>{t('audition.marksText', { accuracy: f.n(g.marks.accuracy), pace: f.n(g.marks.pace) })}</dd>
          </>
        )}
      </dl>
      <PointsByKind byKind={s.byKind} />
      {onAgain && (
        <button type="button" className="primary" onClick={onAgain}>
          {t('audition.again')}
        </button>
      )}
    </section>
  );
}

/** An audition's points by task kind (the floor's own among the irregularities'). */
export function PointsByKind({ byKind }: { byKind: AuditionView['stats']['byKind'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <table className="by-kind">
      <thead>
        <tr>
          <th scope="col">{t('audition.task')}</th>
          <th scope="col">{t('audition.points')}</th>
        </tr>
      </thead>
      <tbody>
        {byKind.map((k) => (
          <tr key={k.kind}>
            <th scope="row">{t(`kinds.${k.kind}.name`)}</th>
            <td>{t('drill.runningScore', { earned: f.n(k.earned), possible: f.n(k.possible) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
