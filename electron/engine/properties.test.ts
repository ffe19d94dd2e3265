/**
 * Properties over random legal hands with 2 to 10 players in all three structures and both
 * profiles: chips are conserved, the player to act can act, raises stay within the announced
 * bounds, a rejected action changes nothing, rounds end when the rules say, and the settlement
 * accounts for every chip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createHand, type Action } from './actions';
import { legalActions } from './betting';
import { HOLE_CARDS, standardBlinds, type Antes, type Profile, type Structure, type TableConfig } from './rules';
import { createRng, shuffledDeck, type Rng } from './rng';
import { settle } from './showdown';
import { chipsInPlay, type Hand } from './state';
import { buildPots } from './pots';

const tableArb = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    structure: fc.constantFrom<Structure>('no-limit', 'pot-limit', 'fixed-limit'),
    profile: fc.constantFrom<Profile>('cash', 'tournament'),
    variant: fc.constantFrom('holdem' as const, 'omaha' as const),
    bb: fc.constantFrom(2, 10, 100, 200),
    anteKind: fc.constantFrom('none', 'uniform', 'big-blind'),
    straddle: fc.boolean(),
    stackSeed: fc.integer(),
    seed: fc.integer(),
    button: fc.nat(9),
  })
  .map((r): { config: TableConfig; seed: number } => {
    const rng = createRng(r.stackSeed);
    // Short and deep stacks mixed, so that all-ins and side pots are common.
    const stacks = Array.from({ length: r.n }, () => (rng.int(3) === 0 ? 1 + rng.int(r.bb * 3) : r.bb * (5 + rng.int(60))));
    const button = r.button % r.n;
    const antes: Antes = r.anteKind === 'none' ? { kind: 'none' } : { kind: r.anteKind as 'uniform' | 'big-blind', amount: Math.max(1, Math.floor(r.bb / 4)) };
    return {
      seed: r.seed,
      config: {
        variant: r.variant,
        structure: r.structure,
        profile: r.profile,
        stacks,
        button,
        blinds: standardBlinds(r.n, button, r.bb / 2, r.bb, r.straddle && r.n > 3 ? r.bb * 2 : 0),
        antes,
        minBet: r.bb,
      },
    };
  });

/** A random action for the player to act: mostly legal, sometimes deliberately not. */
function randomAction(hand: Hand, rng: Rng): Action {
  const legal = legalActions(hand)!;
  const seat = legal.seat;
  const roll = rng.int(20);
  if (roll === 0) return { type: 'raise', seat, to: legal.minRaiseTo - 1 }; // often illegal
  if (roll === 1) return { type: 'raise', seat, to: legal.allInTo + 1 }; // always illegal
  if (roll === 2) return { type: legal.canCheck ? 'call' : 'check', seat }; // always illegal
  if (roll < 5) return { type: 'fold', seat };
  if (roll < 12 || !legal.canRaise) return { type: legal.canCheck ? 'check' : 'call', seat };
  const span = legal.maxRaiseTo - legal.minRaiseTo;
  const to = roll === 19 ? legal.maxRaiseTo : legal.minRaiseTo + rng.int(span + 1);
  return { type: 'raise', seat, to };
}

/** The cards the hand keeps as dealt, and the known cards it holds: always the same. */
const dealtSet = (hand: Hand): number[] => Array.from({ length: 52 }, (_, c) => c).filter((c) => (c < 32 ? hand.dealtLow & (1 << c) : hand.dealtHigh & (1 << (c - 32))) !== 0);
const knownCards = (hand: Hand): number[] => [...hand.board, ...hand.seats.flatMap((s) => s.hole ?? [])].filter((c) => c !== null).sort((a, b) => a - b);

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
    expect(dealtSet(hand)).toEqual(knownCards(hand));
    return true;
  };
  expect(step({ type: 'post' })).toBe(true);
  hand.seats.forEach((_, seat) => expect(step({ type: 'deal-hole', seat, cards: deck.splice(0, HOLE_CARDS[config.variant]) })).toBe(true));
  let acted = new Set<number>();
  let street = hand.street;
  for (let guard = 0; guard < 500; guard++) {
    if (hand.phase === 'deal-board') {
      expect(step({ type: 'deal-board', cards: deck.splice(0, hand.street === 'preflop' ? 3 : 1) })).toBe(true);
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
      const bet = action.type === 'raise' ? action.to : action.type === 'call' ? s.bet + legal.toCall : s.bet;
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

describe('betting properties', () => {
  it('random legal hands keep every invariant, and settle to every chip', () => {
    fc.assert(
      fc.property(tableArb, ({ config, seed }) => {
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
          // The awards add up to the pot; odd chips follow the profile.
          expect(pot.winners.reduce((t, w) => t + w.amount, 0)).toBe(pot.amount);
          const amounts = pot.winners.map((w) => w.amount);
          const low = Math.min(...amounts);
          if (hand.options.oddChips === 'all-to-first') expect(amounts.slice(1).every((a) => a === low)).toBe(true);
          else expect(Math.max(...amounts) - low).toBeLessThanOrEqual(1);
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
