/**
 * A running exam: the current item's question through the practice answer component of its kind,
 * the time left by main's deadlines, and nothing about right or wrong until the result.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examTitle } from './exam-title';
import type { Answer } from '../../shared/drills';
import type { ExamView } from '../../shared/exam';
import { call } from '../api';
import { AnswerFor } from '../practice/answers';
import { useSound } from '../practice/sound';
import { Countdown } from './Countdown';
import { useExamFormat } from './format';
import { InlineError } from './InlineError';
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
  const [confirming, setConfirming] = useState(false);
  const [busy, error, run] = useAction();
  const heading = useRef<HTMLHeadingElement>(null);

  const show = useCallback((next: ExamView) => {
    setSkew(skewOf(next));
    setView(next);
  }, []);

  useEffect(() => {
    if (view.status === 'finished') onFinished(view.examId);
  }, [view.status, view.examId, onFinished]);

  // Each new item is announced by moving focus to its heading.
  useEffect(() => heading.current?.focus(), [view.item?.index]);

  /** Asks main where the exam is now: at a deadline, main closes what ran out. */
  const refresh = useCallback(() => {
    void run(() => call('exam.current', { examId: view.examId })).then((next) => next && show(next));
  }, [run, view.examId, show]);

  const submit = async (answer: Answer) => {
    if (!view.item) return;
    const out = await run(() => call('exam.submit', { examId: view.examId, index: view.item!.index, answer }));
    if (!out) {
      // E.g. main closed the item at its deadline meanwhile: show where the exam is now, keeping the error.
      call('exam.current', { examId: view.examId }).then(show, () => undefined);
      return;
    }
    setLate(out.status === 'late');
    show(out.view);
  };

  const handIn = async () => {
    const result = await run(() => call('exam.finish', { examId: view.examId }));
    if (result) onFinished(view.examId);
  };

  const item = view.item;
  const question = item && item.question.kind !== 'whole-hand' ? item.question : null;
  return (
    <section className="take-exam" aria-labelledby="exam-item-heading" data-exam-id={view.examId} data-item-index={item?.index ?? ''} data-kind={item?.kind ?? ''}>
      <div className="session-bar exam-bar" role="group" aria-label={t('exams.take.status')}>
        <span className="exam-title">{examTitle(t, view.title)}</span>
        <span>{t('exams.take.answered', { answered: f.n(view.answered), count: f.n(view.itemCount) })}</span>
        {item?.deadline != null && <Countdown key={`i${item.index}`} label={t('exams.take.itemTime')} deadline={item.deadline} skew={skew} onZero={refresh} />}
        {view.deadline !== null && <Countdown label={t('exams.take.examTime')} deadline={view.deadline} skew={skew} onZero={refresh} urgentBelow={60} />}
        <span>{t('exams.take.attempt', { attempt: f.n(view.attempt), attempts: f.n(view.attempts) })}</span>
      </div>
      <h2 id="exam-item-heading" ref={heading} tabIndex={-1}>
        {item ? t('exams.take.item', { n: f.n(item.index + 1), count: f.n(view.itemCount), kind: t(`kinds.${item.kind}.name`) }) : t('exams.take.waiting')}
      </h2>
      {late && (
        <p className="late-note" role="status">
          {t('exams.take.late')}
        </p>
      )}
      {question && (
        <AnswerFor key={`${view.examId}-${item!.index}`} question={question} locked={busy} review={null} onSubmit={(a) => void submit(a)} play={play} />
      )}
      <InlineError error={error} />
      <div className="hand-in">
        {confirming ? (
          <div role="group" aria-label={t('exams.take.handIn')}>
            <p>{t('exams.take.confirm', { count: view.itemCount - view.answered, n: f.n(view.itemCount - view.answered) })}</p>
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
