/**
 * A finished exam's items one at a time, each with the question as it was shown, the trainee's
 * answer, the engine's answer, what was wrong and the engine's reasons with their rules. Main
 * gives an item only once the exam is over (exam.review); the page asks for each one as it is shown.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../../shared/exam';
import { call } from '../api';
import { AnswerFor } from '../practice/answers';
import { AnswerView } from '../practice/AnswerView';
import { asksABet } from '../../shared/table';
import { useFormat } from '../practice/format';
import { phraseMistake } from '../practice/messages';
import { whyGroups } from '../practice/why-groups';
import { WhyPots } from '../practice/WhyPots';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from './use-call';

const noop = () => undefined;

export function ExamReview({ examId, itemCount }: { examId: string; itemCount: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [item, setItem] = useState<ReviewItem | null>(null);
  const [busy, error, run] = useAction();
  useEffect(() => {
    setItem(null);
    void run(() => call('exam.review', { examId, index })).then((r) => r && setItem(r));
  }, [run, examId, index]);
  const question = item && item.question.kind !== 'whole-hand' ? item.question : null;
  // Nothing bet yet at the question: its bounds are a bet's, in the answers' words too.
  const bet = asksABet(question);
  return (
    <section className="exam-review" aria-labelledby={`${id}-h`} data-review-index={item?.index ?? ''} data-status={item?.status ?? ''}>
      <p className="help">{t('exams.result.reviewHelp')}</p>
      <div className="actions">
        <button type="button" disabled={busy || index === 0} onClick={() => setIndex(index - 1)}>
          {t('exams.result.previous')}
        </button>{' '}
        <button type="button" disabled={busy || index + 1 >= itemCount} onClick={() => setIndex(index + 1)}>
          {t('exams.result.next')}
        </button>
      </div>
      <h3 id={`${id}-h`} aria-live="polite">
        {item
          ? t('exams.result.reviewItem', { n: format.n(item.index + 1), count: format.n(item.itemCount), kind: t(`kinds.${item.kind}.name`), status: t(`exams.status.${item.status}`) })
          : t('app.loading')}
      </h3>
      <ErrorPanel error={error} />
      {item && (
        <>
          <p className="score">{t('drill.scoreLine', { earned: format.n(item.earned), possible: format.n(item.possible) })}</p>
          {question && <AnswerFor key={`${examId}-${item.index}`} question={question} locked review={null} onSubmit={noop} play={noop} />}
          <div className="compare">
            <div>
              <h4>{t('drill.yourAnswer')}</h4>
              {item.given ? <AnswerView answer={item.given} bet={bet} /> : <p>{t('exams.result.noAnswer')}</p>}
            </div>
            <div>
              <h4>{t('drill.engineAnswer')}</h4>
              <AnswerView answer={item.answer} bet={bet} />
            </div>
          </div>
          {item.mistakes.length > 0 && (
            <>
              <h4>{t('drill.mistakes')}</h4>
              <ul className="mistakes">
                {item.mistakes.map((m, k) => (
                  <li key={k}>{phraseMistake(m, format, t)}</li>
                ))}
              </ul>
            </>
          )}
          <h4>{t('drill.explanation')}</h4>
          {/* As the feedback in practice reads them: an award's pot by pot. */}
          <WhyPots pots={whyGroups(item.explanation, item.answer)[0].pots} />
        </>
      )}
    </section>
  );
}
