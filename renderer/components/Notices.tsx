import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../shared/contract';

/** Things the host reports outside any request, e.g. a damaged settings file it set aside. */
export function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || notices.length === 0) return null;
  return (
    <div className="notices" role="status">
      <ul>
        {notices.map((notice) => (
          <li key={notice.code}>{t(`notices.${notice.code}`, { file: notice.file })}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(true)}>
        {t('notices.dismiss')}
      </button>
    </div>
  );
}
