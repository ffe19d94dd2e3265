/** RULES.md showdown procedure: who shows first, may muck, killed hands, the winner tabled, show one show all, cards speak. */
import { describe, expect, it } from 'vitest';
import { inTurnShowdown, runsProcedure, showdownProcedure, type ShowdownEvent } from './procedure';
import { dealt, play } from './testing';
import type { Profile } from './rules';

/**
 * Four players, button seat 3, board 2c7d9hJsKc. Seat 0 AhAd (pair of aces), seat 1 KhKd (three kings),
 * seat 2 QhTh (a straight, 9-K), seat 3 3s4s (king high). River: seat 1 bets 200, the others call.
 */
function river(profile: Profile = 'tournament', bet = true) {
  let h = dealt({ stacks: [2000, 2000, 2000, 2000], bb: 100, profile, hole: ['AhAd', 'KhKd', 'QhTh', '3s4s'] });
  h = play(h, 'c', 'c', 'c', 'k', 'd2c7d9h', 'k', 'k', 'k', 'k', 'dJs', 'k', 'k', 'k', 'k', 'dKc');
  h = bet ? play(h, 'k', 'r200', 'c', 'c', 'c') : play(h, 'k', 'k', 'k', 'k');
  expect(h.phase).toBe('showdown');
  return h;
}
const ev = (seat: number, act: ShowdownEvent['act'], announced: ShowdownEvent['announced'] = null): ShowdownEvent => ({ seat, act, announced });

describe('showdown procedure', () => {
  it('the last bettor shows first (showdownOrder); a later hand may muck; the best hand tabled wins', () => {
    const p = showdownProcedure(river(), [ev(1, 'show'), ev(2, 'show'), ev(3, 'wait'), ev(0, 'wait')]);
    expect(p.order).toEqual([1, 2, 3, 0]);
    expect(p.first).toBe(1);
    expect(p.status).toEqual({ 0: 'may-muck', 1: 'shown', 2: 'shown', 3: 'may-muck' });
    expect(p.winners).toEqual([2]);
    expect(p.why[0].key).toBe('last-aggressor-first');
  });

  it('a checked river: the first live player left of the button shows first', () => {
    const p = showdownProcedure(river('tournament', false), [ev(0, 'show'), ev(1, 'show'), ev(2, 'show'), ev(3, 'wait')]);
    expect(p.first).toBe(0);
    expect(p.winners).toEqual([2]);
  });

  it('a mucked hand not retrievable is dead: the best hand in the muck cannot win', () => {
    const p = showdownProcedure(river(), [ev(1, 'show'), ev(2, 'muck'), ev(3, 'wait'), ev(0, 'wait')]);
    expect(p.status[2]).toBe('killed');
    expect(p.winners).toEqual([1]);
  });

  it('a winning hand shown in turn is never mucked: the dealer tables it', () => {
    const p = showdownProcedure(river(), [ev(1, 'show'), ev(2, 'show-then-muck'), ev(3, 'wait'), ev(0, 'wait')]);
    expect(p.status[2]).toBe('tabled');
    expect(p.winners).toEqual([2]);
    expect(p.why.some((w) => w.key === 'winner-tabled')).toBe(true);
  });

  it('show one, show all: a hand shown to one player is shown to the table and contests the pot', () => {
    const p = showdownProcedure(river(), [ev(1, 'show'), ev(2, 'wait'), ev(3, 'wait'), ev(0, 'show-one')]);
    expect(p.status[0]).toBe('show-all');
    expect(p.winners).toEqual([1]);
  });

  it('cards speak: a wrong announcement changes nothing; cash may penalise it, tournament not', () => {
    const events = [ev(1, 'show', 'straight'), ev(2, 'show', 'pair'), ev(3, 'wait'), ev(0, 'wait')];
    const cash = showdownProcedure(river('cash'), events);
    expect(cash.winners).toEqual([2]);
    expect(cash.misannounced).toEqual([1, 2]);
    expect(cash.penaltyPossible).toBe(true);
    expect(cash.why.find((w) => w.key === 'cards-speak')?.values).toEqual({ seat: 1, announcedCategory: 'straight', category: 'three-of-a-kind' });
    const tournament = showdownProcedure(river('tournament'), events);
    expect(tournament.winners).toEqual([2]);
    expect(tournament.penaltyPossible).toBe(false);
  });

  it('a right announcement is no misannouncement', () => {
    const p = showdownProcedure(river('cash'), [ev(1, 'show', 'three-of-a-kind'), ev(2, 'show', 'straight'), ev(3, 'wait'), ev(0, 'wait')]);
    expect(p.misannounced).toEqual([]);
    expect(p.penaltyPossible).toBe(false);
  });
});

describe('a plain showdown in turn (inTurnShowdown)', () => {
  it('the first shows; a later hand shows only if no hand already shown beats it, else it may muck', () => {
    expect(inTurnShowdown(river())).toEqual([ev(1, 'show'), ev(2, 'show'), ev(3, 'wait'), ev(0, 'wait')]);
    expect(inTurnShowdown(river('tournament', false))).toEqual([ev(0, 'show'), ev(1, 'show'), ev(2, 'show'), ev(3, 'wait')]);
    const p = showdownProcedure(river(), inTurnShowdown(river()));
    expect(p.status).toEqual({ 0: 'may-muck', 1: 'shown', 2: 'shown', 3: 'may-muck' });
    expect(p.winners).toEqual([2]);
    expect(p.allAtOnce).toBe(false);
    expect(p.why.at(-1)!.key).toBe('procedure-winner');
  });

  it('with a player all-in every hand is turned face up at once (TDA 16): all show', () => {
    let h = dealt({ stacks: [500, 2000, 2000], bb: 100, hole: ['AhAd', 'KhKd', '3s4s'] });
    h = play(h, 'r500', 'c', 'c', 'd2c7d9h', 'k', 'k', 'dJs', 'k', 'k', 'dKc', 'k', 'k');
    expect(h.phase).toBe('showdown');
    const events = inTurnShowdown(h);
    expect(events.every((e) => e.act === 'show')).toBe(true);
    const p = showdownProcedure(h, events);
    expect(p.allAtOnce).toBe(true);
    expect(p.why[0].key).toBe('all-face-up');
    expect(runsProcedure(h)).toBe(true);
  });
});
