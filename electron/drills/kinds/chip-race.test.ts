/**
 * The chip-race drill: the question shows the colour-up and the deck, never the deal or the
 * winners; each part scored with its key; the levels' mix over 1,000 items each.
 */
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../engine';
import { askChipRace, chipRaceDrill, TARGETS, type RaceSituation } from './chip-race';
import type { Level } from '../hands/play';

// 25s up to 100s: seat 1 has 7 (3 left over), seat 2 has 4 (none), seat 3 has 2, seat 4 one and nothing else.
const asked = askChipRace(
  { removed: 25, newChip: 100, smallestAfter: 100, seats: [{ seat: 0, removed: 7, other: 1000 }, { seat: 1, removed: 4, other: 900 }, { seat: 2, removed: 2, other: 800 }, { seat: 3, removed: 1, other: 0 }] },
  parseCards('2c9dKhKs3cQdAs'),
);

describe('the chip-race drill', () => {
  it('asks with the chips and the deck; the answer is the engine race', () => {
    expect(asked.question).toMatchObject({ kind: 'chip-race', removed: 25, newChip: 100, deck: '2c9dKhKs3cQdAs' });
    expect(JSON.stringify(asked.question)).not.toMatch(/deal|winners|kept/);
    // 150 left over: 2 chips; Ks (seat 3) and Kh (seat 1) win; seat 4's Qd loses its last chip: kept in with a 100.
    expect(asked.answer).toEqual({ kind: 'chip-race', deal: [0, 0, 0, 2, 2, 3], winners: [0, 2], kept_in: [3] });
  });

  it('scores the deal, the winners and the kept-in player, each a part', () => {
    const right = chipRaceDrill.score(asked, asked.answer);
    expect(right).toMatchObject({ earned: 3, possible: 3, mistakes: [] });
    const wrong = chipRaceDrill.score(asked, { kind: 'chip-race', deal: [0, 0, 1, 2, 2, 3], winners: [0, 3], kept_in: [] });
    expect(wrong.earned).toBe(0);
    expect(wrong.mistakes.map((m) => [m.message.key, m.message.values.seat])).toEqual([
      ['race-deal-count', 0],
      ['race-deal-count', 1],
      ['race-winner-missing', 2],
      ['race-not-winner', 3],
      ['race-kept-in-missing', 3],
    ]);
    // The right counts in the wrong order: the cards of one player together.
    expect(chipRaceDrill.score(asked, { ...asked.answer, deal: [0, 2, 0, 0, 2, 3] }).mistakes.map((m) => m.message.key)).toEqual(['race-deal-order']);
    expect(chipRaceDrill.score(asked, { ...asked.answer, winners: [0, 1, 2] }).mistakes[0].message).toMatchObject({ key: 'race-no-cards', values: { seat: 1 } });
  });

  it('nobody kept in and none said: that part is not asked', () => {
    const a = askChipRace({ removed: 25, newChip: 100, smallestAfter: 100, seats: [{ seat: 0, removed: 3, other: 500 }, { seat: 1, removed: 1, other: 500 }] }, parseCards('Kh2c3dKs'));
    expect(chipRaceDrill.score(a, a.answer)).toMatchObject({ earned: 2, possible: 2 });
    expect(chipRaceDrill.score(a, { ...a.answer, kept_in: [0] }).mistakes[0].message.key).toBe('race-kept-in-extra');
  });
});

describe('the levels', () => {
  const ITEMS = 1000;
  const items = (level: Level) => Array.from({ length: ITEMS }, (_, seed) => chipRaceDrill.generate(seed, level, seed % 2 ? 'cash' : 'tournament'));
  const share = (list: ReturnType<typeof items>, s: RaceSituation) => list.filter((i) => i.context.situations.includes(s)).length / list.length;

  it.each([1, 2, 3] as const)('level %i: each listed situation in its share (at least half of what is drawn), checked on the question', (level) => {
    const list = items(level);
    for (const [situation, weight] of TARGETS[level]) expect(share(list, situation), situation).toBeGreaterThan(weight / 2);
    const seats = { 1: [3, 5], 2: [4, 7], 3: [6, 10] }[level];
    for (const item of list) {
      const q = item.question;
      expect(q.seats.length).toBeGreaterThanOrEqual(seats[0]);
      expect(q.seats.length).toBeLessThanOrEqual(seats[1]);
      // The rounding as the question's numbers give it.
      const left = q.seats.reduce((sum, s) => sum + (s.removed % (q.newChip / q.removed)) * q.removed, 0);
      const part = left % q.newChip;
      const s = item.context.situations;
      if (s.includes('exact')) expect(part).toBe(0);
      if (s.includes('half')) expect(2 * part).toBe(q.newChip);
      expect(item.answer.winners).toHaveLength(Math.floor((2 * left + q.newChip) / (2 * q.newChip)));
      if (s.includes('kept-in')) expect(item.answer.kept_in.length).toBeGreaterThan(0);
      expect(item.phh).toBeNull();
    }
    // The skipped seat (no leftover chips, no cards) and the change-up come up at every level.
    expect(share(list, 'skipped')).toBeGreaterThan(0.2);
    expect(share(list, 'change-up')).toBeGreaterThan(0.5);
    if (level < 3) expect(share(list, 'kept-in')).toBe(0);
  }, 60_000);
});
