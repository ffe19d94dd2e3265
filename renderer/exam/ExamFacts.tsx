import { useTranslation } from 'react-i18next';
import { examTitle } from './exam-title';
import type { ExamDefinition } from '../../shared/exam';
import { useAuditionFacts } from './AuditionSegment';
import { useExamFormat } from './format';

/** What an exam is: title, items by kind, time, pass mark, attempts. Shown for a code and a definition alike. */
export function ExamFacts({ definition, itemCount, builtIn }: { definition: ExamDefinition; itemCount: number; builtIn?: string | null }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const auditionFacts = useAuditionFacts();
  const d = definition;
  return (
    <dl className="exam-facts">
      <dt>{t('exams.facts.title')}</dt>
      <dd>{examTitle(t, d.title, builtIn)}</dd>
      <dt>{t('exams.facts.items')}</dt>
      <dd>
        {t('exams.facts.itemCount', { count: itemCount, n: f.n(itemCount) })}
        <ul>
          {d.sections.map((s, k) => (
            <li key={k}>{t('exams.facts.section', { n: f.n(s.count), kind: t(`kinds.${s.kind}.name`), level: f.n(s.level) })}</li>
          ))}
        </ul>
      </dd>
      {d.audition && (
        <>
          <dt>{t('exams.audition.facts')}</dt>
          <dd data-testid="audition-facts">{auditionFacts(d.audition)}</dd>
        </>
      )}
      <dt>{t('exams.facts.time')}</dt>
      <dd>
        {[
          d.totalSeconds !== null && t('exams.facts.total', { time: f.duration(d.totalSeconds) }),
          d.perItemSeconds !== null && t('exams.facts.perItem', { time: f.duration(d.perItemSeconds) }),
        ]
          .filter(Boolean)
          .join('; ')}
      </dd>
      <dt>{t('exams.facts.passMark')}</dt>
      <dd>{f.percent(d.passPercent)}</dd>
      <dt>{t('exams.facts.attempts')}</dt>
      <dd>{f.n(d.attempts)}</dd>
      <dt>{t('exams.facts.rules')}</dt>
      <dd>{t(`settings.profiles.${d.profile}.label`)}</dd>
    </dl>
  );
}
