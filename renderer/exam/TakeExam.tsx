/**
 * A running exam: the current item's question through the practice answer component of its kind,
 * the time left by main's deadlines (the item's and the exam's clocks stay in view, stuck to the
 * top, at every size), and nothing about right or wrong until the result. An item whose time ran
 * out is said so, on screen and to screen readers, and counted as timed out, not answered.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examTitle } from './exam-title';
import type { Answer } from '../../shared/drills';
import type { ExamView } from '../../shared/exam';
import { call } from '../api';
import { AnswerFor } from '../practice/answers';
import { Audition } from '../practice/audition/Audition';
import { useSound } from '../practice/sound';
import { Countdown } from './Countdown';
import { useExamFormat } from './format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from './use-call';

/** Main's clock minus this page's, at the moment a view arrived. */
const skewOf = (view: ExamView) => view.now - Date.now();

export function TakeExam({ initial, onFinished }: { initial: ExamView; onFinished(examId: string): void }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const play = useSound();
  const [view, setView] = useState(initial);
  const [skew, setSkew] = useState(() => skewOf(initial));
  const [late, setLate] = useState(false);
  /** Items whose time ran out since the last answer: how many, and the first one's number. */
  const [timedOut, setTimedOut] = useState<{ count: number; item: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, error, run, clearError] = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const bar = useStickyHeight();
  const shown = useRef(view);

  const show = useCallback(
    (next: ExamView) => {
      const before = shown.current;
      shown.current = next;
      const ran = next.tally.timedOut - before.tally.timedOut;
      if (ran > 0) {
        setTimedOut({ count: ran, item: (before.item?.index ?? 0) + 1 });
        clearError(); // an answer refused because its item had closed: the note says why
      }
      setSkew(skewOf(next));
      setView(next);
    },
    [clearError],
  );

  useEffect(() => {
    if (view.status === 'finished') onFinished(view.examId);
  }, [view.status, view.examId, onFinished]);

  // Each new item is announced by moving focus to its heading.
  useEffect(() => heading.current?.focus(), [view.item?.index]);

  /**
   * Asks main where the exam is now: at a deadline, main closes what ran out. Asked at the very
   * millisecond of a deadline, main has not closed it yet: then it is asked again shortly, since
   * the countdown, already at zero, asks no more.
   */
  const again = useRef<number | undefined>(undefined);
  const refresh = useCallback(() => {
    void run(() => call('exam.current', { examId: view.examId })).then((next) => {
      if (!next) return;
      show(next);
      const due = [next.item?.deadline, next.deadline].some((d) => d != null && d <= next.now);
      if (next.status === 'running' && due) again.current = window.setTimeout(refresh, 250);
    });
  }, [run, view.examId, show]);
  useEffect(() => () => window.clearTimeout(again.current), []);

  const submit = async (answer: Answer) => {
    if (!view.item) return;
    const out = await run(() => call('exam.submit', { examId: view.examId, index: view.item!.index, answer }));
    if (!out) {
      // E.g. main closed the item at its deadline meanwhile: show where the exam is now, keeping the error.
      call('exam.current', { examId: view.examId }).then(show, () => undefined);
      return;
    }
    setLate(out.status === 'late');
    setTimedOut(null);
    show(out.view);
  };

  const handIn = async () => {
    const result = await run(() => call('exam.finish', { examId: view.examId }));
    if (result) onFinished(view.examId);
  };

  const item = view.item;
  const question = item && item.question.kind !== 'whole-hand' ? item.question : null;
  const { tally } = view;
  return (
    <section className="take-exam" aria-labelledby="exam-item-heading" data-exam-id={view.examId} data-item-index={item?.index ?? ''} data-kind={item?.kind ?? ''}>
      <p className="exam-meta">
        <span className="exam-title">{examTitle(t, view.title)}</span> <span>{t('exams.take.attempt', { attempt: f.n(view.attempt), attempts: f.n(view.attempts) })}</span>
      </p>
      <div className="session-bar exam-bar" role="group" aria-label={t('exams.take.status')} ref={bar} data-timed-out={tally.timedOut}>
        <span className="exam-answered">
          {t('exams.take.answered', { answered: f.n(tally.answered + tally.late), count: f.n(view.itemCount) })}
          {tally.timedOut > 0 && <span className="timed-out-count">{` · ${t('exams.tally.timedOut', { count: tally.timedOut, n: f.n(tally.timedOut) })}`}</span>}
        </span>
        {item?.deadline != null && <Countdown key={`i${item.index}`} label={t('exams.take.itemTime')} deadline={item.deadline} skew={skew} onZero={refresh} />}
        {view.deadline !== null && <Countdown label={t('exams.take.examTime')} deadline={view.deadline} skew={skew} onZero={refresh} urgentBelow={60} />}
      </div>
      {/* Always in the page, so that screen readers hear it when it fills. */}
      <p className="timed-out-note" role="status" aria-live="polite" data-testid="timed-out-note">
        {timedOut && t('exams.take.timedOut', { count: timedOut.count, n: f.n(timedOut.count === 1 ? timedOut.item : timedOut.count) })}
      </p>
      <h2 id="exam-item-heading" ref={heading} tabIndex={-1}>
        {item ? t('exams.take.item', { n: f.n(item.index + 1), count: f.n(view.itemCount), kind: t(`kinds.${item.kind}.name`) }) : view.audition ? t('exams.audition.heading') : t('exams.take.waiting')}
      </h2>
      {late && (
        <p className="late-note" role="status">
          {t('exams.take.late')}
        </p>
      )}
      {question && (
        <AnswerFor key={`${view.examId}-${item!.index}`} question={question} locked={busy} review={null} onSubmit={(a) => void submit(a)} play={play} />
      )}
      {/* The audition segment, once the items are done: main's table for this exam, played as any audition; when its last hand is done, main closes the exam. */}
      {!item && view.audition && (
        <>
          <p className="help">{t('exams.audition.intro')}</p>
          <Audition key={view.audition.runId} classRun={view.audition} onOver={refresh} />
        </>
      )}
      <ErrorPanel error={error} />
      <div className="hand-in">
        {confirming ? (
          <div role="group" aria-label={t('exams.take.handIn')}>
            <p>{view.audition ? t('exams.audition.confirm') : t('exams.take.confirm', { count: tally.open, n: f.n(tally.open) })}</p>
            <button type="button" className="primary" disabled={busy} onClick={handIn}>
              {t('exams.take.confirmYes')}
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              {t('exams.take.confirmNo')}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('exams.take.handIn')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The sticky bar's height, kept in the exam's --exam-bar-height: the felt, sticky too, stops below
 * it instead of sliding under the clocks (the bar wraps to more lines on a narrow screen).
 */
function useStickyHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    const exam = bar?.closest<HTMLElement>('.take-exam');
    if (!bar || !exam) return;
    const set = () => exam.style.setProperty('--exam-bar-height', `${bar.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return ref;
}
