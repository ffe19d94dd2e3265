/**
 * The one contract between the renderer and the main process: every channel's request and
 * response as zod schemas (JSON data only), the types inferred from them, and the result
 * envelope every transport returns. Adding a channel: add it to `channels` here, then TypeScript
 * demands its handler in electron/handlers.ts.
 */
import { z } from 'zod';
import { auditionChannels } from './audition';
import { classAuditionChannels } from './class-audition';
import { classChannels, type ClassErrorCode } from './classroom';
import { type DrillErrorCode, drillChannels } from './drills';
import { type ExamErrorCode, examChannels } from './exam';
import { masteryChannels } from './mastery';
import { traineeChannels } from './trainees';
import { type ApiErrorCode, hostKinds, languages, roles, ruleProfiles } from './enums';

export * from './enums';

export const Settings = z.strictObject({
  language: z.enum(languages),
  sound: z.boolean(),
  /** Percent, so that the slider and the stored value agree exactly. */
  volume: z.number().int().min(0).max(100),
  ruleProfile: z.enum(ruleProfiles),
  /**
   * Where the records are kept: null for the file in the app-data folder, or a school's PostgreSQL
   * database (`postgres://user:password@host:port/name`). Used from the next start.
   */
  recordsDatabase: z
    .string()
    .trim()
    .max(500)
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'a PostgreSQL address starts with postgres:// (or postgresql://)')
    .nullable(),
  /** The instructor's: printed on class certificates and shown where they are verified ('' when not set). */
  schoolName: z.string().trim().max(100),
  className: z.string().trim().max(100),
  instructorName: z.string().trim().max(80),
  /** The school's import setting: self-study results (not proctored) are refused, only results taken in class count. */
  onlyClassResults: z.boolean(),
});
export type Settings = z.infer<typeof Settings>;

export const defaultSettings: Settings = {
  language: 'en',
  sound: true,
  volume: 80,
  ruleProfile: 'cash',
  recordsDatabase: null,
  schoolName: '',
  className: '',
  instructorName: '',
  onlyClassResults: false,
};

export const noticeCodes = [
  'settings-recovered', // the settings file could not be read at all: moved aside, defaults in use
  'settings-field-reset', // some settings were invalid: those (only) are back to their defaults
  'settings-newer', // the settings file is from a newer release: left as it is, defaults in use
  'settings-unreadable', // the settings file cannot be read (another user's, a folder in its place): left as it is, defaults in use
  'records-damaged', // the records file was damaged: moved aside, a new one holds what could be read
  'records-read-only', // the records can be read, not written (a read-only folder): answers are not being saved
  'records-unavailable', // the records cannot be opened: answers are not being saved
] as const;

/** Something the trainee should know about that happened outside any request, e.g. a repaired file. */
export const Notice = z.strictObject({
  code: z.enum(noticeCodes),
  /** The file (or database) concerned: where damaged data was kept, or what could not be used. */
  file: z.string(),
  /** What happened, in the host's words. */
  reason: z.string().optional(),
  /** settings-field-reset: the settings that were reset. */
  fields: z.array(z.string()).optional(),
  /** records-damaged: the rows read from the damaged file into the new one. */
  kept: z
    .strictObject({
      trainees: z.number().int(),
      answers: z.number().int(),
      exams: z.number().int(),
      imports: z.number().int(),
      /** Exams read whose stored result was damaged: kept, marked damaged, neither shown nor certified (not among `exams`). */
      damagedExams: z.number().int().optional(),
    })
    .optional(),
});
export type Notice = z.infer<typeof Notice>;

/** Requests are objects, never bare values, so a channel can grow fields without breaking callers. */
const NoRequest = z.strictObject({});

export const channels = {
  'app.info': {
    request: NoRequest,
    response: z.strictObject({
      name: z.string(),
      version: z.string(),
      host: z.enum(hostKinds),
      /** Who the caller is to this host. */
      role: z.enum(roles),
      /** On a classroom host: whether the instructor's passphrase has been set (null elsewhere). */
      passphraseSet: z.boolean().nullable(),
    }),
  },
  /** What the host found damaged at launch and set aside. Its own channel: checking the records
   *  takes a moment, and the first screen does not wait for it. */
  'app.notices': {
    request: NoRequest,
    response: z.strictObject({ notices: z.array(Notice) }),
  },
  'settings.get': {
    request: NoRequest,
    response: Settings,
  },
  /** Everything but where the records go, which has its own channel for the local user only (shared/roles.ts). */
  'settings.set': {
    request: Settings.omit({ recordsDatabase: true }).exactPartial().refine((patch) => Object.keys(patch).length > 0, {
      message: 'Give at least one setting to change.',
      when: (check) => check.issues.length === 0, // only when nothing else is wrong
    }),
    response: Settings,
  },
  /** Where the records go (from the next start): the desktop app's or npm run web's own user only, never a classroom's browser. */
  'settings.setRecordsDatabase': {
    request: z.strictObject({ recordsDatabase: Settings.shape.recordsDatabase }),
    response: Settings,
  },
  ...drillChannels,
  ...examChannels,
  ...classChannels,
  ...classAuditionChannels,
  ...traineeChannels,
  ...masteryChannels,
  ...auditionChannels,
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType }>;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type Req<C extends ChannelName> = z.infer<Channels[C]['request']>;
export type Res<C extends ChannelName> = z.infer<Channels[C]['response']>;

export const channelNames = Object.keys(channels) as ChannelName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(channels, name);
}

export interface ApiIssue {
  /** Dotted path into the request, '' for the request itself. */
  path: string;
  message: string;
}

export interface ApiError {
  code: ApiErrorCode;
  /** One readable sentence or two; safe to show to a trainee. */
  message: string;
  issues?: ApiIssue[];
  /** The drill's or exam's own code (e.g. "no-attempts-left"): finer than `code`, so the renderer can say it in the trainee's language. */
  reason?: ApiErrorReason;
  /** Seconds to wait before trying again (a wrong passphrase, too many of them). */
  retryAfter?: number;
  /** Where a file went wrong (reason not-phh): the line, null when the file has none for it, and what was expected there. */
  detail?: ApiErrorDetail;
}

export interface ApiErrorDetail {
  line: number | null;
  expected: string;
}

export type ApiErrorReason = ExamErrorCode | DrillErrorCode | ClassErrorCode;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export function failure(code: ApiErrorCode, message: string, issues?: ApiIssue[], reason?: ApiErrorReason, more: { retryAfter?: number; detail?: ApiErrorDetail } = {}): { ok: false; error: ApiError } {
  const { retryAfter, detail } = more;
  return { ok: false, error: { code, message, ...(issues ? { issues } : {}), ...(reason ? { reason } : {}), ...(retryAfter !== undefined ? { retryAfter } : {}), ...(detail ? { detail } : {}) } };
}
