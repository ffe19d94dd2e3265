import os from 'node:os';
import path from 'node:path';

/**
 * The platform's per-user app-data folder for `appName`: the same place Electron's userData is,
 * so the desktop app and the web host on one machine share their settings.
 */
export function defaultDataDir(
  appName: string,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  const base =
    platform === 'win32'
      ? (env.APPDATA ?? path.join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? path.join(home, 'Library', 'Application Support')
        : (env.XDG_CONFIG_HOME ?? path.join(home, '.config'));
  return path.join(base, appName);
}
