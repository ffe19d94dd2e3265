import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/support';
import { moveAside, readJsonFile, writeFileAtomic } from './atomic-file';

const tempDir = useTempDirs();

describe('writeFileAtomic', () => {
  it('writes the content and leaves no temporary file behind', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'nested', 'settings.json');
    await writeFileAtomic(file, '{"a":1}');
    await writeFileAtomic(file, '{"a":2}');
    expect(await readFile(file, 'utf8')).toBe('{"a":2}');
    expect(await readdir(path.dirname(file))).toEqual(['settings.json']);
  });

  it('never lets a reader see a half-written file', async () => {
    const file = path.join(await tempDir(), 'big.json');
    // Large enough that a write in place is caught half done.
    const versions = ['a', 'b'].map((letter) => JSON.stringify({ fill: letter.repeat(2_000_000) }));
    await writeFileAtomic(file, versions[0]);
    let writing = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (writing) {
        const text = await readFile(file, 'utf8');
        seen.add(versions.includes(text) ? 'whole' : `torn at ${text.length} chars`);
      }
    })();
    for (let i = 1; i <= 20; i++) await writeFileAtomic(file, versions[i % 2]);
    writing = false;
    await reader;
    expect([...seen]).toEqual(['whole']);
  });

  it('keeps the old file whole and cleans up when the final rename fails', async () => {
    const dir = await tempDir();
    const target = path.join(dir, 'taken');
    await mkdir(target); // a folder where the file should go: rename fails
    await writeFile(path.join(target, 'inside.txt'), 'kept');
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken']);
    expect(await readFile(path.join(target, 'inside.txt'), 'utf8')).toBe('kept');
  });
});

describe('readJsonFile', () => {
  it('tells missing, valid and unreadable files apart', async () => {
    const dir = await tempDir();
    expect(await readJsonFile(path.join(dir, 'none.json'))).toEqual({ kind: 'missing' });
    await writeFile(path.join(dir, 'ok.json'), '{"x":[1,2]}');
    expect(await readJsonFile(path.join(dir, 'ok.json'))).toEqual({ kind: 'ok', value: { x: [1, 2] } });
    await writeFile(path.join(dir, 'bad.json'), '{"x":');
    expect(await readJsonFile(path.join(dir, 'bad.json'))).toEqual({ kind: 'unreadable', reason: expect.stringMatching(/^not valid JSON/) });
  });

  it('throws on I/O errors rather than calling the file missing', async () => {
    const dir = await tempDir();
    await expect(readJsonFile(dir)).rejects.toThrow(/EISDIR/);
  });
});

describe('moveAside', () => {
  it('renames to <name>.corrupt-<time>, never over an earlier one', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'settings.json');
    const now = new Date('2026-11-30T03:12:52.123Z');
    await writeFile(file, 'first');
    expect(await moveAside(file, now)).toBe(`${file}.corrupt-2026-11-30T03-12-52-123Z`);
    await writeFile(file, 'second');
    expect(await moveAside(file, now)).toBe(`${file}.corrupt-2026-11-30T03-12-52-123Z-2`);
    expect((await readdir(dir)).sort()).toEqual(['settings.json.corrupt-2026-11-30T03-12-52-123Z', 'settings.json.corrupt-2026-11-30T03-12-52-123Z-2']);
    expect(await readFile(`${file}.corrupt-2026-11-30T03-12-52-123Z`, 'utf8')).toBe('first');
  });
});
