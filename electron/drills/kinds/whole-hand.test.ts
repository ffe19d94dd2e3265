/** Whole hand: steps replay to the same answers, score per step, come from generated and shipped hands, and never leak. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRng, GAMES, gatherView, HOLE_CARDS, legalActions, modelDeal, settle, showdownOrder, shuffledDeck, unwrap, type Hand } from '../../engine';
import { playOn, startPlay, STYLES, tableFor } from '../hands/play';
import { parsePhh } from '../../phh/parse';
import { replayLines } from '../../phh/replay';
import { writePhh } from '../../phh/write';
import { createDrillService } from '../service';
import { listShippedHands, shippedHandText } from '../shipped';
import { fromPhh, generate, wholeHand, type Step } from './whole-hand';
import { DrillSubmitResponse, type TableView } from '../../../shared/drills';

const levels = [1, 2, 3] as const;

/** Every step's answer read again from the engine on the replayed PHH: the hand's end for the last steps, the decisions from the phh replay. */
function checkAgainstReplay(steps: Step[], phhText: string, profile: 'cash' | 'tournament'): void {
  const phh = parsePhh(phhText);
  const decisions: ReturnType<typeof legalActions>[] = [];
  const end: Hand = replayLines(phh, profile, (hand) => decisions.push(legalActions(hand)));
  for (const step of steps) {
    const a = step.answer;
    if (a.kind === 'award') {
      const s = unwrap(settle(end));
      expect(a.pots).toEqual(s.pots.map(awardedAs));
    } else if (a.kind === 'showdown-order') {
      expect(a.showdown_order).toEqual(showdownOrder(end).order);
    } else if (a.kind === 'bring-in') {
      // Stud: the first player to act on third street, the player of the phh's first action line (the bring-in or a completion).
      const first = phh.actions.find((l) => l.type === 'bring-in' || l.type === 'bet-raise' || l.type === 'fold' || l.type === 'check-call');
      expect(first && 'player' in first ? first.player : null).toBe(a.first_to_act);
    } else if (a.kind === 'min-raise' || a.kind === 'action' || a.kind === 'pot-limit') {
      // The decision is one of the hand's decisions, at the table the step shows.
      const table = (step.question as { table: { toAct: number | null; actions: string[] } }).table;
      const d = decisions.find((l) => l && l.seat === table.toAct && (a.kind !== 'min-raise' || l.minRaiseTo === a.min_raise_to) && (a.kind === 'min-raise' || l.toCall === a.to_call));
      expect(d, JSON.stringify(a)).toBeTruthy();
    }
  }
  // Every round's gathering: the last gather step's pots are the pots the phh replay ends with.
  const gathers = steps.filter((s) => s.kind === 'gather');
  const last = gathers[gathers.length - 1]?.answer as { pots: unknown } | undefined;
  if (last && end.phase === 'showdown') expect(last.pots).toEqual(gatherView(end).potsAfter.map((p) => ({ amount: p.amount, eligible: p.eligible })));
}

const shares = (ws: readonly { seat: number; amount: number }[]) => ws.map((w) => ({ player: w.seat, amount: w.amount }));
/** A settled pot as the award step answers it: a split game's pot with its halves. */
const awardedAs = (p: { amount: number; eligible: number[]; winners: { seat: number; amount: number }[]; halves: { high: { seat: number; amount: number }[]; low: { seat: number; amount: number }[] } | null }) => ({
  amount: p.amount,
  eligible: p.eligible,
  winners: shares(p.winners),
  ...(p.halves ? { halves: { high: shares(p.halves.high), low: shares(p.halves.low) } } : {}),
});

describe('whole-hand', () => {
  it.each(levels)('level %i: the phh replays to the steps answers; right answers score full marks; same seed, same item', (level) => {
    for (let seed = 0; seed < 40; seed++) {
      for (const profile of ['cash', 'tournament'] as const) {
        const item = generate(seed, level, profile);
        expect(item.context.steps.length).toBeGreaterThan(0);
        checkAgainstReplay(item.context.steps, writePhh(item.phh!), profile);
        const s = wholeHand.score(item, item.answer);
        expect(s.mistakes).toEqual([]);
        expect(s.earned).toBe(s.possible);
        expect(JSON.stringify(generate(seed, level, profile))).toBe(JSON.stringify(item));
      }
    }
  });

  it('steps cover the calls: the bring-in, gatherings, raise limits, the showdown order and the award', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 200; seed++) for (const level of levels) for (const s of generate(seed, level, 'cash').context.steps) kinds.add(s.kind);
    expect([...kinds].sort()).toEqual(['action', 'award', 'bring-in', 'gather', 'min-raise', 'pot-limit', 'showdown-order']);
  });

  it('level features: small no-limit tables at level 1; three structures at level 2; full tables with antes at level 3', () => {
    const structures = new Set<string>();
    for (let seed = 0; seed < 100; seed++) {
      const one = generate(seed, 1, 'cash').question.table;
      expect(one.structure).toBe('no-limit');
      expect(one.seats.length).toBeLessThanOrEqual(3);
      structures.add(generate(seed, 2, 'cash').question.table.structure);
      const three = generate(seed, 3, 'cash').question.table;
      expect(three.seats.length).toBeGreaterThanOrEqual(6);
      expect(three.antes.kind).not.toBe('none');
    }
    expect(structures.size).toBe(3);
  });

  it('wrong answers: partial credit per step, mistakes named with their step', () => {
    const item = generate(5, 2, 'cash');
    const steps = item.answer.steps.map((a) => structuredClone(a));
    const k = steps.findIndex((a) => a.kind === 'gather');
    const g = steps[k] as { pots: { amount: number }[] };
    g.pots[0].amount += 100;
    const s = wholeHand.score(item, { kind: 'whole-hand', steps });
    expect(s.earned).toBe(s.possible - 1);
    expect(s.mistakes[0].part).toBe(`steps[${k}].pots[0].amount`);
    expect(s.mistakes[0].message.text).toMatch(/^the main pot should be /);
    const missing = wholeHand.score(item, { kind: 'whole-hand', steps: steps.slice(0, 1) });
    expect(missing.mistakes.some((m) => m.message.key === 'step-missing')).toBe(true);
  });

  it('every shipped hand builds an item whose answers agree with the phh replay of its file', () => {
    const hands = listShippedHands();
    expect(hands.length).toBeGreaterThanOrEqual(30);
    expect(new Set(hands.map((h) => h.collection))).toEqual(new Set(['pluribus', 'wsop/2023/43/5']));
    // Four WSOP hands of each of the nine PHH games (hold'em in two structures), each listed with its game.
    const wsop = hands.filter((h) => h.collection !== 'pluribus');
    expect(wsop.length).toBe(36);
    const count = new Map<string, number>();
    for (const h of wsop) count.set(h.variant, (count.get(h.variant) ?? 0) + 1);
    expect(Object.fromEntries(count)).toEqual({ holdem: 8, omaha: 4, 'omaha-hi-lo': 4, stud: 4, 'stud-hi-lo': 4, razz: 4, '2-7-single-draw': 4, '2-7-triple-draw': 4 });
    for (const h of hands) {
      const text = shippedHandText(h.id)!;
      const item = fromPhh(parsePhh(text), 'tournament', { kind: 'shipped', id: h.id });
      expect(item.question.table.variant).toBe(h.variant);
      checkAgainstReplay(item.context.steps, text, 'tournament');
      expect(wholeHand.score(item, item.answer).mistakes).toEqual([]);
    }
  });

  it('every variant of the sample plays, five-card draw too (its user field); other variants and bad files are refused clearly', () => {
    const service = createDrillService();
    const dir = join(__dirname, '../../../test-data/phh/data/wsop/2023/43/5');
    const byVariant = new Map<string, string>();
    for (const f of readdirSync(dir).sort()) {
      const text = readFileSync(join(dir, f), 'utf8');
      const phh = parsePhh(text);
      if (!byVariant.has(phh.variant) && /'p\d+ sm [2-9TJQKA]/.test(text)) byVariant.set(phh.variant, text);
    }
    expect([...byVariant.keys()].sort()).toEqual(['F2L3D', 'F7S', 'F7S/8', 'FO/8', 'FR', 'FT', 'N2L1D', 'NT', 'PO']);
    const games = new Set<string>();
    for (const text of byVariant.values()) {
      const next = service.next({ kind: 'whole-hand', level: 2, hand: { phh: text } });
      const q = next.question as { kind: string; table: { variant: string }; steps: number };
      expect(q.kind).toBe('whole-hand');
      games.add(q.table.variant);
      // The hand is dealt to its showdown: the showdown order and the award are its last steps.
      const item = fromPhh(parsePhh(text), 'cash');
      expect(item.context.steps.slice(-2).map((s) => s.kind)).toEqual(['showdown-order', 'award']);
      checkAgainstReplay(item.context.steps, text, 'cash');
      expect(wholeHand.score(item, item.answer).mistakes).toEqual([]);
    }
    expect([...games].sort()).toEqual(['2-7-single-draw', '2-7-triple-draw', 'holdem', 'omaha', 'omaha-hi-lo', 'razz', 'stud', 'stud-hi-lo']);
    // Five-card draw has no PHH code: the app writes it as F2L3D with its user field and reads it back.
    let seed = 0;
    while (generate(seed, 2, 'cash').question.table.variant !== 'five-card-draw') seed++;
    const draw = writePhh(generate(seed, 2, 'cash').phh!);
    expect(draw).toContain("_variant = 'five-card-draw'");
    expect((service.next({ kind: 'whole-hand', level: 2, hand: { phh: draw } }).question as { table: { variant: string } }).table.variant).toBe('five-card-draw');
    // Not PHH at all: said so, with the line and what was expected there.
    expect(() => service.next({ kind: 'whole-hand', level: 1, hand: { phh: 'variant = "NT"\nnonsense' } })).toThrow(
      expect.objectContaining({ code: 'not-phh', message: expect.stringMatching(/this is not a PHH hand history/), detail: { line: 2, expected: 'key = value' } }),
    );
    const badugi = "variant = 'FB'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100]\nactions = []\n";
    expect(() => service.next({ kind: 'whole-hand', level: 1, hand: { phh: badugi } })).toThrow(/the hand cannot be dealt: unsupported variant FB/);
    expect(() => service.next({ kind: 'whole-hand', level: 1, hand: { shipped: '../../etc/passwd' } })).toThrow(/no shipped hand/);
    expect(() => service.next({ kind: 'whole-hand', level: 1, hand: { phh: 'x'.repeat(70_000) } })).toThrow(expect.objectContaining({ code: 'bad-request' }));
    expect(() => service.next({ kind: 'gather', level: 1, hand: { shipped: 'pluribus/30/2' } })).toThrow(expect.objectContaining({ code: 'bad-request' }));
  });

  it('every game is generated at its levels; stud asks the decision facing the bring-in; a split pot is awarded with both halves; draw players draw or stand pat', () => {
    const games: Record<number, Set<string>> = { 1: new Set(), 2: new Set(), 3: new Set() };
    let bringIn = 0;
    let split = 0;
    const draws = { pat: 0, drew: 0 };
    for (let seed = 0; seed < 300; seed++) {
      for (const level of levels) {
        const item = generate(seed, level, 'cash');
        const table = item.question.table;
        games[level].add(table.variant);
        if (GAMES[table.variant].family === 'stud') expect(item.context.steps[0].kind).toBe('bring-in');
        const first = item.context.steps.find((s) => s.kind !== 'bring-in')!;
        if (table.structure === 'fixed-limit' && GAMES[table.variant].family === 'stud' && first.kind === 'action' && first.question.table.street === 'third') {
          // Third street: the bring-in is in, and the player facing it may call it or complete to the small bet.
          const a = first.answer as { to_call: number; can_raise: boolean; min_raise_to: number };
          if (a.can_raise && a.to_call > 0 && a.min_raise_to === table.minBet) bringIn++;
        }
        // The draw games: the simulated players draw now and then, and stand pat now and then; the last step's table says which.
        if (GAMES[table.variant].family === 'draw') {
          const last = item.context.steps[item.context.steps.length - 1].question.table;
          for (const seat of last.seats) for (const n of seat.drawn ?? []) n === 0 ? draws.pat++ : draws.drew++;
        }
        if (GAMES[table.variant].pot === 'high-low' && item.phhComplete) {
          const award = item.context.steps[item.context.steps.length - 1];
          const s = unwrap(settle(replayLines(parsePhh(writePhh(item.phh!)), 'cash')));
          if (s.pots.some((p) => p.halves && p.halves.low.length > 0)) {
            split++;
            expect((award.answer as { pots: unknown }).pots).toEqual(s.pots.map(awardedAs));
          }
        }
      }
    }
    expect([...games[1]].sort()).toEqual(['2-7-single-draw', 'holdem']);
    expect([...games[2]].sort()).toEqual(['five-card-draw', 'holdem', 'omaha', 'omaha-hi-lo', 'stud']);
    expect([...games[3]].sort()).toEqual(['2-7-single-draw', '2-7-triple-draw', 'five-card-draw', 'holdem', 'omaha', 'omaha-hi-lo', 'razz', 'stud', 'stud-hi-lo']);
    expect(bringIn).toBeGreaterThan(10);
    expect(split).toBeGreaterThan(10);
    expect(draws.pat).toBeGreaterThan(10);
    expect(draws.drew).toBeGreaterThan(10);
  });

  it('the service hands out one step at a time and never the answer; a shipped hand by id', () => {
    const service = createDrillService();
    const first = service.next({ kind: 'whole-hand', level: 2, hand: { shipped: 'pluribus/30/2' } });
    expect(first.question).toMatchObject({ kind: 'whole-hand', source: { kind: 'shipped', id: 'pluribus/30/2' }, step: 0 });
    const text = JSON.stringify(first);
    for (const key of ['"returned"', '"pots"', '"winners"', '"showdown_order"', '"to_call"', '"min_raise_to"', '"max_raise_to"']) expect(text).not.toContain(key);
    const item = fromPhh(parsePhh(shippedHandText('pluribus/30/2')!), 'cash', { kind: 'shipped', id: 'pluribus/30/2' });
    const q = first.question as { steps: number };
    let last;
    for (let k = 0; k < q.steps; k++) {
      last = DrillSubmitResponse.omit({ record: true }).parse(service.submit({ itemId: first.itemId, answer: { kind: 'whole-hand', steps: [item.answer.steps[k]] } }));
      if (k + 1 < q.steps) expect(last.next).toMatchObject({ step: k + 1, ask: item.context.steps[k + 1].question });
    }
    expect(last).toMatchObject({ correct: true, score: 1 });
    expect(last!.next).toBeUndefined();
    expect(() => service.submit({ itemId: first.itemId, answer: item.answer })).toThrow(expect.objectContaining({ code: 'already-submitted' }));
    // All steps at once is scored at once.
    const again = service.next({ kind: 'whole-hand', level: 1, seed: 9 });
    expect(service.submit({ itemId: again.itemId, answer: generate(9, 1, 'cash').answer })).toMatchObject({ correct: true });
  });
});

describe('whole-hand burns (RULES dealing)', () => {
  it('a flop game is dealt from a modelled stub: hole cards and board as modelDeal deals them, a burn before each board deal, the seed dealing the same hand', () => {
    for (let seed = 0; seed < 60; seed++) {
      for (const variant of ['holdem', 'omaha'] as const) {
        const config = tableFor(createRng(seed), 2, 'cash', { variant, structure: variant === 'omaha' ? 'pot-limit' : 'no-limit' });
        const play = startPlay(createRng(seed + 1000), 2, config, true, createRng(seed));
        const plain = startPlay(createRng(seed + 1000), 2, config, true);
        const deal = play.deal!;
        const n = config.stacks.length;
        // The stub read again by the engine deals the same cards.
        const stub = [...deal.out.map((o) => o.card), ...deal.stub];
        expect(modelDeal(stub, n, config.button, HOLE_CARDS[variant])).toEqual(deal);
        // The first card goes to the seat left of the button; the burns come before the flop, turn and river.
        expect(deal.out[0].dest).toEqual({ to: 'seat', seat: (config.button + 1) % n, round: 0 });
        expect(deal.out.filter((o) => o.dest.to === 'burn').map((o) => (o.dest as { before: string }).before)).toEqual(['flop', 'turn', 'river']);
        expect(new Set(stub).size).toBe(52);
        playOn(play, () => STYLES.checkDown);
        playOn(plain, () => STYLES.checkDown);
        play.hand.seats.forEach((s, seat) => expect(s.hole).toEqual(deal.hole[seat]));
        expect(play.hand.board).toEqual(deal.board.slice(0, play.hand.board.length));
        // The same hand as without the burns modelled: the seed's hand, its answers unchanged.
        expect(play.actions).toEqual(plain.actions);
        expect(play.hand.board.some((c) => deal.burns.includes(c))).toBe(false);
      }
    }
  });

  it('every step of a flop game shows the burns on the felt and marks the board streets burnt', () => {
    const d = modelDeal(shuffledDeck(createRng(3)), 6, 5);
    // The engine's count: the burns out of the stub before the last board card on the table.
    const burnsAt = (boardCards: number) => {
      if (boardCards === 0) return 0;
      const last = d.out.findIndex((o) => o.card === d.board[boardCards - 1]);
      return d.out.slice(0, last).filter((o) => o.dest.to === 'burn').length;
    };
    const seen = new Set<number>();
    for (let seed = 0; seed < 80; seed++) {
      for (const level of levels) {
        const item = generate(seed, level, 'tournament');
        if (GAMES[item.question.table.variant].family !== 'board') continue;
        for (const table of tablesOf(item)) {
          const cards = table.board.length / 2;
          expect(table.burnt).toBe(burnsAt(cards));
          seen.add(table.burnt!);
          for (const street of table.history) expect(street.burnt === true).toBe(['flop', 'turn', 'river'].includes(street.street) && street.dealt !== '');
        }
      }
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('stud: a burn before each street after third, on the felt and in the history; a short stub\'s scramble gathers them and names the seats dealt from it', () => {
    const seen = new Set<number>();
    let scrambles = 0;
    for (const [seed, level] of [...Array.from({ length: 80 }, (_, s) => [s, 3] as const), [146, 3] as const, [379, 3] as const]) {
      const item = generate(seed, level, 'tournament');
      if (GAMES[item.question.table.variant].family !== 'stud') continue;
      for (const table of tablesOf(item)) {
        const later = table.history.filter((s) => s.street !== 'third');
        for (const street of table.history) expect(street.burnt === true).toBe(street.street !== 'third');
        const scramble = table.history.find((s) => s.scrambled || s.common);
        // Until a scramble, every burn lies on the table; the scramble takes them all (some are dealt).
        if (!scramble) expect(table.burnt).toBe(later.length);
        else expect(table.burnt).toBe(0);
        seen.add(table.burnt!);
        if (scramble?.scrambled) {
          scrambles++;
          // The seats dealt from the scramble are the last ones of the street, in turn from the dealer's left.
          const live = table.seats.filter((s) => !s.folded || s.dealt!.length === 7).map((s) => s.seat);
          expect(live.slice(-scramble.scrambled.length)).toEqual(scramble.scrambled);
        }
      }
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(scrambles).toBeGreaterThan(0);
  });

  it('draw: a burn before the first replacements of each draw, marked on that discard; a reshuffle said on the discard it came with, and counted on the table', () => {
    let reshuffles = 0;
    let burnt = 0;
    for (const seed of [...Array.from({ length: 60 }, (_, s) => s), 59, 82, 89]) {
      const item = generate(seed, 3, 'tournament');
      if (GAMES[item.question.table.variant].family !== 'draw') continue;
      for (const table of tablesOf(item)) {
        const marked = table.history.flatMap((s) => s.actions.filter((e) => e.act === 'discard'));
        const draws = table.history.filter((s) => s.actions.some((e) => e.act === 'discard' && e.amount > 0));
        // One burn a draw with replacements, on its first discard of cards.
        expect(marked.filter((e) => e.burnt).length).toBe(draws.length);
        for (const s of draws) expect(s.actions.find((e) => e.act === 'discard' && e.amount > 0)!.burnt).toBe(true);
        const shuffled = marked.filter((e) => e.reshuffled).length;
        expect(table.stub!.reshuffles).toBe(shuffled);
        // Until a reshuffle the burns lie on the table; a reshuffle gathers them and burns one more.
        if (shuffled === 0) expect(table.burnt).toBe(draws.length);
        burnt = Math.max(burnt, table.burnt!);
        reshuffles = Math.max(reshuffles, shuffled);
      }
    }
    expect(burnt).toBe(3);
    expect(reshuffles).toBeGreaterThan(0);
  });
});

/** The item's first table and each step's. */
const tablesOf = (item: ReturnType<typeof generate>): TableView[] => [item.question.table, ...item.context.steps.map((s) => (s.question as { table: TableView }).table)];

describe('whole-hand showdown (the engine procedure)', () => {
  it("hold'em and Omaha: the showdown step is explained by showdownProcedure: who shows first, the beaten hands that may muck, the winner tabled, as the award pays", () => {
    const keys = new Set<string>();
    let showdowns = 0;
    for (let seed = 0; seed < 150; seed++) {
      for (const level of levels) {
        const item = generate(seed, level, 'cash');
        const step = item.context.steps.find((s) => s.kind === 'showdown-order');
        const table = item.question.table;
        if (!step || !['holdem', 'omaha'].includes(table.variant)) continue;
        showdowns++;
        const end = replayLines(parsePhh(writePhh(item.phh!)), 'cash');
        const order = showdownOrder(end);
        // The order and its reason are showdownOrder's; the rest are the procedure's, on the same hand.
        expect(step.answer).toEqual({ kind: 'showdown-order', showdown_order: order.order, all_at_once: order.allAtOnce });
        expect(step.why[0]).toEqual(order.why);
        const winner = step.why.find((w) => w.key === 'procedure-winner')!;
        expect(winner).toBeTruthy();
        const award = item.context.steps.find((s) => s.kind === 'award')!.answer as { pots: { winners: { player: number }[] }[] };
        const paid = new Set(award.pots.flatMap((p) => p.winners.map((w) => w.player)));
        // The winner tabled is paid; a hand that may muck is paid nothing (it was beaten by a hand shown before it).
        for (const seat of winner.values.seats as number[]) expect(paid.has(seat)).toBe(true);
        for (const w of step.why.filter((x) => x.key === 'may-muck')) {
          expect(order.allAtOnce).toBe(false);
          expect(paid.has(w.values.seat as number)).toBe(false);
          expect(order.order.indexOf(w.values.seat as number)).toBeGreaterThan(0);
        }
        step.why.forEach((w) => keys.add(w.key));
      }
    }
    expect(showdowns).toBeGreaterThan(50);
    for (const k of ['may-muck', 'procedure-winner', 'all-face-up']) expect(keys).toContain(k);
    expect(keys.has('last-aggressor-first') || keys.has('left-of-button-first')).toBe(true);
  });

  it('the other games keep the showdown order reason alone (the procedure reads high hands of the flop games)', () => {
    for (let seed = 0; seed < 60; seed++) {
      const item = generate(seed, 3, 'tournament');
      const step = item.context.steps.find((s) => s.kind === 'showdown-order');
      if (!step || ['holdem', 'omaha'].includes(item.question.table.variant)) continue;
      expect(step.why.map((w) => w.key)).not.toContain('procedure-winner');
      expect(step.why).toHaveLength(1);
    }
  });
});
