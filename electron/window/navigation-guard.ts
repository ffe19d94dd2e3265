import type { WebContents } from 'electron';
import { isAppUrl } from './app-protocol';

/**
 * The app never leaves its own page: navigation elsewhere, redirects, new windows and webviews
 * are all refused. (Moving between screens changes only the hash, which is no navigation.)
 */
export function guardNavigation(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
