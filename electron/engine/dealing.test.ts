/** RULES dealing and showdown: every card is dealt once, whether in a holding, on the board or tabled from a face-down holding. */
import { describe, expect, it } from 'vitest';
import { apply, createHand, type Action } from './actions';
import { parseCards } from './cards';
import { unwrap } from './explain';
import type { Hand } from './state';
import { dealt, play, tableOf } from './testing';

const refusal = (hand: Hand, action: Action): string | null => {
  const r = apply(hand, action);
  return r.ok ? null : r.error.key;
};

/** Three players, blinds called and checked, at the flop deal. */
const atFlop = (hole: (string | undefined)[]): Hand => play(dealt({ stacks: [1000, 1000, 1000], bb: 100, hole }), 'c', 'c', 'k');

describe('a card is dealt once', () => {
  it('refuses a hole card already in another holding, and one repeated within the deal', () => {
    const posted = unwrap(apply(createHand(tableOf({ stacks: [1000, 1000, 1000], bb: 100 })), { type: 'post' }));
    const first = unwrap(apply(posted, { type: 'deal-hole', seat: 0, cards: parseCards('AsKd') }));
    expect(refusal(first, { type: 'deal-hole', seat: 1, cards: parseCards('QhAs') })).toBe('duplicate-card');
    expect(refusal(first, { type: 'deal-hole', seat: 1, cards: parseCards('QhQh') })).toBe('duplicate-card');
    expect(refusal(first, { type: 'deal-hole', seat: 1, cards: parseCards('QhJh') })).toBeNull();
  });

  it('refuses a board card already dealt to a player or to the board', () => {
    const h = atFlop(['AsKd', '2c2d', undefined]);
    expect(refusal(h, { type: 'deal-board', cards: parseCards('Kd7h8h') })).toBe('duplicate-card');
    expect(refusal(h, { type: 'deal-board', cards: parseCards('7h7h8h') })).toBe('duplicate-card');
    const flop = play(h, 'd7h8h9h');
    const turn = play(flop, 'k', 'k', 'k');
    expect(refusal(turn, { type: 'deal-board', cards: parseCards('8h') })).toBe('duplicate-card');
    expect(refusal(turn, { type: 'deal-board', cards: parseCards('2d') })).toBe('duplicate-card');
    expect(refusal(turn, { type: 'deal-board', cards: parseCards('Th') })).toBeNull();
  });

  it('lets a face-down holding be tabled only with cards not dealt elsewhere', () => {
    let h = atFlop(['AsKd', undefined, '2c2d']);
    h = play(h, 'd7h8h9h', 'k', 'k', 'k', 'dTh', 'k', 'k', 'k', 'dJc', 'k', 'k', 'k');
    expect(h.phase).toBe('showdown');
    expect(refusal(h, { type: 'show', seat: 1, cards: parseCards('QhAs') })).toBe('duplicate-card');
    expect(refusal(h, { type: 'show', seat: 1, cards: parseCards('Qh7h') })).toBe('duplicate-card');
    expect(refusal(h, { type: 'show', seat: 1, cards: parseCards('QhQh') })).toBe('duplicate-card');
    const tabled = unwrap(apply(h, { type: 'show', seat: 1, cards: parseCards('QhQs') }));
    // Once tabled, those cards are out too; a player's own known cards may be shown.
    expect(refusal(tabled, { type: 'show', seat: 0, cards: parseCards('AsKd') })).toBeNull();
    expect(refusal(tabled, { type: 'show', seat: 2, cards: parseCards('2c2d') })).toBeNull();
    expect(refusal(tabled, { type: 'show', seat: 0, cards: parseCards('AsQs') })).toBe('show-mismatch');
  });
});
