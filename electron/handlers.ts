/**
 * The one table channel -> handler, and `dispatch`, which every transport calls: Electron's IPC,
 * the web host's HTTP endpoint and the unit tests. It validates the request before the handler
 * sees it and the response before the caller does, and always resolves to a result envelope:
 * never a throw, never a stack trace. Never imports electron, so it runs in plain Node.
 */
import {
  type ApiErrorCode,
  type ApiResult,
  type ChannelName,
  channelNames,
  channels,
  failure,
  type HostKind,
  isChannelName,
  type Notice,
  type Req,
  type Res,
} from '../shared/contract';
import { appMeta } from './app-meta';
import { createDrillService, DrillError } from './drills/service';
import { ApiFailure, issuesText, zodIssues } from './errors';
import { createSettingsStore, type SettingsStore } from './store/settings';

export interface Logger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** What a host tells the handlers about itself. */
export interface HostContext {
  host: HostKind;
  /** The user-data folder: Electron's userData, or the web host's --data-dir. */
  dataDir: string;
  log: Logger;
}

/** Long-lived state the handlers share, one per host process. */
export interface Services {
  ctx: HostContext;
  settings: SettingsStore;
  drills: ReturnType<typeof createDrillService>;
}

export function createServices(ctx: HostContext): Services {
  const settings = createSettingsStore(ctx.dataDir, (movedTo, reason) =>
    ctx.log.warn(`The settings file was damaged (${reason}); it was moved to ${movedTo} and defaults are in use.`),
  );
  return { ctx, settings, drills: createDrillService() };
}

type Handler<C extends ChannelName> = (request: Req<C>, services: Services) => Promise<Res<C>> | Res<C>;
export type HandlerTable = { [C in ChannelName]: Handler<C> };

export const handlers: HandlerTable = {
  'app.info': async (_request, { ctx, settings }) => ({
    ...appMeta,
    host: ctx.host,
    notices: await notices(settings),
  }),
  'settings.get': (_request, { settings }) => settings.get(),
  'settings.set': (patch, { settings }) => settings.update(patch),
  // The trainee's rule profile applies unless the request names one.
  'drill.next': async (request, { drills, settings }) => {
    const profile = request.profile ?? (await settings.get()).ruleProfile;
    return drillCall(() => drills.next({ ...request, profile }));
  },
  'drill.submit': (request, { drills }) => drillCall(() => drills.submit(request)),
};

const DRILL_ERRORS: Record<DrillError['code'], ApiErrorCode> = {
  'bad-request': 'bad-request',
  'malformed-answer': 'bad-request',
  'wrong-kind': 'bad-request',
  'unknown-item': 'not-found',
  'already-submitted': 'conflict',
};

/** A drill's expected failures reach the trainee as readable API errors. */
function drillCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof DrillError) throw new ApiFailure(DRILL_ERRORS[error.code], error.message);
    throw error;
  }
}

async function notices(settings: SettingsStore): Promise<Notice[]> {
  // Loading is what finds a damaged file. If loading fails, settings.get reports why.
  await settings.get().catch(() => undefined);
  return settings.recoveredTo ? [{ code: 'settings-recovered', file: settings.recoveredTo }] : [];
}

export type Dispatch = (channel: unknown, payload: unknown) => Promise<ApiResult<unknown>>;

export function createDispatch(services: Services, table: HandlerTable = handlers): Dispatch {
  const { log } = services.ctx;
  return async (channel, payload) => {
    if (!isChannelName(channel)) {
      return failure('unknown-channel', `Unknown channel ${quote(channel)}. Channels: ${channelNames.join(', ')}.`);
    }
    try {
      const { request, response } = channels[channel];
      const parsed = request.safeParse(payload);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return failure('bad-request', `Invalid request for ${channel}: ${issuesText(issues)}`, issues);
      }
      const handler = table[channel] as (request: unknown, services: Services) => unknown;
      const result = response.safeParse(await handler(parsed.data, services));
      if (!result.success) {
        log.error(`${channel} returned data that breaks the contract: ${issuesText(zodIssues(result.error))}`);
        return internalError(channel);
      }
      return { ok: true, data: result.data };
    } catch (error) {
      if (error instanceof ApiFailure) return failure(error.code, error.message);
      log.error(`${channel} failed`, error);
      return internalError(channel);
    }
  };
}

function internalError(channel: ChannelName): ApiResult<never> {
  return failure('internal', `The trainer could not answer ${channel} (an internal error; details are in its log).`);
}

/** A caller-supplied channel name, quoted and shortened, safe whatever its type. */
function quote(channel: unknown): string {
  return typeof channel === 'string' ? JSON.stringify(channel.slice(0, 80)) : `(a ${channel === null ? 'null' : typeof channel}, not a name)`;
}
