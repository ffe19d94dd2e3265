import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import { errorText } from '../exam/error-text';

/**
 * A failed request in the trainee's language (by the drill's or exam's own reason when main sends
 * one, else by the kind of failure); main's English sentence, which can name a field, a file or an
 * attempt count, stays under Details. With a `title` it is the page's panel (a heading, `lead` in
 * place of the failure's words, and `children` as its actions); without, it stands next to the
 * control that made the request, and nothing shows while there is no error.
 */
export function ErrorPanel({ title, lead, error, children }: { title?: string; lead?: string; error: ApiError | null; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  const body = (
    <>
      <p>{lead ?? errorText(error, t)}</p>
      <details>
        <summary>{t('errors.details')}</summary>
        <p className="error-detail" lang="en">
          {error.message}
        </p>
      </details>
    </>
  );
  if (title === undefined)
    return (
      <div className="inline-error" role="alert">
        {body}
      </div>
    );
  return (
    <section className="error-panel" role="alert">
      <h1>{title}</h1>
      {body}
      {children && <div className="actions">{children}</div>}
    </section>
  );
}
