import { useTranslation } from 'react-i18next';
import type { Role } from '../../shared/enums';
import { hrefFor, type Screen, screensFor } from '../../shared/screens';

export function Nav({ current, role }: { current: Screen; role: Role }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul>
        {screensFor(role).map((screen) => (
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
