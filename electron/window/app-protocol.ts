/**
 * The renderer is served over app://renderer/ rather than file://: a real origin for the CSP's
 * 'self', the same security headers as the web host, and nothing outside dist/renderer reachable.
 */
import type { CustomScheme, Protocol } from 'electron';
import { securityHeaders } from '../security/csp';
import { contentType, readStaticFile } from '../static-files';

export const APP_ORIGIN = 'app://renderer';
export const APP_URL = `${APP_ORIGIN}/index.html`;

/** Registered before the app is ready; `standard` and `secure` give the scheme a real origin. */
export const appScheme: CustomScheme = {
  scheme: 'app',
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

export function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`);
}

export function serveAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(appScheme.scheme, async (request) => {
    const found = isAppUrl(request.url) ? await readStaticFile(rendererDir, new URL(request.url).pathname) : null;
    if (!found) return new Response('Not found', { status: 404, headers: securityHeaders });
    return new Response(found.body, { headers: { ...securityHeaders, 'Content-Type': contentType(found.file) } });
  });
}
