import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/enums';
import { resources } from './resources';
import { leaves } from './testing';

const english = leaves(resources.en.translation);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe.each(languages.filter((language) => language !== 'en'))('%s translation', (language) => {
  const strings = leaves(resources[language].translation);

  it('has exactly the English keys, none empty', () => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(strings)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the interpolation placeholders', () => {
    for (const [key, text] of Object.entries(strings)) expect(placeholders(text), key).toEqual(placeholders(english[key]));
  });

  it('is really translated, not English copied over', () => {
    // Names, numbers and rulebook titles may stay as they are; most text may not.
    const same = Object.keys(english).filter((key) => strings[key] === english[key]);
    expect(same.length / Object.keys(english).length).toBeLessThan(0.15);
  });
});
