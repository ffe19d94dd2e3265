/**
 * The audition table across hands, in every game and both rotations: stacks carried, a busted
 * seat refilled with a buy-in, the big blind one seat on each hand (positions.ts; stud has no
 * button), the rotation's next game after an orbit, and no chip made or lost over 1,000 hands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, GAMES } from '../../engine';
import { auditionFormats } from '../../../shared/audition-vocab';
import { BUY_IN, CASH_RAKE, GAME_SPECS, gamesOf, maxSeats, STAKE } from './formats';
import { nextHand, tableAfter } from './hands';
import { chipsAccounted, gameOf, handConfig, openTable, type TableSetup } from './table';

const HANDS = 25;

describe('audition table', () => {
  it('carries the stacks, the button and the rotation hand after hand, no chip made or lost (1,000 hands over every format)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...auditionFormats),
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom('orbit' as const, 'hand' as const),
        fc.constantFrom('cash' as const, 'tournament' as const),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (format, wanted, rotation, profile, seed) => {
          const setup: TableSetup = { format, seats: Math.min(wanted, maxSeats(format)), rotation, profile };
          let state = openTable(setup, createRng(seed));
          const games = gamesOf(format);
          const perGame = rotation === 'orbit' ? setup.seats : 1;
          let lastBigBlind: number | null = null;
          for (let h = 0; h < HANDS; h++) {
            // The rotation: each game its orbit (or its hand), in order, round and round.
            expect(gameOf(state)).toBe(games[Math.floor(h / perGame) % games.length]);
            const config = handConfig(state);
            expect(config.variant).toBe(GAME_SPECS[gameOf(state)].variant);
            expect(config.stacks).toEqual(state.players.map((p) => p.stack));
            if (GAMES[config.variant].family === 'stud') {
              expect(config.blinds.every((b) => b === 0)).toBe(true);
              expect(config.antes).toEqual({ kind: 'uniform', amount: STAKE.ante });
              expect(config.bringIn).toBe(STAKE.bringIn);
            } else {
              // The big blind one seat on from the last hand that had blinds (every seat is always taken).
              const bigBlind = config.blinds.indexOf(STAKE.big);
              if (lastBigBlind !== null) expect(bigBlind).toBe((lastBigBlind + 1) % setup.seats);
              lastBigBlind = bigBlind;
            }
            expect(config.options?.rake !== undefined).toBe(profile === 'cash');

            const dealt = nextHand(state, seed, 'practice');
            const before = state;
            state = tableAfter(state, dealt, seed);
            expect(dealt.finalStacks.reduce((a, b) => a + b, 0) + dealt.rake).toBe(before.players.reduce((a, p) => a + p.stack, 0));
            expect(dealt.rake).toBeLessThanOrEqual(CASH_RAKE.cap);
            state.players.forEach((p, seat) => {
              if (dealt.finalStacks[seat] > 0) expect(p).toEqual({ ...before.players[seat], stack: dealt.finalStacks[seat] });
              else {
                // A new player sits down in the busted seat with a buy-in of their own.
                expect(p.id).toBeGreaterThanOrEqual(before.nextId);
                expect(p.stack).toBeGreaterThanOrEqual(BUY_IN.least);
                expect(p.stack).toBeLessThanOrEqual(BUY_IN.most);
              }
            });
            expect(state.hands).toBe(h + 1);
            expect(chipsAccounted(state)).toBe(state.boughtIn);
          }
        },
      ),
      { numRuns: 1000 / HANDS, seed: 34 },
    );
  });

  it('the same seed deals the same hands; another seed, others', () => {
    const setup: TableSetup = { format: 'horse', seats: 6, rotation: 'orbit', profile: 'cash' };
    const run = (seed: number) => {
      let state = openTable(setup, createRng(seed));
      const out: string[] = [];
      for (let h = 0; h < 6; h++) {
        const dealt = nextHand(state, seed, 'table-ready');
        out.push(JSON.stringify(dealt.frames.map((f) => f.table.seats.map((s) => s.cards))));
        state = tableAfter(state, dealt, seed);
      }
      return out;
    };
    expect(run(7)).toEqual(run(7));
    expect(run(8)).not.toEqual(run(7));
  });

  it('seats no more players than the game can deal to', () => {
    expect(maxSeats('holdem')).toBe(10);
    expect(maxSeats('stud')).toBe(8);
    expect(maxSeats('2-7-triple-draw')).toBeLessThan(8);
    expect(maxSeats('horse')).toBe(8);
    expect(maxSeats('eight-game')).toBe(maxSeats('2-7-triple-draw'));
  });
});
