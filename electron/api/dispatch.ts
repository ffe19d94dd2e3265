/**
 * `dispatch(channel, payload)`, which every transport calls: Electron's IPC, the web host's HTTP
 * endpoint and the unit tests. It validates the request before the handler sees it and the
 * response before the caller does, maps the services' expected failures to API errors, and
 * always resolves to a result envelope: never a throw, never a stack trace.
 */
import { type ApiErrorCode, type ApiResult, type ChannelName, channelNames, channels, failure, isChannelName } from '../../shared/contract';
import { mayCall } from '../../shared/roles';
import { DrillError } from '../drills/service';
import { ApiFailure, issuesText, zodIssues } from '../errors';
import { ExamError } from '../exam/errors';
import { type HandlerTable, handlers } from '../handlers';
import type { Services } from '../services';
import { RecordsUnavailableError } from '../store/records/unavailable';
import { type Caller, LOCAL } from './caller';

export type Dispatch = (channel: unknown, payload: unknown, caller?: Caller) => Promise<ApiResult<unknown>>;

export function createDispatch(services: Services, table: HandlerTable = handlers): Dispatch {
  const { log } = services.ctx;
  return async (name, payload, caller = LOCAL) => {
    const channel = callable(name, caller);
    if (typeof channel !== 'string') return channel;
    try {
      const { request, response } = channels[channel];
      const parsed = request.safeParse(payload);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return failure('bad-request', `Invalid request for ${channel}: ${issuesText(issues)}`, issues);
      }
      const handler = table[channel] as (request: unknown, services: Services, caller: Caller) => unknown;
      const result = response.safeParse(await handler(parsed.data, services, caller));
      if (!result.success) {
        log.error(`${channel} returned data that breaks the contract: ${issuesText(zodIssues(result.error))}`);
        return internalError(channel);
      }
      return { ok: true, data: result.data };
    } catch (error) {
      const expected = apiFailure(error);
      if (expected) return failure(expected.code, expected.message, undefined, expected.reason, expected.more);
      log.error(`${channel} failed`, error);
      return internalError(channel);
    }
  };
}

/**
 * The channel, if the caller may call it; else why not (an unknown channel, or one their role does
 * not take). The role first: a caller who may not use the channel learns nothing more, not even
 * whether the request was valid. The HTTP hosts ask this before they read a request's body.
 */
export function callable(channel: unknown, caller: Caller): ChannelName | ApiResult<never> {
  if (!isChannelName(channel)) return failure('unknown-channel', `Unknown channel ${quote(channel)}. Channels: ${channelNames.join(', ')}.`);
  if (mayCall(caller.role, channel)) return channel;
  return caller.role === 'guest'
    ? failure('unauthorized', `${channel} needs a session: sign in as the instructor, or join the class.`)
    : failure('forbidden', `${channel} is not for a caller who is ${caller.role}.`);
}

/** The services' expected failures, each with the API code that says what kind of failure it is. */
function apiFailure(error: unknown): ApiFailure | undefined {
  if (error instanceof ApiFailure) return error;
  if (error instanceof DrillError) return new ApiFailure(DRILL_ERRORS[error.code], error.message, error.code, { detail: error.detail });
  if (error instanceof ExamError) return new ApiFailure(EXAM_ERRORS[error.code], error.message, error.code);
  if (error instanceof RecordsUnavailableError) return new ApiFailure('storage-unavailable', error.message);
  return undefined;
}

const DRILL_ERRORS: Record<DrillError['code'], ApiErrorCode> = {
  'bad-request': 'bad-request',
  'malformed-answer': 'bad-request',
  'wrong-kind': 'bad-request',
  'blank-answer': 'bad-request',
  'not-phh': 'bad-request',
  'bad-hand': 'bad-request',
  'unknown-item': 'not-found',
  'already-submitted': 'conflict',
};

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
  'hosted-exam': 'conflict',
  'not-enrolled': 'forbidden',
  'duplicate-student': 'conflict',
  'practice-during-exam': 'forbidden',
  storage: 'storage',
  'damaged-result': 'storage',
  'instructor-only': 'forbidden',
  'exam-running': 'conflict',
  'holdings-changed': 'conflict',
  'same-trainee': 'bad-request',
  'student-ids-differ': 'conflict',
};

function internalError(channel: ChannelName): ApiResult<never> {
  return failure('internal', `The trainer could not answer ${channel} (an internal error; details are in its log).`);
}

/** A caller-supplied channel name, quoted and shortened, safe whatever its type. */
function quote(channel: unknown): string {
  return typeof channel === 'string' ? JSON.stringify(channel.slice(0, 80)) : `(a ${channel === null ? 'null' : typeof channel}, not a name)`;
}
