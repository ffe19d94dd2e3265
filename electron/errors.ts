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
    readonly detail?: ApiErrorDetail,
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
