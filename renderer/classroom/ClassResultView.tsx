import { useTranslation } from 'react-i18next';
import { examTitle } from '../exam/exam-title';
import type { ClassResult } from '../../shared/classroom';
import { ByKindTable } from '../exam/ByKindTable';
import { useExamFormat } from '../exam/format';

/** A finished class exam as the trainee sees it: the verdict and the scores, nothing that would answer an item. */
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
      <ByKindTable byKind={r.byKind} />
      <p className="help">{t('classroom.trainee.certificateHelp')}</p>
    </section>
  );
}
