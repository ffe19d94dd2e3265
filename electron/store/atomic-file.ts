/**
 * Files in the user-data folder are replaced, never rewritten in place: a crash or a full disk
 * mid-write leaves the previous version whole. Damaged files are moved aside, never overwritten.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';

/** Write `data` to a temporary file beside `file`, flush it to disk, then rename it over `file`. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 }); // the data folder is its owner's alone (private-files.ts)
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/** Makes the rename itself durable. Not possible (nor needed) on Windows. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type JsonRead =
  | { kind: 'missing' }
  | { kind: 'ok'; value: unknown }
  | { kind: 'unreadable'; reason: string };

/** Read and parse a JSON file. Only a file that is not there counts as missing; I/O errors throw. */
export async function readJsonFile(file: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return { kind: 'missing' };
    throw error;
  }
  try {
    return { kind: 'ok', value: JSON.parse(text) };
  } catch (error) {
    return { kind: 'unreadable', reason: `not valid JSON (${(error as Error).message})` };
  }
}

/** Rename a damaged file to `<name>.corrupt-<time>` and return the new path. */
export async function moveAside(file: string, now: Date = new Date()): Promise<string> {
  const target = stampedAside(file, now);
  await fs.rename(file, target);
  return target;
}

/** `<file>.corrupt-<time>`, with `-2`, `-3`... when an earlier one has that name. */
export function stampedAside(file: string, now: Date): string {
  // Colons are not allowed in Windows file names.
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let target = `${file}.corrupt-${stamp}`;
  for (let n = 2; existsSync(target); n++) target = `${file}.corrupt-${stamp}-${n}`;
  return target;
}

/** A save's temporary file older than this was left by a save that never finished. */
const STALE_TEMP_MS = 60_000;

/**
 * Removes temporary files that interrupted saves left in `dir` (writeFileAtomic's
 * `.<name>.<pid>.<random>.tmp`, and the `.bak.tmp` of the old records store): those of a process
 * that is gone, and any older than a minute (a save takes milliseconds; a reused process number
 * only delays the cleaning).
 */
export async function removeStaleTemps(dir: string, now: number = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = /^\..+\.(\d+)\.[0-9a-z.]+\.tmp$/.exec(name);
    if (!match) continue;
    const file = path.join(dir, name);
    try {
      const stale = !isAlive(Number(match[1])) || now - (await fs.stat(file)).mtimeMs > STALE_TEMP_MS;
      if (!stale) continue;
      await fs.rm(file, { force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: leave it.
    }
  }
  return removed;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true; // this process may be saving right now
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}

export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
