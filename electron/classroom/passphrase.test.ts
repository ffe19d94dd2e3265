import { scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../errors';
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
    await expect(new Passphrase(dataDir).signIn('the class passphrase', { address: 'a' })).resolves.toBeUndefined();
    await expect(new Passphrase(dataDir).signIn('not the class passphrase', { address: 'b' })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('made before with N = 2^15, still verifies by the parameters it carries', async () => {
    const dataDir = dir();
    writeHash(dataDir, 'an older passphrase', { N: 2 ** 15, r: 8, p: 1 });
    await expect(new Passphrase(dataDir).signIn('an older passphrase', { address: 'a' })).resolves.toBeUndefined();
    await expect(new Passphrase(dataDir).signIn('an older passphrase!', { address: 'b' })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('slows wrong guesses from an address whatever the parameters, and a new passphrase replaces the old hash', async () => {
    let now = 1_000_000;
    const dataDir = dir();
    writeHash(dataDir, 'an older passphrase', { N: 2 ** 15, r: 8, p: 1 });
    const passphrase = new Passphrase(dataDir, () => now);
    await expect(passphrase.signIn('a wrong guess', { address: 'guesser' })).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(passphrase.signIn('an older passphrase', { address: 'guesser' })).rejects.toMatchObject({ code: 'rate-limited' });
    now += 1000;
    await expect(passphrase.signIn('an older passphrase', { address: 'guesser' })).resolves.toBeUndefined();
    await passphrase.set('a newer passphrase');
    expect(JSON.parse(readFileSync(path.join(dataDir, PASSPHRASE_FILE), 'utf8'))).toMatchObject({ N: 2 ** 14 });
    await expect(passphrase.signIn('an older passphrase', { address: 'a' })).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(passphrase.signIn('a newer passphrase', { address: 'b' })).resolves.toBeUndefined();
  });
});

describe('issue 32 finding 6: checks by address, not in one queue', () => {
  it("guessers from many addresses do not hold up the instructor's check, and an address has one check at a time", async () => {
    let now = 1_000_000;
    const dataDir = dir();
    const passphrase = new Passphrase(dataDir, () => now);
    await passphrase.set('the class passphrase');
    const done: string[] = [];
    const ask = (guess: string, address: string, onHost = false) =>
      passphrase.signIn(guess, { address, onHost }).then(
        () => void done.push(`${address}: in`),
        (error: ApiFailure) => void done.push(`${address}: ${error.reason}`),
      );
    // 24 addresses guess at once, 6 of them twice at once; then the instructor, at the host itself.
    const guessers = Array.from({ length: 24 }, (_, k) => `10.0.0.${k + 1}`);
    const first = [...guessers.map((a) => ask('a wrong guess', a)), ...guessers.slice(0, 6).map((a) => ask('another guess', a))];
    const instructor = ask('the class passphrase', '10.0.0.200', true);
    await Promise.all([...first, instructor]);
    // The second guess of an address already being checked is refused at once, unchecked.
    expect(done.slice(0, 6)).toEqual(guessers.slice(0, 6).map((a) => `${a}: passphrase-busy`));
    // At most two checks were under way when the instructor asked: theirs came next, ahead of the other 22
    // (finished among the first few: a check's time varies on a busy machine; in one queue it was last).
    expect(done.indexOf('10.0.0.200: in') - 6).toBeLessThanOrEqual(8);
    expect(done.filter((d) => d.endsWith('wrong-passphrase'))).toHaveLength(24);

    // Their waits over, the guessers try again, and someone from another computer asks for the first time: that check goes first.
    now += 1000;
    done.length = 0;
    await Promise.all([...guessers.map((a) => ask('a third guess', a)), ask('the class passphrase', '10.0.0.201')]);
    expect(done.indexOf('10.0.0.201: in')).toBeLessThanOrEqual(8);
  });

  it('says how long to wait: after a wrong passphrase, and to a try made before the wait is over', async () => {
    let now = 1_000_000;
    const dataDir = dir();
    const passphrase = new Passphrase(dataDir, () => now);
    await passphrase.set('the class passphrase');
    await expect(passphrase.signIn('wrong', { address: 'a' })).rejects.toMatchObject({ code: 'unauthorized', reason: 'wrong-passphrase', more: { retryAfter: 1 } });
    now += 400;
    await expect(passphrase.signIn('wrong', { address: 'a' })).rejects.toMatchObject({ code: 'rate-limited', reason: 'passphrase-wait', more: { retryAfter: 1 } });
    now += 600;
    await expect(passphrase.signIn('wrong again', { address: 'a' })).rejects.toMatchObject({ reason: 'wrong-passphrase', more: { retryAfter: 2 } });
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
    await expect(passphrase.signIn('the class passphrase', { address: '127.0.0.1' })).resolves.toBeUndefined();
  });
});
