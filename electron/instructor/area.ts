/**
 * The desktop's instructor area (the desktop app, `npm run web`): on a computer a trainee also
 * uses, the instructor's tools and changes to a trainee who has taken an exam wait for the
 * instructor's passphrase when one is set (the one that hosts a class, classroom/passphrase.ts).
 * Unlocked until locked again or the app stops. A classroom's instructor signed in with it
 * already; a classroom's trainee cannot call these channels at all (shared/roles.ts).
 */
import type { Caller } from '../api/caller';
import { Passphrase } from '../classroom/passphrase';
import { ExamError } from '../exam/errors';

export class InstructorArea {
  private unlocked = false;
  private readonly passphrase: Passphrase;

  constructor(dataDir: string) {
    this.passphrase = new Passphrase(dataDir);
  }

  async state(): Promise<{ passphraseSet: boolean; unlocked: boolean }> {
    const passphraseSet = await this.passphrase.isSet();
    return { passphraseSet, unlocked: !passphraseSet || this.unlocked };
  }

  /** Checks the passphrase (wrong guesses are slowed, as at a class's sign-in). */
  async unlock(passphrase: string): Promise<void> {
    await this.passphrase.signIn(passphrase, { address: '127.0.0.1', onHost: true }); // the desktop's own user, at the host's own computer
    this.unlocked = true;
  }

  lock(): void {
    this.unlocked = false;
  }

  /** Refuses the local user while a passphrase is set and not given; the classroom's instructor passes. */
  async require(caller: Caller, what: string): Promise<void> {
    if (caller.role !== 'local' || (await this.state()).unlocked) return;
    throw new ExamError('instructor-only', `${what} is the instructor's: unlock the instructor area with the instructor's passphrase first`);
  }
}
