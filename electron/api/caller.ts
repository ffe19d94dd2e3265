/**
 * Who is calling: the role the transport found (Electron's window and `npm run web`'s page are
 * `local`; the classroom host reads its session cookie), and for a trainee, whose records the
 * request is held to. dispatch checks the role against shared/roles.ts; the handlers use
 * `ownTrainee` and `ownExam` so that a trainee reaches nobody else's records.
 */
import type { Role } from '../../shared/enums';
import { ApiFailure } from '../errors';

export interface Caller {
  role: Role;
  /** A trainee's own id (role trainee). */
  traineeId?: string;
  /** The classroom session, when the caller has one (its cookie's value). */
  sessionId?: string;
  /** Set by a classroom transport: gives the response a new session cookie, or clears it. */
  cookie?: { set(sessionId: string): void; clear(): void };
  /** The client's network address (classroom host): wrong passphrases are counted per address. */
  address?: string;
  /** The client is the host's own computer, the instructor's (classroom host): first in line for a passphrase check. */
  onHost?: boolean;
}

export const LOCAL: Caller = Object.freeze({ role: 'local' });

/**
 * The trainee a request is about: for a trainee, always themselves (naming anyone else is
 * refused); for the local user or the instructor, whoever the request names.
 */
export function ownTrainee(caller: Caller, requested: string | undefined): string | undefined {
  if (caller.role !== 'trainee') return requested;
  if (requested !== undefined && requested !== caller.traineeId) throw new ApiFailure('forbidden', 'A trainee can only use their own records.');
  return caller.traineeId;
}

/** Refuses a trainee an exam that is not theirs (the owner is asked only for trainees). */
export async function ownExam(caller: Caller, owner: () => Promise<string | undefined>): Promise<void> {
  if (caller.role !== 'trainee') return;
  if ((await owner()) !== caller.traineeId) throw new ApiFailure('forbidden', 'This exam is not yours.');
}
