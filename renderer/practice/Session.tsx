/**
 * A practice session: N items one after another (one kind, or mixed), each asked through
 * drill.next and scored by drill.submit in main; a running score, the time on the item, and a
 * summary at the end. A whole hand is answered step by step within one item.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import type { Answer, DrillNextResponse, DrillSubmitResponse, StepAnswer, StepQuestion } from '../../shared/drills';
import { call, toApiError } from '../api';
import { ErrorPanel } from '../components/ErrorPanel';
import { useSettings } from '../settings-context';
import { AnswerFor } from './answers';
import type { Review } from './answers/types';
import { Feedback, type RecordNote } from './Feedback';
import { useFormat } from './format';
import { mistakePot, mistakeSeats } from './messages';
import { useSound } from './sound';
import { Summary } from './Summary';
import { asksABet } from '../../shared/table';
import { HistorySeen, seenOf, type Seen } from './felt/History';
import { handTitle } from './hand-title';
import type { Done, SessionConfig, Who } from './session-types';
import { sayOf } from '../i18n/say';

type Phase =
  | { name: 'loading' }
  | { name: 'answering' }
  | { name: 'submitting' }
  | { name: 'feedback'; result: DrillSubmitResponse; given: Answer }
  | { name: 'error'; error: ApiError }
  | { name: 'summary' };

const TICK_SECONDS = 5;

export function Session({ config, who, onExit }: { config: SessionConfig; who: Who; onExit(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { settings } = useSettings();
  const play = useSound();
  const [index, setIndex] = useState(0);
  const [item, setItem] = useState<DrillNextResponse | null>(null);
  const [ask, setAsk] = useState<{ step: number; steps: number; question: StepQuestion } | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [done, setDone] = useState<Done[]>([]);
  /** A whole hand's step answers so far, shown beside the engine's. */
  const [steps, setSteps] = useState<StepAnswer[]>([]);
  const [elapsed, setElapsed] = useState(0);
  /** A whole hand: the points of the steps before this one (each result covers every step so far). */
  const [stepsBefore, setStepsBefore] = useState({ earned: 0, possible: 0 });
  /** A whole hand: how much of the hand the trainee saw at the step before (what came since is told). */
  const [seen, setSeen] = useState<Seen | null>(null);
  const started = useRef(performance.now());
  const offset = useMemo(() => Math.floor(Math.random() * config.kinds.length), [config.kinds.length]);

  const load = useCallback(
    (k: number) => {
      setPhase({ name: 'loading' });
      const planned = config.plan?.[k];
      const kind = planned?.kind ?? config.kinds[(k + offset) % config.kinds.length];
      const steer = planned ? { level: planned.level, ...(planned.family && { family: planned.family }), ...(planned.rule && { rule: planned.rule }) } : { level: config.level };
      const hand = kind === 'whole-hand' && config.hand ? { hand: config.hand } : {};
      const seed = k === 0 && config.seed !== undefined ? { seed: config.seed } : {};
      call('drill.next', { kind, ...steer, profile: config.profile ?? settings.ruleProfile, ...seed, ...hand }).then(
        (next) => {
          setItem(next);
          setSteps([]);
          setSeen(null);
          setStepsBefore({ earned: 0, possible: 0 });
          setAsk(next.question.kind === 'whole-hand' ? { step: next.question.step, steps: next.question.steps, question: next.question.ask } : null);
          started.current = performance.now();
          setElapsed(0);
          setPhase({ name: 'answering' });
        },
        (error: unknown) => setPhase({ name: 'error', error: toApiError(error) }),
      );
    },
    // The profile is read when an item is asked for; changing it mid-session applies to the next item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, offset],
  );

  useEffect(() => load(0), [load]);

  // The clock of the item, and its tick in the last seconds of a timed item.
  useEffect(() => {
    if (phase.name !== 'answering') return;
    const timer = window.setInterval(() => {
      const seconds = Math.floor((performance.now() - started.current) / 1000);
      setElapsed(seconds);
      const left = config.timeLimit - seconds;
      if (config.timeLimit > 0 && left > 0 && left <= TICK_SECONDS) play('tick');
    }, 1000);
    return () => window.clearInterval(timer);
  }, [phase.name, config.timeLimit, play]);

  const submit = (answer: Answer) => {
    if (!item || phase.name !== 'answering') return;
    performance.clearMarks('submit-start');
    performance.clearMeasures('feedback');
    performance.mark('submit-start');
    setPhase({ name: 'submitting' });
    // A whole hand's step is answered as its own kind, inside the whole hand's answer.
    const whole = item.kind === 'whole-hand' && answer.kind !== 'whole-hand';
    const step = answer as StepAnswer;
    const given: Answer = whole ? { kind: 'whole-hand', steps: [...steps, step] } : answer;
    if (whole) setSteps([...steps, step]);
    // The chosen trainee's practice joins their records (progress and weak spots on the Results screen); a guest's is not recorded.
    const traineeId = who.guest ? undefined : who.trainee.id;
    call('drill.submit', { itemId: item.itemId, answer: whole ? { kind: 'whole-hand', steps: [step] } : answer, traineeId }).then(
      (result) => {
        play(result.correct ? 'right' : 'wrong');
        setPhase({ name: 'feedback', result, given });
        if (!result.next) setDone((list) => [...list, { kind: item.kind, result }]);
      },
      (error: unknown) => setPhase({ name: 'error', error: toApiError(error) }),
    );
  };

  const next = () => {
    if (phase.name !== 'feedback') return;
    if (phase.result.next) {
      if (ask && 'table' in ask.question) setSeen(seenOf(ask.question.table.history));
      setStepsBefore({ earned: phase.result.earned, possible: phase.result.possible });
      setAsk({ step: phase.result.next.step, steps: phase.result.next.steps, question: phase.result.next.ask });
      started.current = performance.now();
      setPhase({ name: 'answering' });
      return;
    }
    if (index + 1 >= config.count) {
      setPhase({ name: 'summary' });
      return;
    }
    setIndex(index + 1);
    load(index + 1);
  };

  const review: Review | null = useMemo(() => {
    if (phase.name !== 'feedback') return null;
    const seats = new Set<number>();
    const pots = new Set<number>();
    const parts = new Set<string>();
    // A whole hand's marks are those of the step on the table.
    const prefix = ask ? `steps[${ask.step}].` : '';
    for (const found of phase.result.mistakes) {
      if (prefix && !found.part.startsWith(prefix)) continue;
      const m = { ...found, part: found.part.slice(prefix.length) };
      mistakeSeats(m).forEach((s) => seats.add(s));
      const pot = mistakePot(m);
      if (pot !== null) pots.add(pot);
      parts.add(m.part);
      parts.add(m.part.replace(/\[.*$/, ''));
    }
    return { seats, pots, parts };
  }, [phase, ask]);

  if (phase.name === 'summary') return <Summary done={done} onAgain={onExit} />;

  const earned = done.reduce((sum, d) => sum + d.result.earned, 0);
  const possible = done.reduce((sum, d) => sum + d.result.possible, 0);
  const question = ask ? ask.question : item?.question.kind === 'whole-hand' ? null : item?.question;
  const left = config.timeLimit > 0 ? Math.max(0, config.timeLimit - elapsed) : null;

  return (
    <div className="session" data-kind={item?.kind} data-seed={item?.seed} data-level={item?.level} data-profile={item?.profile} data-phase={phase.name} data-step={ask?.step}>
      <div className="session-bar" role="group" aria-label={t('drill.progress')}>
        <span>{t('drill.itemOf', { n: format.n(index + 1), count: format.n(config.count) })}</span>
        {item && <span className="kind-name">{t(`kinds.${item.kind}.name`)}</span>}
        {ask && <span>{t('drill.stepOf', { n: ask.step + 1, count: ask.steps })}</span>}
        <span className="running-score">{t('drill.runningScore', { earned: format.n(earned), possible: format.n(possible) })}</span>
        <span className={`clock${left !== null && left <= TICK_SECONDS ? ' urgent' : ''}`} aria-live="off">
          {left !== null ? t('drill.timeLeft', { seconds: format.n(left) }) : t('drill.elapsed', { seconds: format.n(elapsed) })}
        </span>
        {item && (
          <span className="speed-target" title={t('drill.targetHelp')}>
            {t('drill.target', { fast: format.n(item.target.fast), normal: format.n(item.target.normal) })}
          </span>
        )}
        {item && <span className="seed">{config.title ? handTitle(config.title, sayOf(t)) : t('drill.seed', { seed: item.seed })}</span>}
        <span className={`who${who.guest ? ' guest' : ''}`} data-who={who.guest ? 'guest' : 'trainee'}>
          {who.guest ? t('felt.practice.guestBar') : t('felt.practice.traineeBar', { name: who.trainee.name })}
        </span>
        <button type="button" className="link" onClick={() => setPhase({ name: 'summary' })}>
          {t('drill.endSession')}
        </button>
      </div>
      {left === 0 && phase.name === 'answering' && (
        <p className="time-up" role="status">
          {t('drill.timeUp')}
        </p>
      )}
      {phase.name === 'loading' && <p role="status">{t('app.loading')}</p>}
      {phase.name === 'error' && (
        <ErrorPanel title={t('drill.failed')} error={phase.error}>
          <button type="button" onClick={() => load(index)}>
            {t('errors.retry')}
          </button>
          <button type="button" onClick={onExit}>
            {t('drill.backToHub')}
          </button>
        </ErrorPanel>
      )}
      {item && question && phase.name !== 'loading' && phase.name !== 'error' && (
        <HistorySeen.Provider value={seen}>
          <AnswerFor
            key={`answer-${item.itemId}-${ask?.step ?? 0}`}
            question={question}
            locked={phase.name !== 'answering'}
            review={review}
            onSubmit={submit}
            play={play}
          />
        </HistorySeen.Provider>
      )}
      {phase.name === 'feedback' && (
        <Feedback
          key={`feedback-${item?.itemId}-${ask?.step ?? 0}`}
          result={phase.result}
          given={phase.given}
          step={ask ? { n: ask.step, before: stepsBefore } : undefined}
          record={recordNote(phase.result, who)}
          bet={asksABet(question)}
          onNext={next}
          nextLabel={phase.result.next ? t('drill.nextStep') : index + 1 >= config.count ? t('drill.seeSummary') : t('drill.next')}
        />
      )}
    </div>
  );
}

/**
 * Whether the answer was recorded. A guest's never is; for a trainee, main's word on the save
 * (`record`, once the records service sends it) is shown as it comes.
 */
function recordNote(result: DrillSubmitResponse, who: Who): RecordNote | undefined {
  const fromMain = (result as { record?: RecordNote }).record;
  return fromMain ?? (who.guest ? { status: 'guest' } : undefined);
}
