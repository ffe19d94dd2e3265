/**
 * Names both sides of each transport agree on. Kept apart from contract.ts so that the preload and
 * the web bridge, which must stay tiny, do not pull in zod.
 */

/** The single Electron IPC channel; the contract's channel name travels as its first argument. */
export const IPC_INVOKE = 'trainer:invoke';
/** Events main pushes to the window (the classroom's live view when the desktop app hosts a class). */
export const IPC_EVENT = 'trainer:event';

/** Clients other than a browser (tests, scripts) prove they are the web host's user with this header. */
export const TOKEN_HEADER = 'X-Trainer-Token';
/** POST /api/<channel> */
export const API_PREFIX = '/api/';
