/**
 * `t` for helpers that build keys from data (`felt.history.act.${act}`): the typed `t` passed as a
 * parameter makes TypeScript instantiate every key of every screen (TS2589). The keys they build
 * are checked by the translations test instead.
 */
export type Say = (key: string, values?: Record<string, unknown>) => string;
export const sayOf = (t: unknown): Say => t as Say;
