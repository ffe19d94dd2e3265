/** Typical wrong answers are named in a dealer's words, with partial credit per part. */
import { describe, expect, it } from 'vitest';
import { drillModule } from './registry';
import type { DrillItem } from './types';
import { cardsToString, fivesScoring, parseCards, scoreAceToFive, scoreOfFive, type Ledger } from '../engine';

const texts = (s: { mistakes: { message: { text: string } }[] }): string[] => s.mistakes.map((m) => m.message.text);

function find<T>(kind: Parameters<typeof drillModule>[0], level: 1 | 2 | 3, ok: (item: T) => boolean): T {
  for (let seed = 0; seed < 500; seed++) {
    const item = drillModule(kind).generate(seed, level, 'tournament') as unknown as T;
    if (ok(item)) return item;
  }
  throw new Error(`no ${kind} item found`);
}

describe('gather and side pots', () => {
  it('names a wrong uncalled amount and a wrong pot amount', () => {
    const item = find<DrillItem<'gather'>>('gather', 3, (i) => i.answer.returned.length === 1 && i.answer.pots.length >= 1);
    const back = item.answer.returned[0];
    const wrong = { ...item.answer, returned: [{ player: back.player, amount: back.amount + 100 }] };
    const s = drillModule('gather').score(item as DrillItem, wrong);
    expect(texts(s)).toContain(`you returned ${(back.amount + 100).toLocaleString('en-US')} to seat ${back.player}; the uncalled bet was ${back.amount.toLocaleString('en-US')}`);
    expect(s.earned).toBe(s.possible - 1);
    const noReturn = drillModule('gather').score(item as DrillItem, { ...item.answer, returned: [] });
    expect(texts(noReturn)[0]).toMatch(/goes back to seat/);
  });

  it('names a folded seat put in a side pot and a wrong side pot amount', () => {
    const item = find<DrillItem<'side-pots', Ledger>>('side-pots', 3, (i) => i.answer.pots.length >= 3 && i.question.table.seats.some((s) => s.folded && i.context.stakes[s.seat] > 0));
    const folded = item.question.table.seats.find((s) => s.folded && item.context.stakes[s.seat] > 0)!.seat;
    const pots = item.answer.pots.map((p) => ({ ...p, eligible: [...p.eligible] }));
    pots[1].eligible = [...pots[1].eligible, folded].sort((a, b) => a - b);
    pots[2].amount -= 300;
    const s = drillModule('side-pots').score(item as DrillItem, { ...item.answer, pots });
    expect(texts(s)).toContain(`seat ${folded} is not in side pot 1: seat ${folded} folded`);
    expect(texts(s).some((t) => t.startsWith('side pot 2 should be '))).toBe(true);
    expect(s.earned).toBe(s.possible - 2);
  });
});

describe('showdown order', () => {
  it('names who shows first', () => {
    const item = find<DrillItem<'showdown-order'>>('showdown-order', 2, (i) => i.question.table.variant === 'holdem' && i.context !== null && !i.answer.all_at_once && i.answer.showdown_order.length >= 3);
    const order = item.answer.showdown_order;
    const s = drillModule('showdown-order').score(item as DrillItem, { ...item.answer, showdown_order: [...order.slice(1), order[0]] });
    expect(texts(s)[0]).toMatch(new RegExp(`^seat ${order[0]} shows first: the last aggressor on the river`));
    const checked = find<DrillItem<'showdown-order'>>('showdown-order', 1, (i) => i.context === null && !i.answer.all_at_once && i.answer.showdown_order.length >= 2);
    const o = checked.answer.showdown_order;
    expect(texts(drillModule('showdown-order').score(checked as DrillItem, { ...checked.answer, showdown_order: [...o].reverse() }))[0]).toMatch(/the river was checked/);
  });

  it('stud, a checked seventh street: the best hand showing shows first, in the engine\'s words', () => {
    const item = find<DrillItem<'showdown-order'>>('showdown-order', 3, (i) => i.question.table.variant === 'stud' && i.context === null && !i.answer.all_at_once && i.answer.showdown_order.length >= 3);
    const o = item.answer.showdown_order;
    const s = drillModule('showdown-order').score(item as DrillItem, { ...item.answer, showdown_order: [...o.slice(1), o[0]] });
    expect(item.why[0].key).toBe('showing-first');
    expect(texts(s)[0]).toMatch(new RegExp(`^the last round had no bet: seat ${o[0]}, first to act on it by the cards showing \\(.+\\), shows first; then clockwise: seat ${o[0]}, `));
  });

  it('earns a part only for what it got right: who shows first, then the order after', () => {
    const item = find<DrillItem<'showdown-order'>>('showdown-order', 2, (i) => !i.answer.all_at_once && i.answer.showdown_order.length >= 3);
    const o = item.answer.showdown_order;
    const score = (showdown_order: number[], all_at_once = false) => drillModule('showdown-order').score(item as DrillItem, { kind: 'showdown-order', showdown_order, all_at_once });
    expect(score(o)).toMatchObject({ earned: 2, possible: 2, mistakes: [] });
    // A fully wrong order (each seat one place on): nothing right, nothing earned.
    expect(score([...o.slice(1), o[0]])).toMatchObject({ earned: 0, possible: 2 });
    // The first right, the rest not.
    expect(score([o[0], ...o.slice(1).reverse()])).toMatchObject({ earned: 1, possible: 2 });
    // All at once where the hands are shown in turn: no order given, nothing earned.
    expect(score([], true)).toMatchObject({ earned: 0, possible: 2, mistakes: [{ part: 'all_at_once' }] });
  });

  it('does not judge an order when every hand goes face up at once (TDA 16)', () => {
    const item = find<DrillItem<'showdown-order'>>('showdown-order', 2, (i) => i.answer.all_at_once && i.answer.showdown_order.length >= 2);
    const reversed = drillModule('showdown-order').score(item as DrillItem, { ...item.answer, showdown_order: [...item.answer.showdown_order].reverse() });
    expect(reversed.mistakes).toEqual([]);
    const inOrder = drillModule('showdown-order').score(item as DrillItem, { ...item.answer, all_at_once: false });
    expect(texts(inOrder)[0]).toMatch(/every hand is turned face up at once/);
  });
});

describe('award', () => {
  it('names a wrong split and a wrong award order', () => {
    const item = find<DrillItem<'award'>>('award', 3, (i) => i.question.table.variant === 'holdem' && i.answer.pots.some((p) => p.winners.length === 2 && p.winners[0].amount !== p.winners[1].amount));
    const k = item.answer.pots.findIndex((p) => p.winners.length === 2 && p.winners[0].amount !== p.winners[1].amount);
    const pots = item.answer.pots.map((p) => ({ ...p, winners: p.winners.map((w) => ({ ...w })) }));
    [pots[k].winners[0].amount, pots[k].winners[1].amount] = [pots[k].winners[1].amount, pots[k].winners[0].amount];
    const s = drillModule('award').score(item as DrillItem, { ...item.answer, pots, award_order: [...item.answer.award_order].sort((a, b) => a - b) });
    expect(texts(s).some((t) => /all the odd chips go to the first winner left of the button/.test(t))).toBe(true);
    if (item.answer.award_order.length > 1) expect(texts(s).some((t) => /award the last side pot first/.test(t))).toBe(true);
  });
});

describe('award in the split games and stud', () => {
  type AwardItem = DrillItem<'award'>;
  type Halves = NonNullable<AwardItem['answer']['pots'][number]['halves']>;
  const sum = (shares: { amount: number }[]) => shares.reduce((a, w) => a + w.amount, 0);
  const withHalves = (item: AwardItem, k: number, halves: Halves) => ({ ...item.answer, pots: item.answer.pots.map((p, i) => (i === k ? { ...p, halves } : p)) });

  it('each half is a part: the odd chip between the halves goes to the high half', () => {
    // A pot split high and low whose halves differ by the odd chip (the high half one chip more).
    const item = find<AwardItem>('award', 3, (i) => i.answer.pots.some((p) => p.halves && p.halves.low.length === 1 && p.halves.high.length === 1 && sum(p.halves.high) > sum(p.halves.low)));
    const k = item.answer.pots.findIndex((p) => p.halves && p.halves.low.length === 1 && p.halves.high.length === 1 && sum(p.halves.high) > sum(p.halves.low));
    const { high, low } = item.answer.pots[k].halves!;
    const right = drillModule('award').score(item as DrillItem, item.answer);
    expect(right.earned).toBe(right.possible);
    // Each pot's halves are two parts (the hand's split pots and its others one part each), plus the award order.
    const parts = 1 + item.answer.pots.reduce((n, p) => n + (p.halves ? 2 : 1), 0);
    expect(right.possible).toBe(parts);
    // The odd chip given to the low half instead: both halves wrong, named as the halves' sizes.
    const chip = item.question.table.smallestChip;
    const swapped = { high: [{ ...high[0], amount: high[0].amount - chip }], low: [{ ...low[0], amount: low[0].amount + chip }] };
    const s = drillModule('award').score(item as DrillItem, withHalves(item, k, swapped));
    expect(s.earned).toBe(parts - 2);
    expect(s.mistakes.map((m) => m.message.key)).toEqual(expect.arrayContaining(['award-halves', 'award-half-amount']));
    expect(texts(s).find((t) => /split in halves/.test(t))).toBe(`${k === 0 ? 'the main pot' : `side pot ${k}`} of ${item.answer.pots[k].amount.toLocaleString('en-US')} is split in halves: ${sum(high).toLocaleString('en-US')} for the high hand and ${sum(low).toLocaleString('en-US')} for the low; an odd chip goes to the high half`);
  });

  it('a low half where no low qualifies, and the whole pot given as one share', () => {
    const item = find<AwardItem>('award', 2, (i) => i.answer.pots.some((p) => p.halves && p.halves.low.length === 0 && p.halves.high.length === 1));
    const k = item.answer.pots.findIndex((p) => p.halves && p.halves.low.length === 0 && p.halves.high.length === 1);
    const pot = item.answer.pots[k];
    // No halves given: the winners are read as the high half, which is right here.
    const asWhole = drillModule('award').score(item as DrillItem, { ...item.answer, pots: item.answer.pots.map(({ halves, ...p }) => p) });
    expect(asWhole.earned).toBe(asWhole.possible);
    const other = pot.eligible.find((seat) => seat !== pot.halves!.high[0].player)!;
    const half = Math.floor(pot.amount / 2);
    const s = drillModule('award').score(item as DrillItem, withHalves(item, k, { high: [{ player: pot.halves!.high[0].player, amount: pot.amount - half }], low: [{ player: other, amount: half }] }));
    expect(s.mistakes.map((m) => m.message.key)).toEqual(['award-half-amount', 'award-no-low']);
    expect(s.earned).toBe(s.possible - 2);
  });

  it('a quartered pot: the low winners each get a quarter', () => {
    const quartered = (p: AwardItem['answer']['pots'][number]) => !!p.halves && p.halves.high.length === 1 && p.halves.low.length === 2;
    const item = find<AwardItem>('award', 3, (i) => i.answer.pots.some(quartered));
    const pot = item.answer.pots.find(quartered)!;
    const { high, low } = pot.halves!;
    // The high half is half the pot (with the odd chip); the low half is split again between two.
    expect(sum(high) + sum(low)).toBe(pot.amount);
    expect(sum(high) - sum(low)).toBeLessThanOrEqual(item.question.table.smallestChip);
    expect(Math.abs(low[0].amount - low[1].amount)).toBeLessThanOrEqual(item.question.table.smallestChip);
    // The merged winners add each player's shares of both halves.
    for (const w of pot.winners) expect(w.amount).toBe(sum([...high, ...low].filter((x) => x.player === w.player)));
  });

  it('the odd chip of a split in stud goes by the highest card by suit, not by the button', () => {
    // Ties are rare in stud: the answer key of a stud item is given a split of its main pot (200 and 175), and the trainee swaps the shares.
    const item = find<AwardItem>('award', 3, (i) => i.question.table.variant === 'stud' && i.answer.pots[0].eligible.length >= 2);
    const [a, b] = item.answer.pots[0].eligible;
    const key = { ...item, answer: { kind: 'award', award_order: [0], pots: [{ amount: 375, eligible: [a, b], winners: [{ player: a, amount: 200 }, { player: b, amount: 175 }] }] } } as unknown as DrillItem;
    const s = drillModule('award').score(key, { kind: 'award', award_order: [0], pots: [{ amount: 375, eligible: [a, b], winners: [{ player: a, amount: 175 }, { player: b, amount: 200 }] }] });
    expect(s.mistakes.map((m) => m.message.key)).toEqual(['award-odd-chip-by-suit', 'award-odd-chip-by-suit']);
    expect(texts(s)[0]).toBe(`seat ${a} gets 200 from the main pot, you gave 175: the odd chip goes to the winner with the highest card by suit`);
  });
});

describe('decisions', () => {
  const facing = (i: { question: { table: { seats: { bet: number }[] } } }): boolean => i.question.table.seats.some((s) => s.bet > 0);

  it('pot-limit: names the pot and the maximum, a bet when nothing is faced', () => {
    const item = find<DrillItem<'pot-limit'>>('pot-limit', 2, facing);
    const s = drillModule('pot-limit').score(item as DrillItem, { ...item.answer, pot: item.answer.pot - 100, max_raise_to: item.answer.max_raise_to + 100 });
    expect(s.earned).toBe(1);
    expect(texts(s)[0]).toMatch(/^the pot after the call is /);
    expect(texts(s)[1]).toMatch(/^the maximum is a raise to /);
    const open = find<DrillItem<'pot-limit'>>('pot-limit', 2, (i) => !facing(i));
    const b = drillModule('pot-limit').score(open as DrillItem, { ...open.answer, max_raise_to: open.answer.max_raise_to + 100 });
    expect(b.mistakes[0].message).toMatchObject({ key: 'wrong-max_bet', text: expect.stringMatching(/^the largest bet is /) });
  });

  it('min-raise: names the minimum raise, or the minimum bet when nothing is faced', () => {
    const item = find<DrillItem<'min-raise'>>('min-raise', 3, facing);
    const s = drillModule('min-raise').score(item as DrillItem, { kind: 'min-raise', min_raise_to: item.answer.min_raise_to * 2 });
    expect(texts(s)[0]).toMatch(/^the minimum raise is to /);
    const open = find<DrillItem<'min-raise'>>('min-raise', 3, (i) => !facing(i));
    const b = drillModule('min-raise').score(open as DrillItem, { kind: 'min-raise', min_raise_to: open.answer.min_raise_to * 2 });
    expect(b.mistakes[0].message).toMatchObject({ key: 'wrong-min_bet', text: expect.stringMatching(/^the minimum bet is /) });
  });

  it('action: a player who may not raise is told why (TDA 47)', () => {
    const item = find<DrillItem<'action'>>('action', 3, (i) => !i.answer.can_raise && i.why[0].key === 'not-reopened');
    const s = drillModule('action').score(item as DrillItem, { ...item.answer, can_raise: true, min_raise_to: 1, max_raise_to: 2 });
    expect(texts(s)[0]).toMatch(/may not raise: the player faces only .* call or fold only/);
    expect(s.possible).toBe(2);
  });
});

describe('read hands: lows', () => {
  type Read = DrillItem<'read-hands'>;
  it('split games: a wrong low, a low where none qualifies, and the low winners, each a part', () => {
    const item = find<Read>('read-hands', 3, (i) => i.question.variant === 'omaha-hi-lo' && i.answer.hands.some((h) => h.low === '') && i.answer.hands.some((h) => !!h.low));
    const right = drillModule('read-hands').score(item as DrillItem, item.answer);
    // Each hand's high and low, the high winners and the low winners.
    expect(right.possible).toBe(2 * item.answer.hands.length + 2);
    expect(right.earned).toBe(right.possible);
    const none = item.answer.hands.find((h) => h.low === '')!;
    const some = item.answer.hands.find((h) => !!h.low)!;
    const hands = item.answer.hands.map((h) => (h.player === none.player ? { ...h, low: some.low } : h.player === some.player ? { ...h, low: '' } : h));
    const s = drillModule('read-hands').score(item as DrillItem, { ...item.answer, hands, low_winners: [] });
    const keys = s.mistakes.map((m) => m.message.key);
    expect(keys).toEqual(expect.arrayContaining(['low-none-qualifies', 'wrong-best-low']));
    expect(texts(s).find((t) => t.startsWith(`seat ${some.player}'s best low is ${some.low}`))).toMatch(/you said none \(Omaha: exactly two hole cards and three from the board\)$/);
    if (item.answer.low_winners!.length) expect(keys).toContain('wrong-low_winners');
    expect(s.earned).toBe(right.possible - 2 - (item.answer.low_winners!.length ? 1 : 0));
    // A low left out is not "none qualifies": it earns nothing.
    const left = drillModule('read-hands').score(item as DrillItem, { ...item.answer, hands: item.answer.hands.map((h) => (h.player === none.player ? { player: h.player, cards: h.cards } : h)) });
    expect(left).toMatchObject({ earned: right.possible - 1 });
    expect(texts(left)).toEqual([`seat ${none.player} has no low that qualifies (five different ranks, eight or lower), you said nothing`]);
  });

  it('razz: the best low, any five of the same ranks is right', () => {
    const item = find<Read>('read-hands', 2, (i) => i.question.variant === 'razz');
    expect(drillModule('read-hands').score(item as DrillItem, item.answer).mistakes).toEqual([]);
    const h = item.answer.hands[0];
    // The seven cards in a different five: a worse low, or not five cards at all.
    const other = item.question.hands[0].cards.slice(0, 10);
    const s = drillModule('read-hands').score(item as DrillItem, { ...item.answer, hands: item.answer.hands.map((x, k) => (k === 0 ? { ...x, cards: other } : x)) });
    const worse = scoreAceToFive(parseCards(other)) !== scoreAceToFive(parseCards(h.cards));
    expect(s.mistakes.map((m) => m.message.key)).toEqual(worse ? ['wrong-best-low'] : []);
  });
});

describe('read hands: equal best hands', () => {
  it.each(['holdem', 'omaha'] as const)('%s: another set of five of the same ranks scores full marks, and the explanation says the sets are equal', (variant) => {
    let found = 0;
    for (let seed = 0; seed < 400 && found < 5; seed++) {
      const item = drillModule('read-hands').generate(seed, 2, 'cash') as unknown as DrillItem<'read-hands'>;
      if (item.question.variant !== variant) continue;
      const board = parseCards(item.question.board);
      for (const h of item.question.hands) {
        const hole = parseCards(h.cards);
        const best = parseCards(item.answer.hands[h.player].cards);
        const others = fivesScoring(variant, hole, board, scoreOfFive(variant, hole, board, best)).map(cardsToString).filter((f) => [...f.match(/../g)!].sort().join() !== [...item.answer.hands[h.player].cards.match(/../g)!].sort().join());
        if (others.length === 0) continue;
        found++;
        const answer = { ...item.answer, hands: item.answer.hands.map((x) => (x.player === h.player ? { ...x, cards: others[0] } : x)) };
        const s = drillModule('read-hands').score(item as DrillItem, answer);
        expect(s.mistakes).toEqual([]);
        expect(s.earned).toBe(s.possible);
        expect(item.why.find((w) => w.key === 'equal-fives' && w.values.seat === h.player)).toBeDefined();
        // A five of lower ranks, or not a hand the player holds, is still wrong.
        const wrong = { ...item.answer, hands: item.answer.hands.map((x) => (x.player === h.player ? { ...x, cards: item.question.board } : x)) };
        const w = drillModule('read-hands').score(item as DrillItem, wrong);
        if (scoreOfFive(variant, hole, board, board) !== scoreOfFive(variant, hole, board, best)) expect(w.mistakes.map((m) => m.message.key)).toContain('wrong-best-five');
        break;
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
