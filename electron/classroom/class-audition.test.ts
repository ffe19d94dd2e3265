/**
 * A class audition on the host: the instructor starts a table for each trainee; each trainee's
 * browser learns only the run's id and plays it through the audition channels (no seed, no
 * answer before it is given, never another's table); the instructor's view has each one's hands
 * per hour and accuracy as they deal; the run is recorded as taken in class.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditionSetup } from '../../shared/audition';
import type { DealtHand } from '../drills/audition/deal';
import { fakeClock } from '../exam/clock';
import { auditionsOf } from '../store/records/auditions';
import type { ClassroomHost } from './host';
import { classWith, testClassroom } from './testing';

const hosts: ClassroomHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
});

const SETUP: AuditionSetup = { format: 'holdem', seats: 6, mode: 'practice', hands: 2, rotation: 'orbit', profile: 'cash' };

/** The engine's answer to a run's task, read from the run kept on the host, as only a test may. */
const engineAnswer = (h: ClassroomHost, runId: string) => {
  const run = (h.services.auditions as unknown as { runs: Map<string, { hand: DealtHand; task: number }> }).runs.get(runId)!;
  return run.hand.tasks[run.task].asked.answer;
};

describe('a class audition on the host', () => {
  it('runs a table per trainee, each only their own, and shows the instructor hands per hour and accuracy live', async () => {
    const clock = fakeClock(Date.UTC(2026, 11, 1, 9));
    const h = await testClassroom({ clock });
    hosts.push(h);
    const { instructor, trainees } = await classWith(h, ['Ann', 'Bo']);
    const [ann, bo] = trainees;
    // A trainee cannot start one for the class.
    expect((await ann.send('class.startAudition', { setup: SETUP })).status).toBe(403);
    await instructor.call('class.startAudition', { setup: SETUP });

    const annRun = (await ann.call('class.me', {})).audition!;
    const boRun = (await bo.call('class.me', {})).audition!;
    expect(annRun.status).toBe('running');
    expect(annRun.runId).not.toBe(boRun.runId);
    // Another's table is not there for her; her own has no seed and no answer in it.
    expect((await ann.send('audition.current', { runId: boRun.runId })).body).toMatchObject({ ok: false, error: { code: 'not-found' } });
    let view = await ann.call('audition.current', { runId: annRun.runId });
    expect(view.seed).toBeNull();
    expect(JSON.stringify(view)).not.toContain('"answer"');
    // A second audition waits for the first to end.
    expect((await instructor.send('class.startAudition', { setup: SETUP })).body).toMatchObject({ ok: false, error: { code: 'conflict' } });

    // Ann deals her two hands, every task right, twenty seconds each.
    while (view.status === 'running') {
      clock.advance(20_000);
      const r = await ann.call('audition.answer', { runId: annRun.runId, answer: engineAnswer(h, annRun.runId) });
      expect(r.result.correct).toBe(true);
      view = r.view;
    }
    const live = await instructor.call('class.view', {});
    const annLive = live.trainees.find((x) => x.name === 'Ann')!.audition!;
    const boLive = live.trainees.find((x) => x.name === 'Bo')!.audition!;
    expect(annLive).toMatchObject({ runId: annRun.runId, status: 'finished', hands: 2, handsPerHour: view.stats.handsPerHour });
    expect(annLive.handsPerHour).toBeGreaterThan(0);
    // Every task right; a missed irregularity (none called) is the only way to lose a point.
    expect(annLive.accuracy).toBe(view.stats.accuracy);
    expect(boLive).toMatchObject({ status: 'running', hands: 0, handsPerHour: null, accuracy: null });
    expect(live.audition).toEqual({ setup: SETUP, running: 1, finished: 1 });

    // The instructor ends Bo's: graded on no hands, and his page is told it is over.
    await instructor.call('class.endAudition', {});
    expect((await bo.call('class.me', {})).audition).toEqual({ runId: boRun.runId, status: 'finished' });
    expect((await bo.send('audition.answer', { runId: boRun.runId, answer: {} })).body).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await instructor.send('class.endAudition', {})).body).toMatchObject({ ok: false, error: { code: 'conflict' } });

    // Recorded as taken in class, in the trainee's history.
    const annId = live.trainees.find((x) => x.name === 'Ann')!.traineeId;
    const [row] = await auditionsOf((await h.services.recordsDb.store()).db, annId);
    expect(row).toMatchObject({ id: annRun.runId, taken: 'class', hands: 2 });
    const { runs } = await instructor.call('audition.history', { traineeId: annId });
    expect(runs[0]).toMatchObject({ runId: annRun.runId, where: 'class' });
  });

  it('refuses an audition for someone not in the class, and for a trainee whose class exam runs', async () => {
    const h = await testClassroom();
    hosts.push(h);
    const { instructor } = await classWith(h, ['Ann']);
    expect((await instructor.send('class.startAudition', { setup: SETUP, traineeIds: ['nobody'] })).body).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const { definitions } = await instructor.call('exam.definitions', {});
    await instructor.call('class.startExam', { definitionId: definitions[0].id });
    expect((await instructor.send('class.startAudition', { setup: SETUP })).body).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('exam') } });
  });
});
