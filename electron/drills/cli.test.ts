/** The acceptance check: the answer key's side-pots items replay with the phh command to the same pots. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (script: string, args: string[]): string => execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

describe('npm run -s drill', () => {
  it('side-pots --seed 7 --count 5 --level 3: five items whose phh replays to the same pots', () => {
    const lines = run('electron/cli/drill.ts', ['side-pots', '--seed', '7', '--count', '5', '--level', '3']).trim().split('\n');
    expect(lines).toHaveLength(5);
    const dir = mkdtempSync(join(tmpdir(), 'drill-'));
    const items = lines.map((l) => JSON.parse(l));
    const files = items.map((item, k) => {
      expect(item).toMatchObject({ kind: 'side-pots', seed: 7 + k, level: 3, profile: 'tournament' });
      const file = join(dir, `${k}.phh`);
      writeFileSync(file, item.phh);
      return file;
    });
    const replays = run('electron/cli/phh.ts', files).trim().split('\n').map((l) => JSON.parse(l));
    replays.forEach((r, k) => {
      expect(r.ok).toBe(true);
      expect(r.pots.map((p: { amount: number; eligible: number[] }) => ({ amount: p.amount, eligible: p.eligible }))).toEqual(items[k].answer.pots);
      expect(r.returned).toEqual(items[k].answer.returned);
    });
  });

  it('rake --seed 3 --count 4 --level 3: the rake pot by pot, in the phh vocabulary plus rake: [{pot, amount}]; the phh replays to the pots raked', () => {
    const lines = run('electron/cli/drill.ts', ['rake', '--seed', '3', '--count', '4', '--level', '3']).trim().split('\n');
    const dir = mkdtempSync(join(tmpdir(), 'drill-'));
    const items = lines.map((l) => JSON.parse(l));
    const files = items.map((item, k) => {
      // Rake is a cash-game matter, whatever profile is asked for.
      expect(item).toMatchObject({ kind: 'rake', seed: 3 + k, level: 3, profile: 'cash', postedRake: { noFlopNoDrop: true } });
      expect(Object.keys(item.answer)).toEqual(['rake', 'after_rake']);
      item.table.middle.forEach((pot: { amount: number }, i: number) => {
        expect(item.answer.rake[i]).toEqual({ pot: i, amount: expect.any(Number) });
        expect(item.answer.after_rake[i]).toEqual({ pot: i, amount: pot.amount - item.answer.rake[i].amount });
      });
      const file = join(dir, `${k}.phh`);
      writeFileSync(file, item.phh);
      return file;
    });
    const replays = run('electron/cli/phh.ts', ['--profile', 'cash', ...files]).trim().split('\n').map((l) => JSON.parse(l));
    replays.forEach((r, k) => {
      expect(r.ok).toBe(true);
      expect(r.pots.map((p: { amount: number; eligible: number[] }) => ({ amount: p.amount, eligible: p.eligible }))).toEqual(items[k].table.middle);
    });
  });
});
