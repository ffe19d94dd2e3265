import { execFileSync } from 'node:child_process';
import type { Answer } from '../shared/drills';
import { projectRoot } from './web-host';

/** The instructor's answer key for an exam code (`npm run exam-key`), one answer per item in exam order. */
export function answerKey(code: string): Answer[] {
  const out = execFileSync('npm', ['run', '-s', 'exam-key', '--', code], { cwd: projectRoot, encoding: 'utf8' });
  const [, ...items] = out.trim().split('\n').map((line) => JSON.parse(line) as { kind: string; answer: object });
  return items.map((item) => ({ kind: item.kind, ...item.answer }) as Answer);
}
