/**
 * The web host's request body limit, per channel, computed from the channel's request schema: the
 * longest JSON text the schema accepts, so a valid request is never refused for its size, and
 * nobody can make the host buffer more than a valid request needs. Every request's field is
 * bounded (a test holds every channel to it); an answer field typed `unknown` in the envelope is
 * bounded by the Answer schema the service parses it with.
 */
import { z } from 'zod';
import { channelNames, channels, type ChannelName, isChannelName, type Role } from '../../shared/contract';
import { mayCall } from '../../shared/roles';
import { Answer } from '../../shared/drills';

/** The floor: every request fits in this, whatever its schema's bound (a little JSON, a few names). */
export const SMALL_BODY = 64 * 1024;

/** JSON may write one character as `\u00XX`: six bytes for each character a schema allows. */
const CHAR_BYTES = 6;
/** The longest JSON number (`-1.2345678901234567e+308`). */
const NUMBER_BYTES = 24;

type JsonSchema = { [key: string]: any } | boolean;

/** The longest JSON text of a JSON schema's values in bytes; Infinity where a string or an array has no maximum. */
function longest(s: JsonSchema): number {
  if (typeof s === 'boolean') return Infinity;
  const options = s.anyOf ?? s.oneOf;
  if (options) return Math.max(...options.map(longest));
  if (s.const !== undefined) return JSON.stringify(s.const).length;
  if (s.enum) return Math.max(...s.enum.map((v: unknown) => JSON.stringify(v).length));
  if (Array.isArray(s.type)) return Math.max(...s.type.map((type: string) => longest({ ...s, type })));
  switch (s.type) {
    case 'string':
      return s.maxLength === undefined ? Infinity : 2 + CHAR_BYTES * s.maxLength;
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array':
      return s.maxItems === undefined ? Infinity : 2 + s.maxItems * (longest(s.items) + 1);
    case 'object': {
      let bytes = 2;
      for (const [key, value] of Object.entries(s.properties ?? {})) bytes += JSON.stringify(key).length + 2 + longest(value as JsonSchema);
      return bytes;
    }
  }
  return Infinity;
}

/** A channel's request schema with an `unknown` answer replaced by the schema it is parsed with. */
function sizedRequest(channel: ChannelName): z.ZodType {
  const request = channels[channel].request as z.ZodType;
  if (request instanceof z.ZodObject && request.shape.answer instanceof z.ZodUnknown) return request.extend({ answer: Answer });
  return request;
}

/** The longest JSON text a channel's request can be, in bytes (Infinity: the schema leaves a field unbounded). */
export function largestRequest(channel: ChannelName): number {
  return longest(z.toJSONSchema(sizedRequest(channel), { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** Worked out on a channel's first request, not at start-up: the host should listen at once. */
const limits = new Map<ChannelName, number>();

export function bodyLimit(channel: string): number {
  if (!isChannelName(channel)) return SMALL_BODY;
  let limit = limits.get(channel);
  if (limit === undefined) {
    const largest = largestRequest(channel);
    // An unbounded field (a test refuses one) must not make the host buffer without end.
    limits.set(channel, (limit = Number.isFinite(largest) ? Math.max(SMALL_BODY, largest) : SMALL_BODY));
  }
  return limit;
}

const roleLimits = new Map<Role, number>();

/** The largest body any channel a role may call accepts: a guest's is small, whatever an instructor may import. */
export function roleBodyLimit(role: Role): number {
  let limit = roleLimits.get(role);
  if (limit === undefined) roleLimits.set(role, (limit = Math.max(SMALL_BODY, ...channelNames.filter((channel) => mayCall(role, channel)).map(bodyLimit))));
  return limit;
}
