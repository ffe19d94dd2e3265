/**
 * Every exam, records and instructor channel through dispatch: the request parsed, the handler
 * run, the response parsed. A service method drifting from its schema fails here.
 */
import { describe, expect, it } from 'vitest';
import { examChannels } from '../../shared/exam';
import { createDispatch } from '../api/dispatch';
import { keyAnswers, testService } from './testing';

type ExamChannelName = keyof typeof examChannels;

describe('exam channels', () => {
  it('each channel takes its request and answers in its response schema', async () => {
    const { services, clock, close } = testService();
    const dispatch = createDispatch(services);
    const called = new Set<string>();
    const call = async <C extends ExamChannelName>(channel: C, payload: unknown) => {
      called.add(channel);
      const result = await dispatch(channel, payload);
      if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
      return result.data as Record<string, any>;
    };
    await call('exam.definitions', {});
    const text = JSON.stringify({ format: 'dealer-trainer-exam', version: 1, title: 'Mini', sections: [{ kind: 'min-raise', count: 2, level: 1 }], time: { totalSeconds: 300 }, passPercent: 50 });
    const def = await call('exam.addDefinition', { fileName: 'mini.json', text });
    const { code } = await call('exam.createCode', { definitionId: def.id, seed: 8 });
    await call('exam.decodeCode', { code });
    const trainee = await call('records.addTrainee', { name: 'Dee', studentId: 'D1' });
    await call('records.trainees', {});
    let view = await call('exam.start', { code, traineeId: trainee.id });
    view = await call('exam.current', { examId: view.examId });
    await call('exam.running', { traineeId: trainee.id });
    const key = keyAnswers(code);
    while (view.status === 'running') {
      clock.advance(5000);
      view = (await call('exam.submit', { examId: view.examId, index: view.item.index, answer: key[view.item.index] })).view;
    }
    await call('exam.finish', { examId: view.examId });
    await call('exam.result', { examId: view.examId });
    expect(await call('exam.review', { examId: view.examId, index: 1 })).toMatchObject({ index: 1, status: 'answered', given: key[1], answer: key[1] });
    expect((await call('exam.startSelfStudy', { definitionId: def.id, traineeId: trainee.id })).status).toBe('running');
    const file = await call('exam.exportResult', { examId: view.examId });
    const cert = await call('exam.certificate', { examId: view.examId });
    await call('records.progress', { traineeId: trainee.id });
    await call('instructor.classProgress', {});
    await call('instructor.import', { files: [{ name: file.fileName, text: file.text }] });
    await call('instructor.class', {});
    await call('instructor.classCsv', { code });
    expect((await call('instructor.verifyCertificate', { verificationCode: cert.verificationCode })).row).not.toBeNull();
    expect([...called].sort()).toEqual(Object.keys(examChannels).sort());
    await close();
  });
});
