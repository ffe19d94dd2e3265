/**
 * The bring-in drill with worked numbers: third street's bring-in with a tie broken by suit, razz's
 * highest card (aces low), a bring-in passed on by a player all-in on the ante, and who acts first
 * on fourth street (an open pair; equal hands showing). Then the levels' mix.
 */
import { describe, expect, it } from 'vitest';
import { apply, parseCards, unwrap, type Hand, type Profile, type Variant } from '../../engine';
import { dealt, play } from '../../engine/testing';
import { askBringIn, bringIn } from './bring-in';
import type { Level } from '../hands/play';

/** A stud table: antes 10, bring-in 25, limits 100/200; each seat's first three cards (two down, one up). */
function studHand(hole: string[], variant: Variant = 'stud', stacks?: number[], profile: Profile = 'tournament'): Hand {
  return dealt({ variant, profile, stacks: stacks ?? hole.map(() => 1000), hole, antes: { kind: 'uniform', amount: 10 }, bringIn: 25, minBet: 100, bigBet: 200 });
}

/** Third street called round, then one card to each seat still in, in seat order. */
function fourthStreet(hole: string[], cards: string, variant: Variant = 'stud'): Hand {
  let hand = play(studHand(hole, variant), 'b');
  while (hand.phase === 'betting') hand = play(hand, 'c');
  const each = parseCards(cards);
  hand.seats.forEach((_, seat) => {
    hand = unwrap(apply(hand, { type: 'deal-hole', seat, cards: [each[seat]] }));
  });
  return hand;
}

const asked = (hand: Hand) => askBringIn(hand, []);

describe('third street: who brings it in', () => {
  it('the lowest up card; of three deuces the deuce of clubs (clubs, diamonds, hearts, spades)', () => {
    // Up cards: 2d, 2c, Kh, 2h.
    const a = asked(studHand(['AsKs2d', 'QdJd2c', '9c9dKh', '7s6s2h']));
    expect(a.answer.first_to_act).toBe(1);
    expect(a.why[0]).toMatchObject({ key: 'bring-in', values: { seat: 1, card: '2c' } });
    // The question shows the up cards and the down cards face down, never the player to act.
    expect(a.question.table.toAct).toBeNull();
    expect(a.question.table.seats.map((s) => s.dealt)).toEqual([
      [null, null, '2d'],
      [null, null, '2c'],
      [null, null, 'Kh'],
      [null, null, '2h'],
    ]);
    // The deuce of diamonds is not it: one part wrong, in the dealer's words.
    const s = bringIn.score(a, { kind: 'bring-in', first_to_act: 0 });
    expect(s).toMatchObject({ earned: 0, possible: 1 });
    expect(s.mistakes[0]).toMatchObject({ part: 'first_to_act', expected: 1, given: 0, message: { key: 'wrong-first_to_act', values: { seat: 1, player: 0 } } });
    expect(s.mistakes[0].message.text).toBe('seat 1 brings it in, not seat 0: seat 1 shows the lowest up card, 2c, and brings it in (aces high; clubs, diamonds, hearts, spades break ties)');
    expect(bringIn.score(a, { kind: 'bring-in', first_to_act: 1 })).toMatchObject({ earned: 1, possible: 1, mistakes: [] });
  });

  it('razz: the highest up card, aces low: the king of spades over the king of hearts, and an ace is low', () => {
    const a = asked(studHand(['2s3sKh', '4d5dAc', '6c7dKs', '8h9hQc'], 'razz'));
    expect(a.answer.first_to_act).toBe(2);
    expect(a.why[0]).toMatchObject({ key: 'bring-in-razz', values: { seat: 2, card: 'Ks' } });
  });

  it('a player all-in on the ante holds the low card: the next player clockwise with chips brings it in', () => {
    // Seat 1 (3c, the lowest) has 10, the ante, and nothing left.
    const a = asked(studHand(['AsKs8d', 'QdJd3c', '9c9dKh'], 'stud', [1000, 10, 1000]));
    expect(a.answer.first_to_act).toBe(2);
    expect(a.why[0]).toMatchObject({ key: 'bring-in-passed', values: { seat: 1, player: 2, card: '3c' } });
  });
});

describe('later streets: who acts first', () => {
  it('an open pair beats an ace high showing', () => {
    // Showing on fourth street: 4d Kh, Ad 4h, 9h 9s.
    const a = asked(fourthStreet(['2s3s4d', '5c6cAd', '7d8d9h'], 'Kh4h9s'));
    expect(a.question.table.street).toBe('fourth');
    expect(a.answer.first_to_act).toBe(2);
    expect(a.why).toHaveLength(1);
    // The cards as PHH writes them, for the screens to draw (the English text spaces them).
    expect(a.why[0]).toMatchObject({ key: 'best-hand-showing', values: { seat: 2, category: 'pair', cards: '9h9s' }, text: 'seat 2 shows the best hand (9h 9s) and acts first' });
  });

  it('equal hands showing (two ace-kings): the first from the dealer\'s left, whatever the suits', () => {
    // The button is seat 2: seat 0 is first from its left. Showing: Ah Kh, 4c 2h, As Kd.
    const a = asked(fourthStreet(['2s3sAh', '5c6c4c', '7d8dAs'], 'Kh2hKd'));
    expect(a.answer.first_to_act).toBe(0);
    expect(a.why[1]).toMatchObject({ key: 'equal-showing', values: { seat: 0, seats: [2] } });
    expect(bringIn.score(a, { kind: 'bring-in', first_to_act: 2 }).mistakes[0].message.text).toMatch(/^seat 0 acts first on fourth street, not seat 2: /);
  });

  it('razz: the best low showing acts first (a 4-2 before an ace-queen)', () => {
    const a = asked(fourthStreet(['KsKd4d', '5c6cAd', '7d8d9h'], '2hQsTs', 'razz'));
    expect(a.answer.first_to_act).toBe(0);
    expect(a.why[0]).toMatchObject({ key: 'best-low-showing', values: { seat: 0 } });
  });
});

describe('levels', () => {
  const keys = (level: Level) => {
    const seen = new Map<string, number>();
    for (let seed = 0; seed < 80; seed++) {
      const item = bringIn.generate(seed, level, 'cash');
      const key = `${item.question.table.street}:${item.why.map((w) => w.key).join('+')}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      expect(item.question.table.toAct).toBeNull();
    }
    return seen;
  };

  it('level 1 asks on third street only, some of them ties in rank decided by suit', () => {
    const seen = keys(1);
    expect([...seen.keys()].every((k) => k.startsWith('third:'))).toBe(true);
    let ties = 0;
    for (let seed = 0; seed < 80; seed++) {
      const item = bringIn.generate(seed, 1, 'cash');
      const doors = item.question.table.seats.map((s) => s.dealt![2]![0]);
      if (doors.filter((r) => r === doors[item.answer.first_to_act]).length > 1) ties++;
    }
    expect(ties).toBeGreaterThan(10);
  });

  it('levels 2 and 3 reach the later streets; level 3 equal hands showing and a bring-in passed on', () => {
    const two = keys(2);
    expect([...two.keys()].filter((k) => !k.startsWith('third:')).reduce((n, k) => n + two.get(k)!, 0)).toBeGreaterThan(40);
    const three = keys(3);
    const count = (part: string) => [...three.entries()].filter(([k]) => k.includes(part)).reduce((n, [, v]) => n + v, 0);
    expect(count('equal-showing')).toBeGreaterThan(8);
    expect(count('bring-in-passed')).toBeGreaterThan(2);
    expect(count('fifth') + count('sixth') + count('seventh')).toBeGreaterThan(5);
  });
});
