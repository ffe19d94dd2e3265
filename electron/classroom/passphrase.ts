/**
 * The instructor's passphrase on a classroom host: set by the first sign-in, kept as a scrypt
 * hash (node:crypto, a random salt, N = 2^15) in the data folder, compared in constant time.
 * Wrong guesses are slowed: after each one the next try must wait, 1 s doubling to 60 s.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { classLimits } from '../../shared/classroom';
import { ApiFailure } from '../errors';
import { readJsonFile, writeFileAtomic } from '../store/atomic-file';

export const PASSPHRASE_FILE = 'instructor-passphrase.json';
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const MAX_WAIT_MS = 60_000;

interface Stored {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  hash: string;
}

const derive = (passphrase: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(passphrase.normalize('NFC'), salt, 32, options, (error, key) => (error ? reject(error) : resolve(key))));

export class Passphrase {
  private failures = 0;
  private notBefore = 0;
  /** One check at a time: guesses in parallel wait their turn, and each turn is slowed. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  private get file(): string {
    return path.join(this.dataDir, PASSPHRASE_FILE);
  }

  async isSet(): Promise<boolean> {
    return (await readJsonFile(this.file)).kind !== 'missing';
  }

  /** Checks the passphrase, or sets it when none is set yet; `created` says which. Throws when refused. */
  signIn(passphrase: string): Promise<{ created: boolean }> {
    const turn = this.queue.then(() => this.check(passphrase));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async check(passphrase: string): Promise<{ created: boolean }> {
    const wait = this.notBefore - this.now();
    if (wait > 0) throw new ApiFailure('rate-limited', `Too many wrong passphrases: try again in ${Math.ceil(wait / 1000)} s.`);
    const read = await readJsonFile(this.file);
    if (read.kind === 'missing') {
      if (passphrase.length < classLimits.passphraseMin) throw new ApiFailure('bad-request', `Choose a passphrase of at least ${classLimits.passphraseMin} characters.`);
      const salt = randomBytes(16);
      const hash = await derive(passphrase, salt, PARAMS);
      const stored: Stored = { algorithm: 'scrypt', N: PARAMS.N, r: PARAMS.r, p: PARAMS.p, salt: salt.toString('base64'), hash: hash.toString('base64') };
      await writeFileAtomic(this.file, `${JSON.stringify(stored, null, 2)}\n`);
      return { created: true };
    }
    const stored = read.kind === 'ok' ? (read.value as Partial<Stored>) : {};
    if (stored.algorithm !== 'scrypt' || typeof stored.salt !== 'string' || typeof stored.hash !== 'string' || !stored.N || !stored.r || !stored.p) {
      throw new ApiFailure('storage', `The instructor's passphrase file ${this.file} is damaged: remove it to set a new passphrase.`);
    }
    const hash = await derive(passphrase, Buffer.from(stored.salt, 'base64'), { N: stored.N, r: stored.r, p: stored.p, maxmem: PARAMS.maxmem });
    const expected = Buffer.from(stored.hash, 'base64');
    if (hash.length === expected.length && timingSafeEqual(hash, expected)) {
      this.failures = 0;
      return { created: false };
    }
    this.failures++;
    this.notBefore = this.now() + Math.min(MAX_WAIT_MS, 1000 * 2 ** (this.failures - 1));
    throw new ApiFailure('unauthorized', 'That is not the instructor\'s passphrase.');
  }
}
