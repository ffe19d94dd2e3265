/**
 * The actions made by `Action` (actions.ts): one shape for all of them, and the same hand as the
 * literals the tests write.
 */
import { describe, expect, it } from 'vitest';
import { Action, apply } from './actions';
import { parseCards } from './cards';
import { actionFor, dealt } from './testing';
import type { Hand } from './state';

describe('Action: the actions of one shape', () => {
  const made: Action[] = [
    Action.post(),
    Action.dealHole(2, parseCards('AsKd')),
    Action.dealBoard(parseCards('2c3d4h')),
    Action.fold(1),
    Action.check(1),
    Action.call(1),
    Action.raise(1, 600),
    Action.bringIn(0),
    Action.discard(3, parseCards('Kh')),
    Action.show(4, parseCards('QsQd')),
    Action.show(4),
    Action.muck(5),
  ];

  it('every action has the same four fields in the same order, the unused ones undefined', () => {
    for (const a of made) expect(Object.keys(a), a.type).toEqual(['type', 'seat', 'to', 'cards']);
    expect(Action.raise(1, 600)).toStrictEqual({ type: 'raise', seat: 1, to: 600, cards: undefined });
    expect(Action.dealBoard(parseCards('2c3d4h'))).toStrictEqual({ type: 'deal-board', seat: undefined, to: undefined, cards: parseCards('2c3d4h') });
    expect(Action.post()).toStrictEqual({ type: 'post', seat: undefined, to: undefined, cards: undefined });
  });

  it('plays a hand exactly as the literals do, and is refused with the same reason', () => {
    const steps = ['r300', 'c', 'c', 'f', 'dKs7h2c', 'k', 'r500', 'c'];
    const shaped = (hand: Hand, step: string): Action => {
      const a = actionFor(hand, step);
      switch (a.type) {
        case 'fold':
          return Action.fold(a.seat);
        case 'check':
          return Action.check(a.seat);
        case 'call':
          return Action.call(a.seat);
        case 'raise':
          return Action.raise(a.seat, a.to);
        case 'deal-board':
          return Action.dealBoard(a.cards);
        default:
          throw new Error(`no step ${step} here`);
      }
    };
    let literal = dealt({ stacks: [5000, 5000, 5000, 5000], bb: 100 });
    let made = literal;
    for (const step of steps) {
      const a = apply(literal, actionFor(literal, step));
      const b = apply(made, shaped(made, step));
      if (!a.ok || !b.ok) throw new Error(`step ${step} refused`);
      literal = a.value;
      made = b.value;
    }
    expect(made).toEqual(literal);
    expect(made.board).toEqual(parseCards('Ks7h2c'));
    // A raise under the minimum (the last raise was to 500): the same refusal either way.
    const seat = literal.toAct!;
    const refusedLiteral = apply(literal, { type: 'raise', seat, to: 600 });
    const refusedMade = apply(made, Action.raise(seat, 600));
    expect(refusedLiteral.ok).toBe(false);
    expect(refusedMade).toEqual(refusedLiteral);
  });
});
