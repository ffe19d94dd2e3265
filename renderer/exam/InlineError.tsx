import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';
import { errorText } from './error-text';

/**
 * A failed request next to the control that made it: what went wrong in the trainee's language
 * (by the drill's or exam's own reason when main sends one, else by the kind of failure); main's
 * English sentence, which can name a field, a file or an attempt count, stays under Details.
 */
export function InlineError({ error }: { error: ApiError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="inline-error" role="alert">
      <p>{errorText(error, t)}</p>
      <details>
        <summary>{t('errors.details')}</summary>
        <p className="error-detail" lang="en">
          {error.message}
        </p>
      </details>
    </div>
  );
}
