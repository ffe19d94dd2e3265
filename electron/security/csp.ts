/**
 * The one Content-Security-Policy, served three ways: as a header by the web host and by
 * Electron's app:// protocol, and as a meta tag in index.html (a second line of defence if the
 * page is ever opened some other way). No inline script or style anywhere.
 */
const directives: Array<[name: string, value: string, headerOnly?: true]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['media-src', "'self' data:"], // howler unlocks audio with a data: URI
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  // Browsers ignore (and complain about) frame-ancestors in a meta tag.
  ['frame-ancestors', "'none'", true],
];

export function contentSecurityPolicy(via: 'header' | 'meta'): string {
  return directives
    .filter(([, , headerOnly]) => via === 'header' || !headerOnly)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Headers for every response the app's own hosts send. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy('header'),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Other origins may not even embed our scripts or images.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};
