/**
 * Files in the user-data folder are replaced, never rewritten in place: a crash or a full disk
 * mid-write leaves the previous version whole. Damaged files are moved aside, never overwritten.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Write `data` to a temporary file beside `file`, flush it to disk, then rename it over `file`. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
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
  // Colons are not allowed in Windows file names.
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let target = `${file}.corrupt-${stamp}`;
  for (let n = 2; await exists(target); n++) target = `${file}.corrupt-${stamp}-${n}`;
  await fs.rename(file, target);
  return target;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
