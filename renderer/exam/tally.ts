import type { TFunction } from 'i18next';
import { classPlace, type ExamResult, type ItemTally } from '../../shared/exam';
import type { ExamFormat } from './format';

const PARTS = ['answered', 'late', 'timedOut', 'unanswered', 'open'] as const;

/** How an exam's items stand, in words: "1 answered, 1 timed out and 1 to go" (each part only when there is one). */
export function tallyText(counts: ItemTally, t: TFunction, f: ExamFormat): string {
  const parts = PARTS.filter((part) => counts[part] > 0).map((part) => t(`exams.tally.${part}`, { count: counts[part], n: f.n(counts[part]) }));
  return f.list(parts.length ? parts : [t('exams.tally.open', { count: 0, n: f.n(0) })]);
}

/** How a result was taken, in the trainee's words: self-study is not proctored and says so; a class names its class and school. */
export function takenText(taken: ExamResult['taken'], t: TFunction): string {
  if (taken?.mode !== 'class') return t('exams.result.selfStudy');
  return t('exams.result.inClass', { where: classPlace(taken) || taken.host });
}
