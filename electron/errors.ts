import type { z } from 'zod';
import type { ApiErrorCode, ApiErrorDetail, ApiErrorReason, ApiIssue } from '../shared/contract';

/**
 * An expected failure whose message is fit for the trainee (e.g. a settings file that cannot be
 * written). dispatch passes it on as is; any other error is reported as 'internal' and logged.
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly reason?: ApiErrorReason,
    /** `retryAfter`: seconds before a retry can succeed (a wrong passphrase's wait); `detail`: where a file went wrong. */
    readonly more: { readonly retryAfter?: number; readonly detail?: ApiErrorDetail } = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** "volume: Too big: ...; Unrecognized key: ..." */
export function issuesText(issues: ApiIssue[]): string {
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
}

/** An error of the disk in plain words where it has some ("the disk is full"), else its own message. */
export function diskErrorText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') return `the disk is full: free some space and try again (${errorText(error)})`;
  return errorText(error);
}
