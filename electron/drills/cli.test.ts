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
});
