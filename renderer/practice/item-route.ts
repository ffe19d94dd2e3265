/**
 * The address of one drill item: `#/practice/item?kind=KIND&level=L&seed=N` (and `&profile=cash` or
 * `tournament`, else the settings' profile). An instructor can send a class to the same item; the
 * tests open items with it.
 */
import { type DrillKind, drillKinds } from '../../shared/enums';

export interface ItemRoute {
  kind: DrillKind;
  level: 1 | 2 | 3;
  seed: number;
  profile?: 'cash' | 'tournament';
}

export const ITEM_PATH = '#/practice/item';

/** The item the hash names; 'invalid' for an item address that names none; null for any other address. */
export function itemRoute(hash: string): ItemRoute | 'invalid' | null {
  const [path, query = ''] = hash.split('?');
  if (path !== ITEM_PATH) return null;
  const params = new URLSearchParams(query);
  const kind = params.get('kind') as DrillKind | null;
  const level = Number(params.get('level') ?? '1');
  const seed = Number(params.get('seed'));
  const profile = params.get('profile');
  if (!kind || !drillKinds.includes(kind) || ![1, 2, 3].includes(level) || !params.has('seed') || !Number.isSafeInteger(seed) || seed < 0) return 'invalid';
  if (profile !== null && profile !== 'cash' && profile !== 'tournament') return 'invalid';
  return { kind, level: level as 1 | 2 | 3, seed, ...(profile ? { profile } : {}) };
}

export const itemHref = (route: ItemRoute): string =>
  `${ITEM_PATH}?kind=${route.kind}&level=${route.level}&seed=${route.seed}${route.profile ? `&profile=${route.profile}` : ''}`;

/** The hub with a kind and level chosen (`#/practice?kind=KIND&level=L`): where Home's "where to go next" leads. */
export function hubRoute(hash: string): { kind: DrillKind; level: 1 | 2 | 3 } | null {
  const [path, query = ''] = hash.split('?');
  if (path !== '#/practice') return null;
  const params = new URLSearchParams(query);
  const kind = params.get('kind') as DrillKind | null;
  const level = Number(params.get('level') ?? '1');
  return kind && drillKinds.includes(kind) && [1, 2, 3].includes(level) ? { kind, level: level as 1 | 2 | 3 } : null;
}

export const hubHref = (kind: DrillKind, level: 1 | 2 | 3): string => `#/practice?kind=${kind}&level=${level}`;
