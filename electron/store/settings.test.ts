import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/contract';
import { createDispatch } from '../api/dispatch';
import { createServices } from '../services';
import { memoryLog, useTempDirs } from '../test/support';
import { createSettingsStore, SETTINGS_FILE } from './settings';

const tempDir = useTempDirs();

describe('settings store', () => {
  it('starts from the defaults and creates no file until something changes', async () => {
    const dir = await tempDir();
    expect(await createSettingsStore(dir).get()).toEqual(defaultSettings);
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps changes across a restart, in a versioned JSON file', async () => {
    const dir = await tempDir();
    await createSettingsStore(dir).update({ language: 'da', ruleProfile: 'tournament' });
    const expected = { ...defaultSettings, language: 'da', ruleProfile: 'tournament' };
    expect(await createSettingsStore(dir).get()).toEqual(expected);
    expect(JSON.parse(await readFile(path.join(dir, SETTINGS_FILE), 'utf8'))).toEqual({ version: 1, data: expected });
  });

  it('applies concurrent changes one after another, losing none', async () => {
    const dir = await tempDir();
    const store = createSettingsStore(dir);
    await Promise.all([store.update({ volume: 10 }), store.update({ sound: false }), store.update({ language: 'sv' })]);
    expect(await createSettingsStore(dir).get()).toEqual({ ...defaultSettings, volume: 10, sound: false, language: 'sv' });
  });

  it('fills settings missing from an older file with their defaults', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, SETTINGS_FILE), JSON.stringify({ version: 1, data: { volume: 55 } }));
    expect(await createSettingsStore(dir).get()).toEqual({ ...defaultSettings, volume: 55 });
  });

  it.each([
    ['not JSON', '{"version": 1, "data": {"volu'],
    ['not an object', '[1, 2, 3]'],
    ['without a version', JSON.stringify({ data: defaultSettings })],
  ])('moves a corrupt file (%s) aside, reports it and uses the defaults', async (_case, content) => {
    const dir = await tempDir();
    const log = memoryLog();
    const store = createSettingsStore(dir, log);
    await writeFile(path.join(dir, SETTINGS_FILE), content);

    expect(await store.get()).toEqual(defaultSettings);
    const [aside, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(aside).toMatch(/^settings\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(store.settingsNotices).toEqual([{ code: 'settings-recovered', file: path.join(dir, aside), reason: expect.any(String) }]);
    expect(log.warnings).toEqual([expect.stringContaining(`moved to ${path.join(dir, aside)}`)]);
    // The damaged file is kept as it was; a new save does not touch it.
    await store.update({ volume: 20 });
    expect(await readFile(path.join(dir, aside), 'utf8')).toBe(content);
    expect(await createSettingsStore(dir).get()).toEqual({ ...defaultSettings, volume: 20 });
  });

  it('an invalid field goes back to its default alone, with a notice naming it', async () => {
    const dir = await tempDir();
    const content = JSON.stringify({ version: 1, data: { ...defaultSettings, language: 'sv', volume: 900, ruleProfile: 'poker', recordsDatabase: 'mysql://x' } });
    await writeFile(path.join(dir, SETTINGS_FILE), content);
    const store = createSettingsStore(dir, memoryLog());
    expect(await store.get()).toEqual({ ...defaultSettings, language: 'sv' });
    expect(store.settingsNotices).toEqual([{ code: 'settings-field-reset', file: path.join(dir, SETTINGS_FILE), fields: ['volume', 'ruleProfile', 'recordsDatabase'] }]);
    expect(await readdir(dir)).toEqual([SETTINGS_FILE]); // nothing moved: the good fields are in use
  });

  it('leaves a file from a newer version untouched, runs on the defaults and says so', async () => {
    const dir = await tempDir();
    const content = JSON.stringify({ version: 2, data: { language: 'da', theme: 'dark' } });
    await writeFile(path.join(dir, SETTINGS_FILE), content);
    const store = createSettingsStore(dir, memoryLog());
    expect(await store.get()).toEqual(defaultSettings);
    expect(store.settingsNotices).toEqual([{ code: 'settings-newer', file: path.join(dir, SETTINGS_FILE), reason: 'format 2' }]);
    // A change applies for now, but the newer file is not overwritten.
    expect(await store.update({ language: 'sv' })).toMatchObject({ language: 'sv' });
    expect(await readFile(path.join(dir, SETTINGS_FILE), 'utf8')).toBe(content);
    expect(await readdir(dir)).toEqual([SETTINGS_FILE]);
  });

  it('removes temporary files left by saves that never finished, not a running save of another process', async () => {
    const dir = await tempDir();
    const dead = path.join(dir, '.settings.json.999999999.abcdef.tmp');
    const old = path.join(dir, `.records.sqlite.${process.ppid}.bak.tmp`); // an old store's backup temp, an hour old
    const live = path.join(dir, `.window-state.json.${process.ppid}.123abc.tmp`);
    for (const f of [dead, old, live]) await writeFile(f, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    await createSettingsStore(dir).get();
    expect(await readdir(dir)).toEqual([path.basename(live)]);
  });

  it('reports a recovered file to the renderer through app.notices, and logs it', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, SETTINGS_FILE), 'garbage');
    const log = memoryLog();
    const dispatch = createDispatch(createServices({ host: 'electron', dataDir: dir, log }));
    const info = await dispatch('app.notices', {});
    expect(info).toMatchObject({ ok: true, data: { notices: [{ code: 'settings-recovered', file: expect.stringContaining('settings.json.corrupt-') }] } });
    expect(log.warnings).toEqual([expect.stringMatching(/^The settings file was damaged \(not valid JSON.*\); it was moved to .*settings\.json\.corrupt-/)]);
  });

  it('turns a failed save into a readable storage error and keeps the last good state', async () => {
    const dir = await tempDir();
    const store = createSettingsStore(dir);
    await store.get();
    await mkdir(path.join(dir, SETTINGS_FILE)); // a folder where the file should go
    await expect(store.update({ volume: 5 })).rejects.toMatchObject({
      code: 'storage',
      message: expect.stringMatching(/^Could not save the settings to .*settings\.json: EISDIR/),
    });
    expect(await store.get()).toEqual(defaultSettings);
    await expect(store.update({ volume: 6 })).rejects.toMatchObject({ code: 'storage' }); // the queue is not stuck
  });
});
