/**
 * The Electron main process: one hardened window on app://renderer, the application menu, and
 * ipcMain -> dispatch. Everything it does beyond wiring lives in modules that run in plain Node.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session } from 'electron';
import type { Language } from '../shared/enums';
import { hrefFor, type Screen } from '../shared/screens';
import { IPC_EVENT } from '../shared/transport';
import { appMeta } from './app-meta';
import { errorText } from './errors';
import { createDesktopDispatch } from './desktop';
import { consoleLog as log } from './log';
import { createServices } from './services';
import { ELECTRON_SQLITE_ADDON } from './store/records/sqlite';
import { translator } from './i18n';
import { APP_URL, appScheme, serveAppProtocol } from './window/app-protocol';
import { serveIpc } from './window/ipc';
import { menuTemplate } from './window/menu';
import { guardNavigation } from './window/navigation-guard';
import { denyPermissions } from './window/permission-guard';
import { windowOptions } from './window/window-options';
import { createWindowStateStore, defaultWindowState, placeWindow } from './window/window-state';


// For tests and for running side by side with an installed copy.
if (process.env.DEALER_TRAINER_USER_DATA) app.setPath('userData', process.env.DEALER_TRAINER_USER_DATA);
app.enableSandbox();
protocol.registerSchemesAsPrivileged([appScheme]);

if (app.requestSingleInstanceLock()) start();
else app.quit();

function start(): void {
  const developer = !app.isPackaged;
  const dataDir = app.getPath('userData');
  let window: BrowserWindow | undefined;
  // A class hosted from the instructor area serves the same renderer over HTTP, and pushes its live view to this window.
  const services = createServices({
    host: 'electron',
    dataDir,
    log,
    staticDir: path.join(app.getAppPath(), 'dist/renderer'),
    onEvent: (event) => window?.webContents.send(IPC_EVENT, event),
    // Unpackaged (npm start), the records' addon is the copy built for Electron; packaged, node_modules' own.
    nativeBinding: developer && existsSync(path.join(app.getAppPath(), ELECTRON_SQLITE_ADDON)) ? path.join(app.getAppPath(), ELECTRON_SQLITE_ADDON) : undefined,
  });
  const windowState = createWindowStateStore(dataDir, log);
  let language: Language = 'en';

  app.on('web-contents-created', (_event, contents) => guardNavigation(contents));
  serveIpc(ipcMain, () => window?.webContents, createDesktopDispatch(services));

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  const showScreen = (target: Screen) => {
    // The renderer routes on the hash; setting it is an in-page change, not a navigation.
    void window?.webContents.executeJavaScript(`location.hash = ${JSON.stringify(hrefFor(target))}`);
  };

  const showAbout = () => {
    const t = translator(language);
    const options = { title: t('menu.about'), message: `${appMeta.name} ${appMeta.version}`, detail: `Electron ${process.versions.electron}` };
    void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
  };

  const setMenu = (next: Language) => {
    language = next;
    const template = menuTemplate(translator(next), { show: showScreen, about: showAbout }, { platform: process.platform, appName: appMeta.name, developer });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  services.settings.onChange((settings) => settings.language !== language && setMenu(settings.language));

  const openWindow = async () => {
    const saved = await windowState.get().catch((error: unknown) => {
      log.warn(errorText(error));
      return defaultWindowState;
    });
    const placement = placeWindow(saved, screen.getAllDisplays().map((display) => display.workArea));
    const win = new BrowserWindow(
      windowOptions(placement, {
        preload: path.join(__dirname, 'preload.js'),
        icon: path.join(app.getAppPath(), 'assets/icons/png/256x256.png'),
      }, developer),
    );
    window = win;
    if (saved.maximized) win.maximize();
    win.once('ready-to-show', () => win.show());
    win.on('close', () => {
      void windowState.update({ ...win.getNormalBounds(), maximized: win.isMaximized() }).catch((error: unknown) => log.warn(errorText(error)));
    });
    win.on('closed', () => {
      if (window === win) window = undefined;
    });
    await win.loadURL(APP_URL);
  };

  // Saves still in flight (window state, settings) finish and the records close before the process ends.
  let flushed = false;
  app.on('will-quit', (event) => {
    if (flushed) return;
    event.preventDefault();
    void Promise.allSettled([windowState.flush(), services.close()]).then(() => {
      flushed = true;
      app.quit();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(async () => {
      denyPermissions(session.defaultSession);
      serveAppProtocol(protocol, path.join(app.getAppPath(), 'dist/renderer'));
      const settings = await services.settings.get().catch((error: unknown) => {
        log.warn(errorText(error)); // the renderer shows it too, through settings.get
        return undefined;
      });
      setMenu(settings?.language ?? 'en');
      await openWindow();
      app.on('activate', () => {
        if (!window) void openWindow();
      });
    })
    .catch((error: unknown) => {
      dialog.showErrorBox(appMeta.name, `The trainer could not start: ${errorText(error)}`);
      app.exit(1);
    });
}
