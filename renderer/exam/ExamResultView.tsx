/**
 * A finished exam as main's signed result has it: score, pass or fail, how it was taken (self-study
 * is not proctored, and says so), time, each kind's score and each item's status (a timed-out item
 * as timed out), with the result file and (when passed) the certificate to download, and each item
 * to review: the trainee's answer beside its question, the engine's answer and reasons.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examTitle } from './exam-title';
import { type ExamResult, tally } from '../../shared/exam';
import { call } from '../api';
import { AuditionSegmentResult } from './AuditionSegment';
import { ByKindTable } from './ByKindTable';
import { ExamReview } from './ExamReview';
import { tallyText, takenText } from './tally';
import { downloadBase64, downloadText } from './download';
import { useExamFormat } from './format';
import { ErrorPanel } from '../components/ErrorPanel';
import { useAction } from './use-call';

export function ExamResultView({ examId, result, onDone }: { examId: string; result: ExamResult; onDone(): void }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [certificate, setCertificate] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [busy, error, run] = useAction();
  useEffect(() => heading.current?.focus(), []);

  const exportResult = () =>
    run(async () => {
      const file = await call('exam.exportResult', { examId });
      downloadText(file.fileName, file.text, 'application/json');
    });
  const downloadCertificate = () =>
    run(async () => {
      const file = await call('exam.certificate', { examId });
      downloadBase64(file.fileName, file.pdfBase64, 'application/pdf');
      setCertificate(file.verificationCode);
    });

  const r = result;
  return (
    <section className="exam-result" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t('exams.result.heading', { title: examTitle(t, r.definition.title) })}
      </h2>
      <p className={`verdict ${r.passed ? 'passed' : 'failed'}`} data-passed={r.passed}>
        {/* Words, not just colour, say pass or fail. */}
        <span className="verdict-word">{r.passed ? t('exams.result.passed') : t('exams.result.failed')}</span>{' '}
        {t('exams.result.score', { percent: f.percent(r.percent), pass: f.percent(r.definition.passPercent) })}
      </p>
      <dl className="exam-facts">
        <dt>{t('exams.result.taken')}</dt>
        <dd data-testid="taken">{takenText(r.taken, t)}</dd>
        <dt>{t('exams.result.items')}</dt>
        <dd data-testid="tally">{tallyText(tally(r.items), t, f)}</dd>
        <dt>{t('exams.result.trainee')}</dt>
        <dd>{r.trainee.studentId ? t('trainees.withId', { name: r.trainee.name, studentId: r.trainee.studentId }) : r.trainee.name}</dd>
        <dt>{t('exams.result.time')}</dt>
        <dd>{f.duration(r.seconds)}</dd>
        <dt>{t('exams.result.finished')}</dt>
        <dd>{f.date(r.finishedAt)}</dd>
        <dt>{t('exams.result.attempt')}</dt>
        <dd>{t('exams.take.attempt', { attempt: f.n(r.attempt), attempts: f.n(r.definition.attempts) })}</dd>
        <dt>{t('exams.result.code')}</dt>
        <dd className="code">{r.code}</dd>
      </dl>

      <ByKindTable byKind={r.byKind} />
      <AuditionSegmentResult asked={r.definition.audition} segment={r.audition} />

      <div className="actions">
        <button type="button" disabled={busy} onClick={() => void exportResult()}>
          {t('exams.result.export')}
        </button>
        {r.passed && (
          <button type="button" className="primary" disabled={busy} onClick={() => void downloadCertificate()}>
            {t('exams.result.certificate')}
          </button>
        )}
        <button type="button" onClick={onDone}>
          {t('exams.result.done')}
        </button>
      </div>
      <p className="help">{t('exams.result.exportHelp')}</p>
      {certificate && (
        <p role="status">
          {t('exams.result.verification')} <strong className="code">{certificate}</strong>
        </p>
      )}
      <ErrorPanel error={error} />

      <details className="result-items">
        <summary>{t('exams.result.items')}</summary>
        {/* Answers are read in the review, beside their question: a bound's words (bet or raise) need the table. */}
        <ol>
          {r.items.map((item) => (
            <li key={item.index} data-status={item.status}>
              <strong>{t(`kinds.${item.kind}.name`)}</strong> — {t(`exams.status.${item.status}`)}, {f.percent(item.score * 100)}, {f.duration(item.seconds)}
            </li>
          ))}
        </ol>
      </details>

      {/* Mounted when opened: each item is asked of main as it is shown. */}
      <details className="result-items" onToggle={(e) => setReviewing(e.currentTarget.open)}>
        <summary>{t('exams.result.reviewHeading')}</summary>
        {reviewing && <ExamReview examId={examId} itemCount={r.items.length} />}
      </details>
    </section>
  );
}
