/**
 * What the renderer sees as `window.api`, whichever host serves it (Electron's preload or the web
 * host's bridge script). It never throws for a failed request: failures come back as
 * `{ ok: false, error }` so the renderer can show them.
 */
import type { ApiResult, ChannelName, Req, Res } from './contract';

export interface TrainerApi {
  invoke<C extends ChannelName>(channel: C, request: Req<C>): Promise<ApiResult<Res<C>>>;
}
