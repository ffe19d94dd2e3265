/**
 * Seven-card stud, stud eight or better and razz, with worked numbers: antes, the bring-in by the
 * lowest up card (razz: the highest) with suits breaking ties, completing, who acts first on the
 * later streets, the big bet from fifth street, the double bet on fourth street with an open pair
 * (cash profile), seventh street's short stub (the scramble, the common card), and the showdown.
 */
import { describe, expect, it } from 'vitest';
import { apply, createHand, type Action } from './actions';
import { bringInDue, legalActions } from './betting';
import { cardsToString, parseCards } from './cards';
import { unwrap } from './explain';
import type { Profile, Variant } from './rules';
import { settle, showdownOrder } from './showdown';
import { bringInSeat, studOpener } from './stud';
import { dealt, play, tableOf } from './testing';
import type { Hand } from './state';

/** A stud table: antes 10, bring-in 25, limits 100/200; each seat's first three cards (two down, one up). */
function studHand(hole: (string | undefined)[], variant: Variant = 'stud', profile: Profile = 'tournament', stacks?: number[]): Hand {
  return dealt({ variant, profile, stacks: stacks ?? hole.map(() => 1000), hole, antes: { kind: 'uniform', amount: 10 }, bringIn: 25, minBet: 100, bigBet: 200 });
}

/** Deals the next street: one card to each seat still in, in seat order. */
function street(hand: Hand, cards: string): Hand {
  const each = parseCards(cards);
  let k = 0;
  hand.seats.forEach((s, seat) => {
    if (!s.folded) hand = unwrap(apply(hand, { type: 'deal-hole', seat, cards: [each[k++]] }));
  });
  return hand;
}

/** A stud table of three with the first seats' cards dealt as given ('??' unknown), seat 2 still to be dealt. */
function dealtPartly(cards: string[]): Hand {
  let hand = unwrap(apply(createHand(tableOf({ variant: 'stud', stacks: [1000, 1000, 1000], antes: { kind: 'uniform', amount: 10 }, bringIn: 25, minBet: 100 })), { type: 'post' }));
  cards.forEach((text, seat) => {
    hand = unwrap(apply(hand, { type: 'deal-hole', seat, cards: text.match(/../g)!.map((c) => (c === '??' ? null : parseCards(c)[0])) }));
  });
  return hand;
}

const refused = (hand: Hand, action: Action): string => {
  const r = apply(hand, action);
  if (r.ok) throw new Error('expected a refusal');
  return r.error.text;
};

describe('third street: antes and the bring-in', () => {
  it('the lowest up card brings it in; a tie in rank goes to the lower suit (clubs, diamonds, hearts, spades)', () => {
    // Up cards: 2d, 2c, Kh, 2h. Both deuces of diamonds and hearts lose to the deuce of clubs.
    const hand = studHand(['AsKs2d', 'QdJd2c', '9c9dKh', '7s6s2h']);
    expect(hand.seats.map((s) => s.committed)).toEqual([10, 10, 10, 10]);
    expect(bringInSeat(hand).seat).toBe(1);
    expect(hand.toAct).toBe(1);
    const legal = legalActions(hand)!;
    expect(legal).toMatchObject({ bringIn: 25, canFold: false, canCheck: false, canCall: false, canRaise: true, minRaiseTo: 100, maxRaiseTo: 100 });
    expect(refused(hand, { type: 'fold', seat: 1 })).toBe('seat 1 must bring it in (25) or complete to 100');
    expect(refused(hand, { type: 'check', seat: 1 })).toBe('seat 1 must bring it in (25) or complete to 100');
  });

  it('a hand history may leave out up cards: the bring-in is read from the known ones, and needs one', () => {
    // Seat 0's cards are not known; of the known up cards 5c is the lowest.
    const hand = studHand([undefined, 'QdJd5c', '9c9dKh']);
    expect(hand.toAct).toBe(1);
    const blind = dealtPartly(['??????', '??????']);
    expect(refused(blind, { type: 'deal-hole', seat: 2, cards: [null, null, null] })).toBe('no up card is known: the bring-in cannot be found');
  });

  it('the bring-in passes to the first player clockwise who can act when the low card is all-in (RULES.md stud)', () => {
    // Seats 0 and 1 have only the ante: all-in. Seat 0's 2d is the low card; seat 1 cannot act either: seat 2 brings it in.
    const hand = studHand(['AsKs2d', 'QdJd5c', '9c9dKh', '7s6s8h'], 'stud', 'tournament', [10, 10, 1000, 1000]);
    const b = bringInSeat(hand);
    expect([b.lowCard, b.seat, hand.toAct]).toEqual([0, 2, 2]);
    expect(b.why).toMatchObject({ key: 'bring-in-passed', text: 'seat 0, with 2d, is all-in: seat 2, next clockwise with chips, brings it in' });
    expect(legalActions(hand)).toMatchObject({ seat: 2, bringIn: 25 });
    // Razz: the high card (the king) all-in passes it on the same way, wrapping past the last seat.
    const razz = studHand(['2s3s4h', '4d5dAc', '6c7d5s', '8h9hKs'], 'razz', 'tournament', [1000, 1000, 1000, 10]);
    expect([bringInSeat(razz).lowCard, bringInSeat(razz).seat, razz.toAct]).toEqual([3, 0, 0]);
  });

  it('stud eight or better also brings in with the lowest card, aces high', () => {
    const hand = studHand(['KsKd2s', 'QdJdAc', '9c9dKh'], 'stud-hi-lo');
    expect(bringInSeat(hand).seat).toBe(0);
  });

  it('razz brings in with the highest up card, aces low: of two kings the king of spades', () => {
    const hand = studHand(['2s3sKh', '4d5dAc', '6c7dKs', '8h9hQc'], 'razz');
    const b = bringInSeat(hand);
    expect(b.seat).toBe(2);
    expect(b.why.text).toBe('seat 2 shows the highest up card, Ks, and brings it in (aces low; spades, hearts, diamonds, clubs break ties)');
  });

  it('after the bring-in the next players call 25 or complete to 100; a raise is then to 200', () => {
    let hand = studHand(['AsKs2d', 'QdJd5c', '9c9dKh', '7s6s8h']);
    hand = play(hand, 'b');
    expect(hand.seats[0].bet).toBe(25);
    expect(hand.toAct).toBe(1);
    expect(legalActions(hand)).toMatchObject({ bringIn: 0, toCall: 25, canFold: true, minRaiseTo: 100, maxRaiseTo: 100 });
    hand = play(hand, 'c', 'r100');
    expect(legalActions(hand)).toMatchObject({ toCall: 100, minRaiseTo: 200, maxRaiseTo: 200 });
    hand = play(hand, 'r200', 'f', 'f', 'c');
    // Seat 2 completed, seat 3 raised; seat 0 (the bring-in) and seat 1 folded, seat 2 called.
    expect(hand.phase).toBe('deal-hole');
    expect(hand.seats.map((s) => s.committed)).toEqual([35, 35, 210, 210]);
  });

  it('the bring-in player may complete at once; when nobody completes, the round ends at the bring-in', () => {
    const completed = play(studHand(['AsKs2d', 'QdJd5c', '9c9dKh']), 'r100');
    expect(completed.currentBet).toBe(100);
    expect(legalActions(completed)).toMatchObject({ toCall: 100, minRaiseTo: 200 });
    const limped = play(studHand(['AsKs2d', 'QdJd5c', '9c9dKh']), 'b', 'c', 'c');
    expect(limped.phase).toBe('deal-hole');
    expect(limped.seats.map((s) => s.committed)).toEqual([35, 35, 35]);
  });

  it('an all-in completion under half the small bet does not reopen the betting; half or more counts as full', () => {
    // Seat 1 has 45 after the ante: all-in for 45 over the bring-in of 25 is less than half of 100.
    let short = play(studHand(['AsKs2d', 'QdJd5c', '9c9dKh'], 'stud', 'tournament', [1000, 55, 1000]), 'b', 'r45');
    expect(legalActions(short)).toMatchObject({ seat: 2, toCall: 45, minRaiseTo: 100 });
    short = play(short, 'c');
    expect(legalActions(short)).toMatchObject({ seat: 0, toCall: 20, canRaise: false });
    // All-in for 70 is half a completion or more: a full one, and the next raise is to 70 + 100 = 170.
    const half = play(studHand(['AsKs2d', 'QdJd5c', '9c9dKh'], 'stud', 'tournament', [1000, 80, 1000]), 'b', 'r70');
    expect(legalActions(half)).toMatchObject({ seat: 2, toCall: 70, minRaiseTo: 170 });
  });
});

describe('later streets', () => {
  /** Third street played out: everyone calls the bring-in. */
  const limped = (hole: string[], variant: Variant = 'stud', profile: Profile = 'tournament'): Hand => {
    let hand = studHand(hole, variant, profile);
    hand = play(hand, 'b');
    while (hand.phase === 'betting') hand = play(hand, 'c');
    return hand;
  };

  it('the best hand showing acts first: an open pair beats an ace; of equal hands, the first from the dealer\'s left', () => {
    const hand = street(limped(['2s3s4d', '5c6cAd', '7d8d9h', 'TcJcQd']), 'Kh4h9sQs');
    // Showing: 4d Kh, Ad 4h, 9h 9s, Qd Qs: the queens act first.
    expect(studOpener(hand)).toMatchObject({ seat: 3 });
    expect(hand.toAct).toBe(3);
    // Showing: Ah Kh, 4c 2h, As Kd: two ace-kings; seat 0 comes first from the dealer's left.
    const even = street(limped(['2s3sAh', '5c6c4c', '7d8dAs']), 'Kh2hKd');
    expect(even.toAct).toBe(0);
  });

  it('razz: the best low showing acts first', () => {
    let hand = limped(['KsKd4d', '5c6cAd', '7d8d9h'], 'razz');
    hand = street(hand, '2hQsTs');
    // Showing: 4d 2h (a 4-2), Ad Qs, 9h Ts: the 4-2 is the best low.
    expect(hand.toAct).toBe(0);
  });

  it('fourth street bets the small bet, fifth street on the big bet', () => {
    let hand = street(limped(['2s3s4d', '5c6cAd', '7d8d9h']), 'Kh4hJs');
    expect(hand.street).toBe('fourth');
    expect(legalActions(hand)).toMatchObject({ minRaiseTo: 100, maxRaiseTo: 100 });
    hand = play(hand, 'k', 'k', 'k');
    hand = street(hand, 'QhTh2c');
    expect(hand.street).toBe('fifth');
    expect(legalActions(hand)).toMatchObject({ minRaiseTo: 200, maxRaiseTo: 200 });
    hand = play(hand, 'r200');
    expect(legalActions(hand)).toMatchObject({ minRaiseTo: 400, maxRaiseTo: 400 });
  });

  it('cash profile: an open pair on fourth street allows the double bet; after a big bet or raise every raise is big', () => {
    const fourth = (profile: Profile, variant: Variant, cards: string): Hand => street(limped(['2s3s4d', '5c6cAd', '7d8d9h'], variant, profile), cards);
    // Seat 0 shows 4d 4h, an open pair, and acts first.
    const hand = fourth('cash', 'stud', '4hKhJs');
    expect(hand.toAct).toBe(0);
    expect(legalActions(hand)).toMatchObject({ minRaiseTo: 100, maxRaiseTo: 200 });
    expect(legalActions(hand)!.why.map((w) => w.key)).toContain('double-bet');
    expect(refused(hand, { type: 'raise', seat: 0, to: 150 })).toBe('the bet is to 100 or, with the double bet, to 200');
    // After a small bet a raise may be small (to 200) or big (to 300); after the big one, raises are big.
    const small = play(hand, 'r100');
    expect(legalActions(small)).toMatchObject({ minRaiseTo: 200, maxRaiseTo: 300 });
    expect(legalActions(play(small, 'r300'))).toMatchObject({ toCall: 300, minRaiseTo: 500, maxRaiseTo: 500 });
    expect(legalActions(play(hand, 'r200'))).toMatchObject({ toCall: 200, minRaiseTo: 400, maxRaiseTo: 400 });
    // No double bet in the tournament profile, in stud eight or better, or without a pair showing.
    expect(legalActions(fourth('tournament', 'stud', '4hKhJs'))).toMatchObject({ minRaiseTo: 100, maxRaiseTo: 100 });
    expect(legalActions(fourth('cash', 'stud-hi-lo', '4hKhJs'))).toMatchObject({ minRaiseTo: 100, maxRaiseTo: 100 });
    expect(legalActions(fourth('cash', 'stud', 'Kh4hJs'))).toMatchObject({ minRaiseTo: 100, maxRaiseTo: 100 });
  });
});

// RULES.md stud, the short stub (Robert's Rules as card rooms run it): the dealer burns as usual and
// deals in turn until only the stub's last card is left; that card is scrambled with the burn cards
// (never the folded cards) and the rest are dealt from them. Only when even those cannot give every
// live player a card is one common card turned for all, counted before seventh street is dealt;
// the first to act on sixth street then acts first again.
describe('seventh street with a short stub', () => {
  // Eight players' first six cards (two down, four up), no pair showing on sixth street but seat
  // 2's fives; seat 2's 5h brings it in (stud and stud hi-lo), seat 5's Qs in razz.
  const SIX = ['2s3h7d9sTdKd', '4s6h8dTsQdAh', '9d8h5h5s2c3d', 'Jd6s7s9hKh2h', '3s4hJh9c4d2d', '6c7cQsTh8s3c', 'AcKcQc8c7h6d', 'AsKsQhJs5c4c'];
  const counts = (h: Hand) => ({ stub: h.stub, muck: h.muck, burns: h.burns, scrambled: h.scrambled });
  const card = (text: string) => parseCards(text)[0];

  /** Plays `n` seats to the end of sixth street: everyone calls or checks; `folds[seat]` is the round a seat folds in (third street 0). */
  function toSeventh(variant: Variant, n: number, folds: Record<number, number> = {}): Hand {
    const cards = SIX.slice(0, n).map((six) => parseCards(six));
    let hand = studHand(cards.map((c) => cardsToString(c.slice(0, 3))), variant);
    for (let round = 0; ; round++) {
      while (hand.phase === 'betting') {
        const seat = hand.toAct!;
        hand = play(hand, folds[seat] === round && hand.currentBet > 0 && !bringInDue(hand) ? 'f' : hand.currentBet > hand.seats[seat].bet ? 'c' : hand.currentBet === 0 && round === 0 ? 'b' : 'k');
      }
      if (round === 3) return hand;
      hand.seats.forEach((s, seat) => {
        if (!s.folded) hand = unwrap(apply(hand, { type: 'deal-hole', seat, cards: [cards[seat][3 + round]] }));
      });
    }
  }

  it.each(['stud', 'stud-hi-lo', 'razz'] as const)('%s, seven players: the burn, five cards from the stub, then its last card scrambled with the four burns for the last two', (variant) => {
    let hand = toSeventh(variant, 7);
    // 21 + 3 x 7 cards dealt and three burns: 7 left, enough with the burns (10) for seven.
    expect([hand.phase, hand.street]).toEqual(['deal-hole', 'sixth']);
    expect(counts(hand)).toEqual({ stub: 7, muck: 3, burns: 3, scrambled: false });
    // Seat 7's cards and the four never dealt are free.
    const seventh = parseCards('AsKsQhJs5c4c5d');
    // The first card comes after the burn: 7 - 1 - 1.
    hand = unwrap(apply(hand, { type: 'deal-hole', seat: 0, cards: [seventh[0]] }));
    expect(counts(hand)).toEqual({ stub: 5, muck: 4, burns: 4, scrambled: false });
    for (let seat = 1; seat <= 4; seat++) hand = unwrap(apply(hand, { type: 'deal-hole', seat, cards: [seventh[seat]] }));
    // Only the stub's last card is left: it is not dealt.
    expect(counts(hand)).toEqual({ stub: 1, muck: 4, burns: 4, scrambled: false });
    // Seat 5 is dealt from the scramble of that card and the four burns; a card in a hand is not among them.
    expect(refused(hand, { type: 'deal-hole', seat: 5, cards: parseCards('Kd') })).toBe('Kd is already dealt');
    hand = unwrap(apply(hand, { type: 'deal-hole', seat: 5, cards: [seventh[5]] }));
    expect(counts(hand)).toEqual({ stub: 4, muck: 0, burns: 0, scrambled: true });
    hand = unwrap(apply(hand, { type: 'deal-hole', seat: 6, cards: [seventh[6]] }));
    expect([hand.street, hand.phase, hand.stub, hand.board]).toEqual(['seventh', 'betting', 3, []]);
    expect(hand.seats.every((s) => s.hole!.length === 7)).toBe(true);
  });

  it('eight players, one folded on third street: seven live, the burn, two from the stub, then five from the scramble, never a folded card', () => {
    let hand = toSeventh('stud', 8, { 3: 0 });
    expect(hand.seats[3].folded).toBe(true);
    // 24 + 3 x 7 out and three burns: 4 in the stub; with the burns, seven cards for seven players.
    expect(counts(hand)).toEqual({ stub: 4, muck: 3, burns: 3, scrambled: false });
    expect(hand.phase).toBe('deal-hole');
    const live = [0, 1, 2, 4, 5, 6, 7];
    // Seat 3's later cards were never dealt; with the four never dealt, seven cards are free.
    const seventh = parseCards('9hKh2h5dTcJcAd');
    hand = unwrap(apply(hand, { type: 'deal-hole', seat: 0, cards: [seventh[0]] }));
    hand = unwrap(apply(hand, { type: 'deal-hole', seat: 1, cards: [seventh[1]] }));
    expect(counts(hand)).toEqual({ stub: 1, muck: 4, burns: 4, scrambled: false });
    // Seat 3's folded cards stay in the muck pile apart: the scramble is the last card and the burns.
    expect(refused(hand, { type: 'deal-hole', seat: 2, cards: parseCards('Jd') })).toBe('Jd is already dealt');
    for (let k = 2; k < live.length; k++) hand = unwrap(apply(hand, { type: 'deal-hole', seat: live[k], cards: [seventh[k]] }));
    expect([hand.street, hand.stub, hand.scrambled]).toEqual(['seventh', 0, true]);
  });

  it.each([
    ['all eight live: the stub has one card and three burns for eight', {}],
    ['one folded on sixth street: seven live, and the stub and burns (four) cannot give them a card', { 3: 3 }],
  ] as const)('a common card, face up for all: %s', (_, folds) => {
    let hand = toSeventh('stud', 8, folds);
    expect(counts(hand)).toEqual({ stub: 1, muck: 3, burns: 3, scrambled: false });
    // Counted before seventh street is dealt: no card to any player, one common card.
    expect(hand.phase).toBe('deal-board');
    expect(refused(hand, { type: 'deal-hole', seat: 0, cards: parseCards('Ad') })).toBe('not now: the board is to be dealt');
    hand = unwrap(apply(hand, { type: 'deal-board', cards: parseCards('Jc') }));
    // The burn took the stub's last card; the common card came from the scramble of the four burns.
    expect(counts(hand)).toEqual({ stub: 3, muck: 0, burns: 0, scrambled: true });
    expect([hand.street, hand.phase, hand.board]).toEqual(['seventh', 'betting', [card('Jc')]]);
  });

  it('with a common card the first to act on sixth street acts first again, though the common card pairs another player\'s up card', () => {
    let hand = toSeventh('stud', 8);
    // Sixth street: seat 2 shows the only pair (5h 5s) and acts first.
    expect(studOpener(hand).seat).toBe(2);
    hand = unwrap(apply(hand, { type: 'deal-board', cards: parseCards('Jc') }));
    // The Jc would give seat 4 (Jh 9c 4d 2d) a pair of jacks showing: it is nobody's up card.
    expect(hand.toAct).toBe(2);
    expect(studOpener(hand).seat).toBe(2);
  });

  it('every live player plays the common card as their seventh: stud high, both halves of stud hi-lo, and razz', () => {
    const atShowdown = (variant: Variant, common: string) => {
      let hand = unwrap(apply(toSeventh(variant, 8), { type: 'deal-board', cards: parseCards(common) }));
      while (hand.phase === 'betting') hand = play(hand, 'k');
      expect(hand.phase).toBe('showdown');
      return hand;
    };
    // Stud: seat 6's Ac Kc Qc 8c and the Jc make the only flush.
    const stud = unwrap(settle(atShowdown('stud', 'Jc')));
    expect(stud.pots[0].winners).toEqual([{ seat: 6, amount: stud.pots[0].amount }]);
    expect(cardsToString(stud.hands[6].cards)).toBe('AcKcQcJc8c');
    // Stud hi-lo, the Ad for all: seat 7's As Ad K Q J takes the high half; seat 2's 8-5-3-2-A the low (the ace is the common card).
    const hiLo = unwrap(settle(atShowdown('stud-hi-lo', 'Ad')));
    expect(hiLo.pots[0].halves!.high.map((w) => w.seat)).toEqual([7]);
    expect(hiLo.pots[0].halves!.low.map((w) => w.seat)).toEqual([2]);
    expect(cardsToString(hiLo.hands[7].cards)).toBe('AsAdKsQhJs');
    expect(cardsToString(hiLo.lows[2]!.cards)).toContain('Ad');
    // Without the common card seat 5 (6c 7c Qs Th 8s 3c) would have no low; with it 8-7-6-3-A, beaten by seat 2.
    expect(cardsToString(hiLo.lows[5]!.cards)).toContain('Ad');
    // Razz: the best low of seven cards, the Ad among them.
    const razz = unwrap(settle(atShowdown('razz', 'Ad')));
    expect(razz.pots[0].winners.map((w) => w.seat)).toEqual([2]);
    expect(cardsToString(razz.lows[2]!.cards)).toContain('Ad');
  });
});

describe('the showdown', () => {
  it('with no bet on seventh street, the best hand showing shows first', () => {
    // Up cards Ad, 9h, Kh: seat 1 brings it in, the others call.
    let hand = studHand(['2s3sAd', '5c6c9h', '7d8dKh']);
    hand = play(hand, 'b', 'c', 'c');
    for (const cards of ['4h5hKs', 'ThJhQh', 'TcJcQc', 'TsJsQs']) {
      hand = street(hand, cards);
      while (hand.phase === 'betting') hand = play(hand, 'k');
    }
    expect(hand.phase).toBe('showdown');
    // Showing: Ad 4h Th Tc (tens), 9h 5h Jh Jc (jacks), Kh Ks Qh Qc (two pair): seat 2 first, then clockwise.
    const order = showdownOrder(hand);
    expect(order.order).toEqual([2, 0, 1]);
    expect(order.why.key).toBe('showing-first');
  });

  it('stud eight or better: half to the high hand and half to the low, the odd chip to the high half', () => {
    // Antes 3 x 10 and the bring-in of 25 called by both others: 105 in the pot.
    let hand = studHand(['As2s3d', 'KcKd9h', '7d8dQh'], 'stud-hi-lo');
    expect(hand.toAct).toBe(0);
    hand = play(hand, 'b', 'c', 'c');
    for (const cards of ['4h5hKs', 'ThJhQs', '6c2c2d', '9s3c4c']) {
      hand = street(hand, cards);
      while (hand.phase === 'betting') hand = play(hand, 'k');
    }
    // Seat 0: As 2s 3d 4h Th 6c 9s, ace-high and the low 6-4-3-2-A. Seat 1: Kc Kd 9h 5h Jh 2c 3c,
    // a pair of kings and no low (only four cards of 8 or lower). Seat 2: a pair of queens, no low.
    const s = unwrap(settle(hand));
    expect(s.pots.map((p) => p.amount)).toEqual([105]);
    expect(s.pots[0].halves).toEqual({ high: [{ seat: 1, amount: 53 }], low: [{ seat: 0, amount: 52 }] });
    expect(s.pots[0].winners).toEqual([{ seat: 1, amount: 53 }, { seat: 0, amount: 52 }]);
    expect(s.lows).toMatchObject({ 1: null, 2: null });
    expect(s.steps.map((w) => w.text)).toContain('pot 0: seat 0 wins the low with 6-4-3-2-A');
  });
});

/** Checks every street down to the showdown, dealing `streets` (each street's cards in seat order of the players still in). */
function checkDown(hand: Hand, streets: string[]): Hand {
  while (hand.phase === 'betting') hand = play(hand, 'k');
  for (const cards of streets) {
    hand = street(hand, cards);
    while (hand.phase === 'betting') hand = play(hand, 'k');
  }
  return hand;
}

// Robert's Rules of Poker, Ties: "In a stud game, the odd chip will be given to the highest card by
// suit in all high games, and to the lowest card by suit in all low games (all cards are used, not
// just the five that make the hand). In high-low split games ... the odd chip between tied low hands
// is awarded as in a low game." No player receives more than one odd chip.
describe('odd chips in stud: by suit', () => {
  it('seven-card stud: two equal straights split 105, the odd chip to the highest card by suit (9s over 9h), not left of the button', () => {
    // Up cards 4d, 9h, 9s: seat 0 brings it in for 25 and both call: antes 30 + 75 = 105.
    let hand = studHand(['2s3s4d', '5c6c9h', '5h6h9s']);
    expect(hand.toAct).toBe(0);
    hand = play(hand, 'b', 'c', 'c');
    hand = checkDown(hand, ['Jd7d7s', 'Qc8s8h', 'Kh2d2c', '7h3h3c']);
    expect(hand.phase).toBe('showdown');
    for (const profile of ['cash', 'tournament'] as const) {
      const s = unwrap(settle({ ...hand, options: { ...hand.options, oddChips: profile === 'cash' ? 'one-each-clockwise' : 'all-to-first' } }));
      // Seats 1 and 2 both make 9-8-7-6-5; seat 1 is first left of the button (seat 2), but seat 2 holds the 9 of spades.
      expect(s.pots.map((p) => [p.amount, p.winners])).toEqual([[105, [{ seat: 2, amount: 53 }, { seat: 1, amount: 52 }]]]);
      expect(s.steps.find((w) => w.key === 'split-by-suit')?.text).toBe('pot 0 is split 53 to seat 2, 52 to seat 1; odd chips go to the highest card by suit');
    }
  });

  it('razz: two equal lows split 105, the odd chip to the lowest card by suit (Ac under Ad), aces low', () => {
    // Up cards Ts, Ks, Jh: the king brings it in (razz: the highest), both others call: 105.
    let hand = studHand(['9h9cTs', 'Ad3dKs', 'Ac3cJh'], 'razz');
    expect(hand.toAct).toBe(1);
    hand = play(hand, 'b', 'c', 'c');
    hand = checkDown(hand, ['Th4h4s', '8c5h5s', '8d7d7c', '6cQsJd']);
    const s = unwrap(settle(hand));
    // Seats 1 and 2 both make 7-5-4-3-A. Seat 1's highest card (Ks) would have taken it by the high rule; the low rule gives it to seat 2's Ac.
    expect(s.pots.map((p) => [p.amount, p.winners])).toEqual([[105, [{ seat: 2, amount: 53 }, { seat: 1, amount: 52 }]]]);
    const why = s.steps.find((w) => w.key === 'split-by-low-suit');
    expect(why?.text).toBe('pot 0 is split 53 to seat 2, 52 to seat 1; odd chips go to the lowest card by suit (aces low)');
  });

  it('razz: with no bet on seventh street the best low showing shows first, not the first player left of the button', () => {
    let hand = studHand(['9h9cTs', 'Ad3dKs', 'Ac3cJh'], 'razz');
    hand = play(hand, 'b', 'c', 'c');
    hand = checkDown(hand, ['Th4h4s', '8c5h5s', '8d7d7c', '6cQsJd']);
    // Showing: seat 0 Ts Th 8c 8d (two pairs), seat 1 Ks 4h 5h 7d (K-7-5-4), seat 2 Jh 4s 5s 7c (J-7-5-4): seat 2 shows first.
    const order = showdownOrder(hand);
    expect(order.order).toEqual([2, 0, 1]);
    expect(order.why.key).toBe('showing-first');
    expect(order.why.text).toBe('the last round had no bet: seat 2, first to act on it by the cards showing (Jh 4s 5s 7c), shows first');
  });

  it('stud eight or better: the high half whole to the full house; the tied low half of 55 split 28 and 27, the odd chip to the lowest card by suit', () => {
    // Antes 3 x 12 and the bring-in of 25 called by both others: 111, halves 56 (high) and 55 (low).
    let hand = dealt({ variant: 'stud-hi-lo', stacks: [1000, 1000, 1000], hole: ['KhKdKc', 'Ad3dKs', 'Ac3cJh'], antes: { kind: 'uniform', amount: 12 }, bringIn: 25, minBet: 100, bigBet: 200 });
    // Up cards Kc, Ks, Jh: the jack is the lowest (aces high for the bring-in).
    expect(hand.toAct).toBe(2);
    hand = play(hand, 'b', 'c', 'c');
    hand = checkDown(hand, ['Qh4h4s', 'Qd5h5s', '9s7d7c', '9hQsJd']);
    const s = unwrap(settle(hand));
    expect(s.pots.map((p) => p.amount)).toEqual([111]);
    // Seats 1 and 2 tie for low with 7-5-4-3-A; seat 1's king of spades would take the odd chip by the high rule, seat 2's ace of clubs takes it by the low one.
    expect(s.pots[0].halves).toEqual({ high: [{ seat: 0, amount: 56 }], low: [{ seat: 2, amount: 28 }, { seat: 1, amount: 27 }] });
    expect(s.pots[0].winners).toEqual([{ seat: 0, amount: 56 }, { seat: 2, amount: 28 }, { seat: 1, amount: 27 }]);
    expect(s.steps.find((w) => w.key === 'low-half-split')?.text).toBe('the low half of pot 0 is split 28 to seat 2, 27 to seat 1; odd chips go to the lowest card by suit (aces low)');
  });
});
