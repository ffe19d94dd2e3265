/**
 * The PHH variant codes of the engine's games, both ways. PHH has no code for five-card draw
 * high (the seeds' "mörkpoker": fixed limit, one draw, the second round doubled), so the app
 * writes it as the fixed-limit draw code `F2L3D` (the same fields: blinds, small and big bet)
 * with the user field `_variant = 'five-card-draw'`, and reads it back from that. A tool that does
 * not know the field cannot settle such a hand wrongly: as triple draw it would wait for a
 * second draw (or refuse the doubled bet of the second round) before any showdown.
 */
import type { Structure, TableConfig, Variant } from '../engine';
import type { PhhHand, PhhVariant } from './types';

/** The user field (PHH allows keys that begin with `_`) naming a game PHH has no code for. */
export const GAME_FIELD = '_variant';

interface PhhGame {
  variant: Variant;
  structure: Structure;
}

const CODES: Partial<Record<PhhVariant, PhhGame>> = {
  NT: { variant: 'holdem', structure: 'no-limit' },
  PO: { variant: 'omaha', structure: 'pot-limit' },
  FT: { variant: 'holdem', structure: 'fixed-limit' },
  'FO/8': { variant: 'omaha-hi-lo', structure: 'fixed-limit' },
  F7S: { variant: 'stud', structure: 'fixed-limit' },
  'F7S/8': { variant: 'stud-hi-lo', structure: 'fixed-limit' },
  FR: { variant: 'razz', structure: 'fixed-limit' },
  N2L1D: { variant: '2-7-single-draw', structure: 'no-limit' },
  F2L3D: { variant: '2-7-triple-draw', structure: 'fixed-limit' },
};

/** The app's own games: the user field's value, the code written, and the game. */
const OWN: Record<string, { code: PhhVariant; game: PhhGame }> = {
  'five-card-draw': { code: 'F2L3D', game: { variant: 'five-card-draw', structure: 'fixed-limit' } },
};

/** The engine's game of a PHH hand, or why it has none. */
export function gameOfPhh(phh: PhhHand): PhhGame | string {
  const own = phh.extra[GAME_FIELD];
  if (own !== undefined) {
    const known = typeof own === 'string' ? OWN[own] : undefined;
    if (!known || known.code !== phh.variant) return `${GAME_FIELD} = ${JSON.stringify(own)} is not a game of this app with variant ${phh.variant}`;
    return known.game;
  }
  return CODES[phh.variant] ?? `unsupported variant ${phh.variant}: the engine plays ${Object.keys(CODES).join(', ')}`;
}

/** The PHH code of an engine game, with the user field when PHH has no code for it. */
export function phhCodeOf(config: Pick<TableConfig, 'variant' | 'structure'>): { variant: PhhVariant; extra: Record<string, unknown> } {
  for (const [code, game] of Object.entries(CODES)) {
    if (game.variant === config.variant && game.structure === config.structure) return { variant: code as PhhVariant, extra: {} };
  }
  for (const [name, own] of Object.entries(OWN)) {
    if (own.game.variant === config.variant && own.game.structure === config.structure) return { variant: own.code, extra: { [GAME_FIELD]: name } };
  }
  throw new Error(`PHH has no code for ${config.variant} ${config.structure}`);
}
