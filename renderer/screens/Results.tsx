/**
 * Results: the chosen trainee's progress and weak spots, and the instructor's class view
 * (importing result files, the class table and CSV, checking a certificate).
 */
import '../exam/exam.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../components/ScreenHeading';
import { TraineePicker } from '../exam/TraineePicker';
import { useTrainees } from '../exam/trainee';
import { ClassTable } from '../instructor/ClassTable';
import { ImportResults } from '../instructor/ImportResults';
import { VerifyCertificate } from '../instructor/VerifyCertificate';
import { ProgressView } from '../progress/ProgressView';

export function Results() {
  const { t } = useTranslation();
  const id = useId();
  const trainees = useTrainees();
  // Bumped by each import so the class table reads the records again.
  const [imports, setImports] = useState(0);
  return (
    <div className="results-screen wide">
      <ScreenHeading>{t('results.heading')}</ScreenHeading>
      <p className="lead">{t('results.intro')}</p>
      <TraineePicker state={trainees} />
      {trainees.chosen ? <ProgressView key={trainees.chosen.id} traineeId={trainees.chosen.id} /> : trainees.trainees && <p>{t('progress.chooseTrainee')}</p>}
      <section className="instructor-view" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t('instructor.heading')}</h2>
        <p className="help">{t('instructor.intro')}</p>
        <ImportResults onImported={() => setImports((n) => n + 1)} />
        <ClassTable version={imports} />
        <VerifyCertificate />
      </section>
    </div>
  );
}
