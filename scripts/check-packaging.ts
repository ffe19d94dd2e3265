/**
 * Packaging checks that need no network (TOOLCHAIN.md, "Packaging"):
 * 1. electron-builder's own schema validation of electron-builder.yml, plus the targets and
 *    icons the project promises;
 * 2. a smoke test: electron-builder --dir with a stand-in Electron (electronDist) and no native
 *    rebuild, then a look inside app.asar: the bundles and the renderer are in, no sources, no
 *    node_modules; and in the packaged binary, Electron's fuses as electron-builder.yml sets them
 *    (the stand-in carries a fuse wire as Electron's binary does, with Electron's defaults).
 * Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { projectRoot } from './electron-binary';

/** What the app requires at run time from node_modules: better-sqlite3 and what it loads. */
const RUNTIME_MODULES = ['better-sqlite3', 'bindings', 'file-uri-to-path'];

const problems: string[] = [];
const check = (ok: boolean, problem: string) => ok || problems.push(problem);

async function validateConfig(): Promise<Configuration> {
  const config = await getConfig(projectRoot, null, null);
  await validateConfiguration(config, { isEnabled: false, add: () => undefined } as never);
  const targets = (value: unknown) => [value].flat().map((target) => (typeof target === 'string' ? target : (target as { target: string }).target));
  check(config.appId === 'org.dealertrainer.app', 'appId is not set');
  check(config.productName === 'Dealer Trainer', 'productName is not set');
  check(['AppImage', 'deb'].every((t) => targets(config.linux?.target).includes(t)), 'linux targets must be AppImage and deb');
  check(targets(config.win?.target).includes('nsis'), 'the windows target must be nsis');
  check(targets(config.mac?.target).includes('dmg'), 'the macOS target must be dmg');
  for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon]) {
    check(typeof icon === 'string' && existsSync(path.join(projectRoot, icon)), `icon ${icon} is missing (npm run build makes it)`);
  }
  for (const [fuse, value] of Object.entries(WANTED)) {
    check((config.electronFuses as Record<string, unknown> | null | undefined)?.[fuse] === value, `electronFuses.${fuse} must be ${value}`);
  }
  return config;
}

/**
 * Electron's fuse wire (docs/tutorial/fuses.md): this sentinel, the wire's version (1), its
 * length, then one byte a fuse, '0' off and '1' on, in @electron/fuses' FuseV1Options order.
 */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSES = ['runAsNode', 'enableCookieEncryption', 'enableNodeOptionsEnvironmentVariable', 'enableNodeCliInspectArguments', 'enableEmbeddedAsarIntegrityValidation', 'onlyLoadAppFromAsar', 'loadBrowserProcessSpecificV8Snapshot', 'grantFileProtocolExtraPrivileges'] as const;
/** Electron 45's defaults, as its binary ships. */
const DEFAULT_WIRE = '10110001';
/** What the installers must have: each security fuse flipped (the last two left alone). */
const WANTED = { runAsNode: false, enableCookieEncryption: true, enableNodeOptionsEnvironmentVariable: false, enableNodeCliInspectArguments: false, enableEmbeddedAsarIntegrityValidation: true, onlyLoadAppFromAsar: true };

function fuseWire(binary: Buffer): Record<string, boolean> | null {
  const at = binary.indexOf(FUSE_SENTINEL);
  if (at < 0) return null;
  const wire = binary.subarray(at + FUSE_SENTINEL.length + 2, at + FUSE_SENTINEL.length + 2 + binary[at + FUSE_SENTINEL.length + 1]).toString('latin1');
  return Object.fromEntries(FUSES.map((name, i) => [name, wire[i] === '1']));
}

/** A folder that looks enough like an Electron download for electron-builder --dir. */
async function standInElectron(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'electron'), `#!/bin/sh\necho stand-in\nexit 0\n# ${FUSE_SENTINEL}\u0001\u0008${DEFAULT_WIRE}\n`);
  await chmod(path.join(dir, 'electron'), 0o755);
  await writeFile(path.join(dir, 'LICENSE'), 'stand-in');
  await writeFile(path.join(dir, 'LICENSES.chromium.html'), 'stand-in');
  await writeFile(path.join(dir, 'version'), 'v45.5.0');
}

function smokePackage(electronDist: string, output: string): string {
  const cli = path.join(projectRoot, 'node_modules/electron-builder/cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, '--linux', '--dir', '--x64', `-c.electronDist=${electronDist}`, '-c.npmRebuild=false', `-c.directories.output=${output}`, '--publish', 'never'],
    { cwd: projectRoot, encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0) throw new Error(`electron-builder --dir failed:\n${result.stdout}\n${result.stderr}`);
  const binary = readFileSync(path.join(output, 'linux-unpacked', 'dealer-trainer'));
  const fuses = fuseWire(binary);
  check(fuses !== null, 'the packaged binary has no fuse wire');
  for (const [fuse, value] of Object.entries(WANTED)) check(fuses?.[fuse] === value, `the packaged binary's ${fuse} fuse is not ${value ? 'on' : 'off'}`);
  return path.join(output, 'linux-unpacked', 'resources', 'app.asar');
}

function inspectAsar(archive: string): number {
  const files = listPackage(archive, { isPack: false }).map((file) => file.replaceAll('\\', '/'));
  for (const needed of ['/package.json', '/dist/electron/main.js', '/dist/electron/preload.js', '/dist/renderer/index.html', '/assets/icons/png/256x256.png', '/dist/fonts/DejaVuSans.ttf', '/dist/fonts/DejaVuSans-Bold.ttf', '/dist/fonts/LICENSE']) {
    check(files.includes(needed), `app.asar lacks ${needed}`);
  }
  check(files.some((file) => /^\/dist\/renderer\/assets\/index-.*\.js$/.test(file)), 'app.asar lacks the renderer bundle');
  // Main loads some libraries on first use from chunks beside it (pdf-lib).
  const main = extractFile(archive, 'dist/electron/main.js').toString('utf8');
  for (const [, chunk] of main.matchAll(/require\("\.\/(assets\/[^"]+\.js)"\)/g)) check(files.includes(`/dist/electron/${chunk}`), `app.asar lacks /dist/electron/${chunk}, which main.js loads`);
  // The records database: better-sqlite3 from node_modules, its compiled addon unpacked beside the archive (a .node cannot load from inside it).
  check(files.includes('/node_modules/better-sqlite3/lib/index.js'), 'app.asar lacks better-sqlite3, which main.js requires');
  const addon = path.join(path.dirname(archive), 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  check(existsSync(addon), `better-sqlite3's addon is not unpacked at ${addon}`);
  const modules = new Set(files.filter((f) => f.startsWith('/node_modules/')).map((f) => f.split('/')[2]));
  check([...modules].every((m) => RUNTIME_MODULES.includes(m)), `app.asar holds node_modules besides better-sqlite3's: ${[...modules].filter((m) => !RUNTIME_MODULES.includes(m)).join(', ')}`);
  // The bridge (dist/renderer/api-bridge.js) is in: a class hosted from the desktop app serves it to the trainees' browsers.
  const unwanted = files.filter((file) => /\.(ts|tsx|mts|map)$|^\/(electron|renderer|shared|scripts|e2e|dist\/web|dist\/classroom)\//.test(file) || (file.startsWith('/node_modules/') && /\/(src|deps|test)\//.test(file)));
  check(unwanted.length === 0, `app.asar holds files it should not: ${unwanted.slice(0, 10).join(', ')}`);
  const pkg = JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as { main?: string };
  check(pkg.main === 'dist/electron/main.js', `the packaged package.json's main is ${pkg.main}`);
  return files.length;
}

async function main(): Promise<void> {
  await validateConfig();
  console.log('packaging: electron-builder.yml passes electron-builder\'s schema validation');
  const temp = await mkdtemp(path.join(os.tmpdir(), 'trainer-package-'));
  try {
    await standInElectron(path.join(temp, 'electron'));
    const count = inspectAsar(smokePackage(path.join(temp, 'electron'), path.join(temp, 'out')));
    console.log(`packaging: app.asar holds ${count} entries`);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`packaging: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('packaging: ok (bundles, renderer and icon in; better-sqlite3 with its addon unpacked; no sources, no other node_modules; fuses flipped)');
}

main().catch((error: unknown) => {
  console.error(`packaging: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
