import { useTranslation } from 'react-i18next';
import { hrefFor, type Screen, screens } from '../../shared/screens';

export function Nav({ current }: { current: Screen }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul>
        {screens.map((screen) => (
          <li key={screen}>
            <a href={hrefFor(screen)} aria-current={screen === current ? 'page' : undefined}>
              {t(`nav.${screen}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
