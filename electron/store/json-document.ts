/**
 * One JSON document in the user-data folder (settings, window state): loaded once, validated,
 * kept in memory, saved atomically on every change. The file holds `{ version, data }`; fields
 * missing from `data` take their defaults, so a file from an older release still loads. A file
 * that cannot be used is moved aside and reported through `recoveredTo`, never overwritten.
 */
import type { z } from 'zod';
import { ApiFailure, errorText, issuesText, zodIssues } from '../errors';
import { moveAside, readJsonFile, writeFileAtomic } from './atomic-file';

export interface DocumentSpec<T extends object> {
  file: string;
  /** What the document is, for messages: "settings", "window state". */
  label: string;
  version: number;
  schema: z.ZodType<T>;
  defaults: T;
  /** Told when a damaged file has been moved aside (the hosts log it). */
  onRecovered?: (movedTo: string, reason: string) => void;
}

export class JsonDocument<T extends object> {
  /** Where a damaged file was moved to during loading, if it was. */
  recoveredTo: string | undefined;
  private loading: Promise<T> | undefined;
  private current: T | undefined;
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
      const next = this.validate({ ...(await this.get()), ...patch });
      if (!next.ok) throw new ApiFailure('bad-request', `Invalid ${this.spec.label}: ${next.reason}`);
      await this.save(next.value);
      this.current = next.value;
      for (const listener of this.listeners) listener(next.value);
      return next.value;
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
    const { file, label } = this.spec;
    let read;
    try {
      read = await readJsonFile(file);
    } catch (error) {
      throw new ApiFailure('storage', `Could not read the ${label} file ${file}: ${errorText(error)}`);
    }
    if (read.kind === 'missing') return (this.current = this.spec.defaults);
    const parsed = read.kind === 'ok' ? this.fromFile(read.value) : { ok: false as const, reason: read.reason };
    if (parsed.ok) return (this.current = parsed.value);
    try {
      this.recoveredTo = await moveAside(file);
    } catch (error) {
      throw new ApiFailure('storage', `The ${label} file ${file} is damaged and could not be moved aside: ${errorText(error)}`);
    }
    this.spec.onRecovered?.(this.recoveredTo, parsed.reason);
    return (this.current = this.spec.defaults);
  }

  private fromFile(value: unknown): { ok: true; value: T } | { ok: false; reason: string } {
    if (!isRecord(value) || !isRecord(value.data)) return { ok: false, reason: 'not a { version, data } object' };
    if (value.version !== this.spec.version) {
      return { ok: false, reason: `version ${JSON.stringify(value.version)}, expected ${this.spec.version}` };
    }
    return this.validate({ ...this.spec.defaults, ...value.data });
  }

  private validate(value: unknown): { ok: true; value: T } | { ok: false; reason: string } {
    const result = this.spec.schema.safeParse(value);
    if (result.success) return { ok: true, value: result.data };
    return { ok: false, reason: issuesText(zodIssues(result.error)) };
  }

  private async save(value: T): Promise<void> {
    const { file, label, version } = this.spec;
    try {
      await writeFileAtomic(file, `${JSON.stringify({ version, data: value }, null, 2)}\n`);
    } catch (error) {
      throw new ApiFailure('storage', `Could not save the ${label} to ${file}: ${errorText(error)}`);
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
