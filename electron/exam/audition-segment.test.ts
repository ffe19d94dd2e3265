/**
 * An exam's audition segment on the host: the table opens once the items are done, the trainee
 * deals it through the audition service, and its figures go into the signed result; the combined
 * pass rule (items AND segment), the exam's clock, a hand-in and a restart mid-segment; the
 * signature covers the segment, and a result from before the segment still verifies. The engine's
 * answers are read from the run kept in main, as only a test may.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import type { ExamDefinition, ExamView, SignedResult } from '../../shared/exam';
import type { AuditionService } from '../audition/service';
import type { DealtHand } from '../drills/audition/deal';
import { segmentPassed, segmentSeed } from './audition-segment';
import { encodeExamCode } from './code';
import { classRowOf } from '../instructor/service';
import { classCsv, readResultFile, resultFileText, signResult } from './export';
import { signerFrom } from './signing';
import { keyAnswers, tempDir, testService } from './testing';
import { checkConsistent, checkResultFile } from './verify';
import { generateKeyPairSync } from 'node:crypto';

const S = 1000;
const definition = (audition: ExamDefinition['audition'], time: Partial<Pick<ExamDefinition, 'perItemSeconds' | 'totalSeconds'>> = {}): ExamDefinition => ({
  title: 'Gather and a table',
  profile: 'cash',
  sections: [
    { kind: 'gather', count: 1, level: 1 },
    { kind: 'side-pots', count: 1, level: 1 },
  ],
  perItemSeconds: 120,
  totalSeconds: null,
  passPercent: 50,
  attempts: 2,
  shuffle: false,
  audition,
  ...time,
});

const peek = (a: AuditionService, runId: string) => (a as unknown as { runs: Map<string, { hand: DealtHand; task: number; seed: number }> }).runs.get(runId)!;

async function setUp(d: ExamDefinition, dataDir = tempDir()) {
  const t = testService(dataDir);
  const code = encodeExamCode({ definition: d }, 4242);
  const trainee = await t.records.addTrainee({ name: 'Ann' });
  return { ...t, code, trainee, key: keyAnswers(code) };
}

type T = Awaited<ReturnType<typeof setUp>>;

/** Answers the items: with the key's answers, or lets each run out of time. */
async function items(t: T, v: ExamView, how: 'right' | 'time-out'): Promise<ExamView> {
  while (v.item) {
    t.clock.advance(how === 'right' ? 10 * S : 121 * S);
    v = how === 'right' ? (await t.service.submit({ examId: v.examId, index: v.item.index, answer: t.key[v.item.index] })).view : await t.service.current({ examId: v.examId });
  }
  return v;
}

/** Deals `hands` hands of the exam's table (all if not given), each task answered right, `seconds` a task. */
async function deal(t: T, runId: string, seconds: number, hands = Infinity): Promise<void> {
  const a = t.services.auditions;
  let view = a.current(runId, t.trainee.id);
  while (view.status === 'running' && view.hand <= hands) {
    const run = peek(a, runId);
    t.clock.advance(seconds * S);
    view = (await a.answer(runId, run.hand.tasks[run.task].asked.answer as Answer, t.trainee.id)).view;
    if (view.hand > hands) break;
  }
}

describe("an exam's audition segment", () => {
  it('opens after the items, deals the table the code gives, never sends an answer, and goes into the signed result', async () => {
    const t = await setUp(definition({ game: 'holdem', hands: 2, mode: 'learn' }));
    let v = await t.service.start({ code: t.code, traineeId: t.trainee.id });
    expect(v.audition).toBeNull();
    v = await items(t, v, 'right');
    expect(v).toMatchObject({ status: 'running', item: null, audition: { status: 'running' } });
    const runId = v.audition!.runId;
    // The table is the one the code and attempt give, taken in the exam, its number never shown.
    expect(peek(t.services.auditions, runId).seed).toBe(segmentSeed(t.code, 1));
    const table = t.services.auditions.current(runId, t.trainee.id);
    expect(table).toMatchObject({ seed: null, setup: { format: 'holdem', seats: 6, mode: 'learn', hands: 2, profile: 'cash' } });
    expect(JSON.stringify(table)).not.toContain('"answer"');
    expect(JSON.stringify(v)).not.toContain('"answer"');
    // Asked again (a reloaded page), the same table: not a second one.
    expect((await t.service.current({ examId: v.examId })).audition!.runId).toBe(runId);
    await deal(t, runId, 30);
    v = await t.service.current({ examId: v.examId });
    expect(v.status).toBe('finished');
    const r = await t.service.result({ examId: v.examId });
    expect(r.percent).toBe(100);
    expect(r.audition).toMatchObject({ seats: 6, stats: { hands: 2, accuracy: 1, handsPerHour: null, missed: 0, falseCalls: 0 }, grade: { accuracyMet: true, paceMet: null, passed: true }, passed: true });
    expect(r.passed).toBe(true);
    expect((await t.services.auditions.history(t.trainee.id)).runs[0]).toMatchObject({ runId, where: 'exam' });
    expect(checkConsistent(r)).toEqual([]);
    await t.close();
  });

  it('items passed but the segment not (handed in after one hand of two): the exam is not passed', async () => {
    const t = await setUp(definition({ game: 'holdem', hands: 2, mode: 'learn' }));
    const v = await items(t, await t.service.start({ code: t.code, traineeId: t.trainee.id }), 'right');
    await deal(t, v.audition!.runId, 30, 1);
    const r = await t.service.finish({ examId: v.examId });
    expect(r.percent).toBe(100);
    expect(r.audition).toMatchObject({ stats: { hands: 1, accuracy: 1 }, grade: { passed: true }, passed: false });
    expect(r.passed).toBe(false);
    await expect(t.service.certificate({ examId: v.examId })).rejects.toMatchObject({ code: 'not-passed' });
    await t.close();
  });

  it('the segment passed but not the items (each ran out of time): the exam is not passed', async () => {
    const t = await setUp(definition({ game: 'holdem', hands: 1, mode: 'learn' }));
    const v = await items(t, await t.service.start({ code: t.code, traineeId: t.trainee.id }), 'time-out');
    expect(v.tally.timedOut).toBe(2);
    await deal(t, v.audition!.runId, 30);
    const r = await t.service.result({ examId: v.examId });
    expect(r.percent).toBe(0);
    expect(r.audition!.passed).toBe(true);
    expect(r.passed).toBe(false);
    await t.close();
  });

  it('practice pace: the grade asks for the pace, so a slow table fails the segment though every task is right', async () => {
    const t = await setUp(definition({ game: 'holdem', hands: 1, mode: 'practice', seats: 4 }));
    const v = await items(t, await t.service.start({ code: t.code, traineeId: t.trainee.id }), 'right');
    await deal(t, v.audition!.runId, 600); // ten minutes a task: far below 80 % of 30 hands an hour
    const r = await t.service.result({ examId: v.examId });
    expect(r.audition).toMatchObject({ seats: 4, stats: { hands: 1 }, grade: { accuracyMet: true, paceMet: false, passed: false }, passed: false });
    expect(r.passed).toBe(false);
    await t.close();
  });

  it("keeps the exam's clock: at the total time the table ends where it stands", async () => {
    const t = await setUp(definition({ game: 'holdem', hands: 3, mode: 'learn' }, { perItemSeconds: null, totalSeconds: 600 }));
    const v = await items(t, await t.service.start({ code: t.code, traineeId: t.trainee.id }), 'right');
    await deal(t, v.audition!.runId, 30, 1);
    t.clock.advance(700 * S);
    const now = await t.service.current({ examId: v.examId });
    expect(now.status).toBe('finished');
    const r = await t.service.result({ examId: v.examId });
    expect(r.finishedAt).toBe(new Date(v.startedAt + 600 * S).toISOString());
    expect(r.audition).toMatchObject({ stats: { hands: 1 }, passed: false });
    // The table is over: no more tasks are taken.
    await expect(t.services.auditions.answer(v.audition!.runId, {}, t.trainee.id)).rejects.toThrow(/over/);
    await t.close();
  });

  it('a table never opened (the time ran out during the items) is a segment of no hand, not passed', async () => {
    const t = await setUp(definition({ game: 'stud', hands: 2, mode: 'learn' }, { perItemSeconds: null, totalSeconds: 60 }));
    const v = await t.service.start({ code: t.code, traineeId: t.trainee.id });
    t.clock.advance(61 * S);
    expect((await t.service.current({ examId: v.examId })).status).toBe('finished');
    const r = await t.service.result({ examId: v.examId });
    expect(r.audition).toMatchObject({ seats: 6, stats: { hands: 0, accuracy: null }, grade: { passed: false, marks: { accuracy: 80 } }, passed: false });
    expect((await t.services.auditions.history(t.trainee.id)).runs).toEqual([]);
    await t.close();
  });

  it('a host restarted mid-segment finds its table in the records: over where they stop, the segment not passed', async () => {
    const dataDir = tempDir();
    const t = await setUp(definition({ game: 'holdem', hands: 2, mode: 'learn' }), dataDir);
    const v = await items(t, await t.service.start({ code: t.code, traineeId: t.trainee.id }), 'right');
    await deal(t, v.audition!.runId, 30, 1);
    await t.close();
    const again = testService(dataDir, t.clock);
    const after = await again.service.current({ examId: v.examId });
    expect(after).toMatchObject({ status: 'finished', audition: { runId: v.audition!.runId, status: 'finished' } });
    const r = await again.service.result({ examId: v.examId });
    expect(r.audition).toMatchObject({ stats: { hands: 1, accuracy: 1 }, passed: false });
    expect(r.passed).toBe(false);
    await again.close();
  });

  it('the signature covers the segment: a changed figure fails verification; a re-signed doctored verdict is caught; a result from before the segment verifies', async () => {
    const t = await setUp(definition({ game: 'holdem', hands: 1, mode: 'learn' }));
    const v = await items(t, await t.service.start({ code: t.code, traineeId: t.trainee.id }), 'time-out');
    await deal(t, v.audition!.runId, 30);
    const { text } = await t.service.exportResult({ examId: v.examId });
    expect(checkResultFile(text)).toMatchObject({ ok: true });
    const signed = readResultFile(text);
    const tampered = structuredClone(signed);
    tampered.result.audition!.stats.hands = 9;
    expect(checkResultFile(resultFileText(tampered))).toMatchObject({ ok: false, reasons: [expect.stringMatching(/signature does not match/)] });
    // Signed again by a doctored trainer: the segment failed, its verdict turned to passed.
    const signer = signerFrom(generateKeyPairSync('ed25519').privateKey);
    const doctored: SignedResult['result'] = structuredClone(signed.result);
    doctored.audition!.stats.accuracy = 0.5;
    doctored.audition!.grade = { ...doctored.audition!.grade, accuracyMet: false, passed: false };
    expect(segmentPassed(doctored.definition, doctored.audition!)).toBe(false);
    expect(checkResultFile(resultFileText(signResult(doctored, signer)))).toMatchObject({ ok: false, reasons: [expect.stringMatching(/audition segment's verdict/)] });
    const { audition: _dropped, ...without } = structuredClone(signed.result);
    expect(checkResultFile(resultFileText(signResult(without, signer)))).toMatchObject({ ok: false, reasons: [expect.stringMatching(/audition segment is missing/)] });
    // The class table and its CSV have the segment's figures.
    const row = classRowOf(signed);
    expect(row.audition).toEqual({ hands: 1, of: 1, accuracy: 1, handsPerHour: null, passed: true });
    expect(classCsv([row]).split('\r\n')[1]).toMatch(/,1\/1,100\.0,,yes,self-study \(not proctored\)$/);
    // Made before this change: no segment in its exam, none in its result.
    const old = readFileSync(path.join(import.meta.dirname, 'fixtures', 'before-audition.result.json'), 'utf8');
    expect(checkResultFile(old)).toMatchObject({ ok: true, signed: { result: { passed: true } } });
    expect('audition' in readResultFile(old).result).toBe(false);
    await t.close();
  });
});
