/**
 * One JSON document in the user-data folder (settings, window state): loaded once, validated,
 * kept in memory, saved atomically on every change. The file holds `{ version, data }`.
 * - A field that is missing takes its default (a file from an older release still loads); a
 *   field that is invalid takes its default too, alone: the others are kept, and a notice names it.
 * - A file that cannot be read at all is moved aside (never overwritten) and the defaults used.
 * - A file from a newer release, or one that cannot be read at all (another user's, a folder in its
 *   place), is left exactly as it is: the defaults are used, and changes made meanwhile last until
 *   the app closes (saving them would destroy the file).
 * Loading also removes temporary files that an interrupted save left in the folder.
 */
import path from 'node:path';
import type { z } from 'zod';
import { ApiFailure, diskErrorText, errorText, issuesText, zodIssues } from '../errors';
import { moveAside, readJsonFile, removeStaleTemps, writeFileAtomic } from './atomic-file';

export interface DocumentSpec<T extends object> {
  file: string;
  /** What the document is, for messages: "settings", "window state". */
  label: string;
  version: number;
  schema: z.ZodObject<{ [K in keyof T]: z.ZodType<T[K]> }>;
  defaults: T;
  /** Told what loading found and did (the hosts log it). */
  warn?: (message: string) => void;
}

/** What loading found: the file is named in each. */
export type DocumentNotice =
  | { kind: 'recovered'; file: string; reason: string }
  | { kind: 'fields-reset'; file: string; fields: string[] }
  | { kind: 'newer'; file: string; version: number }
  | { kind: 'unreadable'; file: string; reason: string };

export class JsonDocument<T extends object> {
  /** What loading found (empty when the file was fine or missing). */
  readonly notices: DocumentNotice[] = [];
  private loading: Promise<T> | undefined;
  private current: T | undefined;
  /** A newer release's file, or one that cannot be read: left alone, so changes are not saved. */
  private readOnly = false;
  /** Saves run one after another, each from the state the previous one left. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(value: T) => void>();

  constructor(private readonly spec: DocumentSpec<T>) {}

  get(): Promise<T> {
    if (this.current) return Promise.resolve(this.current);
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined; // let the next request try again
      throw error;
    });
    return this.loading;
  }

  /** Merge `patch`, validate, save; resolves with the saved value once it is on disk. */
  update(patch: Partial<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const next = this.spec.schema.safeParse({ ...(await this.get()), ...patch });
      if (!next.success) throw new ApiFailure('bad-request', `Invalid ${this.spec.label}: ${issuesText(zodIssues(next.error))}`);
      const value = next.data as T;
      if (!this.readOnly) await this.save(value);
      this.current = value;
      for (const listener of this.listeners) listener(value);
      return value;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every save asked for so far has finished (the app waits for it before quitting). */
  async flush(): Promise<void> {
    await this.queue;
  }

  onChange(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async load(): Promise<T> {
    const { file, label, version } = this.spec;
    await removeStaleTemps(path.dirname(file));
    let read;
    try {
      read = await readJsonFile(file);
    } catch (error) {
      // Issue 32 finding 11: another user's file, or a folder in its place: the defaults, said so, and
      // the file left as it is (changes last until the app closes), rather than every request failing.
      this.readOnly = true;
      this.notices.push({ kind: 'unreadable', file, reason: errorText(error) });
      this.spec.warn?.(`The ${label} file ${file} cannot be read (${errorText(error)}); it is left as it is and the defaults are in use.`);
      return (this.current = this.spec.defaults);
    }
    if (read.kind === 'missing') return (this.current = this.spec.defaults);
    const value = read.kind === 'ok' ? read.value : undefined;
    const reason = read.kind === 'unreadable' ? read.reason : !isRecord(value) || !isRecord(value.data) ? 'not a { version, data } object' : typeof value.version !== 'number' ? 'it has no version number' : undefined;
    if (reason !== undefined) return this.recover(reason);
    const { data, version: fileVersion } = value as { version: number; data: Record<string, unknown> };
    if (fileVersion > version) {
      this.readOnly = true;
      this.notices.push({ kind: 'newer', file, version: fileVersion });
      this.spec.warn?.(`The ${label} file ${file} is from a newer version of the trainer (format ${fileVersion}); it is left as it is and the defaults are in use.`);
      return (this.current = this.spec.defaults);
    }
    const { value: loaded, reset } = this.perField(data);
    if (reset.length) {
      this.notices.push({ kind: 'fields-reset', file, fields: reset });
      this.spec.warn?.(`The ${label} file ${file} had invalid values for ${reset.join(', ')}; ${reset.length === 1 ? 'that one is' : 'those are'} back to the default.`);
    }
    return (this.current = loaded);
  }

  /** Each field checked on its own: an invalid one takes its default, the others are kept. */
  private perField(data: Record<string, unknown>): { value: T; reset: string[] } {
    const value = { ...this.spec.defaults };
    const reset: string[] = [];
    for (const [key, field] of Object.entries(this.spec.schema.shape) as [keyof T & string, z.ZodType][]) {
      if (!(key in data)) continue;
      const parsed = field.safeParse(data[key]);
      if (parsed.success) value[key] = parsed.data as T[typeof key];
      else reset.push(key);
    }
    return { value, reset };
  }

  private async recover(reason: string): Promise<T> {
    const { file, label } = this.spec;
    let movedTo: string;
    try {
      movedTo = await moveAside(file);
    } catch (error) {
      throw new ApiFailure('storage', `The ${label} file ${file} is damaged and could not be moved aside: ${errorText(error)}`);
    }
    this.notices.push({ kind: 'recovered', file: movedTo, reason });
    this.spec.warn?.(`The ${label} file was damaged (${reason}); it was moved to ${movedTo} and defaults are in use.`);
    return (this.current = this.spec.defaults);
  }

  private async save(value: T): Promise<void> {
    const { file, label, version } = this.spec;
    try {
      await writeFileAtomic(file, `${JSON.stringify({ version, data: value }, null, 2)}\n`);
    } catch (error) {
      throw new ApiFailure('storage', `Could not save the ${label} to ${file}: ${diskErrorText(error)}`);
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
