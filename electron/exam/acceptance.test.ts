/**
 * The acceptance: an exam code given to two trainees produces identical items, and the
 * answer key (`npm run -s exam-key -- CODE`, i.e. scripts/cli.mjs) answers both to full marks.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import type { ExamView } from '../../shared/exam';
import { testService } from './testing';

describe('acceptance: one code, two trainees', () => {
  it('identical items, and the answer key scores both 100 %', async () => {
    const { service, records, clock, close } = testService();
    const { code } = await service.createCode({ definitionId: 'builtin:dealer-certification', seed: 424242 });
    const lines = execFileSync(process.execPath, ['scripts/cli.mjs', 'exam-key', code], { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
    const [header, ...items] = lines;
    expect(header).toMatchObject({ code, seed: 424242, builtIn: 'dealer-certification', itemCount: 40, attempt: 1 });
    expect(items).toHaveLength(40);
    expect(items.map((i) => i.index)).toEqual([...Array(40).keys()]);
    const key: Answer[] = items.map((i) => ({ kind: i.kind, ...i.answer }));

    const seen: ExamView['item'][][] = [];
    for (const name of ['Ann', 'Bo']) {
      const trainee = await records.addTrainee({ name });
      let v = await service.start({ code, traineeId: trainee.id });
      const shown: ExamView['item'][] = [];
      while (v.status === 'running') {
        shown.push(v.item);
        expect({ kind: v.item!.kind, level: v.item!.level }).toEqual({ kind: items[v.item!.index].kind, level: items[v.item!.index].level });
        clock.advance(45_000);
        v = (await service.submit({ examId: v.examId, index: v.item!.index, answer: key[v.item!.index] })).view;
      }
      const result = await service.result({ examId: v.examId });
      expect(result).toMatchObject({ percent: 100, passed: true });
      expect(result.items.map((i) => i.seed)).toEqual(items.map((i) => i.seed));
      seen.push(shown.map((i) => ({ ...i!, shownAt: 0, deadline: 0 })));
    }
    expect(seen[0]).toEqual(seen[1]);
    await close();
  });

  it('the key tool explains a bad code and a bad attempt', () => {
    const run = (args: string[]) => {
      try {
        execFileSync(process.execPath, ['scripts/cli.mjs', 'exam-key', ...args], { encoding: 'utf8', stdio: 'pipe' });
        return '';
      } catch (e) {
        return (e as { stderr: string; status: number }).status + ' ' + (e as { stderr: string }).stderr;
      }
    };
    expect(run(['2000-0081-6S31'])).toMatch(/^2 this exam code has a typo/);
    expect(run(['2000-0081-6S30', '--attempt', '3'])).toMatch(/^2 this exam allows 2 attempt/);
    expect(run([])).toMatch(/^2 usage/);
  });
});
