/// <reference types="node" />
/**
 * Every rule tag the engine and the drills emit ("TDA 47", "RULES side pots", ...) has a
 * `felt.rule.*` translation in every language: the feedback shows it through ruleTag, which falls
 * back to the engine's English tag for a key it does not find. The tags are read from the sources
 * (every string literal that is a tag) and from generated items of every kind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/enums';
import { DRILLS } from '../../electron/drills/registry';
import { ruleTag, ruleTagKey } from '../practice/messages';
import { resources } from './resources';

const root = path.resolve(__dirname, '../..');
const TAG = /^(RULES [a-z][a-z -]*|TDA \d+|TDA [a-z][a-z ]*|RRP [a-z][a-z ]*|Robert's Rules)$/;

const tags = new Set<string>();
for (const dir of ['electron/engine', 'electron/drills']) {
  for (const file of readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(root, dir, file), 'utf8');
    for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g)) {
      const literal = m[1] ?? m[2] ?? m[3];
      if (TAG.test(literal)) tags.add(literal);
    }
  }
}
// The rules of real items' explanations, every kind, level and profile.
for (const drill of Object.values(DRILLS)) {
  for (const level of [1, 2, 3] as const) {
    for (const profile of ['cash', 'tournament'] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const item = (drill.generate as (s: number, l: 1 | 2 | 3, p: 'cash' | 'tournament') => { why: { rule: string }[] })(seed, level, profile);
        item.why.forEach((w) => w.rule && tags.add(w.rule));
      }
    }
  }
}

describe('the engine and drill rule tags', () => {
  it('are found (the scan still matches the sources)', () => {
    expect([...tags]).toEqual(expect.arrayContaining(['TDA 47', 'RULES side pots', 'RULES stud', 'RULES lowball', 'RULES split pots', 'RULES one motion', 'RULES draw', "Robert's Rules"]));
  });

  it.each(languages)('all have a translation in %s', (language) => {
    const rule = (resources[language].translation.felt.rule as Record<string, string>) ?? {};
    expect([...tags].filter((tag) => !rule[ruleTagKey(tag)]), 'rule tags without a felt.rule key').toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))('are shown in %s words, not the engine English', async (language) => {
    // No fallback to English: a missing key would show the raw tag.
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: language, fallbackLng: false, interpolation: { escapeValue: false } });
    const shown = [...tags].filter((tag) => tag.startsWith('RULES ')).map((tag) => ruleTag(tag, i18n.t));
    expect(shown.filter((text) => /^RULES /.test(text) || text.startsWith('Rules:'))).toEqual([]);
    expect(ruleTag('TDA 47', i18n.t)).toMatch(/47/);
  });
});
