import type { TFunction } from 'i18next';
import type { ApiError } from '../../shared/contract';

/**
 * A failure in the trainee's language: its reason (e.g. "no-attempts-left") when main gave one,
 * else its code; `count`: the seconds to wait, when main said; and where a file went wrong, when
 * main says (a PHH file's line and what was expected).
 */
export function errorText(error: ApiError, t: TFunction): string {
  const text = error.reason ? t(`errors.reason.${error.reason}`, { count: error.retryAfter }) : t(`errors.code.${error.code}`);
  const where = error.detail && (error.detail.line === null ? t('errors.where.noLine', { expected: error.detail.expected }) : t('errors.where.line', { line: error.detail.line, expected: error.detail.expected }));
  return where ? `${where} ${text}` : text;
}
