/**
 * npm run build: the icons, then every bundle.
 *   dist/renderer/          the React renderer (vite.config.ts)
 *   dist/renderer/api-bridge.js   window.api for the web host, a classic script
 *   dist/electron/main.js, preload.js   Electron's main and preload, CommonJS
 *   dist/web/cli.js         the Node web host, CommonJS
 *   dist/classroom/cli.js   the classroom host, CommonJS
 *   dist/fonts/             the certificates' font (DejaVu Sans, from dejavu-fonts-ttf) and its licence
 * better-sqlite3 (the records database) is a native module: the bundles require it from
 * node_modules, where electron-builder rebuilds it for Electron when it packages the app.
 * Main and preload are built one at a time: built together, the sandboxed preload would
 * require() a shared chunk, which it cannot load.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { FONT_FILES } from '../electron/exam/certificate-fonts';
import { makeIcons } from './make-icons';

const root = path.resolve(import.meta.dirname, '..');
// pg-native: pg's optional libpq binding, which the records never ask for.
const nodeExternals = ['electron', 'better-sqlite3', 'pg-native', ...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** A self-contained CommonJS bundle for Node or Electron: dependencies inlined, builtins not. */
function nodeBundle(entry: string, outDir: string, fileName: string): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      sourcemap: false,
      ssr: entry,
      rollupOptions: { external: nodeExternals, output: { format: 'cjs', entryFileNames: fileName } },
    },
    ssr: { noExternal: true, target: 'node' },
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  await makeIcons(path.join(root, 'assets/icons'));
  // The config is a .ts file in a CommonJS package, which Vite's future native loader will not
  // take; today's loader does, so its advance notice is only noise here.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: 'dist/renderer',
      emptyOutDir: false,
      target: 'chrome130',
      lib: { entry: 'renderer/web-bridge.ts', formats: ['iife'], name: 'trainerBridge', fileName: () => 'api-bridge.js' },
    },
  });
  for (const entry of ['main', 'preload']) {
    await build(nodeBundle(`electron/${entry}.ts`, 'dist/electron', `${entry}.js`));
  }
  await build(nodeBundle('electron/web/cli.ts', 'dist/web', 'cli.js'));
  await build(nodeBundle('electron/classroom/cli.ts', 'dist/classroom', 'cli.js'));
  await copyFonts();
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The certificates' font files and their licence, where the bundles look for them (electron/exam/certificate-fonts.ts). */
async function copyFonts(): Promise<void> {
  const from = path.join(root, 'node_modules/dejavu-fonts-ttf');
  const to = path.join(root, 'dist/fonts');
  await mkdir(to, { recursive: true });
  for (const file of Object.values(FONT_FILES)) await copyFile(path.join(from, 'ttf', file), path.join(to, file));
  await copyFile(path.join(from, 'LICENSE'), path.join(to, 'LICENSE'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
