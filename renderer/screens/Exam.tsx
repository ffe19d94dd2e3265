/**
 * The exam screen: who is working, then either the running exam (resumed from main after a
 * reload), the result of the one just finished, or an exam to start: a self-study one straight
 * from its definition, or one by a code from the instructor; and, for instructors, codes to make.
 */
import '../exam/exam.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import type { ExamResult, ExamView } from '../../shared/exam';
import { call, toApiError } from '../api';
import { ScreenHeading } from '../components/ScreenHeading';
import { EnrolmentCode } from '../classroom/EnrolmentCode';
import { CodeEntry } from '../exam/CodeEntry';
import { ExamResultView } from '../exam/ExamResultView';
import { ErrorPanel } from '../components/ErrorPanel';
import { InstructorCodes } from '../exam/InstructorCodes';
import { SelfStudy } from '../exam/SelfStudy';
import { TakeExam } from '../exam/TakeExam';
import { TraineePicker } from '../exam/TraineePicker';
import { useTrainees } from '../exam/trainee';

type Phase = { name: 'checking' } | { name: 'idle' } | { name: 'running'; view: ExamView } | { name: 'result'; examId: string; result: ExamResult };

/** The exam a trainee last finished in this tab: its result stays on screen across a reload. */
const lastKey = (traineeId: string | null) => `dealer-trainer.finishedExam.${traineeId}`;

export function Exam() {
  const { t } = useTranslation();
  const trainees = useTrainees();
  const traineeId = trainees.chosen?.id ?? null;
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [error, setError] = useState<ApiError | null>(null);

  const showResult = useCallback(async (examId: string) => {
    try {
      const result = await call('exam.result', { examId });
      sessionStorage.setItem(lastKey(result.trainee.id), examId);
      setPhase({ name: 'result', examId, result });
    } catch (e) {
      setError(toApiError(e));
      setPhase({ name: 'idle' });
    }
  }, []);

  // The chosen trainee's unfinished exam, if any, continues where it was, its clock still running in main.
  useEffect(() => {
    if (trainees.trainees === null) return;
    if (!traineeId) {
      setPhase({ name: 'idle' });
      return;
    }
    let live = true;
    setPhase({ name: 'checking' });
    call('exam.running', { traineeId }).then(
      ({ view }) => {
        if (!live) return;
        const last = sessionStorage.getItem(lastKey(traineeId));
        if (view) setPhase({ name: 'running', view });
        else if (last) void showResult(last);
        else setPhase({ name: 'idle' });
      },
      (e: unknown) => {
        if (!live) return;
        setError(toApiError(e));
        setPhase({ name: 'idle' });
      },
    );
    return () => {
      live = false;
    };
  }, [traineeId, trainees.trainees, showResult]);

  const done = () => {
    sessionStorage.removeItem(lastKey(traineeId));
    setPhase({ name: 'idle' });
  };

  return (
    <div className="exam-screen wide">
      <ScreenHeading>{t('exam.heading')}</ScreenHeading>
      {phase.name !== 'running' && <p className="lead">{t('exam.intro')}</p>}
      <TraineePicker state={trainees} locked={phase.name === 'running'} />
      <ErrorPanel error={error} />
      {phase.name === 'checking' && <p role="status">{t('app.loading')}</p>}
      {phase.name === 'running' && <TakeExam initial={phase.view} onFinished={showResult} />}
      {phase.name === 'result' && <ExamResultView examId={phase.examId} result={phase.result} onDone={done} />}
      {phase.name === 'idle' && (
        <>
          <SelfStudy traineeId={traineeId} onStarted={(view) => setPhase({ name: 'running', view })} />
          <CodeEntry traineeId={traineeId} onStarted={(view) => setPhase({ name: 'running', view })} />
          <EnrolmentCode traineeId={traineeId} />
          <details className="instructor-panel">
            <summary>{t('exams.instructor.open')}</summary>
            <InstructorCodes />
          </details>
        </>
      )}
    </div>
  );
}
