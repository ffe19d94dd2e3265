/**
 * The one contract between the renderer and the main process: every channel's request and
 * response as zod schemas (JSON data only), the types inferred from them, and the result
 * envelope every transport returns. Adding a channel: add it to `channels` here, then TypeScript
 * demands its handler in electron/handlers.ts.
 */
import { z } from 'zod';
import { drillChannels } from './drills';
import { examChannels } from './exam';
import { type ApiErrorCode, hostKinds, languages, ruleProfiles } from './enums';

export * from './enums';

export const Settings = z.strictObject({
  language: z.enum(languages),
  sound: z.boolean(),
  /** Percent, so that the slider and the stored value agree exactly. */
  volume: z.number().int().min(0).max(100),
  ruleProfile: z.enum(ruleProfiles),
});
export type Settings = z.infer<typeof Settings>;

export const defaultSettings: Settings = { language: 'en', sound: true, volume: 80, ruleProfile: 'cash' };

/** Something the trainee should know about that happened outside any request, e.g. a repaired file. */
export const Notice = z.strictObject({
  code: z.enum(['settings-recovered', 'records-restored', 'records-reset']),
  /** The file the damaged data was kept in, for the trainee or a teacher to look at. */
  file: z.string(),
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
  'settings.set': {
    request: Settings.exactPartial().refine((patch) => Object.keys(patch).length > 0, {
      message: 'Give at least one setting to change.',
      when: (check) => check.issues.length === 0, // only when nothing else is wrong
    }),
    response: Settings,
  },
  ...drillChannels,
  ...examChannels,
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
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export function failure(code: ApiErrorCode, message: string, issues?: ApiIssue[]): { ok: false; error: ApiError } {
  return { ok: false, error: issues ? { code, message, issues } : { code, message } };
}
