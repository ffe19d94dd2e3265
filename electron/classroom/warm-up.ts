/**
 * Before a classroom host gives out its address: the code a class's first requests run (HTTP,
 * the dispatcher, the request and response schemas, the passphrase's hash, the records' reads,
 * the item generators of the built-in exams) is run on sample values, so that a class joining in
 * the same instant, or starting an exam at once, is not served by code V8 has yet to compile:
 * measured, that doubled the first burst's latency. Nothing is written, no session is made, and
 * no item of any exam is made (the samples' seeds are fixed, hosted exams' come from the host's secret).
 */
import http from 'node:http';
import { channels } from '../../shared/contract';
import type { Question } from '../../shared/drills';
import type { ExamView } from '../../shared/exam';
import { drillModule } from '../drills/registry';
import { BUILT_INS } from '../exam/definitions';
import type { Services } from '../services';

const ROUNDS = 30;

export async function warmUp(url: string, services: Services): Promise<void> {
  const agent = new http.Agent({ keepAlive: true });
  try {
    // A guest's calls through the server itself, a few at once: refused or answered as any guest's.
    for (let round = 0; round < ROUNDS / 3; round++) {
      await Promise.all([post(url, agent, 'app.info', {}), post(url, agent, 'class.me', {}), post(url, agent, 'class.join', { classCode: '-', name: 'Sample', studentId: 'sample' })]);
    }
  } finally {
    agent.destroy();
  }
  await services.classroom?.warmUpSignIn();
  const store = await services.recordsDb.store();
  for (let round = 0; round < ROUNDS; round++) {
    await store.traineeByStudentId('\u0000 no such student');
    await store.runningExamIds('\u0000 no such trainee');
  }
  // Each kind, level and profile the built-in exams ask, once.
  const kinds = new Map(BUILT_INS.flatMap((b) => b.definition.sections.map((s) => [`${s.kind}/${s.level}/${b.definition.profile}`, { kind: s.kind, level: s.level, profile: b.definition.profile }] as const)));
  for (const { kind, level, profile } of kinds.values()) {
    const item = drillModule(kind).generate(1, level, profile);
    const view = sampleView(kind, level, item.question);
    for (let round = 0; round < ROUNDS; round++) {
      channels['class.me'].response.parse({ status: 'admitted', name: 'Sample', studentId: 'sample', traineeId: 'sample', exam: view, result: null });
      channels['exam.submit'].response.parse({ index: 0, status: 'answered', view });
    }
  }
}

function sampleView(kind: NonNullable<ExamView['item']>['kind'], level: 1 | 2 | 3, question: Question): ExamView {
  return {
    examId: 'sample',
    code: 'sample',
    title: 'Sample',
    traineeId: 'sample',
    attempt: 1,
    attempts: 1,
    status: 'running',
    itemCount: 1,
    tally: { answered: 0, late: 0, timedOut: 0, unanswered: 0, open: 1 },
    now: 0,
    startedAt: 0,
    deadline: null,
    item: { index: 0, kind, level, question, shownAt: 0, deadline: null },
    audition: null,
  };
}

function post(url: string, agent: http.Agent, channel: string, request: unknown): Promise<void> {
  const body = JSON.stringify(request);
  return new Promise((resolve) => {
    const sent = http.request(`${url}api/${channel}`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', resolve);
      response.on('error', () => resolve());
    });
    sent.on('error', () => resolve());
    sent.end(body);
  });
}
