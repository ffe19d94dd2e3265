/**
 * The renderer's screens, in menu order. The current one lives in the URL's hash (#/settings),
 * which works over app://, http:// and file:// alike; the main process's menu sets it too.
 */
import type { Role } from './enums';

export const screens = ['home', 'practice', 'exam', 'results', 'settings', 'class'] as const;
export type Screen = (typeof screens)[number];

/** The one person's screens (the desktop app, `npm run web`), as its menu lists them. */
export const localScreens = ['home', 'practice', 'exam', 'results', 'settings'] as const satisfies readonly Screen[];

/** The screens each caller has, in menu order; the first is where they land. */
const byRole: Record<Role, readonly Screen[]> = {
  local: localScreens,
  instructor: ['class', 'results', 'settings'],
  trainee: ['class', 'practice'],
  pending: ['class'],
  guest: ['class'],
};

export function screensFor(role: Role): readonly Screen[] {
  return byRole[role];
}

export function hrefFor(screen: Screen): string {
  return `#/${screen}`;
}

/** The screen in the hash, if the caller has it; else the caller's first. What follows the screen's
 * name (`#/practice/item?kind=...`) is the screen's own. */
export function screenFromHash(hash: string, role: Role = 'local'): Screen {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  const mine = byRole[role];
  return (mine as readonly string[]).includes(name) ? (name as Screen) : mine[0];
}
