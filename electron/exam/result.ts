/** A finished session as its result: what is signed, exported and put on the certificate. */
import type { ExamAuditionResult, ExamDefinition, ExamResult, ResultItem, Trainee } from '../../shared/exam';
import { segmentPassed } from './audition-segment';
import { byKind, percentOf, resultItem, type Session } from './session';

/**
 * The figures a result's items (and audition segment) imply; import recomputes them to catch a
 * doctored summary. An exam with an audition segment passes when its items reach the pass mark and
 * its segment passed (audition-segment.ts); the percent is the items' alone.
 */
export function summarize(items: readonly ResultItem[], definition: ExamDefinition, audition?: ExamAuditionResult): Pick<ExamResult, 'percent' | 'passed' | 'byKind'> {
  const percent = percentOf(items);
  const segment = definition.audition === undefined || (audition !== undefined && segmentPassed(definition, audition));
  return { percent, passed: percent >= definition.passPercent && segment, byKind: byKind(items) };
}

/** Who a class exam was taken with, from the host's settings ('' when not set: left out). */
export interface ClassNames {
  school: string;
  className: string;
  instructor: string;
}

export function buildResult(s: Session, trainee: Trainee, names: ClassNames = { school: '', className: '', instructor: '' }): ExamResult {
  if (s.finishedAt === null) throw new Error('buildResult: the session is not finished');
  const items = s.items.map(resultItem);
  const audition = s.audition?.result ?? undefined;
  return {
    format: 'dealer-trainer-result',
    version: 1,
    examId: s.examId,
    trainee: { id: trainee.id, name: trainee.name, studentId: trainee.studentId },
    code: s.code,
    definition: s.definition,
    attempt: s.attempt,
    startedAt: new Date(s.startedAt).toISOString(),
    finishedAt: new Date(s.finishedAt).toISOString(),
    seconds: Math.max(0, (s.finishedAt - s.startedAt) / 1000),
    items,
    ...summarize(items, s.definition, audition),
    ...(audition && { audition }),
    taken:
      s.host === null
        ? { mode: 'self-study' }
        : { mode: 'class', host: s.host, ...(names.school && { school: names.school }), ...(names.className && { className: names.className }), ...(names.instructor && { instructor: names.instructor }) },
  };
}

/** The weakest kinds of a result: below 100 %, weakest first, at most three. */
export const weakestKinds = (r: ExamResult) => r.byKind.filter((k) => k.percent < 100).slice(0, 3).map((k) => k.kind);
