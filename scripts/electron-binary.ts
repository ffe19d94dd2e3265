/**
 * Finding the Electron binary without loading the electron package: its index.js downloads the
 * binary when it is missing, which fails (slowly) on a machine without GitHub access.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '..');

/** The binary's path, or null when it is not installed (yet). */
export function findElectronBinary(root: string = projectRoot, env: NodeJS.ProcessEnv = process.env): string | null {
  const pkg = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const candidate = env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, relative ?? 'electron')
    : relative && path.join(pkg, 'dist', relative);
  return candidate && existsSync(candidate) ? candidate : null;
}
