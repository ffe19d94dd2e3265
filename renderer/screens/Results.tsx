/**
 * Results in two parts: the chosen trainee's own progress and weak spots (`#/results`), and the
 * instructor's area (`#/results/instructor`): importing result files, checking a certificate,
 * exam codes, the class table and CSV, managing trainees; behind the instructor's passphrase on
 * the desktop where one is set.
 */
import '../exam/exam.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { ScreenHeading } from '../components/ScreenHeading';
import { InstructorCodes } from '../exam/InstructorCodes';
import { TraineePicker } from '../exam/TraineePicker';
import { useTrainees } from '../exam/trainee';
import '../classroom/classroom.css';
import { EnrolKeys } from '../classroom/EnrolKeys';
import { HostClass } from '../classroom/HostClass';
import { ClassTable } from '../instructor/ClassTable';
import { Auditions } from '../instructor/Auditions';
import { ImportResults } from '../instructor/ImportResults';
import { VerifyCertificate } from '../instructor/VerifyCertificate';
import { InstructorArea } from '../paths/InstructorArea';
import { ManageTrainees } from '../paths/ManageTrainees';
import { ProgressView } from '../progress/ProgressView';
import { useHash } from '../routes';

const parts = [
  { part: 'mine', href: '#/results' },
  { part: 'instructor', href: '#/results/instructor' },
] as const;
import { ClassMastery } from '../mastery/ClassMastery';
import { SkillMap } from '../mastery/SkillMap';

export function Results({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
  const hash = useHash();
  const part = hash.startsWith('#/results/instructor') ? 'instructor' : 'mine';
  const trainees = useTrainees();
  // Bumped by each import so the class table reads the records again.
  const [imports, setImports] = useState(0);
  return (
    <div className="results-screen class-screen wide">
      <ScreenHeading>{t('results.heading')}</ScreenHeading>
      <nav className="results-parts" aria-label={t('results.heading')}>
        {parts.map((p) => (
          <a key={p.part} href={p.href} className="button" aria-current={part === p.part ? 'page' : undefined}>
            {t(`paths.results.${p.part}`)}
          </a>
        ))}
      </nav>
      {part === 'mine' ? (
        <>
          <p className="lead">{t('results.intro')}</p>
          <TraineePicker state={trainees} />
          {trainees.chosen ? <ProgressView key={trainees.chosen.id} trainee={trainees.chosen} /> : trainees.trainees && <p>{t('progress.chooseTrainee')}</p>}
          {trainees.chosen && <SkillMap key={trainees.chosen.id} trainee={trainees.chosen} />}
        </>
      ) : (
        <>
          <InstructorArea role={info.role}>
            <ManageTrainees onChanged={trainees.reload} />
            <EnrolKeys />
            <ImportResults onImported={() => setImports((n) => n + 1)} />
            <ClassTable version={imports} />
            <ClassMastery />
            <Auditions trainees={trainees.trainees} />
            <VerifyCertificate />
            <InstructorCodes />
          </InstructorArea>
          {/* The desktop app hosts a class itself; a browser's instructor is on a classroom host already. */}
          {info.host === 'electron' && <HostClass />}
        </>
      )}
    </div>
  );
}
