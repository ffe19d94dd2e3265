import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../i18n/index';
import type { Format } from './format';
import { phraseExplanation } from './messages';

const format: Format = { n: (v) => v.toLocaleString('en'), seat: (i) => `Seat ${i + 1}`, seats: (l) => l.map((i) => `Seat ${i + 1}`).join(', '), pot: (i) => (i ? `Side pot ${i}` : 'Main pot'), card: (c) => c, seconds: (v) => v.toFixed(1) };

describe('an uncalled bet in words', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ ...i18nOptions, lng: 'en' });
  const uncalled = (matched: number) =>
    phraseExplanation({ rule: 'RULES uncalled', key: 'uncalled', values: { seat: 5, bet: 1000, matched, amount: 1000 - matched }, text: '' }, format, i18n.t);

  it('says nobody called it when nothing was matched, not "against 0"', () => {
    expect(uncalled(0)).toBe('Seat 6 bet 1,000 and nobody called it: 1,000 goes back.');
  });

  it('names what was matched otherwise', () => {
    expect(uncalled(400)).toBe('Seat 6 bet 1,000 against 400: 600 goes back.');
    expect(uncalled(1)).toBe('Seat 6 bet 1,000 against 1: 999 goes back.');
  });
});
