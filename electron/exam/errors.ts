/** The exam side's expected failures: a code the wiring can map and a sentence fit for a trainee. */
import type { ExamErrorCode } from '../../shared/exam';

export class ExamError extends Error {
  constructor(
    readonly code: ExamErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExamError';
  }
}

/** zod issues as one readable line: "sections.2.level: Invalid input; title: Too small". */
export function issuesText(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
}
