/** The felt's geometry: at every seat count and size, seats, bets and the dealer clear of each other and on the felt; the middle clear of them all. */
import { describe, expect, it } from 'vitest';
import { FELT_RATIO, feltLayout, overlaps, type Box } from './geometry';

const inside = (b: Box, w: number, h: number) => b.x >= 0 && b.y >= 0 && b.x + b.w <= w && b.y + b.h <= h;

describe('felt geometry', () => {
  for (const width of [780, 900, 1000, 1400]) {
    const height = Math.round(width * FELT_RATIO);
    for (let seats = 2; seats <= 10; seats++) {
      for (const tabled of [false, true]) {
        it(`${width}×${height}, ${seats} seats${tabled ? ', cards tabled' : ''}`, () => {
          // Hands are tabled at the award, when every chip is in the pots.
          const betSeats = tabled ? [] : Array.from({ length: seats }, (_, k) => k);
          const layout = feltLayout(width, height, seats, { holeCards: 4, tabled, betSeats });
          const boxes = [...layout.seats, ...betSeats.map((k) => layout.bets[k]), layout.dealer];
          for (const b of boxes) expect(inside(b, width, height)).toBe(true);
          for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `${i} and ${j}`).toBe(false);
          for (const b of boxes) expect(overlaps(layout.middle, b)).toBe(false);
          // Room for the board and a row of pots.
          expect(layout.middle.w).toBeGreaterThan(180);
          expect(layout.middle.h).toBeGreaterThan(100);
        });
      }
    }
  }

  // Stud: two to eight players, seven cards a seat and bets in front of every seat.
  for (const width of [780, 900, 1400]) {
    const height = Math.round(width * FELT_RATIO);
    for (let seats = 2; seats <= 8; seats++) {
      it(`${width}×${height}, ${seats} stud seats of seven cards, bets in front`, () => {
        const betSeats = Array.from({ length: seats }, (_, k) => k);
        const layout = feltLayout(width, height, seats, { holeCards: 7, tabled: true, betSeats });
        const boxes = [...layout.seats, ...layout.bets.slice(0, seats), layout.dealer];
        for (const b of boxes) expect(inside(b, width, height)).toBe(true);
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `${i} and ${j}`).toBe(false);
        for (const b of boxes) expect(overlaps(layout.middle, b)).toBe(false);
        expect(layout.middle.w).toBeGreaterThan(160);
      });
    }
  }

  it('seat 0 is on the dealer’s left (bottom left), and the seats go round clockwise', () => {
    const layout = feltLayout(1000, 600, 6);
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
