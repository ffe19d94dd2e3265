import { useTranslation } from 'react-i18next';
import { examTitle } from '../exam/exam-title';
import type { ClassResult } from '../../shared/classroom';
import { AuditionSegmentResult } from '../exam/AuditionSegment';
import { ByKindTable } from '../exam/ByKindTable';
import { useExamFormat } from '../exam/format';
import { tallyText } from '../exam/tally';

/** A finished class exam as the trainee sees it: the verdict, the scores and how each item ended (timed out as timed out), nothing that would answer an item. */
export function ClassResultView({ result: r }: { result: ClassResult }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  return (
    <section className="exam-result" aria-labelledby="class-result-h">
      <h2 id="class-result-h">{t('exams.result.heading', { title: examTitle(t, r.title) })}</h2>
      <p className={`verdict ${r.passed ? 'passed' : 'failed'}`} data-passed={r.passed}>
        <span className="verdict-word">{r.passed ? t('exams.result.passed') : t('exams.result.failed')}</span>{' '}
        {t('exams.result.score', { percent: f.percent(r.percent), pass: f.percent(r.passPercent) })}
      </p>
      <p>{t('exams.take.attempt', { attempt: f.n(r.attempt), attempts: f.n(r.attempts) })}</p>
      <p data-testid="tally">{tallyText(r.tally, t, f)}</p>
      <ByKindTable byKind={r.byKind} />
      <AuditionSegmentResult asked={r.audition?.asked} segment={r.audition?.result} />
      <details className="result-items">
        <summary>{t('exams.result.items')}</summary>
        <ol>
          {r.items.map((item) => (
            <li key={item.index} data-status={item.status}>
              <strong>{t(`kinds.${item.kind}.name`)}</strong> — {t(`exams.status.${item.status}`)}, {f.percent(item.score * 100)}
            </li>
          ))}
        </ol>
      </details>
      <p className="help">{t('classroom.trainee.certificateHelp')}</p>
    </section>
  );
}
