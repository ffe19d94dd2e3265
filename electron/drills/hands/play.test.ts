/**
 * The simulated dealer (play.ts) deals stud and draw as the engine plans it, from a stub of real
 * cards: the street's cards from its top, the burns from its bottom, seventh street's short stub
 * scrambled from its last card and the burns, a draw's reshuffle of its last card, the burns and
 * the discards of the players already dealt. Every card is in one place at every moment.
 */
import { describe, expect, it } from 'vitest';
import { Action, createRng, shuffledDeck, type Card, type Variant } from '../../engine';
import { act, beginPlay, drillTable, playOn, playStyle, STYLES, type Play } from './play';

/** A table of `n` at `variant` (stud: antes and a bring-in; draw: blinds), deep stacks, the button last. */
function table(variant: Variant, n: number) {
  const stud = variant === 'stud' || variant === 'stud-hi-lo' || variant === 'razz';
  return drillTable({
    variant,
    structure: 'fixed-limit',
    profile: 'cash',
    stacks: new Array<number>(n).fill(100_000),
    button: n - 1,
    blinds: stud ? new Array<number>(n).fill(0) : Array.from({ length: n }, (_, seat) => (seat === 0 ? 50 : seat === 1 ? 100 : 0)),
    antes: stud ? { kind: 'uniform', amount: 10 } : { kind: 'none' },
    minBet: 100,
    bigBet: 200,
    smallestChip: 5,
    bringIn: stud ? 25 : undefined,
  });
}

/** A hand dealt from `deck` (its first cards to the seats, the rest the stub), played by `play`'s simulated players. */
function dealtFrom(variant: Variant, n: number, deck: Card[], seed = 1): Play {
  const k = variant === 'stud' || variant === 'stud-hi-lo' || variant === 'razz' ? 3 : 5;
  const play = beginPlay(createRng(seed), 3, table(variant, n), deck.slice(n * k));
  for (let seat = 0; seat < n; seat++) act(play, Action.dealHole(seat, deck.slice(seat * k, seat * k + k)));
  return play;
}

/** Every card in exactly one place: the hands (folded ones too), the board, the stub, the muck, the discards waiting to be replaced. */
function everyCardOnce(play: Play): void {
  const h = play.hand;
  const waiting = h.draw ? h.draw.discards.slice(h.draw.served).flat() : [];
  const all = [...h.seats.flatMap((s) => s.hole ?? []), ...h.board, ...play.deck, ...play.muck, ...waiting];
  expect(all).toHaveLength(52);
  expect(new Set(all).size).toBe(52);
  // The simulated stub and muck are the engine's counts.
  expect([play.deck.length, play.muck.length]).toEqual([h.stub, h.muck]);
}

describe('stud: seventh street with a short stub, card by card', () => {
  it('seven players: each street from the top of the stub, a burn from its bottom; on seventh five from the stub, its last card scrambled with the four burns for the last two', () => {
    const deck = shuffledDeck(createRng(7));
    const stub = deck.slice(21);
    const play = dealtFrom('stud', 7, deck);
    playOn(play, () => STYLES.checkDown, () => (everyCardOnce(play), false));
    everyCardOnce(play);
    const hole = play.hand.seats.map((s) => s.hole as Card[]);
    expect(play.hand.phase).toBe('showdown');
    for (let seat = 0; seat < 7; seat++) {
      // Fourth, fifth and sixth street: seven cards each from the top.
      expect(hole[seat].slice(3, 6)).toEqual([stub[seat], stub[7 + seat], stub[14 + seat]]);
    }
    // Seventh: seats 0 to 4 from the stub; the stub's last card (26) is not dealt: it and the burns (30, 29, 28, 27) are the scramble.
    expect(hole.slice(0, 5).map((h) => h[6])).toEqual(stub.slice(21, 26));
    const scramble = stub.slice(26, 31);
    const late = [hole[5][6], hole[6][6]];
    expect(late.every((c) => scramble.includes(c))).toBe(true);
    expect(new Set(late).size).toBe(2);
    // The other three stay in the stub; no card of a hand is among them.
    expect([...play.deck].sort()).toEqual(scramble.filter((c) => !late.includes(c)).sort());
    expect(play.hand.scrambled).toBe(true);
  });

  it('eight players to seventh street: the stub\'s one card is burned, and the common card is turned from the scramble of the four burns', () => {
    const deck = shuffledDeck(createRng(8));
    const stub = deck.slice(24);
    const play = dealtFrom('razz', 8, deck);
    playOn(play, () => STYLES.checkDown, () => (everyCardOnce(play), false));
    everyCardOnce(play);
    expect(play.hand.board).toHaveLength(1);
    // The burns before fourth, fifth and sixth street (27, 26, 25) and the last card (24), burned before seventh.
    expect(stub.slice(24, 28)).toContain(play.hand.board[0]);
    expect(play.hand.seats.every((s) => s.hole!.length === 6)).toBe(true);
  });

  it('eight players, one folding early: the folded cards are never dealt again', () => {
    let scrambled = 0;
    for (let seed = 0; seed < 40; seed++) {
      const deck = shuffledDeck(createRng(seed));
      const play = dealtFrom('stud-hi-lo', 8, deck, seed);
      // Seat 3 folds on third street; the others call down.
      playOn(play, (hand) => (hand.toAct === 3 && hand.round === 0 ? STYLES.quitter : STYLES.checkDown), () => (everyCardOnce(play), false));
      everyCardOnce(play);
      const folded = play.hand.seats[3];
      if (!folded.folded) continue;
      const dealt = play.hand.seats.flatMap((s, seat) => (seat === 3 ? [] : s.hole!));
      expect(dealt.some((c) => folded.hole!.includes(c))).toBe(false);
      if (play.hand.scrambled && play.hand.board.length === 0) scrambled++;
    }
    expect(scrambled).toBeGreaterThan(5);
  });
});

describe('draw: the simulated players reshuffle the stub when it runs short', () => {
  it('seven players of 2-7 triple draw drawing hard: the stub is reshuffled from its last card, the burns and the discards of the players already dealt, and every card stays in one place', () => {
    const greedy = playStyle({ fold: 0, call: 1, raise: 0, allIn: 0, passive: 1, draws: 1 });
    let reshuffled = 0;
    for (let seed = 0; seed < 30; seed++) {
      const play = dealtFrom('2-7-triple-draw', 7, shuffledDeck(createRng(seed)), seed);
      playOn(play, () => greedy, () => (everyCardOnce(play), false));
      everyCardOnce(play);
      expect(play.hand.phase).toBe('showdown');
      if (play.hand.reshuffles > 0) reshuffled++;
    }
    expect(reshuffled).toBeGreaterThan(10);
  });
});
