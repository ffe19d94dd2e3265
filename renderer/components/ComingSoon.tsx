import { useTranslation } from 'react-i18next';
import { ScreenHeading } from './ScreenHeading';

/** The frame of a screen that a later version fills. */
export function ComingSoon({ screen }: { screen: 'practice' | 'exam' | 'results' }) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeading>{t(`${screen}.heading`)}</ScreenHeading>
      <p className="lead">{t(`${screen}.intro`)}</p>
      <p className="coming-soon">{t('comingSoon')}</p>
    </>
  );
}
