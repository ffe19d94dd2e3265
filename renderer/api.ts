import type { ApiError, ChannelName, Req, Res } from '../shared/contract';

/** A failed request, carrying the host's readable error. */
export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
  }
}

/** Call a channel through window.api; resolves with its data or rejects with an ApiCallError. */
export async function call<C extends ChannelName>(channel: C, request: Req<C>): Promise<Res<C>> {
  if (!window.api) {
    throw new ApiCallError({
      code: 'transport',
      message: 'window.api is missing: open the trainer as the desktop app or through npm run web.',
    });
  }
  const result = await window.api.invoke(channel, request);
  if (!result.ok) throw new ApiCallError(result.error);
  return result.data;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiCallError) return error.error;
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
