/**
 * An exam's audition segment: what the definition asks (for the facts of a code or a definition),
 * and, once the exam is over, the segment's figures and verdict from main's signed result (the exam
 * passes when its items and its audition both pass).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAudition, ExamAuditionResult } from '../../shared/exam';
import { PointsByKind } from '../practice/audition/Audition';
import { useExamFormat } from './format';

/** "10 hands of No-limit hold'em (Table ready), dealt after the items". */
export function useAuditionFacts(): (a: ExamAudition) => string {
  const { t } = useTranslation();
  const f = useExamFormat();
  return (a) => t('exams.audition.factsText', { count: a.hands, n: f.n(a.hands), game: t(`audition.formats.${a.game}`), mode: t(`audition.modes.${a.mode}.name`) });
}

/** The segment of a finished exam (`asked`: the definition's segment; `segment`: how it went); nothing without one. */
export function AuditionSegmentResult({ asked: a, segment: seg }: { asked: ExamAudition | undefined; segment: ExamAuditionResult | undefined }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const facts = useAuditionFacts();
  const id = useId();
  if (!a || !seg) return null;
  const s = seg.stats;
  const g = seg.grade;
  return (
    <section className="exam-audition" aria-labelledby={`${id}-h`} data-testid="audition-segment" data-passed={seg.passed}>
      <h3 id={`${id}-h`}>{t('exams.audition.result')}</h3>
      <p className={`verdict ${seg.passed ? 'passed' : 'failed'}`}>
        <span className="verdict-word">{seg.passed ? t('exams.audition.passed') : t('exams.audition.failed')}</span>
      </p>
      <dl className="exam-facts">
        <dt>{t('exams.audition.game')}</dt>
        <dd>{facts(a)}</dd>
        <dt>{t('audition.seats')}</dt>
        <dd>{f.n(seg.seats)}</dd>
        <dt>{t('audition.handsDone')}</dt>
        <dd data-testid="audition-hands">{t('exams.audition.dealt', { n: f.n(s.hands), count: a.hands })}</dd>
        <dt>{t('audition.accuracy')}</dt>
        <dd data-testid="audition-accuracy">{s.accuracy === null ? '—' : f.percent(s.accuracy * 100)}</dd>
        <dt>{t('audition.pace')}</dt>
        <dd>{s.handsPerHour === null ? t('exams.audition.untimed') : t('audition.perHour', { count: Math.round(s.handsPerHour), n: f.n(Math.round(s.handsPerHour)) })}</dd>
        <dt>{t('audition.floorHeading')}</dt>
        <dd>{t('audition.floorTally', { caught: f.n(s.caught), missed: f.n(s.missed), false: f.n(s.falseCalls) })}</dd>
        <dt>{t('audition.marks')}</dt>
        <dd>{t('audition.marksText', { accuracy: f.n(g.marks.accuracy), pace: f.n(g.marks.pace) })}</dd>
      </dl>
      {s.byKind.length > 0 && <PointsByKind byKind={s.byKind} />}
      <p className="help">{t('exams.audition.rule')}</p>
    </section>
  );
}
