import { useTranslation } from 'react-i18next';
import type { Res } from '../../shared/contract';
import { ScreenHeading } from '../components/ScreenHeading';
import { hrefFor } from '../../shared/screens';
import { TodayPractice } from '../mastery/TodayPractice';

export function Home({ info }: { info: Res<'app.info'> }) {
  const { t } = useTranslation();
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
      <TodayPractice />
      <p className="version">{t('home.version', { version: info.version, host: t(`home.host.${info.host}`) })}</p>
    </>
  );
}
