/**
 * The instructor's passphrase on a classroom host: set only by whoever runs the host (at the
 * terminal of `npm run classroom`, or in the desktop app before it hosts), never by a browser's
 * request, so that no trainee can take the instructor's role on a fresh host. Kept as a scrypt hash
 * (node:crypto, a random salt) in the data folder with the parameters it was made with, so a hash
 * made with other ones (N = 2^15 before) still verifies; compared in constant time. New hashes
 * take Node's default N = 2^14, r = 8: about 50 ms of one core (off the event loop) per sign-in,
 * and 16 MB, for an instructor signing in to a class; guesses over the network are slowed below,
 * and the file is readable only where the host runs. Wrong
 * guesses are slowed per client address: after each one that address must wait, 1 s doubling to
 * 60 s, and a trainee guessing cannot lock the instructor out. Issue 32 finding 6: an address has
 * one check at a time, and checks take turns by address, not in one queue: at most CHECKS_AT_ONCE
 * run, and the next is the host's own computer's (the instructor's), then the address with the
 * fewest wrong guesses, so guessers from many addresses wait behind everyone else.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { classLimits } from '../../shared/classroom';
import { ApiFailure } from '../errors';
import { readJsonFile, writeFileAtomic } from '../store/atomic-file';

export const PASSPHRASE_FILE = 'instructor-passphrase.json';
const PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
/** Room for the stored parameters scrypt is asked to check with (N = 2^15, r = 8 takes 32 MB); a file asking more is refused by scrypt. */
const MAXMEM = 64 * 1024 * 1024;
const MAX_WAIT_MS = 60_000;
/** Beyond this many addresses with failures, the ones whose wait is over are forgotten. */
const MAX_TRACKED = 1000;
/** scrypt runs on the thread pool: two at once keep both cores busy and no turn waits long. */
const CHECKS_AT_ONCE = 2;

/** Who asks: the client's network address, and whether it is the host's own computer. */
export interface PassphraseClient {
  address: string;
  onHost?: boolean;
}

interface Turn {
  rank: [number, number, number];
  start(): void;
}

interface Stored {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  hash: string;
}

interface Failures {
  count: number;
  notBefore: number;
}

const derive = (passphrase: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(passphrase.normalize('NFC'), salt, 32, options, (error, key) => (error ? reject(error) : resolve(key))));

/** Why a new passphrase cannot be used, or null when it can. */
export function passphraseProblem(passphrase: string): string | null {
  if (passphrase.length < classLimits.passphraseMin) return `Choose a passphrase of at least ${classLimits.passphraseMin} characters.`;
  if (passphrase.length > classLimits.passphraseMax) return `Choose a passphrase of at most ${classLimits.passphraseMax} characters.`;
  return null;
}

export class Passphrase {
  /** By client address. */
  private readonly failures = new Map<string, Failures>();
  /** Addresses with a check under way or waiting for its turn. */
  private readonly checking = new Set<string>();
  private readonly waiting: Turn[] = [];
  private running = 0;
  private asked = 0;

  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  private get file(): string {
    return path.join(this.dataDir, PASSPHRASE_FILE);
  }

  /** Once seen, kept: only the host's user sets it, and every page a class opens asks (app.info). */
  private seenSet = false;

  async isSet(): Promise<boolean> {
    this.seenSet ||= (await this.stored()) !== null;
    return this.seenSet;
  }

  /** Sets (or replaces) the passphrase: for the host's own user only, never for a browser. */
  async set(passphrase: string): Promise<void> {
    const problem = passphraseProblem(passphrase);
    if (problem) throw new ApiFailure('bad-request', problem);
    const salt = randomBytes(16);
    const hash = await derive(passphrase, salt, { ...PARAMS, maxmem: MAXMEM });
    const stored: Stored = { algorithm: 'scrypt', N: PARAMS.N, r: PARAMS.r, p: PARAMS.p, salt: salt.toString('base64'), hash: hash.toString('base64') };
    await writeFileAtomic(this.file, `${JSON.stringify(stored, null, 2)}\n`);
    this.seenSet = true;
    this.failures.clear();
  }

  /**
   * A check's work done once on throwaway input, for the host's warm-up: the first sign-in then
   * waits for its own hash, not for the file's first read and scrypt's thread and 16 MB to be set
   * up (measured, 25 ms more). No guess is counted and nothing is written.
   */
  async warmUp(): Promise<void> {
    const stored = (await this.stored()) ?? {};
    const params = stored.N && stored.r && stored.p ? { N: stored.N, r: stored.r, p: stored.p } : PARAMS;
    await derive(randomBytes(16).toString('base64'), randomBytes(16), { ...params, maxmem: MAXMEM });
  }

  /** The passphrase file as it reads (a damaged one as nothing known), or null when there is none. */
  private async stored(): Promise<Partial<Stored> | null> {
    const read = await readJsonFile(this.file);
    if (read.kind === 'missing') return null;
    return read.kind === 'ok' ? (read.value as Partial<Stored>) : {};
  }

  /** Checks the passphrase given from `client`; throws when refused. */
  async signIn(passphrase: string, { address, onHost = false }: PassphraseClient): Promise<void> {
    this.refuseIfWaiting(address);
    if (this.checking.has(address)) {
      throw new ApiFailure('rate-limited', 'A passphrase from this computer is being checked: wait for its answer before trying again.', 'passphrase-busy');
    }
    this.checking.add(address);
    try {
      await this.turn([onHost ? 0 : 1, this.failures.get(address)?.count ?? 0, this.asked++]);
      try {
        await this.check(passphrase, address);
      } finally {
        this.running--;
        this.waiting.sort((a, b) => compareRanks(a.rank, b.rank));
        this.waiting.shift()?.start();
      }
    } finally {
      this.checking.delete(address);
    }
  }

  /** Resolves when a check may run: at once while fewer than CHECKS_AT_ONCE run, else when its rank comes up. */
  private turn(rank: Turn['rank']): Promise<void> {
    if (this.running < CHECKS_AT_ONCE) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push({
        rank,
        start: () => {
          this.running++;
          resolve();
        },
      }),
    );
  }

  private refuseIfWaiting(address: string): void {
    const wait = Math.ceil(((this.failures.get(address)?.notBefore ?? 0) - this.now()) / 1000);
    if (wait > 0) throw new ApiFailure('rate-limited', `Too many wrong passphrases from this computer: try again in ${wait} s.`, 'passphrase-wait', { retryAfter: wait });
  }

  private async check(passphrase: string, client: string): Promise<void> {
    const stored = await this.stored();
    if (stored === null) {
      throw new ApiFailure('conflict', "The instructor's passphrase is not set yet: set it where the class is hosted (the terminal of npm run classroom, or Host a class in the desktop app).");
    }
    if (stored.algorithm !== 'scrypt' || typeof stored.salt !== 'string' || typeof stored.hash !== 'string' || !stored.N || !stored.r || !stored.p) {
      throw new ApiFailure('storage', `The instructor's passphrase file ${this.file} is damaged: set a new passphrase where the class is hosted.`);
    }
    const hash = await derive(passphrase, Buffer.from(stored.salt, 'base64'), { N: stored.N, r: stored.r, p: stored.p, maxmem: MAXMEM });
    const expected = Buffer.from(stored.hash, 'base64');
    if (hash.length === expected.length && timingSafeEqual(hash, expected)) {
      this.failures.delete(client);
      return;
    }
    const wait = this.failed(client);
    // Its reason says so, and when to try again: not "you are not signed in", as the bare code would.
    throw new ApiFailure('unauthorized', `That is not the instructor's passphrase: the next try from this computer can be made in ${wait} s.`, 'wrong-passphrase', { retryAfter: wait });
  }

  /** Counts a wrong guess; returns the seconds this address must now wait. */
  private failed(client: string): number {
    const now = this.now();
    if (this.failures.size >= MAX_TRACKED) for (const [k, f] of this.failures) if (f.notBefore + MAX_WAIT_MS < now) this.failures.delete(k);
    const count = (this.failures.get(client)?.count ?? 0) + 1;
    const wait = Math.min(MAX_WAIT_MS, 1000 * 2 ** (count - 1));
    this.failures.set(client, { count, notBefore: now + wait });
    return wait / 1000;
  }
}

/** Lower first: the host's own computer, then fewer wrong guesses, then who asked first. */
function compareRanks(a: Turn['rank'], b: Turn['rank']): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
