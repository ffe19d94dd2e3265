/**
 * A class exam with an audition segment on the classroom host: once a trainee's items are done the
 * host opens their table, the trainee deals it from their browser through the audition channels
 * (held to their own run, practice still closed), and the instructor's view says passed only when
 * the items and the segment both passed. The engine's answers are read from the run kept in main,
 * as only a test may.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import type { AuditionService } from '../audition/service';
import type { DealtHand } from '../drills/audition/deal';
import { fakeClock } from '../exam/clock';
import { schoolDefinitionText } from '../exam/definitions';
import { readExamSecret } from '../exam/secret';
import { keyAnswers } from '../exam/testing';
import type { ClassroomHost } from './host';
import { classWith, testClassroom } from './testing';

const hosts: ClassroomHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
});

const peek = (a: AuditionService, runId: string) => (a as unknown as { runs: Map<string, { hand: DealtHand; task: number }> }).runs.get(runId)!;

const WITH_TABLE = schoolDefinitionText({
  title: 'Quick with a table',
  profile: 'cash',
  sections: [{ kind: 'min-raise', count: 1, level: 1 }],
  perItemSeconds: null,
  totalSeconds: 1800,
  passPercent: 50,
  attempts: 1,
  shuffle: false,
  audition: { game: 'holdem', hands: 2, mode: 'learn', seats: 4 },
});

describe('a class exam with an audition segment', () => {
  it("deals each trainee's table on the host, played from their browser; passed only with items and segment", async () => {
    const clock = fakeClock(Date.UTC(2026, 11, 1, 9));
    const h = await testClassroom({ clock });
    hosts.push(h);
    const { instructor, trainees } = await classWith(h, ['Ann', 'Bo']);
    const [ann, bo] = trainees;
    const { id } = await instructor.call('exam.addDefinition', { fileName: 'table.json', text: WITH_TABLE });
    await instructor.call('class.startExam', { definitionId: id });
    const annExam = (await ann.call('class.me', {})).exam!;
    const key = keyAnswers(annExam.code, 1, await readExamSecret(h.dataDir));

    // Ann's item, then her table: the exam's own, open to her alone.
    clock.advance(10_000);
    const v = (await ann.call('exam.submit', { examId: annExam.examId, index: 0, answer: key[0] })).view;
    expect(v).toMatchObject({ status: 'running', item: null, audition: { status: 'running' } });
    const runId = v.audition!.runId;
    expect(await ann.call('audition.current', { runId })).toMatchObject({ seed: null, setup: { format: 'holdem', hands: 2, mode: 'learn', seats: 4 } });
    expect((await bo.send('audition.current', { runId })).body).toMatchObject({ ok: false, error: { code: 'not-found' } });
    // A table of her own she cannot open in class.
    expect((await ann.send('audition.start', { setup: { format: 'holdem', seats: 4, mode: 'learn', hands: 1, rotation: 'orbit', profile: 'cash' } })).body).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    // She deals the first hand; her row is still running.
    const a = h.services.auditions;
    let view = await ann.call('audition.current', { runId });
    while (view.status === 'running' && view.hand === 1) {
      const run = peek(a, runId);
      clock.advance(20_000);
      view = (await ann.call('audition.answer', { runId, answer: run.hand.tasks[run.task].asked.answer as Answer })).view;
    }
    let row = (await instructor.call('class.view', {})).trainees.find((t) => t.name === 'Ann')!.exam!;
    expect(row).toMatchObject({ status: 'running', passed: null });

    // The instructor ends the exam for the class: her table ends after one hand of two, so the segment, and the exam, are not passed though her item was right.
    const after = await instructor.call('class.endExam', {});
    row = after.trainees.find((t) => t.name === 'Ann')!.exam!;
    expect(row).toMatchObject({ status: 'finished', percentSoFar: 100, passed: false });
    const result = await h.services.exam.result({ examId: annExam.examId });
    expect(result).toMatchObject({ percent: 100, passed: false, audition: { stats: { hands: 1 }, passed: false }, taken: { mode: 'class' } });
    // Her page shows the segment with the result.
    expect((await ann.call('class.me', {})).result).toMatchObject({ passed: false, audition: { asked: { game: 'holdem', hands: 2 }, result: { stats: { hands: 1 }, passed: false } } });
  });
});
