import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { ScreenHeading } from '../components/ScreenHeading';
import { hrefFor } from '../../shared/screens';
import { useTrainees } from '../exam/trainee';
import { Suspense } from 'react';
import { chunked } from '../chunked';
import { Loading } from '../components/Loading';

// The trainee's progress carries the chart library: a chunk of its own, so that Home comes up at once.
const { Component: HomeProgress } = chunked(() => import('../paths/HomeProgress').then((m) => m.HomeProgress));
import { TodayPractice } from '../mastery/TodayPractice';
import { TraineePicker } from '../exam/TraineePicker';

export function Home({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
  // The trainee chosen on this computer (Practice, Results); a class's trainee sees their class screen instead.
  const canPractise = info.role === 'local' || info.role === 'instructor';
  const trainees = useTrainees(canPractise);
  return (
    <>
      <ScreenHeading>{t('home.heading')}</ScreenHeading>
      <p className="lead">{t('home.intro')}</p>
      <p className="actions">
        <a className="button primary" href={hrefFor('practice')}>
          {t('home.startPractice')}
        </a>
        <a className="button" href={hrefFor('exam')}>
          {t('home.takeExam')}
        </a>
      </p>
      {canPractise && (
        <>
          <TraineePicker state={trainees} />
          <TodayPractice trainees={trainees} />
          {trainees.chosen && (
            <Suspense fallback={<Loading inline />}>
              <HomeProgress key={trainees.chosen.id} trainee={trainees.chosen} />
            </Suspense>
          )}
        </>
      )}
      <p className="version">{t('home.version', { version: info.version, host: t(`home.host.${info.host}`) })}</p>
    </>
  );
}
