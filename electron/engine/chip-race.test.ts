/**
 * The chip race (RULES.md, Chip race) with worked numbers: the change-up of whole new chips, the
 * remainders rounded to the nearest chip (half up), the deal from seat 1 clockwise with each
 * player's cards together, the highest single cards (suits breaking ties), one chip a player, and
 * nobody raced out.
 */
import { describe, expect, it } from 'vitest';
import { chipRace, racedChips, type RaceTable } from './chip-race';
import { parseCards } from './cards';

/** 25s raced up to 100s; seats 1 to 4 (indices 0 to 3). */
const table = (removed: number[], other: number[] = removed.map(() => 1000)): RaceTable => ({
  removed: 25,
  newChip: 100,
  smallestAfter: 100,
  seats: removed.map((r, seat) => ({ seat, removed: r, other: other[seat] })),
});

describe('the chip race', () => {
  it('rounds the remainders to the nearest new chip, half or more up', () => {
    expect(racedChips(150, 100)).toBe(2); // 1.5
    expect(racedChips(125, 100)).toBe(1); // 1.25
    expect(racedChips(175, 100)).toBe(2); // 1.75
    expect(racedChips(50, 100)).toBe(1); // 0.5
    expect(racedChips(25, 100)).toBe(0); // 0.25
    expect(racedChips(200, 500)).toBe(0); // 0.4
    expect(racedChips(250, 500)).toBe(1); // 0.5
  });

  it('7, 4, 2 and 1 chips of 25: 1, 1, 0 and 0 new chips changed up, 150 left over, 2 chips raced, 6 cards', () => {
    // Seat 1 (index 0) gets 2c 9d Kh, seat 3 (index 2) Ks 3c, seat 4 (index 3) Qd; seat 2 has nothing left over.
    const r = chipRace(table([7, 4, 2, 1]), parseCards('2c9dKhKs3cQdAs'));
    expect(r.changes.map((c) => [c.changed, c.leftover, c.leftoverValue])).toEqual([[1, 3, 75], [1, 0, 0], [0, 2, 50], [0, 1, 25]]);
    expect({ remainders: r.remainders, raced: r.raced }).toEqual({ remainders: 150, raced: 2 });
    expect(r.deal).toEqual([0, 0, 0, 2, 2, 3]);
    expect(r.cards.map((c) => c.seat)).toEqual([0, 2, 3]);
    // Ks and Kh are the two highest: seats 3 and 1 win; Qd does not.
    expect(r.winners).toEqual([2, 0]);
    expect(r.keptIn).toEqual([]);
    // 1000 + 100 changed + 100 won; 1000 + 100; 1000 + 100 won; 1000.
    expect(r.stacks).toEqual([1200, 1100, 1100, 1000]);
    expect(r.why.find((w) => w.key === 'race-count')!.values).toEqual({ total: 150, newChip: 100, raced: 2 });
    expect(r.why.find((w) => w.key === 'race-deal')!.values).toEqual({ seats: [0, 2, 3], counts: [3, 2, 1] });
  });

  it('equal ranks: the suit decides (spades, hearts, diamonds, clubs), one chip raced', () => {
    // 3 + 1 leftover chips = 100: one chip. Seat 1's best Kh, seat 2's Ks.
    const r = chipRace(table([3, 1]), parseCards('Kh2c3dKs'));
    expect(r.raced).toBe(1);
    expect(r.winners).toEqual([1]);
    expect(r.why.find((w) => w.key === 'race-suit-tie')!.values).toEqual({ seat: 1, player: 0, card: 'Ks', other: 'Kh' });
    const d = chipRace(table([1, 1, 2]), parseCards('QdQcAh2s'));
    // 100 left over: one chip; seat 3's best is Ah.
    expect(d.winners).toEqual([2]);
    expect(d.why.some((w) => w.key === 'race-suit-tie')).toBe(false);
  });

  it('at most one new chip a player, whatever their cards: 3 chips raced among three players', () => {
    // Seat 1 has three aces, but wins one chip; seats 2 and 3 the other two.
    const r = chipRace(table([3, 3, 3, 3]), parseCards('AsAhAd2c2d3c4c5c6c7c8c9c'));
    expect(r.remainders).toBe(300);
    expect(r.raced).toBe(3);
    expect(r.winners).toEqual([0, 3, 2]);
    expect(r.winners).toHaveLength(new Set(r.winners).size);
  });

  it('nobody is raced out: one chip of 25 and nothing else, raced off: the player gets one chip of 100', () => {
    // Leftovers 25 + 50 = 75: one chip raced, won by seat 2 (3s over 2c); seat 1's last chip is raced off.
    const r = chipRace(table([1, 2], [0, 1000]), parseCards('2c3s3h'));
    expect(r.raced).toBe(1);
    expect(r.winners).toEqual([1]);
    expect(r.keptIn).toEqual([0]);
    expect(r.stacks).toEqual([100, 1100]);
    expect(r.why.at(-1)).toMatchObject({ key: 'race-kept-in', values: { seat: 0, chip: 100 } });
    // The same player winning the race is not kept in: its 100 is the chip won.
    const w = chipRace(table([1, 2], [0, 1000]), parseCards('As2s2h'));
    expect(w.winners).toEqual([0]);
    expect(w.keptIn).toEqual([]);
    expect(w.stacks).toEqual([100, 1000]);
  });

  it('100s raced up to 500s: four leftover chips make 400, rounded to one 500', () => {
    const r = chipRace({ removed: 100, newChip: 500, smallestAfter: 500, seats: [{ seat: 0, removed: 9, other: 5000 }, { seat: 1, removed: 0, other: 3000 }] }, parseCards('7h8h9hTh'));
    expect(r.changes[0]).toEqual({ seat: 0, changed: 1, leftover: 4, leftoverValue: 400 });
    expect(r.raced).toBe(1);
    expect(r.deal).toEqual([0, 0, 0, 0]);
    expect(r.stacks).toEqual([6000, 3000]);
  });

  it('refuses a new chip that is not a whole number of the old', () => {
    expect(() => chipRace({ ...table([1]), newChip: 60 }, [])).toThrow(/not a whole number/);
  });
});
