/**
 * Every reason cites the rulebook of its profile (RULES.md: `cash` plays Robert's Rules,
 * `tournament` the TDA's). A cash item cites Robert's Rules or RULES.md; the TDA only where both
 * profiles share the rule and RULES.md names it as the TDA's: all hands face up (TDA 16), the
 * minimum bet and raise (TDA 43), reopening (the section "Short all-ins and reopening (TDA 47)"),
 * substantial action, action out of turn and verbal declarations ("(TDA)").
 */
import { describe, expect, it } from 'vitest';
import { DRILLS } from './registry';
import type { Level } from './hands/play';
import type { DrillItem } from './types';

const SHARED_TDA: Record<string, RegExp> = {
  'TDA 16': /^all-face-up$/,
  'TDA 43': /^min-(bet|raise)$/,
  'TDA 47': /^(not-acted|(limit-)?(not-)?reopened(-checked)?(-full)?)$/,
  'TDA substantial action': /./,
  'TDA action out of turn': /./,
  'TDA verbal declaration': /./,
};

function reasons(profile: 'cash' | 'tournament'): { kind: string; seed: number; level: Level; rule: string; key: string }[] {
  const out: { kind: string; seed: number; level: Level; rule: string; key: string }[] = [];
  for (const [kind, drill] of Object.entries(DRILLS)) {
    for (const level of [1, 2, 3] as const) {
      for (let seed = 1; seed <= 25; seed++) {
        const item = (drill.generate as (s: number, l: Level, p: typeof profile) => DrillItem)(seed, level, profile);
        for (const w of item.why) out.push({ kind, seed, level, rule: w.rule, key: w.key });
      }
    }
  }
  return out;
}

describe('citations follow the profile', () => {
  it('a cash item cites the TDA only for a rule both profiles share that RULES.md names so', () => {
    const all = reasons('cash');
    const wrong = all.filter((r) => r.rule.startsWith('TDA') && !SHARED_TDA[r.rule]?.test(r.key));
    expect(wrong.map((r) => `${r.kind} ${r.seed} L${r.level}: [${r.rule}] ${r.key}`)).toEqual([]);
    // The cash rulebook's own citations come up.
    const rules = new Set(all.map((r) => r.rule));
    for (const rule of ['RULES one motion', 'RULES under-raise', 'RRP misdeal', "Robert's Rules"]) expect(rules, rule).toContain(rule);
  });

  it('a tournament item cites the TDA where the TDA has the rule: silent chips, the under-raise, odd chips, misdeals', () => {
    const all = reasons('tournament');
    const ruleOf = (key: string) => new Set(all.filter((r) => r.key === key).map((r) => r.rule));
    expect(ruleOf('under-half')).toEqual(new Set(['TDA 43']));
    expect(ruleOf('oversized-chip')).toEqual(new Set(['TDA 45']));
    expect(ruleOf('string-bet')).toEqual(new Set(['TDA 40']));
    expect(ruleOf('split-all-to-first')).toEqual(new Set(['TDA 20']));
    expect(ruleOf('misdeal')).toEqual(new Set(['TDA misdeal']));
    // Nothing of the cash rulebook where the profiles differ.
    expect(all.filter((r) => r.rule === 'RULES one motion' && r.key !== 'single-chip-below-min' && r.key !== 'chips-below-min' && r.key !== 'made-up-all-in')).toEqual([]);
    expect(all.filter((r) => r.rule === 'RULES under-raise' || r.rule === 'RRP misdeal')).toEqual([]);
  });
});
