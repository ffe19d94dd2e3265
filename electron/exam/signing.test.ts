/** Signed results: verified on import, and a single changed byte anywhere in the file is caught. */
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import type { ExamResult } from '../../shared/exam';
import { readResultFile, resultFileText, signResult } from './export';
import { canonicalJson, installationSigner, KEY_FILE, signerFrom, TRAINEE_KEYS_DIR, traineeSigner, verifySignature } from './signing';
import { keyAnswers, tempDir, testService } from './testing';
import { checkResultFile } from './verify';

let fileText: string;

beforeAll(async () => {
  const t = testService();
  const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 99 });
  const trainee = await t.records.addTrainee({ name: 'Zoë "Z" Quinn', studentId: 'S-7' });
  const key = keyAnswers(code);
  let v = await t.service.start({ code, traineeId: trainee.id });
  for (let i = 0; v.status === 'running'; i++) {
    t.clock.advance(20_000);
    // One wrong answer and one late one, so the file has partial and zero scores to check.
    const answer = i === 3 ? offByOne(key[v.item!.index]) : key[v.item!.index];
    if (i === 5) t.clock.advance(60_000);
    v = (await t.service.submit({ examId: v.examId, index: v.item!.index, answer })).view;
  }
  fileText = (await t.service.exportResult({ examId: v.examId })).text;
  await t.close();
});

/** The answer with its first amount one chip off. */
function offByOne(a: Answer): Answer {
  const copy = structuredClone(a) as Record<string, unknown>;
  const field = Object.keys(copy).find((k) => typeof copy[k] === 'number')!;
  copy[field] = (copy[field] as number) + 1;
  return copy as Answer;
}

describe('signing', () => {
  it('one key per installation, made once and kept', async () => {
    const dir = tempDir();
    const a = await installationSigner(dir);
    const b = await installationSigner(dir);
    expect(a.publicKey).toBe(b.publicKey);
    writeFileSync(path.join(dir, KEY_FILE), 'garbled');
    let moved = '';
    const c = await installationSigner(dir, (to) => (moved = to));
    expect(c.publicKey).not.toBe(a.publicKey);
    expect(moved).toMatch(/signing-key\.json\.corrupt-/);
    expect(readFileSync(moved, 'utf8')).toBe('garbled');
  });

  it('a key of their own for each trainee of a shared computer, apart from the installation key, each kept', async () => {
    const dir = tempDir();
    const [ann, bo, host] = await Promise.all([traineeSigner(dir, 'ann-1'), traineeSigner(dir, 'bo-2'), installationSigner(dir)]);
    expect(new Set([ann.publicKey, bo.publicKey, host.publicKey]).size).toBe(3);
    expect((await traineeSigner(dir, 'ann-1')).publicKey).toBe(ann.publicKey);
    expect(readdirSync(path.join(dir, TRAINEE_KEYS_DIR)).sort()).toEqual(['ann-1.json', 'bo-2.json']);
    expect(() => traineeSigner(dir, '../signing-key')).toThrow(/not a trainee id/);
  });

  it('canonical JSON does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('an exported result verifies: signature, items from the code, scores from the answers', () => {
    const checked = checkResultFile(fileText);
    expect(checked).toMatchObject({ ok: true });
    const r = readResultFile(fileText).result;
    expect(r.items.find((i) => i.status === 'late')).toBeDefined();
    expect(r.items.find((i) => i.status === 'answered' && i.score < 1)).toBeDefined();
    expect(r.trainee).toMatchObject({ name: 'Zoë "Z" Quinn', studentId: 'S-7' });
  });

  it('every single changed byte is detected', () => {
    // Runs on a fresh key each time: one non-canonical key encoding OpenSSL accepts shows only with some keys.
    const bytes = Buffer.from(fileText, 'utf8');
    let accepted = 0;
    for (let i = 0; i < bytes.length; i++) {
      // Low bits change a digit or a letter; 0x20 turns case or a space into something else.
      const changed = Buffer.from(bytes);
      changed[i] ^= [0x01, 0x02, 0x04, 0x20][i % 4];
      if (checkResultFile(changed.toString('utf8')).ok) accepted++;
    }
    expect(accepted).toBe(0);
  });

  it('a result doctored and signed again with another key is caught by re-scoring', () => {
    const signed = readResultFile(fileText);
    const other = signerFrom(generateKeyPairSync('ed25519').privateKey);
    const doctored = structuredClone(signed.result) as ExamResult;
    const wrong = doctored.items.find((i) => i.score < 1)!;
    wrong.score = 1;
    wrong.earned = wrong.possible;
    wrong.status = 'answered';
    const resigned = resultFileText(signResult(doctored, other));
    const checked = checkResultFile(resigned);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reasons.join(' ')).toMatch(/score is not what its answer scores|does not add up/);
    // Items swapped for easier ones are caught too.
    const swapped = structuredClone(signed.result) as ExamResult;
    swapped.items[0].seed += 1;
    const c2 = checkResultFile(resultFileText(signResult(swapped, other)));
    expect(c2.ok ? [] : c2.reasons).toContain('item 1 is not the item the code gives');
  });

  it('only the one encoding of a public key is accepted (any bit changed in it fails, whatever the key)', () => {
    for (let n = 0; n < 40; n++) {
      const s = signerFrom(generateKeyPairSync('ed25519').privateKey);
      const sig = s.sign('x');
      const der = Buffer.from(s.publicKey, 'base64');
      for (let i = 0; i < der.length * 8; i++) {
        const c = Buffer.from(der);
        c[i >> 3] ^= 1 << (i & 7);
        expect(verifySignature('x', sig, c.toString('base64'))).toBe(false);
      }
    }
  });

  it('verifySignature refuses a wrong key, a wrong signature and junk', () => {
    const signed = readResultFile(fileText);
    const text = canonicalJson(signed.result);
    expect(verifySignature(text, signed.signature, signed.publicKey)).toBe(true);
    const other = signerFrom(generateKeyPairSync('ed25519').privateKey);
    expect(verifySignature(text, signed.signature, other.publicKey)).toBe(false);
    expect(verifySignature(text, other.sign(text), signed.publicKey)).toBe(false);
    expect(verifySignature(text, 'junk', 'junk')).toBe(false);
  });
});
