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
import { Answer } from '../shared/drills';
import { examChannels } from '../shared/exam';
import { createDrillService, DrillError } from './drills/service';
import { listShippedHands } from './drills/shipped';
import { examHandlers, type ExamHandlers } from './exam/channels';
import { ExamError } from './exam/errors';
import { ExamService } from './exam/service';
import { ApiFailure, errorText, issuesText, zodIssues } from './errors';
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
  exam: ExamService;
}

export function createServices(ctx: HostContext): Services {
  const settings = createSettingsStore(ctx.dataDir, (movedTo, reason) =>
    ctx.log.warn(`The settings file was damaged (${reason}); it was moved to ${movedTo} and defaults are in use.`),
  );
  return { ctx, settings, drills: createDrillService(), exam: new ExamService({ dataDir: ctx.dataDir }) };
}

type Handler<C extends ChannelName> = (request: Req<C>, services: Services) => Promise<Res<C>> | Res<C>;
export type HandlerTable = { [C in ChannelName]: Handler<C> };

export const handlers: HandlerTable = {
  'app.info': (_request, services) => ({ ...appMeta, host: services.ctx.host }),
  'app.notices': async (_request, services) => ({ notices: await notices(services) }),
  'settings.get': (_request, { settings }) => settings.get(),
  'settings.set': (patch, { settings }) => settings.update(patch),
  // The trainee's rule profile applies unless the request names one.
  'drill.next': async (request, { drills, settings }) => {
    const profile = request.profile ?? (await settings.get()).ruleProfile;
    return withApiErrors(() => drills.next({ ...request, profile }));
  },
  'drill.submit': async (request, { drills, exam, ctx }) => {
    const result = await withApiErrors(() => drills.submit(request));
    // A chosen trainee's practice joins their records (progress, weak spots); a whole hand once finished.
    if (request.traineeId && !('next' in result && result.next)) {
      // The answer is scored whatever happens to the records: a failure to record is logged, not the trainee's problem.
      // Not awaited: the feedback does not wait for the disk (a save rewrites the whole records file). Later
      // requests see the answer at once (it is in the open database), and the hosts finish saves before they exit.
      const answer = Answer.parse(request.answer);
      void exam.recordDrillResult({ traineeId: request.traineeId, ...pick(result), answer }).catch((error: unknown) => ctx.log.warn(`A practice answer was not recorded: ${errorText(error)}`));
    }
    return result;
  },
  'drill.shippedHands': () => ({ hands: listShippedHands().map((hand) => ({ id: hand.id, title: shippedTitle(hand.id) })) }),
  ...examChannelHandlers(),
};

/** A shipped hand's name from its id: `pluribus/30/2` is "Pluribus 30, hand 2"; `wsop/2023/43/5/27` is "WSOP 2023 #43 day 5, hand 27". */
function shippedTitle(id: string): string {
  const parts = id.split('/');
  const hand = parts.pop();
  const [source, ...rest] = parts;
  const where = source === 'wsop' && rest.length === 3 ? `WSOP ${rest[0]} #${rest[1]} day ${rest[2]}` : [source.charAt(0).toUpperCase() + source.slice(1), ...rest].join(' ');
  return `${where}, hand ${hand}`;
}

function pick(r: Res<'drill.submit'>) {
  const { kind, level, profile, seed, earned, possible, score, seconds } = r;
  return { kind, level: level as 1 | 2 | 3, profile, seed, earned, possible, score, seconds };
}

/** The exam channels, each calling the host's ExamService, its expected failures as readable API errors. */
function examChannelHandlers(): { [C in keyof ExamHandlers]: Handler<C> } {
  const names = Object.keys(examChannels) as (keyof ExamHandlers)[];
  return Object.fromEntries(
    names.map((name) => [name, (request: unknown, { exam }: Services) => withApiErrors(() => (examHandlers(exam)[name] as (r: unknown) => unknown)(request))]),
  ) as { [C in keyof ExamHandlers]: Handler<C> };
}

const EXAM_ERRORS: Record<ExamError['code'], ApiErrorCode> = {
  'bad-request': 'bad-request',
  'bad-definition': 'bad-request',
  'bad-code': 'bad-request',
  'kind-unavailable': 'bad-request',
  'malformed-answer': 'bad-request',
  'wrong-kind': 'bad-request',
  'bad-result-file': 'bad-request',
  'unknown-exam': 'not-found',
  'unknown-trainee': 'not-found',
  'no-attempts-left': 'conflict',
  'not-running': 'conflict',
  'not-finished': 'conflict',
  'not-passed': 'conflict',
  'wrong-item': 'conflict',
  storage: 'storage',
};

/** The drills' and exams' expected failures reach the trainee as readable API errors. */
async function withApiErrors<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DrillError) throw new ApiFailure(DRILL_ERRORS[error.code], error.message);
    if (error instanceof ExamError) throw new ApiFailure(EXAM_ERRORS[error.code], error.message);
    throw error;
  }
}

const DRILL_ERRORS: Record<DrillError['code'], ApiErrorCode> = {
  'bad-request': 'bad-request',
  'malformed-answer': 'bad-request',
  'wrong-kind': 'bad-request',
  'unknown-item': 'not-found',
  'already-submitted': 'conflict',
};

async function notices({ settings, exam, ctx }: Services): Promise<Notice[]> {
  // Loading is what finds a damaged file. If loading fails, settings.get reports why.
  await settings.get().catch(() => undefined);
  const found: Notice[] = settings.recoveredTo ? [{ code: 'settings-recovered', file: settings.recoveredTo }] : [];
  // Opening the records at start-up is what checks them; a damaged file was set aside and reported.
  try {
    for (const n of (await exam.notices()).notices) found.push({ code: n.code, file: n.movedTo });
  } catch (error) {
    ctx.log.warn(`The records could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
  return found;
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
