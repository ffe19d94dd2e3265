import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <main className="loading" aria-busy="true">
      <p role="status">{t('app.loading')}</p>
    </main>
  );
}
