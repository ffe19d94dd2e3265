import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n';
import { menuTemplate } from './menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

describe('application menu', () => {
  const actions = { show: vi.fn(), about: vi.fn() };

  it('opens every screen with a keyboard shortcut', () => {
    const items = flatten(menuTemplate(translator('en'), actions, { platform: 'linux', appName: 'Dealer Trainer', developer: false }));
    const shortcuts = Object.fromEntries(items.filter((item) => item.accelerator).map((item) => [item.label, item.accelerator]));
    expect(shortcuts).toMatchObject({
      Home: 'CmdOrCtrl+1',
      Practice: 'CmdOrCtrl+2',
      Exam: 'CmdOrCtrl+3',
      Results: 'CmdOrCtrl+4',
      Settings: 'CmdOrCtrl+,',
      Quit: 'CmdOrCtrl+Q',
    });
    items.find((item) => item.label === 'Settings')?.click?.({} as never, undefined, {} as never);
    expect(actions.show).toHaveBeenCalledWith('settings');
  });

  it('speaks the chosen language', () => {
    const labels = menuTemplate(translator('sv'), actions, { platform: 'win32', appName: 'Dealer Trainer', developer: false }).map((item) => item.label);
    expect(labels).toEqual(['Arkiv', 'Redigera', 'Gå till', 'Visa', 'Hjälp']);
    const danish = flatten(menuTemplate(translator('da'), actions, { platform: 'linux', appName: 'Dealer Trainer', developer: false }));
    expect(danish.map((item) => item.label)).toContain('Indstillinger');
  });

  it('offers reload and developer tools only in development', () => {
    const roles = (developer: boolean) => flatten(menuTemplate(translator('en'), actions, { platform: 'linux', appName: 'x', developer })).map((item) => item.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
    expect(roles(true)).toEqual(expect.arrayContaining(['toggleDevTools', 'reload']));
  });

  it('follows the macOS layout there', () => {
    const labels = menuTemplate(translator('en'), actions, { platform: 'darwin', appName: 'Dealer Trainer', developer: false }).map((item) => item.label);
    expect(labels).toEqual(['Dealer Trainer', 'File', 'Edit', 'Go', 'View', 'Window']);
  });
});
