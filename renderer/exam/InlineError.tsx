import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/contract';

/**
 * A failed request next to the control that made it: the kind of failure in the trainee's
 * language, then main's own sentence (it names the field or the rule, e.g. a definition's error).
 */
export function InlineError({ error }: { error: ApiError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="inline-error" role="alert">
      <p>{t(`errors.code.${error.code}`)}</p>
      <p className="error-detail">{error.message}</p>
    </div>
  );
}
