/**
 * The real hands of test-data/phh (a copy of the project's sample) replay to their recorded finishing stacks, strictly.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPhhFiles, readPhhFile } from './files';
import { parsePhh } from './parse';
import { replay, replayReport } from './replay';

const root = path.resolve(__dirname, '../..');
const sample = path.resolve(root, 'test-data/phh/data');
const files = listPhhFiles([sample]);
const FLOP_GAMES = new Set(['NT', 'PO', 'FT']);
// PHH.md, known quirks: this record leaves out p8's preflop fold, so a strict replay refuses it.
const OMITS_A_FOLD = 'wsop/2019/42/3/00-01-07.phh';

describe('replaying the sample hands', () => {
  it('has the sample', () => expect(files.length).toBe(925));

  it('every hand but one replays to its recorded finishing stacks (within half a chip)', () => {
    const replayed = new Map<string, number>();
    for (const file of files) {
      const [phh] = readPhhFile(file);
      if (file.endsWith(OMITS_A_FOLD)) continue;
      const { settlement } = replay(phh);
      const recorded = phh.finishingStacks!;
      settlement.finalStacks.forEach((chips, i) => expect(Math.abs(chips - recorded[i]), `${file} player ${i}`).toBeLessThanOrEqual(0.5));
      // The half chips are the Pluribus records' (PHH.md); the mixed games end exactly on theirs.
      if (!FLOP_GAMES.has(phh.variant)) expect(settlement.finalStacks, file).toEqual(recorded);
      replayed.set(phh.variant, (replayed.get(phh.variant) ?? 0) + 1);
    }
    expect(Object.fromEntries(replayed)).toEqual({ NT: 852, PO: 7, FT: 7, 'FO/8': 14, F7S: 13, 'F7S/8': 7, FR: 10, N2L1D: 7, F2L3D: 7 });
  });

  it('refuses the record that leaves out a fold, naming who was to act', () => {
    const [phh] = readPhhFile(path.join(sample, OMITS_A_FOLD));
    expect(() => replay(phh)).toThrow(/seat 7 is to act, not seat 0/);
  });

  it('reports returned chips, pots with winners and the showdown order', () => {
    const [phh] = readPhhFile(files.find((f) => f.endsWith('pluribus/100/0.phh'))!);
    const report = replayReport(replay(phh).settlement);
    // p4 raises to 210, p1 calls, p2 folds; checks to the river, p1 bets 230 and p4 folds.
    expect(report).toMatchObject({
      finishing_stacks: [10310, 9900, 10000, 9790, 10000, 10000],
      returned: [{ player: 0, amount: 230 }],
      pots: [{ amount: 520, eligible: [0], winners: [{ player: 0, amount: 520 }] }],
      showdown_order: [],
    });
  });

  it('settles a showdown itself and orders it by the rules', () => {
    const text = readFileSync(files.find((f) => /wsop\/2023\/43\/5\/.*\.phh$/.test(f) && readFileSync(f, 'utf8').includes("p4 sm 6d5h"))!, 'utf8');
    const phh = parsePhh(text.replace(/, 'p4 sm 6d5h', 'p2 sm Js8h'/, ''));
    const report = replayReport(replay(phh).settlement);
    // River: p4 bets 600,000 and p2 calls: p4, the last aggressor, shows first.
    expect(report.showdown_order).toEqual([3, 1]);
    expect(report.finishing_stacks).toEqual(phh.finishingStacks);
  });

  it('the decisions before every player action are consistent', () => {
    for (const file of files.filter((f) => f.includes('pluribus')).slice(0, 200)) {
      const [phh] = readPhhFile(file);
      const { decisions } = replay(phh, 'tournament', true);
      const playerLines = phh.actions.filter((a) => a.type === 'fold' || a.type === 'check-call' || a.type === 'bet-raise');
      expect(decisions.length).toBe(playerLines.length);
      decisions.forEach((d, k) => {
        expect(d.player).toBe((playerLines[k] as { player: number }).player);
        if (!d.can_raise) expect([d.min_raise_to, d.max_raise_to]).toEqual([0, 0]);
        else expect(d.min_raise_to).toBeLessThanOrEqual(d.max_raise_to);
        const line = playerLines[k];
        if (line.type === 'bet-raise') expect(d.can_raise).toBe(true);
      });
    }
  });

  it('RULES.md, a raise needs someone to raise against: a replay refuses the raise line, and --decisions reports can_raise false', () => {
    const text = (last: string) => `variant = 'NT'
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 0, 0]
min_bet = 2
starting_stacks = [9, 6, 110, 114]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cbr 110', '${last}', 'p1 f', 'p2 f']
`;
    expect(() => replay(parsePhh(text('p4 cbr 114')))).toThrow(/nobody else in the hand would have chips left after matching 110/);
    const { decisions } = replay(parsePhh(text('p4 f')), 'tournament', true);
    expect(decisions[1]).toEqual({ player: 3, to_call: 110, can_raise: false, min_raise_to: 0, max_raise_to: 0 });
  });

  it('the phh command prints one line per hand in the DESIGN.md format', () => {
    const dir = path.join(sample, 'pluribus/100');
    const out = execFileSync('npx', ['tsx', 'electron/cli/phh.ts', '--decisions', dir], { cwd: root, encoding: 'utf8' });
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBe(listPhhFiles([dir]).length);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['file', 'ok', 'finishing_stacks', 'returned', 'pots', 'showdown_order', 'decisions']);
      expect(line.ok).toBe(true);
    }
  });

  it('reads heads-up arrays in reverse: the button posts the small blind and acts first preflop', () => {
    const phh = parsePhh(`variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [50, 100]
min_bet = 100
starting_stacks = [1000, 1000]
actions = ['d dh p1 AsKs', 'd dh p2 7h2d', 'p2 cbr 300', 'p1 cc', 'd db 2c5d9h', 'p1 cc', 'p2 cbr 300', 'p1 f']
`);
    const { settlement, decisions } = replay(phh, 'tournament', true);
    expect(replayReport(settlement, decisions)).toEqual({
      ok: true,
      finishing_stacks: [700, 1300],
      returned: [{ player: 1, amount: 300 }],
      pots: [{ amount: 600, eligible: [1], winners: [{ player: 1, amount: 600 }] }],
      showdown_order: [],
      decisions: [
        { player: 1, to_call: 50, can_raise: true, min_raise_to: 200, max_raise_to: 1000 },
        { player: 0, to_call: 200, can_raise: true, min_raise_to: 500, max_raise_to: 1000 },
        { player: 0, to_call: 0, can_raise: true, min_raise_to: 100, max_raise_to: 700 },
        { player: 1, to_call: 0, can_raise: true, min_raise_to: 100, max_raise_to: 700 },
        { player: 0, to_call: 300, can_raise: true, min_raise_to: 600, max_raise_to: 700 },
      ],
    });
  });

  it('a straddle with antes, a short all-in call and dead money above it', () => {
    const phh = parsePhh(`variant = 'NT'
antes = [10, 10, 10, 10]
blinds_or_straddles = [50, 100, 200, 0]
min_bet = 100
starting_stacks = [1000, 1000, 1000, 150]
actions = ['d dh p1 AsKs', 'd dh p2 7h2d', 'd dh p3 QcQd', 'd dh p4 JhJs', 'p4 cc', 'p1 f', 'p2 cc', 'p3 cbr 600', 'p2 f', 'd db 2c5d9h', 'd db Td', 'd db 3s']
`);
    const { settlement, decisions } = replay(phh, 'tournament', true);
    expect(replayReport(settlement, decisions)).toEqual({
      ok: true,
      finishing_stacks: [940, 790, 1420, 0],
      // The straddler's 600 is called only up to 200: 400 back.
      returned: [{ player: 2, amount: 400 }],
      // The all-in button's level (150 with the ante) makes the main pot; the folded caller's chips above it stay in the side pot.
      pots: [
        { amount: 510, eligible: [2, 3], winners: [{ player: 2, amount: 510 }] },
        { amount: 120, eligible: [2], winners: [{ player: 2, amount: 120 }] },
      ],
      showdown_order: [2, 3],
      decisions: [
        { player: 3, to_call: 140, can_raise: false, min_raise_to: 0, max_raise_to: 0 },
        { player: 0, to_call: 150, can_raise: true, min_raise_to: 400, max_raise_to: 990 },
        { player: 1, to_call: 100, can_raise: true, min_raise_to: 400, max_raise_to: 990 },
        { player: 2, to_call: 0, can_raise: true, min_raise_to: 400, max_raise_to: 990 },
        { player: 1, to_call: 400, can_raise: true, min_raise_to: 990, max_raise_to: 990 },
      ],
    });
  });
});
