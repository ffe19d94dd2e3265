/**
 * The renderer's screens, in menu order. The current one lives in the URL's hash (#/settings),
 * which works over app://, http:// and file:// alike; the main process's menu sets it too.
 */
export const screens = ['home', 'practice', 'exam', 'results', 'settings'] as const;
export type Screen = (typeof screens)[number];

export function hrefFor(screen: Screen): string {
  return `#/${screen}`;
}

export function screenFromHash(hash: string): Screen {
  const name = hash.replace(/^#\/?/, '');
  return (screens as readonly string[]).includes(name) ? (name as Screen) : 'home';
}
