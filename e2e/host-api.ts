import type { BrowserContext } from '@playwright/test';
import type { ChannelName, Req, Res } from '../shared/contract';

/** Who calls: the web host's own user (its token), or a browser context with its cookie (a class's instructor or trainee). */
export type ApiCaller = { url: string; token: string } | { url: string; context: BrowserContext };

/** A channel called as the page does, for what a test sets up but is not about; a refusal throws with main's error. */
export async function api<C extends ChannelName>(caller: ApiCaller, channel: C, request: Req<C>): Promise<Res<C>> {
  const url = `${caller.url}api/${channel}`;
  const response =
    'context' in caller
      ? await caller.context.request.post(url, { data: request, headers: { 'Content-Type': 'application/json' } })
      : await fetch(url, { method: 'POST', body: JSON.stringify(request), headers: { 'X-Trainer-Token': caller.token, 'Content-Type': 'application/json' } });
  const body = (await response.json()) as { ok: boolean; data: Res<C>; error?: unknown };
  if (!body.ok) throw new Error(`${channel}: ${JSON.stringify(body.error)}`);
  return body.data;
}
