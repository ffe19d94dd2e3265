/**
 * Built-in exam titles and main's failures in the trainee's language: every built-in has a title
 * key in every language (found by its id, a decoded code's name, or its stored title), a school's
 * own title is kept; every reason main can send (the drills' and exams' own codes) has a sentence.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/enums';
import { drillErrorCodes } from '../../shared/drills';
import { examErrorCodes } from '../../shared/exam';
import { BUILT_INS, builtInInfo } from '../../electron/exam/definitions';
import { resources } from '../i18n/resources';
import { errorText } from './error-text';
import { examTitle } from './exam-title';

async function tFor(language: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  // No fallback to English: a missing key shows as the key itself.
  await i18n.init({ resources, lng: language, fallbackLng: false, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe.each(languages)('in %s', (language) => {
  it('a built-in exam title is translated, by its id, its name or its stored title', async () => {
    const t = await tFor(language);
    for (const b of BUILT_INS) {
      const want = (resources[language].translation.exams.builtIn as Record<string, { title: string }>)[b.name]?.title;
      expect(want, b.name).toBeTruthy();
      expect(examTitle(t, b.definition.title, builtInInfo(b).id)).toBe(want);
      expect(examTitle(t, b.definition.title, b.name)).toBe(want);
      expect(examTitle(t, b.definition.title)).toBe(want);
      if (language !== 'en') expect(want).not.toBe(b.definition.title);
    }
    expect(examTitle(t, 'Our house rules, week 3')).toBe('Our house rules, week 3');
  });

  it('every reason main sends has a sentence of its own', async () => {
    const t = await tFor(language);
    for (const reason of new Set([...examErrorCodes, ...drillErrorCodes])) {
      const text = errorText({ code: 'conflict', message: 'English detail', reason }, t);
      expect(text, reason).not.toMatch(/^errors\./);
      expect(text).not.toBe('English detail');
    }
    expect(errorText({ code: 'storage', message: 'Could not save' }, t)).toBe(resources[language].translation.errors.code.storage);
  });
});
