import { useTranslation } from 'react-i18next';

/** The app's loading state: a page of its own at boot, or `inline` inside the shell's main while a screen loads. */
export function Loading({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const Tag = inline ? 'div' : 'main';
  return (
    <Tag className="loading" aria-busy="true">
      <p role="status">{t('app.loading')}</p>
    </Tag>
  );
}
