/**
 * Results: the chosen trainee's progress and weak spots, and the instructor's class view
 * (importing result files, the class table and CSV, checking a certificate).
 */
import '../exam/exam.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { ScreenHeading } from '../components/ScreenHeading';
import { TraineePicker } from '../exam/TraineePicker';
import { useTrainees } from '../exam/trainee';
import '../classroom/classroom.css';
import { EnrolKeys } from '../classroom/EnrolKeys';
import { HostClass } from '../classroom/HostClass';
import { ClassTable } from '../instructor/ClassTable';
import { ImportResults } from '../instructor/ImportResults';
import { VerifyCertificate } from '../instructor/VerifyCertificate';
import { ProgressView } from '../progress/ProgressView';
import { ClassMastery } from '../mastery/ClassMastery';
import { SkillMap } from '../mastery/SkillMap';

export function Results({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
  const id = useId();
  const trainees = useTrainees();
  // Bumped by each import so the class table reads the records again.
  const [imports, setImports] = useState(0);
  return (
    <div className="results-screen class-screen wide">
      <ScreenHeading>{t('results.heading')}</ScreenHeading>
      <p className="lead">{t('results.intro')}</p>
      <TraineePicker state={trainees} />
      {trainees.chosen ? <ProgressView key={trainees.chosen.id} trainee={trainees.chosen} /> : trainees.trainees && <p>{t('progress.chooseTrainee')}</p>}
      {trainees.chosen && <SkillMap key={trainees.chosen.id} trainee={trainees.chosen} />}
      <section className="instructor-view" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t('instructor.heading')}</h2>
        <p className="help">{t('instructor.intro')}</p>
        <EnrolKeys />
        <ImportResults onImported={() => setImports((n) => n + 1)} />
        <ClassTable version={imports} />
        <ClassMastery />
        <VerifyCertificate />
      </section>
      {/* The desktop app hosts a class itself; a browser's instructor is on a classroom host already. */}
      {info.host === 'electron' && <HostClass />}
    </div>
  );
}
