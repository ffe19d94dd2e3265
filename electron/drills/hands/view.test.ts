/**
 * A hand's views one after another (handViews: the audition's frames, each built from the last)
 * are the views built whole (tableView) at every moment of the hand, in every game: after each
 * deal and action, with the same actions (a player's words before acting), with hands tabled at
 * the showdown, and after the caller replaced a seat of its own view (a card turned face up).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, GAMES, VARIANTS, type Hand } from '../../engine';
import type { TableView } from '../../../shared/drills';
import { playOn, startPlay, STYLES } from './play';
import { gameTable } from './steer';
import { handViews, tableView } from './view';

/** Marks each new history as the audition marks its burns, here a flag the whole view must carry too. */
const mark = (history: TableView['history']): void => {
  for (const street of history) street.burnt = street.dealt !== '' || undefined;
};
const whole = (hand: Hand, actions: Parameters<typeof tableView>[1], faceUp?: number[]): TableView => {
  const table = tableView(hand, actions, { hideFinalAggressor: true, faceUp });
  mark(table.history);
  return table;
};

describe('handViews', () => {
  it('builds each view of a hand as tableView builds it whole, in every game', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom(1 as const, 2 as const, 3 as const), (variant, seed, level) => {
        const rng = createRng(seed);
        const play = startPlay(rng, level, gameTable(rng, level, 'cash', variant), true, GAMES[variant].family === 'board' ? createRng(seed + 1) : undefined);
        const views = handViews(play.hand, play.actions, mark);
        let moments = 0;
        const check = (): void => {
          const view = views({ hideFinalAggressor: true });
          const text = JSON.stringify(view);
          expect(text).toBe(JSON.stringify(whole(play.hand, play.actions)));
          // The same moment again (a player's words before the action): the same view.
          const again = views({ hideFinalAggressor: true });
          expect(JSON.stringify(again)).toBe(text);
          // The caller's own seat replaced: the next view is not touched by it.
          again.seats[0] = { ...again.seats[0], cards: 'AsAh' };
          moments++;
        };
        check();
        playOn(play, () => STYLES.normal, () => {
          check();
          return false;
        });
        const live = play.hand.seats.flatMap((s, seat) => (s.folded ? [] : [seat]));
        for (let k = 1; k <= live.length; k++) expect(JSON.stringify(views({ hideFinalAggressor: true, faceUp: live.slice(0, k) }))).toBe(JSON.stringify(whole(play.hand, play.actions, live.slice(0, k))));
        expect(moments).toBeGreaterThan(1);
      }),
      { numRuns: 150 },
    );
  });
});
