/**
 * Over 1,000 items per level, each level reaches the rules it names (the shares the drill modules
 * promise; ISSUE 12's mix). The items are read as the trainee sees them, and through the engine
 * from the item's own `phh` (the hand replayed up to the question), not from the generator's notes.
 */
import { describe, expect, it } from 'vitest';
import { advance, createHand, isFullRaise, legalActions, ledgerOf, limitUnit, liveCount, rakePots, type Hand, type Ledger } from '../engine';
import { engineAction, tableOf } from '../phh/replay';
import { drillModule } from './registry';
import { generate as generateWholeHand } from './kinds/whole-hand';
import type { DrillItem } from './types';
import type { Level } from './hands/play';

const ITEMS = 1000;

function items<K extends Parameters<typeof drillModule>[0]>(kind: K, level: Level, count = ITEMS): DrillItem<K>[] {
  const out: DrillItem<K>[] = [];
  for (let seed = 0; seed < count; seed++) out.push(drillModule(kind).generate(seed, level, seed % 2 ? 'cash' : 'tournament') as unknown as DrillItem<K>);
  return out;
}
const share = <T,>(list: readonly T[], test: (item: T) => boolean): number => list.filter(test).length / list.length;

const players = (item: { question: object }): number => ('table' in item.question ? (item.question as { table: { seats: unknown[] } }).table.seats.length : 0);

/** The hand at the item's question, replayed from its phh, and what this betting round held: an all-in short of a full bet or raise. */
interface AtQuestion {
  hand: Hand;
  shortAllIn: boolean;
}
function atQuestion(item: Pick<DrillItem, 'phh' | 'profile'>): AtQuestion {
  const hand = createHand(tableOf(item.phh!, item.profile));
  advance(hand, { type: 'post' });
  let shortAllIn = false;
  for (const line of item.phh!.actions) {
    const a = engineAction(hand, line);
    if (!a) continue;
    if (a.type === 'raise') {
      const short = hand.config.structure === 'fixed-limit' ? a.to - hand.fullLevel < limitUnit(hand) : !isFullRaise(hand, a.to);
      if (short && a.to === hand.seats[a.seat].bet + hand.seats[a.seat].stack) shortAllIn = true;
    }
    const street = hand.street;
    const error = advance(hand, a);
    if (error) throw new Error(error.text);
    if (hand.street !== street) shortAllIn = false;
  }
  return { hand, shortAllIn };
}
/** Bets in front of the players (preflop, the blinds): a raise; none: a bet. */
const facing = (item: { question: { table: { seats: { bet: number }[] } } }): boolean => item.question.table.seats.some((s) => s.bet > 0);

describe('tables by level', () => {
  it('two or three players at level 1, six to ten with antes at level 3; one chip colour at level 1', () => {
    expect(share(items('gather', 1), (i) => players(i) >= 2 && players(i) <= 3)).toBe(1);
    expect(share(items('gather', 3), (i) => players(i) >= 6 && players(i) <= 10 && i.question.table.antes.kind !== 'none')).toBe(1);
    expect(share(items('side-pots', 1), (i) => i.question.table.seats.every((s) => s.stack % i.question.table.smallestChip === 0))).toBe(1);
    expect(share(items('side-pots', 3), (i) => i.phh!.startingStacks.some((s) => s % 100 !== 0))).toBeGreaterThan(0.9);
  });
});

describe('side pots and award', () => {
  it('side pots: level 2 one side pot or more in most items; level 3 four pots or more and chips of a folded player in every item', () => {
    expect(share(items('side-pots', 2), (i) => i.answer.pots.length >= 2)).toBeGreaterThan(0.8);
    const level3 = items('side-pots', 3);
    expect(share(level3, (i) => i.answer.pots.length >= 4)).toBe(1);
    expect(share(level3, (i) => i.question.table.seats.some((s) => s.folded && (i.context as Ledger).stakes[s.seat] > 0))).toBe(1);
  });

  it('side pots with antes: a pot layer is told as the table shows it, the bets up to it plus the ante', () => {
    const withAntes = items('side-pots', 3, 200).filter((i) => i.question.table.antes.kind === 'uniform');
    expect(withAntes.length).toBeGreaterThan(20);
    for (const i of withAntes) {
      const layers = i.why.filter((w) => w.key === 'pot-layer-ante');
      expect(layers.length, `seed ${i.seed}`).toBeGreaterThan(0);
      for (const w of layers) {
        expect(w.values.ante).toBe(i.question.table.antes.amount);
        expect((w.values.bets as number) + (w.values.ante as number)).toBe(w.values.level);
      }
    }
  });

  it("pots with a big-blind ante: the main pot's step names the ante as dead money, and the layer plus it is the main pot", () => {
    const withDead = [...items('side-pots', 3, 300), ...items('gather', 3, 300)].filter((i) => (i.context as Ledger).dead > 0);
    expect(withDead.length).toBeGreaterThan(20);
    for (const i of withDead) {
      const ledger = i.context as Ledger;
      const main = i.why.filter((w) => w.values.pot === 0 && String(w.key).startsWith('pot-layer'));
      expect(main.map((w) => w.key), `seed ${i.seed}`).toEqual(['pot-layer-dead']);
      const level = main[0].values.level as number;
      const stakesUpTo = ledger.stakes.reduce((sum, stake) => sum + Math.min(stake, level), 0);
      expect(stakesUpTo + (main[0].values.dead as number)).toBe(main[0].values.amount);
      expect(main[0].values.dead).toBe(ledger.dead);
    }
  });

  it('award: split pots at level 2; level 3 four pots or more and chips of a folded player in every item', () => {
    expect(share(items('award', 2), (i) => i.answer.pots.some((p) => p.winners.length > 1))).toBeGreaterThan(0.1);
    const level3 = items('award', 3);
    expect(share(level3, (i) => i.answer.pots.length >= 4)).toBe(1);
    expect(share(level3, (i) => {
      const ledger = ledgerOf(atQuestion(i).hand);
      return ledger.stakes.some((stake, seat) => stake > 0 && ledger.folded[seat]);
    })).toBe(1);
  });

  it('gather: level 3 has an over-bet or an all-in, and folds', () => {
    const level3 = items('gather', 3);
    expect(share(level3, (i) => i.answer.returned.length > 0 || i.question.table.seats.some((s) => s.allIn))).toBeGreaterThan(0.9);
    expect(share(level3, (i) => i.question.table.seats.some((s) => s.folded))).toBeGreaterThan(0.8);
  });
});

describe('the games at each level (gather, side pots, award)', () => {
  const variant = (i: { question: object }) => (i.question as { table: { variant: string } }).table.variant;
  const others = ['omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz', '2-7-single-draw'];

  it('level 1 deals hold\'em only', () => {
    for (const kind of ['gather', 'side-pots', 'award'] as const) expect(share(items(kind, 1, 300), (i) => variant(i) === 'holdem'), kind).toBe(1);
  });

  it.each([2, 3] as const)('gather and side pots, level %i: about half hold\'em, and each other game in every twelfth to tenth item', (level) => {
    for (const kind of ['gather', 'side-pots'] as const) {
      const list = items(kind, level);
      expect(share(list, (i) => variant(i) === 'holdem'), kind).toBeGreaterThan(0.4);
      expect(share(list, (i) => variant(i) === 'holdem'), kind).toBeLessThan(0.6);
      for (const game of [...others, ...(kind === 'gather' || level === 2 ? ['2-7-triple-draw'] : [])]) expect(share(list, (i) => variant(i) === game), `${kind} ${game}`).toBeGreaterThan(0.05);
    }
  });

  it('level 3: a draw game seats six or seven, and most players who draw are dealt cards (at ten, the stub served nobody)', () => {
    for (const kind of ['gather', 'side-pots', 'showdown-order'] as const) {
      const draws = items(kind, 3).filter((i) => variant(i).startsWith('2-7'));
      expect(draws.length, kind).toBeGreaterThan(50);
      expect(share(draws, (i) => players(i) >= 6 && players(i) <= 7), kind).toBe(1);
      const turns = draws.flatMap((i) => i.phh!.actions.filter((a) => a.type === 'stand-pat-discard'));
      expect(share(turns, (a) => a.type === 'stand-pat-discard' && (a.cards?.length ?? a.count ?? 0) > 0), kind).toBeGreaterThan(0.4);
    }
  });

  it('side pots, level 3: the stud games too have four pots or more, with antes of the folded players in them', () => {
    const stud = items('side-pots', 3).filter((i) => ['stud', 'stud-hi-lo', 'razz'].includes(variant(i)));
    expect(stud.length).toBeGreaterThan(250);
    expect(share(stud, (i) => i.answer.pots.length >= 4 && i.question.table.antes.kind === 'uniform')).toBe(1);
  });

  it.each([2, 3] as const)('award, level %i: a third in the split games, each contested pot halved high and low, the odd chip to the high half', (level) => {
    const list = items('award', level);
    const split = list.filter((i) => variant(i) === 'omaha-hi-lo' || variant(i) === 'stud-hi-lo');
    expect(split.length / ITEMS).toBeGreaterThan(0.28);
    expect(split.length / ITEMS).toBeLessThan(0.4);
    expect(share(list, (i) => variant(i) === 'stud' || variant(i) === 'razz')).toBeGreaterThan(0.1);
    const sum = (shares: { amount: number }[]) => shares.reduce((a, w) => a + w.amount, 0);
    for (const i of split) {
      for (const p of i.answer.pots) {
        if (!p.halves) continue;
        expect(sum(p.halves.high) + sum(p.halves.low)).toBe(p.amount);
        if (p.halves.low.length) expect(sum(p.halves.high) - sum(p.halves.low)).toBeGreaterThanOrEqual(0);
        if (p.halves.low.length) expect(sum(p.halves.high) - sum(p.halves.low)).toBeLessThan(2 * i.question.table.smallestChip);
      }
    }
    // Halved pots with a low, and (level 3, many pots) quartered ones and side pots halved on their own.
    expect(share(split, (i) => i.answer.pots.some((p) => !!p.halves && p.halves.low.length > 0))).toBeGreaterThan(0.4);
    if (level === 3) {
      expect(share(split, (i) => i.answer.pots.some((p) => !!p.halves && (p.halves.low.length > 1 || p.halves.high.length > 1)))).toBeGreaterThan(0.03);
      expect(share(split, (i) => i.answer.pots.slice(1).some((p) => !!p.halves && p.halves.low.length > 0))).toBeGreaterThan(0.3);
    }
  });
});

describe('showdown order', () => {
  it('levels 1 and 2: river bets and checked rivers', () => {
    const level2 = items('showdown-order', 2);
    expect(share(level2, (i) => i.context !== null)).toBeGreaterThan(0.2);
    expect(share(level2, (i) => i.context === null)).toBeGreaterThan(0.2);
  });

  it.each([2, 3] as const)('level %i: about half hold\'em, and stud, stud hi-lo, razz and the 2-7 draws each in more than one item in twenty', (level) => {
    const list = items('showdown-order', level);
    const variant = (i: DrillItem<'showdown-order'>) => i.question.table.variant;
    expect(share(list, (i) => variant(i) === 'holdem')).toBeGreaterThan(0.35);
    for (const game of ['stud', 'stud-hi-lo', 'razz', '2-7-triple-draw', '2-7-single-draw']) expect(share(list, (i) => variant(i) === game), game).toBeGreaterThan(0.05);
    // A checked last round in stud: the cards showing decide who shows first.
    expect(share(list, (i) => i.why[0].key === 'showing-first')).toBeGreaterThan(0.03);
  });

  it('level 3: at least half with river betting and three live hands or more; all face up at most a tenth', () => {
    const level3 = items('showdown-order', 3);
    const live = (i: DrillItem<'showdown-order'>) => i.question.table.seats.filter((s) => !s.folded).length;
    expect(share(level3, (i) => i.context !== null && live(i) >= 3 && !i.answer.all_at_once)).toBeGreaterThanOrEqual(0.5);
    expect(share(level3, (i) => i.answer.all_at_once)).toBeLessThanOrEqual(0.1);
    expect(share(level3, (i) => i.answer.all_at_once)).toBeGreaterThan(0);
  });
  it('the table does not mark the last bettor of the final street (the answer\'s first seat); the bet itself is shown', () => {
    for (const level of [1, 2, 3] as const) {
      const list = items('showdown-order', level, 300);
      for (const i of list) expect(i.question.table.history.at(-1)!.aggressor, `level ${level} seed ${i.seed}`).toBeNull();
      const bets = list.filter((i) => i.context !== null);
      expect(bets.length).toBeGreaterThan(0);
      // The last bettor's bet or raise is still in the final street's actions, for the trainee to read.
      for (const i of bets) expect(i.question.table.history.at(-1)!.actions.some((a) => a.seat === i.context && (a.act === 'bet' || a.act === 'raise'))).toBe(true);
    }
  });

  it('whole hand: the showdown step does not mark the last bettor either', () => {
    let steps = 0;
    for (let seed = 0; seed < 150; seed++) {
      const item = generateWholeHand(seed, 2, seed % 2 ? 'cash' : 'tournament');
      for (const step of item.context.steps) {
        if (step.question.kind !== 'showdown-order') continue;
        steps++;
        expect(step.question.table.history.at(-1)!.aggressor, `seed ${seed}`).toBeNull();
      }
    }
    expect(steps).toBeGreaterThan(10);
  });
});

describe('pot-limit', () => {
  it('level 1 asks before the flop too', () => {
    expect(share(items('pot-limit', 1), (i) => i.question.table.street === 'preflop')).toBeGreaterThan(0.3);
  });

  it.each([2, 3] as const)('level %i: at least half after the flop, with chips from earlier rounds in the pot', (level) => {
    expect(share(items('pot-limit', level), (i) => i.question.table.street !== 'preflop' && i.question.table.middle.some((p) => p.amount > 0))).toBeGreaterThanOrEqual(0.5);
  });

  it.each([2, 3] as const)('level %i: after the flop, most items face a bet (with none faced the answer is the pot shown)', (level) => {
    const afterFlop = items('pot-limit', level).filter((i) => i.question.table.street !== 'preflop');
    expect(share(afterFlop, facing)).toBeGreaterThan(0.6);
  });

  it.each([[2, 0.05], [3, 0.15]] as const)('level %i: some limited by the stack, explained with the all-in cap', (level, least) => {
    const limited = items('pot-limit', level).filter((i) => {
      const l = legalActions(atQuestion(i).hand, false)!;
      return l.potLimit!.maxRaiseTo > l.allInTo;
    });
    expect(limited.length / ITEMS).toBeGreaterThan(least);
    for (const i of limited) {
      expect(i.answer.max_raise_to).toBe(legalActions(atQuestion(i).hand, false)!.allInTo);
      // The pot allows more than the stack: all-in is the largest raise, or the only one.
      expect(i.why.map((w) => w.key), `seed ${i.seed} ${JSON.stringify(i.why.map((w) => w.text))}`).toEqual(expect.arrayContaining([expect.stringMatching(/^(pot-limit-all-in|all-in-short)(-bet)?$/)]));
    }
  });
});

describe('min-raise', () => {
  it.each([2, 3] as const)('level %i: re-raises after a raise, raises after a short all-in, and bets after the flop', (level) => {
    const list = items('min-raise', level).map((i) => ({ item: i, at: atQuestion(i) }));
    const reRaise = share(list, ({ at }) => at.hand.betCount >= 2 && at.hand.currentBet > at.hand.seats[at.hand.toAct!].bet);
    const afterShort = share(list, ({ at }) => at.shortAllIn);
    const bets = share(list, ({ at }) => at.hand.street !== 'preflop' && at.hand.currentBet === 0);
    expect(reRaise).toBeGreaterThan(0.15);
    expect(afterShort).toBeGreaterThan(level === 3 ? 0.3 : 0.1);
    expect(bets).toBeGreaterThan(0.15);
  });

  it('a bet is asked and explained as the minimum bet', () => {
    // Fixed-limit stud's bet is one unit: the limit bet.
    for (const i of items('min-raise', 2, 200).filter((x) => !facing(x))) expect(i.why[0].key).toBe(i.question.table.structure === 'fixed-limit' ? 'limit-bet' : 'min-bet');
  });
});

describe('fixed-limit stud in min-raise and action', () => {
  const stud = (i: { question: { table: { variant: string } } }) => ['stud', 'stud-hi-lo', 'razz'].includes(i.question.table.variant);

  it.each([2, 3] as const)('level %i: about one item in seven in stud, on third and fourth street, never at the bring-in itself', (level) => {
    for (const kind of ['min-raise', 'action'] as const) {
      const list = items(kind, level).filter(stud);
      expect(list.length / ITEMS, kind).toBeGreaterThan(0.1);
      expect(list.length / ITEMS, kind).toBeLessThan(0.2);
      for (const i of list) {
        const h = atQuestion(i).hand;
        expect(h.round, `${kind} seed ${i.seed}`).toBeLessThanOrEqual(1);
        expect(legalActions(h, false)!.bringIn, `${kind} seed ${i.seed}`).toBe(0);
      }
      // Facing the bring-in: a raise completes it to the small bet, and the reason says so (not "a unit over 0").
      const facingBringIn = list.filter((i) => i.question.table.street === 'third' && atQuestion(i).hand.fullLevel === 0 && (i.answer.kind === 'min-raise' || i.answer.can_raise));
      expect(facingBringIn.length, kind).toBeGreaterThan(20);
      for (const i of facingBringIn) expect(i.why.map((w) => w.key), `${kind} seed ${i.seed}`).toContain('complete-bring-in');
    }
  });

  it('action: the double bet on fourth street with a pair showing, in cash games only, small bet or big', () => {
    const list = [2, 3].flatMap((level) => items('action', level as Level)).filter(stud);
    const double = list.filter((i) => i.why.some((w) => w.key === 'double-bet'));
    expect(double.length).toBeGreaterThan(30);
    for (const i of double) {
      expect(i.profile).toBe('cash');
      expect(i.question.table.street).toBe('fourth');
      expect(i.answer.max_raise_to - i.answer.min_raise_to).toBe(i.question.table.minBet);
    }
  });
});

describe('action', () => {
  const level3 = () => items('action', 3).map((i) => ({ item: i, at: atQuestion(i) }));

  it('level 3: at least a fifth turn on a short all-in (not reopened, or reopened by several together)', () => {
    const list = level3();
    const onShort = share(list, ({ at }) => {
      const h = at.hand;
      const acted = h.seats[h.toAct!].actedAt;
      return h.config.structure !== 'fixed-limit' && at.shortAllIn && acted !== null && h.currentBet > acted && h.fullLevel <= acted;
    });
    expect(onShort).toBeGreaterThanOrEqual(0.2);
  });

  it('level 3, fixed limit: the half-bet rule, the cap, and the cap lifted heads-up in the cash profile', () => {
    const limit = level3().filter(({ at }) => at.hand.config.structure === 'fixed-limit');
    const capReached = (h: Hand) => h.betCount >= 1 + h.options.raiseCap;
    expect(share(limit, ({ at }) => at.shortAllIn) * limit.length / ITEMS).toBeGreaterThan(0.05);
    expect(share(limit, ({ item, at }) => capReached(at.hand) && liveCount(at.hand) > 2 && !item.answer.can_raise) * limit.length / ITEMS).toBeGreaterThan(0.05);
    const liftedHeadsUp = limit.filter(({ at }) => capReached(at.hand) && liveCount(at.hand) === 2);
    expect(liftedHeadsUp.length / ITEMS).toBeGreaterThan(0.05);
    for (const { item } of liftedHeadsUp) expect(item.answer.can_raise).toBe(item.profile === 'cash');
    // The cap heads-up is explained: lifted in cash games (Robert's Rules), kept in tournaments (TDA 48).
    for (const { item } of liftedHeadsUp) {
      const keys = item.why.map((w) => w.key);
      if (item.profile === 'cash') expect(keys, `seed ${item.seed}`).toContain('cap-lifted-heads-up');
      else expect(item.why[0], `seed ${item.seed}`).toMatchObject({ rule: 'TDA 48', key: 'capped-heads-up' });
    }
  });

  it('level 3, fixed limit: the player who bet before a short all-in, reopened by half a bet or more, not by less (RULES.md: A bets 20, B all-in 30 / 28)', () => {
    const openers = level3().filter(({ at }) => {
      const h = at.hand;
      const acted = h.seats[h.toAct!].actedAt;
      return h.config.structure === 'fixed-limit' && at.shortAllIn && acted !== null && h.currentBet > acted;
    });
    const reopened = openers.filter(({ item }) => item.answer.can_raise && item.why[0].key === 'limit-reopened' && item.why.some((w) => w.key === 'limit-half-counts'));
    const notReopened = openers.filter(({ item }) => !item.answer.can_raise && item.why[0].key === 'limit-not-reopened');
    expect(reopened.length / ITEMS).toBeGreaterThan(0.015);
    expect(notReopened.length / ITEMS).toBeGreaterThan(0.015);
  });

  it('fixed limit, every level: a stack short of the one raise is all-in, explained as all-in, the raise worded from the last full level', () => {
    const short = ([1, 2, 3] as const).flatMap((level) => items('action', level)).filter((i) => {
      const h = atQuestion(i).hand;
      return h.config.structure === 'fixed-limit' && i.answer.can_raise && i.answer.max_raise_to < h.fullLevel + limitUnit(h);
    });
    expect(short.length).toBeGreaterThan(10);
    for (const i of short) {
      const h = atQuestion(i).hand;
      const keys = i.why.map((w) => w.key);
      expect(keys, `seed ${i.seed}`).toContain(h.currentBet === 0 ? 'all-in-short-bet' : 'all-in-short');
      const limit = i.why.find((w) => w.key === 'limit-raise');
      if (limit) expect(limit.values.to, `seed ${i.seed}`).toBe(h.fullLevel + limitUnit(h));
    }
  });

  it('a player who may not raise is told the true reason first', () => {
    for (const { item, at } of level3().filter(({ item }) => !item.answer.can_raise)) {
      const h = at.hand;
      const s = h.seats[h.toAct!];
      const owed = h.currentBet - s.bet;
      const key = item.why[0].key;
      if (s.stack <= owed) expect(key).toBe('stack-short');
      else expect(['nobody-to-raise', 'not-reopened', 'limit-not-reopened', 'capped', 'capped-heads-up', 'capped-before-heads-up']).toContain(key);
    }
  });
});

describe('rake', () => {
  const pots = (i: DrillItem<'rake'>) => i.question.table.middle.length;
  const shares = (i: DrillItem<'rake'>) => rakePots({ ...i.question.postedRake, cap: Infinity, noFlopNoDrop: false }, i.question.table.middle.map((p) => p.amount), i.question.table.smallestChip, true, false).taken;
  const capped = (i: DrillItem<'rake'>) => i.question.table.board !== '' && shares(i).some((s, k) => s > i.answer.rake[k].amount);

  it('every item is a cash game with the rake posted, explained pot by pot', () => {
    for (const level of [1, 2, 3] as const) {
      for (const i of items('rake', level, 200)) {
        expect(i.profile).toBe('cash');
        expect(i.why[0].key).toBe('rake-posted');
        if (i.question.table.board === '') expect(i.why.at(-1)!.key).toBe('rake-no-flop');
        else expect(i.why.filter((w) => w.key === 'rake-pot' || w.key === 'rake-capped')).toHaveLength(pots(i));
      }
    }
  });

  it('level 1: one pot, a cap it does not reach', () => {
    const level1 = items('rake', 1);
    expect(share(level1, (i) => pots(i) === 1 && !capped(i))).toBe(1);
  });

  it('level 2: side pots, a cap that is reached, and hands won before the flop', () => {
    const level2 = items('rake', 2);
    expect(share(level2, (i) => pots(i) >= 2)).toBeGreaterThan(0.25);
    expect(share(level2, capped)).toBeGreaterThan(0.15);
    expect(share(level2, (i) => i.question.table.board === '')).toBeGreaterThan(0.05);
  });

  it('level 3: three pots or more, the cap reached after the main pot, shares rounded down to the chip', () => {
    const level3 = items('rake', 3);
    expect(share(level3, (i) => pots(i) >= 3)).toBeGreaterThan(0.5);
    expect(share(level3, (i) => i.answer.rake[0].amount === shares(i)[0] && capped(i))).toBeGreaterThan(0.3);
    expect(share(level3, (i) => i.question.table.middle.some((p) => (p.amount * i.question.postedRake.percent) % (100 * i.question.table.smallestChip) !== 0))).toBeGreaterThan(0.3);
  });
});

describe('chip rulings', () => {
  it('calls, raises (completed or not), bets, single chips and string bets all come up', () => {
    for (const level of [2, 3] as const) {
      const list = items('chip-rulings', level, 500);
      expect(share(list, (i) => i.answer.ruling === 'call')).toBeGreaterThan(0.1);
      expect(share(list, (i) => i.answer.ruling === 'raise')).toBeGreaterThan(0.1);
      expect(share(list, (i) => i.why[0].key === 'complete-raise')).toBeGreaterThan(0.02);
      expect(share(list, (i) => i.question.push.stringBet)).toBeGreaterThan(0.1);
      expect(share(list, (i) => i.question.push.chips.length === 1)).toBeGreaterThan(0.1);
    }
  });

  it("a lone chip below the minimum bet and the big blind's silent chip on its option come up, ruled as RULES.md has them", () => {
    const list = [1, 2, 3].flatMap((level) => items('chip-rulings', level as Level, 500));
    const belowMin = list.filter((i) => i.why[0].key === 'single-chip-below-min');
    const option = list.filter((i) => i.why[0].key === 'option-chip-check');
    expect(belowMin.length).toBeGreaterThan(10);
    expect(option.length).toBeGreaterThan(5);
    for (const i of belowMin) expect(i.answer).toMatchObject({ ruling: 'bet', to: Math.min(i.question.table.minBet, i.question.table.seats[i.question.table.toAct!].stack) });
    for (const i of option) expect(i.answer.ruling).toBe('check');
  });
});

describe('read hands', () => {
  it('Omaha at levels 2 and 3, split pots sometimes', () => {
    expect(share(items('read-hands', 3), (i) => i.question.variant === 'omaha')).toBeGreaterThan(0.3);
    expect(share(items('read-hands', 2), (i) => i.answer.winners.length > 1)).toBeGreaterThan(0.01);
  });
});

describe('read hands in the split games, stud and razz', () => {
  it.each([2, 3] as const)('level %i: Omaha hi-lo and stud hi-lo about 15 in 100 each, stud and razz about 5; each split hand read high and low', (level) => {
    const list = items('read-hands', level);
    for (const [game, lo, hi] of [['omaha-hi-lo', 0.1, 0.2], ['stud-hi-lo', 0.1, 0.2], ['stud', 0.02, 0.08], ['razz', 0.02, 0.08]] as const) {
      expect(share(list, (i) => i.question.variant === game), game).toBeGreaterThan(lo);
      expect(share(list, (i) => i.question.variant === game), game).toBeLessThan(hi);
    }
    const split = list.filter((i) => i.question.variant === 'omaha-hi-lo' || i.question.variant === 'stud-hi-lo');
    expect(share(split, (i) => i.answer.hands.every((h) => h.low !== undefined) && i.answer.low_winners !== undefined)).toBe(1);
    // Some hands have a low that qualifies, some have none, and sometimes nobody does.
    expect(share(split, (i) => i.answer.hands.some((h) => h.low !== ''))).toBeGreaterThan(0.3);
    expect(share(split, (i) => i.answer.low_winners!.length === 0)).toBeGreaterThan(0.1);
    // Stud: seven cards a hand, no board.
    expect(share(list.filter((i) => i.question.variant.includes('stud') || i.question.variant === 'razz'), (i) => i.question.hands.every((h) => h.cards.length === 14))).toBeGreaterThan(0.9);
  });
});

describe('no pot nobody can win', () => {
  it('in the middle of every table of every kind and level, each pot has a player who can win it', () => {
    for (const kind of ['gather', 'pot-limit', 'min-raise', 'action', 'chip-rulings', 'award', 'showdown-order', 'rake'] as const) {
      for (const level of [1, 2, 3] as const) {
        for (const i of items(kind, level, 200)) {
          const middle = (i.question as { table: { middle: { eligible: number[] }[] } }).table.middle;
          expect(middle.every((p) => p.eligible.length > 0), `${kind} ${level} seed ${i.seed}`).toBe(true);
        }
      }
    }
  });
});
