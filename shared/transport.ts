/**
 * Names both sides of each transport agree on. Kept apart from contract.ts so that the preload and
 * the web bridge, which must stay tiny, do not pull in zod.
 */

/** The single Electron IPC channel; the contract's channel name travels as its first argument. */
export const IPC_INVOKE = 'trainer:invoke';

/** The web host's per-launch secret travels in this header... */
export const TOKEN_HEADER = 'X-Trainer-Token';
/** ...and reaches the page in this meta tag of the served index.html. */
export const TOKEN_META = 'trainer-token';
/** POST /api/<channel> */
export const API_PREFIX = '/api/';
