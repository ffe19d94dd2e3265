/**
 * The trainee paths on every records backend (SQLite, and PostgreSQL when TEST_POSTGRES_URL is
 * set): rename (certificates keep the name they were issued to; a reissue replaces one, and the
 * old code still verifies, marked replaced), merge (answers, exams and attempts joined, each
 * attempt counted once), archive and restore, delete after the counts of what is lost; and who may
 * do it: the instructor's passphrase for a trainee who has taken an exam, never a class's trainee.
 */
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import { createDispatch } from '../api/dispatch';
import { Passphrase } from '../classroom/passphrase';
import { keyAnswers, testService } from '../exam/testing';
import { backends } from '../store/records/testing';

const practice = (seed: number, score: number, kind: 'min-raise' | 'gather' = 'min-raise') => ({
  kind,
  level: 1,
  profile: 'cash' as const,
  seed,
  answer: (kind === 'gather' ? { kind, returned: [], pots: [] } : { kind, min_raise_to: seed }) as Answer,
  earned: score,
  possible: 1,
  score,
  seconds: 4,
  unfinished: false,
});

type T = ReturnType<typeof testService>;

/** Takes an attempt at `code` to the end: every item right when `pass`, else every item left open. */
async function takeExam(t: T, code: string, traineeId: string, pass: boolean) {
  let v = await t.service.start({ code, traineeId });
  const key = keyAnswers(code, v.attempt);
  if (pass) {
    for (let i = 0; i < v.itemCount; i++) {
      t.clock.advance(5_000);
      v = (await t.service.submit({ examId: v.examId, index: i, answer: key[i] })).view;
    }
  }
  return t.service.finish({ examId: v.examId });
}

describe.each(backends)('trainee paths on $name', (backend) => {
  const fresh = async () => {
    const { dataDir, database } = await backend.fresh();
    return testService(dataDir, undefined, database);
  };

  it('renames a trainee; the certificate keeps its name until issued again, and the old code then verifies as replaced', async () => {
    const t = await fresh();
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 11 });
    const ann = await t.records.addTrainee({ name: 'Anm Berg', studentId: 'S-1' });
    const result = await takeExam(t, code, ann.id, true);
    expect(result.passed).toBe(true);
    const first = await t.service.certificate({ examId: result.examId });

    const renamed = await t.services.trainees.rename({ traineeId: ann.id, name: 'Ann Berg', studentId: 'S-1' });
    expect(renamed).toMatchObject({ id: ann.id, name: 'Ann Berg', studentId: 'S-1', archivedAt: null });
    expect((await t.records.trainees()).trainees.map((x) => x.name)).toEqual(['Ann Berg']);
    // Issued already: the result and its certificate name whom they were issued to.
    expect((await t.service.result({ examId: result.examId })).trainee.name).toBe('Anm Berg');
    expect((await t.service.certificate({ examId: result.examId })).verificationCode).toBe(first.verificationCode);
    expect(await t.services.trainees.certificates({ traineeId: ann.id })).toEqual({
      certificates: [expect.objectContaining({ examId: result.examId, issuedTo: 'Anm Berg', verificationCode: first.verificationCode })],
    });

    const again = await t.service.reissueCertificate({ examId: result.examId });
    expect(again.verificationCode).not.toBe(first.verificationCode);
    expect((await t.service.result({ examId: result.examId })).trainee.name).toBe('Ann Berg');
    const old = await t.instructor.verifyCertificate({ verificationCode: first.verificationCode });
    expect(old).toMatchObject({ row: { traineeName: 'Anm Berg', percent: result.percent }, replacedBy: again.verificationCode });
    expect(await t.instructor.verifyCertificate({ verificationCode: again.verificationCode })).toMatchObject({ row: { traineeName: 'Ann Berg' }, replacedBy: null });
    // Nothing to issue again under the same name.
    await expect(t.service.reissueCertificate({ examId: result.examId })).rejects.toMatchObject({ code: 'bad-request' });
    // A student id another trainee holds is refused.
    await t.records.addTrainee({ name: 'Bo', studentId: 'S-2' });
    await expect(t.services.trainees.rename({ traineeId: ann.id, name: 'Ann', studentId: 'S-2' })).rejects.toMatchObject({ code: 'duplicate-student' });
    await t.close();
  });

  it('merges two trainees who are one person: answers, totals, exams and attempts joined, each attempt counted once', async () => {
    const t = await fresh();
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 11 });
    const ann = await t.records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    const typo = await t.records.addTrainee({ name: 'Anne' });
    for (let i = 0; i < 3; i++) await t.records.recordPractice(ann.id, practice(i, 1));
    for (let i = 0; i < 2; i++) await t.records.recordPractice(typo.id, practice(10 + i, 0));
    await t.records.recordPractice(typo.id, practice(20, 1, 'gather'));
    // Each took the first attempt at the same code (of raises-1's 2) under their own trainee.
    t.clock.advance(60_000);
    const first = await takeExam(t, code, typo.id, false);
    t.clock.advance(60_000);
    const second = await takeExam(t, code, ann.id, false);
    expect([first.attempt, second.attempt]).toEqual([1, 1]);

    // Through the handler, as the screens ask: the exam service then reads the moved exams anew.
    const kept = await createDispatch(t.services)('records.mergeTrainees', { intoId: ann.id, fromId: typo.id });
    expect(kept).toMatchObject({ ok: true, data: { id: ann.id, name: 'Ann', studentId: 'S-1' } });
    expect((await t.records.trainees({ archived: true })).trainees.map((x) => x.id)).toEqual([ann.id]);
    expect(await t.services.trainees.holdings({ traineeId: ann.id })).toEqual({ answers: 6 + 2 * first.items.length, exams: 2, certificates: 0 });
    // The running totals are the joined answers' (practice and both exams' items).
    const totals = (await t.instructor.classProgress({})).trainees[0];
    expect(totals).toMatchObject({ traineeId: ann.id, items: 6 + 2 * first.items.length });
    expect(totals.kinds.find((k) => k.kind === 'gather')).toMatchObject({ items: 1, accuracy: 1 });
    // Attempts in the order taken: the merged one's first, then the kept one's; both used up.
    const store = await t.services.recordsDb.store();
    expect((await store.attempts({ id: ann.id, student_id: 'S-1' }, first.code)).map((a) => [a.id, a.attempt])).toEqual([
      [first.examId, 1],
      [second.examId, 2],
    ]);
    await expect(t.service.start({ code, traineeId: ann.id })).rejects.toMatchObject({ code: 'no-attempts-left' });
    expect(await t.service.owner(first.examId)).toBe(ann.id);
    await t.close();
  });

  it('merges two trainees whose attempts were counted apart into one count; refuses two student ids and a trainee with themselves', async () => {
    const t = await fresh();
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 12 });
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const other = await t.records.addTrainee({ name: 'Ann', studentId: 'S-7' });
    await takeExam(t, code, other.id, false);
    const kept = await t.services.trainees.merge({ intoId: ann.id, fromId: other.id });
    // The kept trainee had no student id: the merged one's is theirs now, with its attempt.
    expect(kept.studentId).toBe('S-7');
    const next = await t.service.start({ code, traineeId: ann.id });
    expect(next.attempt).toBe(2);
    const bo = await t.records.addTrainee({ name: 'Bo', studentId: 'B-1' });
    const bo2 = await t.records.addTrainee({ name: 'Bo', studentId: 'B-2' });
    await expect(t.services.trainees.merge({ intoId: bo.id, fromId: bo2.id })).rejects.toMatchObject({ code: 'student-ids-differ' });
    await expect(t.services.trainees.merge({ intoId: bo.id, fromId: bo.id })).rejects.toMatchObject({ code: 'same-trainee' });
    await t.close();
  });

  it('archives a trainee: hidden from the list, records kept, restored as they were', async () => {
    const t = await fresh();
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const bo = await t.records.addTrainee({ name: 'Bo' });
    await t.records.recordPractice(ann.id, practice(1, 1));
    t.clock.advance(1000);
    const archived = await t.services.trainees.archive({ traineeId: ann.id, archived: true });
    expect(archived.archivedAt).toBe(t.clock.now());
    expect((await t.records.trainees()).trainees.map((x) => x.name)).toEqual(['Bo']);
    expect((await t.records.trainees({ archived: true })).trainees.map((x) => [x.name, x.archivedAt])).toEqual([
      ['Ann', t.clock.now()],
      ['Bo', null],
    ]);
    expect((await t.records.progress({ traineeId: ann.id })).kinds).toHaveLength(1);
    const restored = await t.services.trainees.archive({ traineeId: ann.id, archived: false });
    expect(restored.archivedAt).toBeNull();
    expect((await t.records.trainees()).trainees.map((x) => x.id)).toEqual([ann.id, bo.id]);
    await t.close();
  });

  it('deletes a trainee and all of theirs only for the counts confirmed', async () => {
    const t = await fresh();
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 11 });
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const bo = await t.records.addTrainee({ name: 'Bo' });
    await t.records.recordPractice(ann.id, practice(1, 1));
    await t.records.recordPractice(bo.id, practice(2, 1));
    const passed = await takeExam(t, code, ann.id, true);
    const holdings = await t.services.trainees.holdings({ traineeId: ann.id });
    expect(holdings).toEqual({ answers: 1 + passed.items.length, exams: 1, certificates: 1 });
    // An answer given since the confirmation: the counts differ, nothing is deleted.
    await t.records.recordPractice(ann.id, practice(3, 1));
    await expect(t.services.trainees.delete({ traineeId: ann.id, confirmed: holdings })).rejects.toMatchObject({ code: 'holdings-changed' });
    expect((await t.records.trainees()).trainees).toHaveLength(2);
    await t.services.trainees.delete({ traineeId: ann.id, confirmed: { ...holdings, answers: holdings.answers + 1 } });
    expect((await t.records.trainees({ archived: true })).trainees.map((x) => x.name)).toEqual(['Bo']);
    const store = await t.services.recordsDb.store();
    expect(await store.answerPoints(ann.id)).toEqual([]);
    expect(await store.exam(passed.examId)).toBeUndefined();
    expect(await store.examItems(passed.examId)).toEqual([]);
    expect((await t.instructor.classProgress({})).trainees.map((x) => [x.name, x.items])).toEqual([['Bo', 1]]);
    await t.close();
  });

  it('leaves a change to a trainee who has taken an exam to the instructor where a passphrase is set', async () => {
    const t = await fresh();
    const dispatch = createDispatch(t.services);
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 11 });
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const bo = await t.records.addTrainee({ name: 'Bo' });
    await takeExam(t, code, ann.id, false);
    // No passphrase: nobody to ask, the local user does it.
    expect(await dispatch('records.renameTrainee', { traineeId: ann.id, name: 'Anna', studentId: null })).toMatchObject({ ok: true });
    await new Passphrase(t.dataDir).set('correct horse battery');
    expect(await dispatch('instructor.area', {})).toEqual({ ok: true, data: { passphraseSet: true, unlocked: false } });
    expect(await dispatch('records.renameTrainee', { traineeId: ann.id, name: 'Ann', studentId: null })).toMatchObject({ ok: false, error: { code: 'forbidden', reason: 'instructor-only' } });
    expect(await dispatch('records.deleteTrainee', { traineeId: ann.id, confirmed: { answers: 0, exams: 1, certificates: 0 } })).toMatchObject({ ok: false, error: { reason: 'instructor-only' } });
    expect(await dispatch('instructor.class', {})).toMatchObject({ ok: false, error: { reason: 'instructor-only' } });
    // A trainee without an exam is still theirs to rename, and archiving keeps every record.
    expect(await dispatch('records.renameTrainee', { traineeId: bo.id, name: 'Bob', studentId: null })).toMatchObject({ ok: true, data: { name: 'Bob' } });
    expect(await dispatch('records.archiveTrainee', { traineeId: ann.id, archived: true })).toMatchObject({ ok: true });
    expect(await dispatch('instructor.unlock', { passphrase: 'wrong wrong wrong' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    t.clock.advance(2_000);
    await new Promise((r) => setTimeout(r, 1_100)); // the wrong guess's wait (the passphrase's own clock)
    expect(await dispatch('instructor.unlock', { passphrase: 'correct horse battery' })).toEqual({ ok: true, data: {} });
    expect(await dispatch('records.renameTrainee', { traineeId: ann.id, name: 'Ann', studentId: null })).toMatchObject({ ok: true, data: { name: 'Ann' } });
    expect(await dispatch('instructor.class', {})).toMatchObject({ ok: true });
    await dispatch('instructor.lock', {});
    expect(await dispatch('instructor.class', {})).toMatchObject({ ok: false, error: { reason: 'instructor-only' } });
    // In a class: the instructor does these; a trainee cannot, not even for themselves.
    expect(await dispatch('records.renameTrainee', { traineeId: ann.id, name: 'Annie', studentId: null }, { role: 'instructor' })).toMatchObject({ ok: true });
    expect(await dispatch('records.renameTrainee', { traineeId: ann.id, name: 'Me', studentId: null }, { role: 'trainee', traineeId: ann.id })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await dispatch('records.overview', { traineeId: bo.id }, { role: 'trainee', traineeId: ann.id })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await t.close();
  });

  it('refuses to merge or delete a trainee whose exam is running', async () => {
    const t = await fresh();
    const dispatch = createDispatch(t.services);
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 11 });
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const bo = await t.records.addTrainee({ name: 'Bo' });
    await t.service.start({ code, traineeId: bo.id });
    expect(await dispatch('records.mergeTrainees', { intoId: ann.id, fromId: bo.id })).toMatchObject({ ok: false, error: { code: 'conflict', reason: 'exam-running' } });
    expect(await dispatch('records.deleteTrainee', { traineeId: bo.id, confirmed: { answers: 0, exams: 1, certificates: 0 } })).toMatchObject({ ok: false, error: { reason: 'exam-running' } });
    await t.close();
  });
});
