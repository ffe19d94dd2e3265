/** The acceptance check: the answer key's items replay with the phh command to the same pots (draw games written discards first, as PokerKit reads them). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (script: string, args: string[]): string => execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

/** The items' phh written to files and replayed with the phh command (`args` first): one report per item, in order. */
function replayed(items: { phh: string }[], args: string[] = []): { ok: boolean; pots: { amount: number; eligible: number[]; winners: unknown[] }[]; returned: unknown; showdown_order: number[] }[] {
  const dir = mkdtempSync(join(tmpdir(), 'drill-'));
  const files = items.map((item, k) => {
    const file = join(dir, `${k}.phh`);
    writeFileSync(file, item.phh);
    return file;
  });
  return run('electron/cli/phh.ts', [...args, ...files]).trim().split('\n').map((l) => JSON.parse(l));
}

describe('npm run -s drill', () => {
  it('side-pots --seed 7 --count 5 --level 3: five items whose phh replays to the same pots', () => {
    const lines = run('electron/cli/drill.ts', ['side-pots', '--seed', '7', '--count', '5', '--level', '3']).trim().split('\n');
    expect(lines).toHaveLength(5);
    const items = lines.map((l) => JSON.parse(l));
    items.forEach((item, k) => expect(item).toMatchObject({ kind: 'side-pots', seed: 7 + k, level: 3, profile: 'tournament' }));
    replayed(items).forEach((r, k) => {
      expect(r.ok).toBe(true);
      expect(r.pots.map((p) => ({ amount: p.amount, eligible: p.eligible }))).toEqual(items[k].answer.pots);
      expect(r.returned).toEqual(items[k].answer.returned);
    });
  });

  it('rake --seed 3 --count 4 --level 3: the rake pot by pot, in the phh vocabulary plus rake: [{pot, amount}]; the phh replays to the pots raked', () => {
    const lines = run('electron/cli/drill.ts', ['rake', '--seed', '3', '--count', '4', '--level', '3']).trim().split('\n');
    const items = lines.map((l) => JSON.parse(l));
    items.forEach((item, k) => {
      // Rake is a cash-game matter, whatever profile is asked for.
      expect(item).toMatchObject({ kind: 'rake', seed: 3 + k, level: 3, profile: 'cash', postedRake: { noFlopNoDrop: true } });
      expect(Object.keys(item.answer)).toEqual(['rake', 'after_rake']);
      item.table.middle.forEach((pot: { amount: number }, i: number) => {
        expect(item.answer.rake[i]).toEqual({ pot: i, amount: expect.any(Number) });
        expect(item.answer.after_rake[i]).toEqual({ pot: i, amount: pot.amount - item.answer.rake[i].amount });
      });
    });
    replayed(items, ['--profile', 'cash']).forEach((r, k) => {
      expect(r.ok).toBe(true);
      expect(r.pots.map((p) => ({ amount: p.amount, eligible: p.eligible }))).toEqual(items[k].table.middle);
    });
  });

  it('whole-hand at level 3, the draw and stud games: the phh (each draw written discards first, as PokerKit reads it; drills.test.ts checks the order) replays with the phh command to the award and the showdown order', () => {
    // Seed 59: 2-7 triple draw whose stub is reshuffled; 146: stud hi-lo whose seventh street is scrambled; 0: five-card draw.
    const items = [59, 146, 0].map((seed) => JSON.parse(run('electron/cli/drill.ts', ['whole-hand', '--seed', String(seed), '--count', '1', '--level', '3'])));
    expect(items.map((item) => item.table.variant)).toEqual(['2-7-triple-draw', 'stud-hi-lo', 'five-card-draw']);
    replayed(items).forEach((r, k) => {
      expect(r.ok).toBe(true);
      const steps = items[k].answer.steps as { kind: string; pots?: unknown[]; showdown_order?: number[] }[];
      const award = steps.find((s) => s.kind === 'award') as { pots: { amount: number; eligible: number[]; winners: unknown[] }[] };
      expect(r.pots).toEqual(award.pots.map((p) => ({ amount: p.amount, eligible: p.eligible, winners: p.winners })));
      const order = steps.find((s) => s.kind === 'showdown-order');
      if (order) expect(r.showdown_order).toEqual(order.showdown_order);
    });
  });
});

