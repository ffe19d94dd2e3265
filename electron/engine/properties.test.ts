/**
 * Properties over random legal hands of every game (flop games, stud, draw) with 2 to 10 players
 * (stud 8) in all three structures (stud: fixed limit) and both profiles: chips are conserved, the
 * player to act can act, raises stay within the announced bounds, a rejected action changes
 * nothing, a card is out once and every card is somewhere (in a hand, on the board, in the stub,
 * in the muck or waiting to be replaced), rounds end when the rules say, and the settlement
 * accounts for every chip, pot by pot and half by half.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createHand, type Action } from './actions';
import { legalActions } from './betting';
import type { Card } from './cards';
import { planServe, servable } from './draw';
import { GAMES, HOLE_CARDS, standardBlinds, VARIANTS, type Antes, type Profile, type Structure, type TableConfig, type Variant } from './rules';
import { createRng, shuffledDeck, type Rng } from './rng';
import { settle, type Share } from './showdown';
import { chipsInPlay, type Hand } from './state';
import { buildPots } from './pots';

/** Tables of the given games: hands with short and deep stacks, antes, a straddle now and then. */
function tableArb(variants: readonly Variant[]): fc.Arbitrary<{ config: TableConfig; seed: number }> {
  return fc
    .record({
      n: fc.integer({ min: 2, max: 10 }),
      structure: fc.constantFrom<Structure>('no-limit', 'pot-limit', 'fixed-limit'),
      profile: fc.constantFrom<Profile>('cash', 'tournament'),
      variant: fc.constantFrom(...variants),
      bb: fc.constantFrom(2, 10, 100, 200),
      anteKind: fc.constantFrom('none', 'uniform', 'big-blind'),
      straddle: fc.boolean(),
      stackSeed: fc.integer(),
      seed: fc.integer(),
      button: fc.nat(9),
    })
    .map((r): { config: TableConfig; seed: number } => {
      const rng = createRng(r.stackSeed);
      // Stud: at most eight players, fixed limit, uniform antes and a bring-in instead of blinds.
      const stud = GAMES[r.variant].family === 'stud';
      const n = stud ? Math.min(r.n, 8) : r.n;
      // Short and deep stacks mixed, so that all-ins and side pots are common.
      const stacks = Array.from({ length: n }, () => (rng.int(3) === 0 ? 1 + rng.int(r.bb * 3) : r.bb * (5 + rng.int(60))));
      const button = r.button % n;
      const anteKind = stud && r.anteKind === 'big-blind' ? 'uniform' : r.anteKind;
      const antes: Antes = anteKind === 'none' ? { kind: 'none' } : { kind: anteKind as 'uniform' | 'big-blind', amount: Math.max(1, Math.floor(r.bb / 4)) };
      const config: TableConfig = {
        variant: r.variant,
        structure: stud ? 'fixed-limit' : r.structure,
        profile: r.profile,
        stacks,
        button,
        blinds: stud ? new Array<number>(n).fill(0) : standardBlinds(n, button, r.bb / 2, r.bb, r.straddle && n > 3 ? r.bb * 2 : 0),
        antes,
        minBet: r.bb,
      };
      if (stud) config.bringIn = Math.max(1, Math.floor(r.bb / 4));
      return { seed: r.seed, config };
    });
}

/** A random action for the player to act: mostly legal, sometimes deliberately not. */
function randomAction(hand: Hand, rng: Rng): Action {
  const legal = legalActions(hand)!;
  const seat = legal.seat;
  const roll = rng.int(20);
  if (legal.bringIn > 0 && roll > 2) return roll < 15 ? { type: 'bring-in', seat } : { type: 'raise', seat, to: legal.minRaiseTo };
  if (roll === 0) return { type: 'raise', seat, to: legal.minRaiseTo - 1 }; // often illegal
  if (roll === 1) return { type: 'raise', seat, to: legal.allInTo + 1 }; // always illegal
  if (roll === 2) return { type: legal.canCheck ? 'call' : 'check', seat }; // always illegal
  if (roll < 5) return { type: 'fold', seat };
  if (roll < 12 || !legal.canRaise) return { type: legal.canCheck ? 'check' : 'call', seat };
  const span = legal.maxRaiseTo - legal.minRaiseTo;
  const to = roll === 19 ? legal.maxRaiseTo : legal.minRaiseTo + rng.int(span + 1);
  return { type: 'raise', seat, to };
}

/** The cards the hand keeps as out, and the known cards it holds: the same, but for a draw game's discards. */
const isOut = (hand: Hand, c: Card): boolean => (c < 32 ? hand.dealtLow & (1 << c) : hand.dealtHigh & (1 << (c - 32))) !== 0;
const dealtSet = (hand: Hand): number[] => Array.from({ length: 52 }, (_, c) => c).filter((c) => isOut(hand, c));
const knownCards = (hand: Hand, live = false): number[] =>
  [...hand.board, ...hand.seats.flatMap((s) => (live && s.folded ? [] : (s.hole ?? [])))].filter((c) => c !== null).sort((a, b) => a - b);

/** The dealer's next step, when it is the dealer's: cards not out, from the shuffled deck's order. */
function dealerStep(hand: Hand, deck: Card[], rng: Rng): Action | null {
  const fresh = (k: number, also: (c: Card) => boolean = () => false): Card[] => deck.filter((c) => !isOut(hand, c) && !also(c)).slice(0, k);
  if (hand.phase === 'deal-board') return { type: 'deal-board', cards: fresh(hand.game.rounds[hand.round + 1].cards) };
  if (hand.phase === 'deal-hole') {
    const first = hand.seats.some((s) => s.hole === null);
    const seat = hand.seats.findIndex((s) => !s.folded && (first ? s.hole === null : s.hole!.length === Math.min(...hand.seats.filter((x) => !x.folded).map((x) => x.hole!.length))));
    return { type: 'deal-hole', seat, cards: fresh(first ? HOLE_CARDS[hand.config.variant] : 1) };
  }
  if (hand.phase !== 'draw') return null;
  const draw = hand.draw!;
  if (draw.served < draw.seats.length) {
    // Serve in turn: the part from the stub is of cards never out; after a reshuffle, of cards in no hand.
    const seat = draw.seats[draw.served];
    const own = draw.discards[draw.served];
    const serve = planServe(hand, own.length, !draw.burnt)!;
    const first = fresh(serve.fromStub);
    // After a reshuffle: of cards in no hand (folded ones too), not waiting to be replaced, not on the board.
    const held = new Set<Card | null>([...hand.seats.flatMap((s) => s.hole ?? []), ...draw.discards.slice(draw.served).flat(), ...hand.board, ...first]);
    const rest = serve.reshuffle ? deck.filter((c) => !held.has(c)).slice(0, own.length - first.length) : fresh(own.length - first.length, (c) => first.includes(c));
    return { type: 'deal-hole', seat, cards: [...first, ...rest] };
  }
  // Stand pat or discard up to five (no more than even a reshuffle could serve).
  const seat = hand.toAct!;
  const hole = hand.seats[seat].hole!;
  const discards = rng.shuffle(hole).slice(0, servable(hand, rng.int(hole.length + 1)));
  return { type: 'discard', seat, cards: discards };
}

interface Played {
  start: TableConfig;
  hand: Hand;
}

/** Plays a whole hand, checking the betting invariants at every step. */
function playChecked(config: TableConfig, seed: number): Played {
  const rng = createRng(seed);
  const deck = shuffledDeck(rng);
  let hand = createHand(config);
  const total = config.stacks.reduce((a, b) => a + b, 0);
  const step = (action: Action): boolean => {
    const before = JSON.stringify(hand);
    const result = apply(hand, action);
    expect(JSON.stringify(hand)).toBe(before); // the given hand is never changed
    if (!result.ok) return false;
    hand = result.value;
    expect(chipsInPlay(hand)).toBe(total);
    // A card is out once. In a draw game the discards and folded hands stay out until a reshuffle
    // brings them back: then only the hands still in hold each card once.
    const draw = hand.game.family === 'draw';
    const known = knownCards(hand, draw);
    expect(new Set(known).size).toBe(known.length);
    if (draw) expect(known.every((c) => isOut(hand, c))).toBe(true);
    else expect(dealtSet(hand)).toEqual(known);
    expect(hand.stub).toBeGreaterThanOrEqual(0);
    expect(hand.burns).toBeLessThanOrEqual(hand.muck);
    // Every card somewhere: the hands (folded ones too), the board, the stub, the muck, the discards waiting to be replaced.
    const held = hand.seats.reduce((t, s) => t + (s.hole?.length ?? 0), 0);
    const waiting = hand.draw ? hand.draw.discards.slice(hand.draw.served).reduce((t, d) => t + d.length, 0) : 0;
    expect(held + hand.board.length + hand.stub + hand.muck + waiting).toBe(52);
    return true;
  };
  expect(step({ type: 'post' })).toBe(true);
  let acted = new Set<number>();
  let street = hand.street;
  for (let guard = 0; guard < 1000; guard++) {
    const dealer = dealerStep(hand, deck, rng);
    if (dealer) {
      expect(step(dealer)).toBe(true);
      continue;
    }
    if (hand.phase !== 'betting') break;
    if (hand.street !== street) {
      street = hand.street;
      acted = new Set();
    }
    const seat = hand.toAct!;
    const legal = legalActions(hand)!;
    // The player to act is in the hand and has chips.
    expect(hand.seats[seat].folded).toBe(false);
    expect(hand.seats[seat].stack).toBeGreaterThan(0);
    const action = randomAction(hand, rng);
    const previous = hand;
    if (!step(action)) continue;
    if (action.type === 'raise') {
      const withinBounds = action.to >= legal.minRaiseTo && action.to <= legal.maxRaiseTo;
      const allowedShort = action.to === legal.allInTo || (legal.coverAllTo !== null && action.to >= legal.coverAllTo);
      expect(legal.canRaise).toBe(true);
      expect(withinBounds || (allowedShort && action.to <= legal.allInTo)).toBe(true);
    }
    acted.add(seat);
    // The round ends exactly when every live player with chips has acted and matched the bet
    // (or nobody is left to play against).
    const after = previous.seats.map((s, i) => {
      if (i !== seat) return { ...s };
      const bet = action.type === 'raise' ? action.to : action.type === 'call' ? s.bet + legal.toCall : action.type === 'bring-in' ? s.bet + legal.bringIn : s.bet;
      return { ...s, bet, stack: s.stack - (bet - s.bet), folded: action.type === 'fold' };
    });
    const price = Math.max(previous.currentBet, ...after.map((s) => s.bet));
    const live = after.filter((s) => !s.folded);
    const withChips = after.map((s, i) => ({ s, i })).filter(({ s }) => !s.folded && s.stack > 0);
    const lone = withChips.length === 1 && withChips[0].s.bet >= Math.max(0, ...live.filter((s) => s !== withChips[0].s).map((s) => s.bet));
    const expectedOver = live.length < 2 || lone || withChips.every(({ s, i }) => acted.has(i) && s.bet >= price) || withChips.length === 0;
    const over = hand.phase !== 'betting' || hand.street !== previous.street;
    expect(over).toBe(expectedOver);
  }
  expect(['showdown', 'complete']).toContain(hand.phase);
  return { start: config, hand };
}

const FLOP_GAMES: Variant[] = ['holdem', 'omaha'];

describe('betting properties', () => {
  it.each([
    ["hold'em and Omaha", FLOP_GAMES],
    ['Omaha hi-lo, the stud family and the draw games', VARIANTS.filter((v) => !FLOP_GAMES.includes(v))],
  ])('random legal hands of %s keep every invariant, and settle to every chip', (_, variants) => {
    fc.assert(
      fc.property(tableArb(variants), ({ config, seed }) => {
        const { hand } = playChecked(config, seed);
        const result = settle(hand);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const s = result.value;
        const start = config.stacks.reduce((a, b) => a + b, 0);
        // Chips are never created or lost.
        expect(s.finalStacks.reduce((a, b) => a + b, 0)).toBe(start);
        // The pots plus the chips returned are the chips bet.
        const bet = config.stacks.reduce((t, st, i) => t + st - hand.seats[i].stack, 0) + s.returned.reduce((t, r) => t + r.amount, 0);
        expect(s.pots.reduce((t, p) => t + p.amount, 0) + s.returned.reduce((t, r) => t + r.amount, 0)).toBe(bet);
        for (const pot of s.pots) {
          // Every pot has someone to win it; every eligible player put chips in and did not fold.
          expect(pot.eligible.length).toBeGreaterThan(0);
          for (const i of pot.eligible) {
            expect(hand.seats[i].folded).toBe(false);
            expect(hand.seats[i].committed).toBeGreaterThan(0);
          }
          // The awards add up to the pot; odd chips follow the profile, in each half of a split pot.
          expect(pot.winners.reduce((t, w) => t + w.amount, 0)).toBe(pot.amount);
          const shareSets: Share[][] = pot.halves ? [pot.halves.high, pot.halves.low].filter((h) => h.length > 0) : [pot.winners];
          for (const shares of shareSets) {
            const amounts = shares.map((w) => w.amount);
            const low = Math.min(...amounts);
            if (hand.options.oddChips === 'all-to-first') expect(amounts.slice(1).every((a) => a === low)).toBe(true);
            else expect(Math.max(...amounts) - low).toBeLessThanOrEqual(1);
          }
          // The high half is the larger by at most the odd chip; a player winning both is listed once.
          if (pot.halves && pot.halves.low.length > 0) {
            const high = pot.halves.high.reduce((t, w) => t + w.amount, 0);
            const low = pot.halves.low.reduce((t, w) => t + w.amount, 0);
            expect(high - low === 0 || high - low === 1).toBe(true);
            expect(new Set(pot.winners.map((w) => w.seat)).size).toBe(pot.winners.length);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('pot properties', () => {
  const ledgerArb = fc
    .array(fc.record({ stake: fc.nat(1000), folded: fc.boolean() }), { minLength: 2, maxLength: 10 })
    .filter((ps) => ps.some((p) => !p.folded && p.stake > 0));
  it('pots hold every chip staked; eligible players contributed to the pot and have not folded', () => {
    fc.assert(
      fc.property(ledgerArb, fc.nat(50), (players, dead) => {
        const stakes = players.map((p) => p.stake);
        const folded = players.map((p) => p.folded);
        const pots = buildPots({ stakes, folded, dead });
        expect(pots.reduce((t, p) => t + p.amount, 0)).toBe(stakes.reduce((a, b) => a + b, 0) + dead);
        let below = 0;
        for (const pot of pots) {
          expect(pot.eligible.length).toBeGreaterThan(0);
          const reach = Math.min(...pot.eligible.map((i) => stakes[i]));
          for (const i of pot.eligible) expect(folded[i] || stakes[i] <= below).toBe(false);
          below = reach;
        }
        // Adjacent pots never have the same eligible players.
        for (let k = 1; k < pots.length; k++) expect(pots[k].eligible).not.toEqual(pots[k - 1].eligible);
      }),
      { numRuns: 2000 },
    );
  });
});
