/**
 * The class on a classroom host: a trainee joins, waits to be admitted, takes the exam the
 * instructor starts and sees its result; the instructor signs in and runs the class. Which one the
 * page shows is the host's answer to who this browser is (app.info's role). A trainee chooses the
 * language of their own pages here.
 */
import '../exam/exam.css';
import './classroom.css';
import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { ScreenHeading } from '../components/ScreenHeading';
import { InstructorClass } from './InstructorClass';
import { PageLanguage } from './page-language';
import { TraineeClass } from './TraineeClass';

export function ClassScreen({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
  const instructor = info.role === 'instructor';
  return (
    <div className="exam-screen class-screen wide">
      <ScreenHeading>{instructor ? t('classroom.instructor.heading') : t('classroom.heading')}</ScreenHeading>
      {!instructor && <PageLanguage />}
      {instructor ? <InstructorClass /> : <TraineeClass role={info.role} passphraseSet={info.passphraseSet === true} />}
    </div>
  );
}
