/**
 * better-sqlite3 built for Electron, for `npm start`: the copy in node_modules is built for Node
 * (the tests and the browser hosts load it), and a native addon loads only in the runtime whose ABI
 * it was built for. So `npm start` keeps a second copy in `.electron-native/`, rebuilt for the
 * installed Electron by @electron/rebuild (a prebuilt binary, else a build against Electron's
 * headers) and rebuilt again only when Electron or better-sqlite3 changes. The unpackaged app
 * loads it from there (electron/main.ts); installers rebuild node_modules' copy for Electron.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ELECTRON_SQLITE_ADDON } from '../electron/store/records/sqlite';
import { projectRoot } from './electron-binary';

const NATIVE_DIR = ELECTRON_SQLITE_ADDON.split('/')[0];

const versionOf = (pkg: string, root: string): string => (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** Builds the addon for Electron when it is missing or stale; its path. */
export async function electronSqliteAddon(root: string = projectRoot): Promise<string> {
  const dir = path.join(root, NATIVE_DIR);
  const addon = path.join(root, ELECTRON_SQLITE_ADDON);
  const wanted = JSON.stringify({ electron: versionOf('electron', root), 'better-sqlite3': versionOf('better-sqlite3', root) });
  const stamp = path.join(dir, 'built-for.json');
  if (existsSync(addon) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return addon;

  console.log('npm start: building the records database (better-sqlite3) for Electron (once)…');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  cpSync(path.join(root, 'node_modules/better-sqlite3'), path.join(dir, 'node_modules/better-sqlite3'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}build${path.sep}`),
  });
  const { electron, 'better-sqlite3': sqlite } = JSON.parse(wanted) as Record<string, string>;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'electron-native', private: true, dependencies: { 'better-sqlite3': sqlite } }));
  const { rebuild } = await import('@electron/rebuild');
  await rebuild({ buildPath: dir, electronVersion: electron, onlyModules: ['better-sqlite3'], force: true });
  if (!existsSync(addon)) throw new Error(`the rebuild made no ${ELECTRON_SQLITE_ADDON}`);
  writeFileSync(stamp, wanted);
  return addon;
}
