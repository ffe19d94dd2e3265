import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ExamError } from '../exam/errors';
import type { RecordsHandle } from '../store/records/open';
import { SharedRecords } from './shared-records';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('group commit', () => {
  it('writes that arrive together commit together; one that fails undoes only itself', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shared-records-'));
    const file = path.join(dir, 'records.sqlite');
    const records = new SharedRecords(() => ({ kind: 'sqlite', file }));
    const add = (n: number) =>
      records.write(async (s) => {
        await s.insertTrainee({ id: `t${n}`, name: `Trainee ${n}`, student_id: null, created_at: n });
        if (n === 7) throw new ExamError('duplicate-student', 'refused after its insert');
        return n;
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => add(n)));
    expect(outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<number>).value)).toEqual([...Array(20).keys()].filter((n) => n !== 7));
    expect((outcomes[7] as PromiseRejectedResult).reason).toMatchObject({ code: 'duplicate-student' });
    await records.close();

    // Read back from a fresh handle: what was acknowledged is on disk, the refused write is not.
    const again = new SharedRecords(() => ({ kind: 'sqlite', file }));
    const ids = (await (await again.store()).trainees()).map((t) => t.id).sort();
    expect(ids).toEqual([...Array(20).keys()].filter((n) => n !== 7).map((n) => `t${n}`).sort());
    await again.close();
  });

  it('a write is reported saved only once the log is synced to the disk: one that cannot be synced is refused', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shared-records-'));
    const file = path.join(dir, 'records.sqlite');
    const records = new SharedRecords(() => ({ kind: 'sqlite', file }));
    const add = (n: number) => records.write((s) => s.insertTrainee({ id: `t${n}`, name: `Trainee ${n}`, student_id: null, created_at: n }));
    await add(1);
    // The disk fails at the sync after the commit.
    const handle = await (records as unknown as { open(): Promise<RecordsHandle> }).open();
    const sync = handle.sync;
    handle.sync = () => Promise.reject(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    await expect(add(2)).rejects.toMatchObject({ code: 'storage', message: expect.stringContaining('could not be saved') });
    handle.sync = sync;
    await expect(add(3)).resolves.toBeUndefined();
    await records.close();
  });
});
