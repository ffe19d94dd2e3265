/** A trainee's browser in class: join, wait, then the exam's questions and its result, or the class audition's table. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../shared/enums';
import { TakeExam } from '../exam/TakeExam';
import { ErrorPanel } from '../components/ErrorPanel';
import { OwnTodayPractice } from '../mastery/TodayPractice';
import { Audition } from '../practice/audition/Audition';
import { ClassResultView } from './ClassResultView';
import { InstructorSignIn } from './InstructorSignIn';
import { JoinClass } from './JoinClass';
import { usePushed } from './use-pushed';

export function TraineeClass({ role, passphraseSet }: { role: Role; passphraseSet: boolean }) {
  const { t } = useTranslation();
  const [joined, setJoined] = useState(role === 'trainee' || role === 'pending');
  const me = usePushed('class.me', joined);
  const status = me.data?.status;
  useEffect(() => setJoined(status === 'pending' || status === 'admitted'), [status]);
  // Admitted: the page starts again as the trainee's, with practice in its menu; signed out by the instructor, as a guest's.
  useEffect(() => {
    if ((status === 'admitted' && role !== 'trainee') || (status === 'none' && role === 'trainee')) window.location.reload();
  }, [status, role]);

  if (!me.data) return <>{me.error ? <ErrorPanel error={me.error} /> : <p role="status">{t('app.loading')}</p>}</>;
  const { data } = me;
  if (data.status === 'none' || data.status === 'refused') {
    return (
      <>
        <p className="lead">{t('classroom.intro')}</p>
        {data.status === 'refused' && (
          <p className="failed" role="alert">
            {t('classroom.join.refused')}
          </p>
        )}
        <JoinClass onJoined={me.set} />
        <InstructorSignIn passphraseSet={passphraseSet} />
      </>
    );
  }
  if (data.status === 'pending') {
    return (
      <p className="waiting" role="status">
        {t('classroom.join.waiting', { name: data.name, studentId: data.studentId })}
      </p>
    );
  }
  return (
    <>
      <p className="help">{t('classroom.trainee.who', { name: data.name, studentId: data.studentId })}</p>
      {data.exam && <TakeExam key={data.exam.examId} initial={data.exam} onFinished={me.refresh} />}
      {!data.exam && data.result && data.audition?.status !== 'running' && <ClassResultView result={data.result} />}
      {/* Kept in its place when the audition ends, so the last task's feedback is read before the summary. */}
      {!data.exam && data.audition && <Audition key={data.audition.runId} classRun={data.audition} />}
      {!data.exam && !data.result && !data.audition && (
        <p className="waiting" role="status">
          {t('classroom.trainee.waiting')}
        </p>
      )}
      {/* Between exams, the trainee's own day's practice (a trainee in class has no Home). */}
      {!data.exam && data.traineeId && <OwnTodayPractice trainee={{ id: data.traineeId, name: data.name ?? '' }} />}
    </>
  );
}
