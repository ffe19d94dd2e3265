/// <reference types="node" />
/**
 * Every explanation and mistake key the engine and the drills emit has a translation in every
 * language (renderer/practice/messages.ts phrases them from `explain.<key>` and `mistake.<key>`;
 * the English text is only a fallback for a key this version does not know). The keys are read
 * from the sources (the literals passed to explain() and mistake(), and the `wrong-<part>` keys of
 * the scoring helpers) and from generated items of every kind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/enums';
import { DRILLS } from '../../electron/drills/registry';
import { resources } from './resources';

const root = path.resolve(__dirname, '../..');
const sources = ['electron/engine', 'electron/drills', 'electron/drills/kinds', 'electron/drills/kinds/irregularities', 'electron/drills/hands'].flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(path.join(root, dir, file), 'utf8') })),
);

/** The arguments of each call of `name(` in `text`, split at top-level commas. */
function calls(text: string, name: string): string[][] {
  const out: string[][] = [];
  const pattern = new RegExp(`\\b${name}\\(`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (/function\s+$|\.\s*$/.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const args: string[] = [];
    let depth = 0;
    let current = '';
    let quote: string | null = null;
    for (let i = match.index + match[0].length; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        current += c;
        if (c === '\\') current += text[++i];
        else if (c === quote) quote = null;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') quote = c;
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) {
        if (depth === 0) break;
        depth--;
      }
      if (c === ',' && depth === 0) {
        args.push(current.trim());
        current = '';
        continue;
      }
      current += c;
    }
    args.push(current.trim());
    out.push(args);
  }
  return out;
}

const literals = (expression: string | undefined): string[] => [...(expression ?? '').matchAll(/'([a-z][\w-]*)'/g)].map((m) => m[1]);

const explainKeys = new Set<string>();
const mistakeKeys = new Set<string>();
for (const { text } of sources) {
  for (const args of calls(text, 'explain')) literals(args[1]).forEach((key) => explainKeys.add(key));
  for (const args of calls(text, 'mistake')) literals(args[3]).forEach((key) => mistakeKeys.add(key));
  for (const helper of ['scoreNumber', 'scoreBoolean', 'scoreOrder']) {
    for (const args of calls(text, helper)) literals(args[0]).forEach((part) => mistakeKeys.add(`wrong-${part}`));
  }
  // scoreNumber's and scoreBoolean's own key, when it is given (e.g. a bet's 'wrong-min_bet').
  for (const helper of ['scoreNumber', 'scoreBoolean']) for (const args of calls(text, helper)) literals(args[4]).forEach((key) => mistakeKeys.add(key));
}

// The keys of real items, every kind, level and profile (whole hands include each step's reasons).
for (const drill of Object.values(DRILLS)) {
  for (const level of [1, 2, 3] as const) {
    for (const profile of ['cash', 'tournament'] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const item = (drill.generate as (s: number, l: 1 | 2 | 3, p: 'cash' | 'tournament') => { why: { key: string }[] })(seed, level, profile);
        item.why.forEach((w) => explainKeys.add(w.key));
      }
    }
  }
}

describe('the engine and drill keys', () => {
  it('are found (the scan still matches the sources)', () => {
    expect(explainKeys.size).toBeGreaterThan(30);
    expect(mistakeKeys.size).toBeGreaterThan(20);
    expect([...explainKeys]).toEqual(expect.arrayContaining(['uncalled', 'pot-layer', 'min-raise', 'under-half', 'all-face-up']));
    expect([...mistakeKeys]).toEqual(expect.arrayContaining(['wrong-to_call', 'pot-amount', 'award-missing', 'wrong-best-five']));
  });

  it.each(languages)('all have a translation in %s', (language) => {
    const translation = resources[language].translation as unknown as { explain: Record<string, string>; mistake: Record<string, string> };
    // A key that counts something has its plural forms instead (`capped_one`, `capped_other`).
    const has = (texts: Record<string, string>, key: string) => Boolean(texts[key] ?? texts[`${key}_other`]);
    expect([...explainKeys].filter((key) => !has(translation.explain, key)), 'explain keys without a translation').toEqual([]);
    expect([...mistakeKeys].filter((key) => !has(translation.mistake, key)), 'mistake keys without a translation').toEqual([]);
  });
});
