import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary';

describe('findElectronBinary', () => {
  it('follows path.txt into dist/, and finds nothing when either is missing', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'trainer-electron-'));
    const pkg = path.join(root, 'node_modules', 'electron');
    await mkdir(path.join(pkg, 'dist'), { recursive: true });
    expect(findElectronBinary(root, {})).toBeNull();
    await writeFile(path.join(pkg, 'path.txt'), 'electron');
    expect(findElectronBinary(root, {})).toBeNull();
    await writeFile(path.join(pkg, 'dist', 'electron'), '');
    expect(findElectronBinary(root, {})).toBe(path.join(pkg, 'dist', 'electron'));
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: path.join(root, 'nowhere') })).toBeNull();
  });
});
