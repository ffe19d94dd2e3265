import type { BrowserWindowConstructorOptions } from 'electron';
import type { Rect } from './window-state';

/** The one window's options: every web preference that matters for security is spelled out. */
export function windowOptions(
  placement: Rect | Omit<Rect, 'x' | 'y'>,
  paths: { preload: string; icon: string },
  developer: boolean,
): BrowserWindowConstructorOptions {
  return {
    ...placement,
    minWidth: 720,
    minHeight: 520,
    show: false, // shown on ready-to-show, so there is no white flash
    backgroundColor: '#0f1a16',
    icon: paths.icon,
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: developer,
    },
  };
}
