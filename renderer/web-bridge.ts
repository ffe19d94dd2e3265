/**
 * The web and classroom hosts' stand-in for Electron's preload: defines the same frozen
 * window.api, calling the handlers over POST /api/<channel> and receiving the host's pushed events
 * over GET /api/events (server-sent events). The browser's session cookie (HttpOnly, set by the
 * host) says who is calling: the page itself holds no secret. Built on its own as a classic
 * script (dist/renderer/api-bridge.js); imports no zod.
 */
import type { HostEvent, TrainerApi } from '../shared/api';
import { API_PREFIX } from '../shared/transport';

const invoke: TrainerApi['invoke'] = async (channel, request) => {
  try {
    const response = await fetch(API_PREFIX + encodeURIComponent(channel), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    // Failures come as the same JSON envelope, with an HTTP error status.
    return await response.json();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'transport', message: `The trainer's web host did not answer: ${reason}` } };
  }
};

const subscribe: TrainerApi['subscribe'] = (listener) => {
  // EventSource reconnects by itself when the host or the network drops the stream.
  const source = new EventSource(`${API_PREFIX}events`);
  source.onmessage = (message: MessageEvent<string>) => listener(JSON.parse(message.data) as HostEvent);
  return () => source.close();
};

Object.defineProperty(window, 'api', { value: Object.freeze({ invoke, subscribe }), enumerable: true });
