/**
 * Every rule the mastery model counts has a name in every language (issue 31): the skill map,
 * Today's practice and the class maps name rules by `mastery.rule.<key>`, never by the key. The
 * rules are the explanation keys (each a reason the engine and drills give, drill-keys.test.ts)
 * less the narrative ones, and the reasons of real items of every kind, a whole hand's steps too.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/enums';
import { DRILLS } from '../../electron/drills/registry';
import { isRule } from '../../electron/mastery/rules';
import { resources } from '../i18n/resources';
import { ruleName } from './words';

const rules = new Set(
  Object.keys(resources.en.translation.explain)
    .map((key) => key.replace(/_(zero|one|other)$/, ''))
    .filter(isRule),
);
for (const drill of Object.values(DRILLS)) {
  for (const level of [1, 2, 3] as const) {
    for (const profile of ['cash', 'tournament'] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const item = (drill.generate as (s: number, l: 1 | 2 | 3, p: 'cash' | 'tournament') => { why: { key: string }[]; context?: { steps?: { why: { key: string }[] }[] } })(seed, level, profile);
        for (const w of [...item.why, ...(item.context?.steps?.flatMap((s) => s.why) ?? [])]) if (isRule(w.key)) rules.add(w.key);
      }
    }
  }
}

describe('rule names', () => {
  it('are found: the rules include those of the drills', () => {
    expect(rules.size).toBeGreaterThan(150);
    expect([...rules]).toEqual(expect.arrayContaining(['pot-limit-max', 'not-reopened', 'split-all-to-first', 'bring-in', 'misdeal', 'capped']));
    expect(rules.has('pot-winners')).toBe(false);
  });

  it.each(languages)('every counted rule has a name in %s', (language) => {
    const names = resources[language].translation.mastery.rule as Record<string, string>;
    expect([...rules].filter((rule) => !names[rule]?.trim())).toEqual([]);
  });

  it.each(languages)('a rule is shown by its name in %s, a key unknown to this version by its words', async (language) => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: language, fallbackLng: false, interpolation: { escapeValue: false } });
    expect(ruleName(i18n.t, 'pot-limit-max')).toBe({ en: 'pot-limit maximum raise', sv: 'största höjning i pot limit', da: 'største raise i pot limit' }[language]);
    expect(ruleName(i18n.t, 'a-rule-to-come')).toBe('a rule to come');
  });
});
