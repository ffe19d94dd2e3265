/**
 * The application menu as a plain template (no electron import, so it is testable in Node).
 * Screens are a keystroke away: Ctrl/Cmd+1..4, and Ctrl/Cmd+, for settings.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { localScreens, type Screen } from '../../shared/screens';

export interface MenuActions {
  show(screen: Screen): void;
  about(): void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  /** Reload and developer tools, for development builds only. */
  developer: boolean;
}

export const screenAccelerators: Record<(typeof localScreens)[number], string> = {
  home: 'CmdOrCtrl+1',
  practice: 'CmdOrCtrl+2',
  exam: 'CmdOrCtrl+3',
  results: 'CmdOrCtrl+4',
  settings: 'CmdOrCtrl+,',
};

/** `t` translates keys of the "menu" and "nav" sections of the renderer's translations. */
export function menuTemplate(t: (key: string) => string, actions: MenuActions, options: MenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const about: MenuItemConstructorOptions = { label: t('menu.about'), click: () => actions.about() };
  const quit: MenuItemConstructorOptions = { role: 'quit', label: t('menu.quit'), accelerator: 'CmdOrCtrl+Q' };
  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({ label: options.appName, submenu: [about, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, quit] });
  }
  template.push(
    { label: t('menu.file'), submenu: mac ? [{ role: 'close', label: t('menu.close') }] : [quit] },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo', label: t('menu.undo') },
        { role: 'redo', label: t('menu.redo') },
        { type: 'separator' },
        { role: 'cut', label: t('menu.cut') },
        { role: 'copy', label: t('menu.copy') },
        { role: 'paste', label: t('menu.paste') },
        { role: 'selectAll', label: t('menu.selectAll') },
      ],
    },
    {
      label: t('menu.go'),
      submenu: localScreens.map((screen) => ({
        label: t(`nav.${screen}`),
        accelerator: screenAccelerators[screen],
        click: () => actions.show(screen),
      })),
    },
    {
      label: t('menu.view'),
      submenu: [
        ...(options.developer
          ? ([
              { role: 'reload', label: t('menu.reload') },
              { role: 'toggleDevTools', label: t('menu.devTools') },
              { type: 'separator' },
            ] satisfies MenuItemConstructorOptions[])
          : []),
        { role: 'zoomIn', label: t('menu.zoomIn') },
        { role: 'zoomOut', label: t('menu.zoomOut') },
        { role: 'resetZoom', label: t('menu.resetZoom') },
        { type: 'separator' },
        { role: 'togglefullscreen', label: t('menu.fullScreen') },
      ],
    },
  );
  if (mac) template.push({ label: t('menu.window'), submenu: [{ role: 'minimize', label: t('menu.minimize') }, { role: 'close', label: t('menu.close') }] });
  else template.push({ label: t('menu.help'), submenu: [about] });
  return template;
}
