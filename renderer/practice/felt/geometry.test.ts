/**
 * The felt's geometry: at every seat count, from a phone held upright or sideways to a large screen,
 * seats, bets and the dealer clear of each other and on the felt; the middle clear of them all and
 * inside the rail, with room for the board and the pots.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, feltLayout, feltRatio, layoutFor, overlaps, scaleFor, type SeatContent, sizesFor, TEXT_ESTIMATE } from './geometry';

const inside = (b: Box, w: number, h: number) => b.x >= -0.01 && b.y >= -0.01 && b.x + b.w <= w + 0.01 && b.y + b.h <= h + 0.01;

/** The felts the screens give it (Felt.tsx's useFeltSize): 360×640 and 390×844 phones, a phone held sideways, an 820×1180 tablet, 1366×768, 1920×1080 and 2560×1440. */
const FELTS: Array<[number, number]> = [
  [352, 548],
  [382, 669],
  [836, 290],
  [772, 579],
  [918, 551],
  [1408, 845],
  [1600, 960],
];

/**
 * What the seats of each game show: hold'em's no cards, Omaha's four tabled, a draw hand's five
 * backs or five tabled, stud's three down and four up, or seven tabled; chips in front of the seats
 * or not (tabled hands have none: the betting is over).
 */
const HANDS: Array<{ name: string; up: number; down: number; seats: number; bets: boolean[] }> = [
  { name: "hold'em", up: 0, down: 0, seats: 10, bets: [false, true] },
  { name: 'Omaha tabled', up: 4, down: 0, seats: 10, bets: [false] },
  { name: 'draw', up: 0, down: 5, seats: 7, bets: [false, true] },
  { name: 'draw tabled', up: 5, down: 0, seats: 7, bets: [false] },
  { name: 'stud', up: 4, down: 3, seats: 8, bets: [false, true] },
  { name: 'stud tabled', up: 7, down: 0, seats: 8, bets: [false] },
];

/** Seats, bets and the dealer on the felt and clear of each other; the middle clear of them (of the bets in front now, `betSeats`). */
function expectClear(layout: ReturnType<typeof feltLayout>, seats: number, withBets: boolean, betSeats: readonly number[]): void {
  const { width, height } = layout;
  const boxes = [...layout.seats, ...(withBets ? layout.bets : []), layout.dealer];
  for (const b of boxes) expect(inside(b, width, height)).toBe(true);
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `boxes ${i} and ${j}`).toBe(false);
  for (const b of [...layout.seats, ...betSeats.map((k) => layout.bets[k]), layout.dealer]) expect(overlaps(layout.middle, b)).toBe(false);
  expect(inside(layout.middle, width, height)).toBe(true);
  expect(layout.seats).toHaveLength(seats);
}

describe('felt geometry', () => {
  for (const [width, height] of FELTS) {
    const scale = scaleFor(width, height);
    for (const hand of HANDS) {
      for (const withBets of hand.bets) {
        it(`${width}×${height} (${scale}), ${hand.name}, two to ${hand.seats} seats${withBets ? ', bets in front of all' : ''}: all fit, the middle has room`, () => {
          for (let seats = 2; seats <= hand.seats; seats++) {
            const content: SeatContent = { text: TEXT_ESTIMATE[scale], up: hand.up, down: hand.down };
            const betSeats = withBets ? Array.from({ length: seats }, (_, k) => k) : [];
            const layout = layoutFor(width, height, seats, scale, content, { withBets, betSeats });
            expect(layout.fits, `${seats} seats`).toBe(true);
            expectClear(layout, seats, withBets, betSeats);
            // Room for the board (five cards) or two pots side by side, and a row of pots.
            expect(layout.middle.w, `${seats} seats`).toBeGreaterThan(scale === 'xs' ? 140 : 180);
            expect(layout.middle.h, `${seats} seats`).toBeGreaterThan(scale === 'xs' ? 48 : 100);
          }
        });
      }
    }
  }

  it('any felt from 340 px wide and 200 px high, any seats: what is laid out lies on the felt, and the middle clears the seats and the bets in front', () => {
    fc.assert(
      fc.property(fc.integer({ min: 340, max: 2000 }), fc.double({ min: 0.36, max: 1.9, noNaN: true }), fc.integer({ min: 2, max: 10 }), fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), (width, ratio, seats, bets) => {
        const height = Math.max(200, Math.round(width * ratio));
        const betSeats = bets.filter((k) => k < seats);
        const layout = feltLayout(width, height, seats, sizesFor(scaleFor(width, height), { text: TEXT_ESTIMATE[scaleFor(width, height)], up: 0, down: 0 }), { withBets: true, betSeats });
        for (const b of [...layout.seats, ...layout.bets, layout.dealer, layout.middle]) expect(inside(b, width, height)).toBe(true);
        // An empty middle (no room left at all) takes no room.
        if (layout.middle.w > 0 && layout.middle.h > 0) for (const b of [...layout.seats, ...betSeats.map((k) => layout.bets[k]), layout.dealer]) expect(overlaps(layout.middle, b)).toBe(false);
        if (layout.fits) expectClear(layout, seats, true, betSeats);
      }),
      { numRuns: 60 },
    );
  });

  it('the seats stay where they are as the bets are gathered: only the middle grows', () => {
    const size = sizesFor('medium', { text: TEXT_ESTIMATE.medium, up: 0, down: 0 });
    const all = feltLayout(918, 551, 10, size, { withBets: true, betSeats: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    const none = feltLayout(918, 551, 10, size, { withBets: true, betSeats: [] });
    expect(none.seats).toEqual(all.seats);
    expect(none.bets).toEqual(all.bets);
    expect(none.middle.w * none.middle.h).toBeGreaterThan(all.middle.w * all.middle.h);
  });

  it('a phone held upright gets an upright felt with the smallest contents; a laptop a long oval', () => {
    expect(352 * feltRatio(352)).toBeGreaterThan(352);
    expect(scaleFor(352, 548)).toBe('xs');
    expect(scaleFor(836, 290)).toBe('xs');
    expect(scaleFor(918, 551)).toBe('medium');
    expect(scaleFor(1408, 845)).toBe('large');
    expect(feltLayout(352, 600, 6, sizesFor('xs', { text: TEXT_ESTIMATE.xs, up: 0, down: 0 })).railRadius).not.toBeNull();
    expect(feltLayout(918, 551, 6, sizesFor('medium', { text: TEXT_ESTIMATE.medium, up: 0, down: 0 })).railRadius).toBeNull();
  });

  it('seven stud cards make a seat wider in one row, narrower and taller in two', () => {
    const content = { text: TEXT_ESTIMATE.xs, up: 7, down: 0 };
    const one = sizesFor('xs', content, 1).seat;
    const two = sizesFor('xs', content, 2).seat;
    expect(one.w).toBeGreaterThan(two.w);
    expect(two.h).toBeGreaterThan(one.h);
    // Seven faces of 19 px and their gaps, and the seat's frame.
    expect(one.w).toBe(7 * 19 + 6 * 2 + 12);
    // Face-down cards are narrower than faces.
    expect(sizesFor('xs', { text: { w: 0, h: 0 }, up: 4, down: 3 }).seat.w).toBeLessThan(one.w);
  });

  it('seat 0 is on the dealer’s left (bottom left), and the seats go round clockwise', () => {
    const layout = feltLayout(1000, 600, 6, sizesFor('medium', { text: TEXT_ESTIMATE.medium, up: 0, down: 0 }));
    const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
    const first = centre(layout.seats[0]);
    expect(first.x).toBeLessThan(500);
    expect(first.y).toBeGreaterThan(300);
    // Clockwise on screen: up the left side, across the top, down the right.
    expect(centre(layout.seats[1]).y).toBeLessThan(first.y);
    expect(centre(layout.seats[5]).x).toBeGreaterThan(500);
    expect(layout.dealer.y).toBeGreaterThan(centre(layout.seats[0]).y);
  });
});
