/**
 * Issue 32 finding 8: the data folder is its owner's alone. records.sqlite was mode 644 in a 755
 * folder, and another user of the instructor's computer read a running exam's items from it.
 */
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { testService } from '../exam/testing';
import { keepPrivate } from './private-files';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('issue 32 finding 8: the data folder and its files', () => {
  it("are made 0700 and 0600: the records and their log, the settings, the exam secret and a trainee's signing key", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'private-')), 'data');
    const t = testService(dataDir);
    const ann = await t.records.addTrainee({ name: 'Ann' });
    await t.services.settings.update({ volume: 10 });
    await t.service.createCode({ definitionId: 'builtin:raises-1' }, true); // a classroom host's: its secret
    await t.service.publicKey(ann.id); // the trainee's own signing key
    expect(await t.records.recordPractice(ann.id, { kind: 'min-raise', level: 1, profile: 'cash', seed: 1, answer: { kind: 'min-raise', min_raise_to: 1 }, earned: 1, possible: 1, score: 1, seconds: 1, unfinished: false })).toEqual({ status: 'saved' });
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of ['records.sqlite', 'records.sqlite-wal', 'records.sqlite-shm', 'settings.json', 'exam-secret.json', `signing-keys/${ann.id}.json`]) expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'signing-keys'))).toBe(0o700);
    await t.close();
  });

  it("made before, open to others, lose the others' permissions when opened; the owner's stay as they were", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'private-'));
    chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'records.sqlite');
    new Database(file).close();
    chmodSync(file, 0o644);
    const t = testService(dataDir);
    await t.records.trainees();
    expect([modeOf(dataDir), modeOf(file)]).toEqual([0o700, 0o600]);
    await t.close();
    // A read-only folder stays read-only: only others' permissions are taken off.
    const readOnly = path.join(dataDir, 'read-only');
    mkdirSync(readOnly);
    writeFileSync(path.join(readOnly, 'x'), '');
    chmodSync(readOnly, 0o555);
    keepPrivate(readOnly);
    expect(modeOf(readOnly)).toBe(0o500);
    chmodSync(readOnly, 0o755);
  });
});
