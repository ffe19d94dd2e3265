/**
 * The web host's stand-in for Electron's preload: defines the same frozen window.api, calling the
 * handlers over POST /api/<channel> with the per-launch token the page was served with. Built on
 * its own as a classic script (dist/renderer/api-bridge.js); imports no zod.
 */
import type { TrainerApi } from '../shared/api';
import { API_PREFIX, TOKEN_HEADER, TOKEN_META } from '../shared/transport';

const token = document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content ?? '';

const invoke: TrainerApi['invoke'] = async (channel, request) => {
  try {
    const response = await fetch(API_PREFIX + encodeURIComponent(channel), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify(request),
      credentials: 'omit',
      cache: 'no-store',
    });
    // Failures come as the same JSON envelope, with an HTTP error status.
    return await response.json();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'transport', message: `The trainer's web host did not answer: ${reason}` } };
  }
};

Object.defineProperty(window, 'api', { value: Object.freeze({ invoke }), enumerable: true });
