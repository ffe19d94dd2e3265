/**
 * The audition service on every records backend: a run played through by its tasks, an
 * irregularity caught and ruled, one missed, a false call, the totals and floor events in the
 * records, the tasks among the trainee's answers (and so in the progress view), and a trainee held
 * to their own runs. The engine's answers are read from the run kept in main, as only a test may.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditionView } from '../../shared/audition';
import type { DealtHand } from '../drills/audition/deal';
import { fakeClock } from '../exam/clock';
import { SharedRecords } from '../records/shared-records';
import { auditionEvents, auditionsOf } from '../store/records/auditions';
import { backends } from '../store/records/testing';
import { createMarksStore } from './marks';
import { AuditionService } from './service';
import { tempDir } from '../exam/testing';

const T0 = Date.UTC(2026, 5, 1);
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

interface Peek {
  hand: DealtHand;
  task: number;
}
const peek = (service: AuditionService, runId: string): Peek => (service as unknown as { runs: Map<string, Peek> }).runs.get(runId)!;

describe.each(backends)('auditions on $name', (backend) => {
  async function setup() {
    const { dataDir, target } = await backend.fresh();
    const records = new SharedRecords(() => target);
    await records.write((s) => s.insertTrainee({ id: 't1', name: 'Ann', student_id: null, created_at: T0 }));
    await records.write((s) => s.insertTrainee({ id: 't2', name: 'Bo', student_id: null, created_at: T0 }));
    const clock = fakeClock(T0);
    const service = new AuditionService({ records, clock, marks: createMarksStore(dataDir) });
    cleanup.push(async () => {
      await records.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { records, clock, service };
  }

  it('plays a run through: a caught irregularity ruled, a missed one, a false call, each recorded', async () => {
    const { records, clock, service } = await setup();
    let { view } = await service.start({ setup: { format: 'holdem', seats: 6, mode: 'table-ready', hands: 12, rotation: 'orbit', profile: 'cash' }, traineeId: 't1', seed: 11 });
    const runId = view.runId;
    let caught = 0;
    let missed = 0;
    let falseCalls = 0;
    let tasks = 0;
    let handSeen = 0;
    while (view.status === 'running') {
      const run = peek(service, runId);
      const seg = view.segment!;
      const task = run.hand.tasks[run.task];
      // The view carries the task's question, never the engine's answer.
      expect(seg.task).toEqual(task.asked.question);
      expect(JSON.stringify(view)).not.toContain('"answer"');
      const inj = run.hand.injected;
      const inSegment = inj && inj.at >= seg.from && inj.at < seg.from + seg.frames.length;
      if (inSegment && view.hand !== handSeen && caught <= missed) {
        // Floor! on the frame that shows it: caught, and the ruling is asked.
        handSeen = view.hand;
        const f = await service.floor(runId, inj.at, 't1');
        expect(f.verdict).toBe('caught');
        expect(f.view.segment!.ruling).not.toBeNull();
        const ruled = inj.ruled(inj.at);
        const r = await service.ruling(runId, ruled.answer, 't1');
        expect(r.result).toMatchObject({ correct: true, kind: ruled.kind });
        caught++;
      } else if (!inj && falseCalls === 0 && run.task === 0) {
        // Floor! on a clean hand: a false call, and the hand goes on.
        const f = await service.floor(runId, 0, 't1');
        expect(f.verdict).toBe('false-call');
        falseCalls++;
      }
      clock.advance(20_000);
      const a = await service.answer(runId, task.asked.answer, 't1');
      expect(a.record).toEqual({ status: 'saved' });
      expect(a.result.correct).toBe(true);
      tasks++;
      if (a.missed) {
        missed++;
        expect(a.missed.explanation.length).toBeGreaterThan(0);
      }
      view = a.view;
    }
    expect(caught).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
    expect(view.stats).toMatchObject({ hands: 12, caught, missed, falseCalls, irregularities: caught + missed });
    // Every task and ruling right; the floor lost a point per miss and per false call.
    expect(view.stats.possible - view.stats.earned).toBeGreaterThan(0);
    expect(view.grade).not.toBeNull();

    const store = await records.store();
    const [row] = await auditionsOf(store.db, 't1');
    expect(row).toMatchObject({ id: runId, hands: 12, caught, missed, false_calls: falseCalls, taken: 'alone' });
    expect(Number(row.finished_at)).toBe(clock.now());
    const events = await auditionEvents(store.db, runId);
    expect(events.filter((e) => e.event === 'caught')).toHaveLength(caught);
    expect(events.filter((e) => e.event === 'ruling')).toHaveLength(caught);
    expect(events.filter((e) => e.event === 'missed')).toHaveLength(missed);
    expect(events.filter((e) => e.event === 'false-call')).toHaveLength(falseCalls);
    const answers = await store.db.selectFrom('answers').select(['kind', 'audition_id']).where('trainee_id', '=', 't1').execute();
    expect(answers).toHaveLength(tasks);
    expect(answers.every((a) => a.audition_id === runId)).toBe(true);
    const history = await service.history('t1');
    expect(history.runs).toEqual([expect.objectContaining({ runId, where: 'alone', stats: view.stats, grade: view.grade })]);
  });

  it('holds a trainee to their own run and refuses a blank or wrong-kind answer without scoring it', async () => {
    const { service } = await setup();
    const { view } = await service.start({ setup: { format: 'stud', seats: 5, mode: 'learn', hands: 2, rotation: 'orbit', profile: 'tournament' }, traineeId: 't1', seed: 4 });
    expect(() => service.current(view.runId, 't2')).toThrow(/no audition/);
    await expect(service.answer(view.runId, { kind: 'gather', pots: [], returns: [] }, 't2')).rejects.toMatchObject({ code: 'not-found' });
    // Stud's first task is the bring-in.
    expect(view.segment!.task!.kind).toBe('bring-in');
    await expect(service.answer(view.runId, { kind: 'award', pots: [] }, 't1')).rejects.toMatchObject({ code: 'bad-request' });
    const again = service.current(view.runId, 't1');
    expect(again.stats.possible).toBe(0);
    expect(again.segment!.task).toEqual(view.segment!.task);
    await expect(service.ruling(view.runId, {}, 't1')).rejects.toMatchObject({ code: 'conflict' });
  });

  it('refuses more seats than the game deals to, and a trainee who is not there', async () => {
    const { service } = await setup();
    await expect(service.start({ setup: { format: 'stud', seats: 10, mode: 'learn', hands: 2, rotation: 'orbit', profile: 'cash' } })).rejects.toMatchObject({ code: 'bad-request' });
    await expect(service.start({ setup: { format: 'holdem', seats: 6, mode: 'learn', hands: 2, rotation: 'orbit', profile: 'cash' }, traineeId: 'nobody' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('ends a run early, graded on the hands finished; the instructor can set the marks', async () => {
    const { service } = await setup();
    const marks = await service.setMarks({ practice: { accuracy: 70, pace: 50 } });
    expect(marks.practice).toEqual({ accuracy: 70, pace: 50 });
    const { view } = await service.start({ setup: { format: 'horse', seats: 6, mode: 'practice', hands: 30, rotation: 'hand', profile: 'cash' }, traineeId: 't1', seed: 2 });
    const ended: AuditionView = (await service.end(view.runId, 't1')).view;
    expect(ended.status).toBe('finished');
    expect(ended.grade).toMatchObject({ marks: { accuracy: 70, pace: 50 }, passed: false });
    await expect(service.answer(view.runId, {}, 't1')).rejects.toMatchObject({ code: 'conflict' });
  });

  it("finds an exam's run by its exam, held or, after a restart, from the records (over where they stop)", async () => {
    const { records, clock, service } = await setup();
    await records.write((s) =>
      s.insertExam(
        { id: 'e1', trainee_id: 't1', code: 'C', seed: 1, definition: '{}', attempt: 1, started_at: T0, finished_at: null, percent: null, passed: null, signed_result: null, extra_seconds: 0, host: null, verification_code: null, damaged: null },
        [],
      ),
    );
    expect(await service.examRun('e1')).toBeNull();
    const { view } = await service.start({ setup: { format: 'holdem', seats: 4, mode: 'learn', hands: 2, rotation: 'orbit', profile: 'cash' }, traineeId: 't1', seed: 9 }, 'exam', 'e1');
    expect(service.examOf(view.runId)).toBe('e1');
    expect(await service.examRun('e1')).toMatchObject({ runId: view.runId, finished: false, stats: { hands: 0 }, grade: { marks: { accuracy: 80 } } });
    const run = peek(service, view.runId);
    clock.advance(20_000);
    const first = await service.answer(view.runId, run.hand.tasks[run.task].asked.answer, 't1');
    expect(first.result.possible).toBeGreaterThan(0);
    // A host started again holds no run: the records say where it stopped, and it is over.
    const restarted = new AuditionService({ records, clock, marks: createMarksStore(tempDir()) });
    expect(restarted.examOf(view.runId)).toBeNull();
    const { earned, possible } = first.result;
    expect(await restarted.examRun('e1')).toMatchObject({ runId: view.runId, finished: true, stats: { hands: 0, earned, possible, accuracy: 1 }, grade: { accuracyMet: true } });
  });
});
