/** A shipped hand's title is read from its id as data, for the screens to say in the trainee's language. */
import { describe, expect, it } from 'vitest';
import { ShippedTitle } from '../../shared/drills';
import { listShippedHands, shippedTitle } from './shipped';

describe('shipped hand titles', () => {
  it('a WSOP hand by year, event, day and hand; a Pluribus hand by session and hand', () => {
    expect(shippedTitle('wsop/2023/43/5/27')).toEqual({ collection: 'wsop', year: 2023, event: 43, day: 5, hand: 27 });
    expect(shippedTitle('pluribus/44b/159')).toEqual({ collection: 'pluribus', session: '44b', hand: 159 });
  });

  it('every shipped hand has a title the contract accepts, with its own hand number', () => {
    const hands = listShippedHands();
    expect(hands.length).toBeGreaterThan(50);
    for (const hand of hands) {
      const title = ShippedTitle.parse(shippedTitle(hand.id));
      expect(String(title.hand), hand.id).toBe(hand.id.split('/').at(-1));
    }
  });
});
