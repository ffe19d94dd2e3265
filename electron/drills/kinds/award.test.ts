/**
 * Award: the odd chips of a split pot are worded as the profile's rule (RULES.md, Showdown, split
 * pots): in the tournament profile all of a pot's odd chips go to the first winner left of the
 * button (TDA 20); in cash one each, clockwise from the button (Robert's Rules). The seeds are
 * issue 29's, whose tournament items said the cash rule. (Stud's odd chip by suit, the same in
 * both profiles, is engine/stud.test.ts's.)
 */
import { describe, expect, it } from 'vitest';
import { award, generate } from './award';
import type { Settlement } from '../../engine';
import type { DrillItem } from '../types';

type AwardItem = DrillItem<'award', Settlement>;

/** The first pot split with odd chips (its winners' shares differ). */
const oddPot = (item: AwardItem): number => item.answer.pots.findIndex((p) => p.winners.length > 1 && new Set(p.winners.map((w) => w.amount)).size > 1);

describe('award: odd chips in the words of the profile', () => {
  it.each([130125, 130031, 92193])('seed %i, level 2: the tournament gives all odd chips to the first winner, and says so; cash one each', (seed) => {
    const tournament = generate(seed, 2, 'tournament');
    const cash = generate(seed, 2, 'cash');
    const k = oddPot(tournament);
    expect(k).toBeGreaterThanOrEqual(0);
    // The chips: in the tournament the first winner has every odd chip, the others the even share.
    const [first, ...rest] = tournament.answer.pots[k].winners;
    expect(new Set(rest.map((w) => w.amount)).size).toBe(1);
    expect(first.amount).toBeGreaterThan(rest[0].amount);
    const split = (item: AwardItem) => item.why.filter((w) => w.key.startsWith('split') && w.values.pot === k);
    expect(split(tournament)).toEqual([expect.objectContaining({ rule: 'TDA 20', key: 'split-all-to-first' })]);
    expect(split(tournament)[0].text).toMatch(/odd chips all go to the first winner left of the button$/);
    expect(split(cash)).toEqual([expect.objectContaining({ rule: "Robert's Rules", key: 'split' })]);
    expect(split(cash)[0].text).toMatch(/odd chips go to the first winners left of the button, one each$/);

    // A trainee who shares the pot out evenly, odd chips aside, is told the rule of the profile.
    const even = (item: AwardItem) => {
      const j = oddPot(item);
      const pots = item.answer.pots.map((p, i) => (i === j ? { ...p, winners: p.winners.map((w) => ({ ...w, amount: Math.min(...p.winners.map((x) => x.amount)) })) } : p));
      return award.score(item, { ...item.answer, pots }).mistakes.filter((m) => m.part === `pots[${j}].winners`);
    };
    expect(even(tournament).map((m) => m.message.key)).toContain('award-odd-chip-all-to-first');
    expect(even(tournament).map((m) => m.message.text).join('\n')).toMatch(/all the odd chips go to the first winner left of the button/);
    expect(oddPot(cash)).toBeGreaterThanOrEqual(0);
    expect(even(cash).map((m) => m.message.key)).toContain('award-odd-chip');
    expect(even(cash).map((m) => m.message.text).join('\n')).toMatch(/the odd chips go to the first winners left of the button, one each/);
  });
});
