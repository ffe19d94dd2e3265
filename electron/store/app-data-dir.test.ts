import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from './app-data-dir';

describe('defaultDataDir', () => {
  it("is where Electron's userData is on each platform", () => {
    expect(defaultDataDir('App', 'linux', {}, '/home/a')).toBe(path.join('/home/a', '.config', 'App'));
    expect(defaultDataDir('App', 'linux', { XDG_CONFIG_HOME: '/cfg' }, '/home/a')).toBe(path.join('/cfg', 'App'));
    expect(defaultDataDir('App', 'darwin', {}, '/Users/a')).toBe(path.join('/Users/a', 'Library', 'Application Support', 'App'));
    expect(defaultDataDir('App', 'win32', { APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'C:\\Users\\a')).toBe(path.join('C:\\Users\\a\\AppData\\Roaming', 'App'));
  });
});
