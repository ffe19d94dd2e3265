/**
 * What the renderer sees as `window.api`, whichever host serves it (Electron's preload or the web
 * host's bridge script). It never throws for a failed request: failures come back as
 * `{ ok: false, error }` so the renderer can show them.
 */
import type { ApiResult, ChannelName, Req, Res } from './contract';

/** Something the host pushed: a channel's new response, e.g. the classroom's live view. */
export interface HostEvent {
  channel: string;
  data: unknown;
}

export interface TrainerApi {
  invoke<C extends ChannelName>(channel: C, request: Req<C>): Promise<ApiResult<Res<C>>>;
  /** The host's pushed events (a classroom host's); returns the function that stops them. */
  subscribe(listener: (event: HostEvent) => void): () => void;
}
