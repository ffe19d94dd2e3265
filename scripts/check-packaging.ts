/**
 * Packaging checks that need no network (TOOLCHAIN.md, "Packaging"):
 * 1. electron-builder's own schema validation of electron-builder.yml, plus the targets and
 *    icons the project promises;
 * 2. a smoke test: electron-builder --dir with a stand-in Electron (electronDist) and no native
 *    rebuild, then a look inside app.asar: the bundles and the renderer are in, no sources, no
 *    node_modules.
 * Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { projectRoot } from './electron-binary';

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
  return config;
}

/** A folder that looks enough like an Electron download for electron-builder --dir. */
async function standInElectron(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'electron'), '#!/bin/sh\necho stand-in\n');
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
  return path.join(output, 'linux-unpacked', 'resources', 'app.asar');
}

function inspectAsar(archive: string): number {
  const files = listPackage(archive, { isPack: false }).map((file) => file.replaceAll('\\', '/'));
  for (const needed of ['/package.json', '/dist/electron/main.js', '/dist/electron/preload.js', '/dist/renderer/index.html', '/assets/icons/png/256x256.png']) {
    check(files.includes(needed), `app.asar lacks ${needed}`);
  }
  check(files.some((file) => /^\/dist\/renderer\/assets\/index-.*\.js$/.test(file)), 'app.asar lacks the renderer bundle');
  // Main loads some libraries on first use from chunks beside it (pdf-lib, sql.js), and SQLite's WebAssembly.
  const main = extractFile(archive, 'dist/electron/main.js').toString('utf8');
  for (const [, chunk] of main.matchAll(/require\("\.\/(assets\/[^"]+\.js)"\)/g)) check(files.includes(`/dist/electron/${chunk}`), `app.asar lacks /dist/electron/${chunk}, which main.js loads`);
  check(files.includes('/dist/electron/sql-wasm.wasm'), 'app.asar lacks /dist/electron/sql-wasm.wasm');
  const unwanted = files.filter((file) => /node_modules|\.(ts|tsx|mts|map)$|^\/(electron|renderer|shared|scripts|e2e|dist\/web)\/|api-bridge/.test(file));
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
  console.log('packaging: ok (bundles, renderer and icon in; no sources, no node_modules)');
}

main().catch((error: unknown) => {
  console.error(`packaging: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
