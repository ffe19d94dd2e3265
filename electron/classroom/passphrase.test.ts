import { scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Passphrase, PASSPHRASE_FILE } from './passphrase';

const dir = () => mkdtempSync(path.join(tmpdir(), 'passphrase-'));

/** A passphrase file as an earlier release wrote it: its own parameters beside the hash. */
function writeHash(dataDir: string, passphrase: string, params: { N: number; r: number; p: number }): void {
  const salt = Buffer.from('0123456789abcdef');
  const hash = scryptSync(passphrase.normalize('NFC'), salt, 32, { ...params, maxmem: 64 * 1024 * 1024 });
  writeFileSync(path.join(dataDir, PASSPHRASE_FILE), JSON.stringify({ algorithm: 'scrypt', ...params, salt: salt.toString('base64'), hash: hash.toString('base64') }));
}

describe("the instructor's passphrase hash", () => {
  it("is made with Node's default scrypt parameters, kept beside it", async () => {
    const dataDir = dir();
    await new Passphrase(dataDir).set('the class passphrase');
    const stored = JSON.parse(readFileSync(path.join(dataDir, PASSPHRASE_FILE), 'utf8'));
    expect(stored).toMatchObject({ algorithm: 'scrypt', N: 2 ** 14, r: 8, p: 1 });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    await expect(new Passphrase(dataDir).signIn('the class passphrase', 'a')).resolves.toBeUndefined();
    await expect(new Passphrase(dataDir).signIn('not the class passphrase', 'b')).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('made before with N = 2^15, still verifies by the parameters it carries', async () => {
    const dataDir = dir();
    writeHash(dataDir, 'an older passphrase', { N: 2 ** 15, r: 8, p: 1 });
    await expect(new Passphrase(dataDir).signIn('an older passphrase', 'a')).resolves.toBeUndefined();
    await expect(new Passphrase(dataDir).signIn('an older passphrase!', 'b')).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('slows wrong guesses from an address whatever the parameters, and a new passphrase replaces the old hash', async () => {
    let now = 1_000_000;
    const dataDir = dir();
    writeHash(dataDir, 'an older passphrase', { N: 2 ** 15, r: 8, p: 1 });
    const passphrase = new Passphrase(dataDir, () => now);
    await expect(passphrase.signIn('a wrong guess', 'guesser')).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(passphrase.signIn('an older passphrase', 'guesser')).rejects.toMatchObject({ code: 'rate-limited' });
    now += 1000;
    await expect(passphrase.signIn('an older passphrase', 'guesser')).resolves.toBeUndefined();
    await passphrase.set('a newer passphrase');
    expect(JSON.parse(readFileSync(path.join(dataDir, PASSPHRASE_FILE), 'utf8'))).toMatchObject({ N: 2 ** 14 });
    await expect(passphrase.signIn('an older passphrase', 'a')).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(passphrase.signIn('a newer passphrase', 'b')).resolves.toBeUndefined();
  });
});

describe("the host's warm-up of the sign-in", () => {
  it('counts no guess and changes nothing: the instructor signs in at once, and the file is as it was', async () => {
    const dataDir = dir();
    const passphrase = new Passphrase(dataDir);
    await passphrase.set('the class passphrase');
    const before = readFileSync(path.join(dataDir, PASSPHRASE_FILE), 'utf8');
    for (let k = 0; k < 3; k++) await passphrase.warmUp();
    expect(readFileSync(path.join(dataDir, PASSPHRASE_FILE), 'utf8')).toBe(before);
    await expect(passphrase.signIn('the class passphrase', '127.0.0.1')).resolves.toBeUndefined();
  });
});
