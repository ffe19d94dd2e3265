/** Test helpers: a service on a fresh temporary data folder with a fake clock, and the key's answers. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Answer } from '../../shared/drills';
import { fakeClock } from './clock';
import { answerKey } from './key';
import { ExamService } from './service';

export const tempDir = (prefix = 'exam-'): string => mkdtempSync(path.join(tmpdir(), prefix));

export function testService(dataDir = tempDir()) {
  const clock = fakeClock();
  return { dataDir, clock, service: new ExamService({ dataDir, clock }) };
}

/** The answer key's answers, in exam order, as the renderer would submit them. */
export const keyAnswers = (code: string, attempt = 1): Answer[] =>
  answerKey(code, attempt).items.map((i) => ({ kind: i.kind, ...i.answer }) as Answer);
