/** The one error of reading PHH text, and how its messages show a value that was not expected. */
export class PhhFormatError extends Error {
  /** The TOML key at fault, when the error is about one field. */
  readonly field?: string;
  /** Index in `actions` (from 0), when the error is about one action. */
  readonly action?: number;

  constructor(message: string, options?: { field?: string; action?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PhhFormatError';
    if (options?.field !== undefined) this.field = options.field;
    if (options?.action !== undefined) this.action = options.action;
  }
}

/** A value for an error message (tables have no prototype, so String() would throw). */
export const show = (v: unknown): string =>
  typeof v === 'string' ? `'${v}'` : Array.isArray(v) ? 'an array' : v instanceof Date ? 'a date' : typeof v === 'object' && v !== null ? 'a table' : String(v);
