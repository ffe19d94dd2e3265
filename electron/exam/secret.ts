/**
 * The classroom host's exam secret: 32 random bytes in the data folder (readable by its owner
 * only), made on first use, never sent anywhere. A code made on the host carries a seed, but the
 * items of a hosted exam come from HMAC-SHA256(secret, code, attempt, item): the code alone gives
 * no item and no answer, and each item's seed is drawn apart, so one item seen tells nothing of
 * the others.
 */
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readJsonFile, writeFileAtomic } from '../store/atomic-file';
import { ExamError } from './errors';

export const SECRET_FILE = 'exam-secret.json';

/** The data folder's secret, or undefined when it has none. Throws on a damaged file. */
export async function readExamSecret(dataDir: string): Promise<Buffer | undefined> {
  const file = path.join(dataDir, SECRET_FILE);
  const read = await readJsonFile(file);
  if (read.kind === 'missing') return undefined;
  const text = read.kind === 'ok' ? (read.value as { secret?: unknown }).secret : undefined;
  const secret = typeof text === 'string' ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (secret.length !== 32) throw new ExamError('storage', `the exam secret ${file} is damaged: exams made on this host cannot be continued or keyed without it`);
  return secret;
}

/** The secret, made and saved (mode 0600) when the folder has none. */
export async function examSecret(dataDir: string): Promise<Buffer> {
  const existing = await readExamSecret(dataDir);
  if (existing) return existing;
  const secret = randomBytes(32);
  await writeFileAtomic(path.join(dataDir, SECRET_FILE), `${JSON.stringify({ secret: secret.toString('base64') })}\n`); // writeFileAtomic makes files 0600
  return secret;
}

/**
 * A hosted code's seed: the same for the same exam on this host, so that starting it again is the
 * next attempt of each student, not a fresh first one (attempts are counted per code).
 */
export function hostedCodeSeed(secret: Buffer, source: unknown): number {
  return createHmac('sha256', secret).update(`code\n${JSON.stringify(source)}`).digest().readUIntBE(0, 3);
}

/** A hosted item's seed: below 2^31, as drill seeds are. */
export function hostedItemSeed(secret: Buffer, code: string, attempt: number, index: number): number {
  return createHmac('sha256', secret).update(`${code}\n${attempt}\n${index}`).digest().readUInt32BE(0) >>> 1;
}
