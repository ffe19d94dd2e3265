import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, DrillSubmitResponse } from '../../shared/drills';
import { AnswerView } from './AnswerView';
import { useFormat } from './format';
import { phraseExplanation, phraseMistake } from './messages';

/** Right or wrong at once, both answers side by side, the mistakes, and the engine's steps with their rules. */
export function Feedback({ result, given, onNext, nextLabel }: { result: DrillSubmitResponse; given: Answer; onNext(): void; nextLabel: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
    performance.mark('feedback-shown');
    try {
      performance.measure('feedback', 'submit-start', 'feedback-shown');
    } catch {
      // no submit mark (a test that renders feedback alone)
    }
  }, []);
  const verdict = result.correct ? 'right' : result.score > 0 ? 'partly' : 'wrong';
  return (
    <section className={`feedback ${verdict}`} aria-labelledby="feedback-heading" data-verdict={verdict}>
      <div role="status">
      <h2 id="feedback-heading">
        <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
        {t(`drill.verdict.${verdict}`)}{' '}
        <span className="score">{t('drill.scoreLine', { earned: format.n(result.earned), possible: format.n(result.possible) })}</span>
      </h2>
      </div>
      <p className="speed">
        {t('drill.timeLine', { seconds: format.seconds(result.seconds), speed: t(`drill.speed.${result.speed}`) })}
      </p>
      <div className="compare">
        <div>
          <h3>{t('drill.yourAnswer')}</h3>
          <AnswerView answer={given} />
        </div>
        <div>
          <h3>{t('drill.engineAnswer')}</h3>
          <AnswerView answer={result.answer} />
        </div>
      </div>
      {result.mistakes.length > 0 && (
        <>
          <h3>{t('drill.mistakes')}</h3>
          <ul className="mistakes">
            {result.mistakes.map((m, k) => (
              <li key={k} data-key={m.message.key}>
                <span aria-hidden="true">✗ </span>
                {phraseMistake(m, format, t)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('drill.explanation')}</h3>
      <ol className="explanation">
        {result.explanation.map((e, k) => (
          <li key={k} data-key={e.key}>
            <span className="rule">{e.rule}</span> {phraseExplanation(e, format, t)}
          </li>
        ))}
      </ol>
      <button ref={next} type="button" className="primary" onClick={onNext}>
        {nextLabel} <kbd>Enter</kbd>
      </button>
    </section>
  );
}
