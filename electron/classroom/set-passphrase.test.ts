import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Passphrase } from './passphrase';
import { passphraseAtStart } from './set-passphrase';

const dir = () => mkdtempSync(path.join(tmpdir(), 'set-passphrase-'));
const script = () => ({ input: Object.assign(new PassThrough(), { isTTY: false }), output: new PassThrough() });

describe('the passphrase set at the terminal of npm run classroom', () => {
  it("sets it from the passphrase file's first line, which then signs in", async () => {
    const dataDir = dir();
    const file = path.join(dir(), 'passphrase.txt');
    writeFileSync(file, 'a long class passphrase\nnot this line\n');
    expect(await passphraseAtStart(dataDir, file, script())).toBe('file');
    await expect(new Passphrase(dataDir).signIn('a long class passphrase', { address: 'a' })).resolves.toBeUndefined();
    await expect(new Passphrase(dataDir).signIn('not this line', { address: 'b' })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a short or missing file, and a host with none set and no terminal to ask at', async () => {
    const dataDir = dir();
    const short = path.join(dir(), 'short.txt');
    writeFileSync(short, 'short\n');
    await expect(passphraseAtStart(dataDir, short, script())).rejects.toThrow("The passphrase file's first line will not do: Choose a passphrase of at least 10 characters.");
    await expect(passphraseAtStart(dataDir, path.join(dataDir, 'none.txt'), script())).rejects.toThrow('The passphrase file could not be read');
    await expect(passphraseAtStart(dataDir, undefined, script())).rejects.toThrow("No instructor's passphrase is set for this data folder");
    expect(await new Passphrase(dataDir).isSet()).toBe(false);
  });

  it('keeps a passphrase already set when given no file', async () => {
    const dataDir = dir();
    await new Passphrase(dataDir).set('the passphrase kept');
    expect(await passphraseAtStart(dataDir, undefined, script())).toBe('kept');
    await expect(new Passphrase(dataDir).signIn('the passphrase kept', { address: 'a' })).resolves.toBeUndefined();
  });

  it('asks twice at a terminal, again when the two differ, and does not echo', async () => {
    const dataDir = dir();
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = new PassThrough();
    let shown = '';
    let wake: () => void = () => undefined;
    output.on('data', (d: Buffer) => {
      shown += d.toString();
      wake();
    });
    const asked = () => shown.match(/passphrase \(nothing is shown as you type\): |The same passphrase again: /g)?.length ?? 0;
    const done = passphraseAtStart(dataDir, undefined, { input, output });
    // Each line is typed once its question has been asked, as a person would: not after a guessed pause.
    let typed = 0;
    const type = async (line: string) => {
      typed += 1;
      while (asked() < typed) await new Promise<void>((r) => (wake = r));
      input.write(`${line}\r`);
    };
    await type('typed passphrase one');
    await type('typed passphrase two');
    await type('typed passphrase one');
    await type('typed passphrase one');
    expect(await done).toBe('typed');
    expect(shown).toContain('The two were not the same: try again.');
    expect(shown).not.toContain('typed passphrase');
    await expect(new Passphrase(dataDir).signIn('typed passphrase one', { address: 'a' })).resolves.toBeUndefined();
  });
});
