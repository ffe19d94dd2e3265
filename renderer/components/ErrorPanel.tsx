import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import { errorText } from '../exam/error-text';

/** A readable failure: what happened in the trainee's language, the host's own words as details. */
export function ErrorPanel({ title, lead, error, children }: { title: string; lead?: string; error: ApiError; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="error-panel" role="alert">
      <h1>{title}</h1>
      <p>{lead ?? errorText(error, t)}</p>
      <details>
        <summary>{t('errors.details')}</summary>
        <p className="error-detail" lang="en">
          {error.message}
        </p>
      </details>
      {children && <div className="actions">{children}</div>}
    </section>
  );
}
