import type { TFunction } from 'i18next';
import type { ApiError } from '../../shared/contract';

/** A failure in the trainee's language: its reason (e.g. "no-attempts-left") when main gave one, else its code; `count`: the seconds to wait, when main said. */
export function errorText(error: ApiError, t: TFunction): string {
  return error.reason ? t(`errors.reason.${error.reason}`, { count: error.retryAfter }) : t(`errors.code.${error.code}`);
}
