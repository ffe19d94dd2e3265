/**
 * Issue 32 finding 8: the data folder holds the exam secret, the signing key, running exams and
 * finished results, so it is its owner's alone: made 0700, its files 0600 (writeFileAtomic makes
 * them so; SQLite's files are set so when opened). A folder or file made before with wider modes
 * loses its group's and others' permissions; its owner's stay as they were (a read-only folder stays
 * read-only). Only what this user owns is changed; where that fails, the rest still works.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';

/** Makes the folder (0700) if it is not there, and takes others' permissions off it if it is. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  keepPrivate(dir);
}

/** Takes the group's and others' permissions off a file or folder this user owns. */
export function keepPrivate(file: string): void {
  try {
    const { mode, uid } = statSync(file);
    if (uid === process.getuid?.() && (mode & 0o077) !== 0) chmodSync(file, mode & 0o7700);
  } catch {
    // Not there (yet), or not ours to change.
  }
}
