/**
 * Every drill kind: the item's phh replayed by the engine gives the same answer, the right answer
 * scores full marks, the same seed gives the same item, and the question never carries the answer.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bringInSeat, cardsToString, chipRace, chipRuling, countStack, cutCall, legalActions, lowOf, makeChange, parseCards, settle, showdownOrder, showdownProcedure, studOpener, unwrap } from '../engine';
import { parsePhh } from '../phh/parse';
import { replay, replayReport } from '../phh/replay';
import { actionToString, writePhh } from '../phh/write';
import { availableKinds, drillModule } from './registry';
import { replayLines } from '../phh/replay';
import { createDrillService } from './service';
import { fromPhh } from './kinds/whole-hand';
import type { Level } from './hands/play';
import type { DrillItem } from './types';

const kinds = availableKinds();
const levels: Level[] = [1, 2, 3];
const profiles = ['cash', 'tournament'] as const;

const shares = (list: readonly { seat: number; amount: number }[]) => list.map((w) => ({ player: w.seat, amount: w.amount }));

/** The answer the engine gives when the item's PHH text is read back and replayed. */
function replayedAnswer(item: DrillItem): Record<string, unknown> {
  if (item.question.kind === 'chip-race') {
    // Not a hand: the engine's race run again from what the question shows alone.
    const q = item.question;
    const r = chipRace({ removed: q.removed, newChip: q.newChip, smallestAfter: q.smallestAfter, seats: q.seats }, parseCards(q.deck));
    return { kind: 'chip-race', deal: r.deal, winners: r.winners.slice().sort((a, b) => a - b), kept_in: r.keptIn };
  }
  if (item.question.kind === 'chip-count') {
    // Not a hand: counted, cut or changed again by the engine from what the question shows alone.
    const q = item.question;
    const per = (v: number) => q.stackOf.find((s) => s.value === v)?.per ?? 20;
    if (q.task === 'count') return { kind: 'chip-count', total: countStack(q.stack, per).total, chips: [] };
    const chips = q.task === 'cut' ? cutCall(q.stack, q.amount)!.chips : makeChange(q.handedIn!, q.amount).back;
    return { kind: 'chip-count', total: null, chips: q.colours.map((value) => ({ value, count: chips.find((c) => c.value === value)?.count ?? 0 })) };
  }
  const phh = parsePhh(writePhh(item.phh!));
  switch (item.kind) {
    case 'gather':
    case 'side-pots': {
      // Exactly what `npm run -s phh` prints for the hand.
      const r = replayReport(replay(phh, item.profile).settlement) as { returned: unknown; pots: { amount: number; eligible: number[] }[] };
      return { kind: item.kind, returned: r.returned, pots: r.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })) };
    }
    case 'showdown-order': {
      const o = showdownOrder(replayLines(phh, item.profile));
      return { kind: item.kind, showdown_order: o.order, all_at_once: o.allAtOnce };
    }
    case 'award': {
      const s = unwrap(settle(replayLines(phh, item.profile)));
      return {
        kind: item.kind,
        award_order: s.awardOrder,
        pots: s.pots.map((p) => ({
          amount: p.amount,
          eligible: p.eligible,
          winners: shares(p.winners),
          ...(p.halves ? { halves: { high: shares(p.halves.high), low: shares(p.halves.low) } } : {}),
        })),
      };
    }
    case 'read-hands': {
      const hand = replayLines(phh, item.profile);
      const s = unwrap(settle(hand));
      const pot = s.pots[0];
      const five = (v: { cards: number[] } | null | undefined) => (v ? cardsToString(v.cards) : '');
      const seats = (list: { seat: number }[]) => list.map((w) => w.seat).sort((a, b) => a - b);
      // Razz reads the low alone; the split games the high and the low (none: "").
      if (hand.game.pot === 'low') return { kind: item.kind, hands: hand.seats.map((_, player) => ({ player, cards: five(s.lows[player]) })), winners: seats(pot.winners) };
      const split = hand.game.pot === 'high-low';
      return {
        kind: item.kind,
        hands: hand.seats.map((_, player) => ({ player, cards: five(s.hands[player]), ...(split ? { low: five(s.lows[player]) } : {}) })),
        winners: seats(split ? pot.halves!.high : pot.winners),
        ...(split ? { low_winners: seats(pot.halves!.low) } : {}),
      };
    }
    case 'chip-rulings': {
      const q = item.question as Extract<DrillItem['question'], { kind: 'chip-rulings' }>;
      const r = chipRuling(replayLines(phh, item.profile), q.push)!;
      return { kind: item.kind, ruling: r.ruling, to: r.to };
    }
    case 'rake': {
      // The hand replayed, settled with the rake the table posts.
      const q = item.question as Extract<DrillItem['question'], { kind: 'rake' }>;
      const hand = replayLines(phh, item.profile);
      const s = unwrap(settle({ ...hand, options: { ...hand.options, rake: q.postedRake } }));
      return { kind: item.kind, rake: s.pots.map((p) => ({ pot: p.index, amount: p.rake })), after_rake: s.pots.map((p) => ({ pot: p.index, amount: p.amount - p.rake })) };
    }
    case 'bring-in': {
      // Who stud.ts says opens the street, read from the replayed hand (the engine's own turn is the item's answer).
      const hand = replayLines(phh, item.profile);
      return { kind: item.kind, first_to_act: hand.round === 0 ? bringInSeat(hand).seat : studOpener(hand).seat };
    }
    case 'low-hands': {
      // Each replayed hand's low, by score (lower is better; equal lows by seat, as the item lists them).
      const hand = replayLines(phh, item.profile);
      const lows = hand.seats.map((_, seat) => lowOf(hand, seat));
      const order = lows.flatMap((v, seat) => (v ? [seat] : [])).sort((a, b) => lows[a]!.score - lows[b]!.score || a - b);
      return { kind: item.kind, order };
    }
    case 'action-order': {
      // The engine's player to act in the replayed hand; nobody once the round's last action is in.
      const hand = replayLines(phh, item.profile);
      return { kind: item.kind, next_to_act: hand.phase === 'betting' ? hand.toAct : null };
    }
    case 'showdown-procedure': {
      // The procedure read again from the replayed hand and the players' acts the question shows.
      const q = item.question as Extract<DrillItem['question'], { kind: 'showdown-procedure' }>;
      const p = showdownProcedure(replayLines(phh, item.profile), q.events);
      return { kind: item.kind, first_to_show: p.first, hands: [...p.order].sort((a, b) => a - b).map((seat) => ({ seat, status: p.status[seat] })), winners: p.winners, penalty: q.asksPenalty ? p.penaltyPossible : null };
    }
    case 'irregularities': {
      // Read again from what the question shows and the replayed hand, by the rules as a dealer applies them.
      const q = item.question as Extract<DrillItem['question'], { kind: 'irregularities' }>;
      const hand = replayLines(phh, item.profile);
      const live = (q.stub.match(/../g) ?? []).filter((_, k) => k !== q.boxedAt);
      // A deal error is found preflop, before the big blind's turn: every check-call there is a call (chips in).
      const turn = phh.actions.filter((a) => a.type === 'check-call' || a.type === 'fold' || a.type === 'bet-raise').map((a) => a.type);
      const substantial = turn.length >= 3 || (turn.length === 2 && turn.some((a) => a !== 'fold'));
      const of = (ruling: string, cards: string[] = [], to_act: number | null = null) => ({ kind: item.kind, ruling, cards: cards.join(''), to_act });
      switch (q.situation) {
        case 'exposed-first':
        case 'two-exposed':
          return of('misdeal');
        case 'misdeal-cause':
        case 'misdeal-counted':
          return of(substantial ? 'play-on' : 'misdeal');
        case 'exposed-later':
          return of('exposed-burn', live.slice(0, 1));
        case 'exposed-flop':
        case 'exposed-boxed':
          return of('exposed-burn', live.slice(0, 4));
        case 'boxed':
          return of('boxed-set-aside', live.slice(0, 4));
        case 'premature-flop':
          return of('flop-reshuffle');
        case 'premature-turn':
          return of('turn-set-aside', live.slice(0, 2));
        case 'premature-river':
          return of('river-reshuffle');
        case 'missed-burn':
        case 'two-burnt':
        case 'burn-boxed':
          return of('burn-corrected', live.slice(1, 4));
        case 'burn-late':
          return of('board-stands', live.slice(0, 2));
        case 'oot':
        case 'oot-raise':
        case 'oot-fold':
        // A declaration out of turn is an action out of turn.
        case 'verbal-oot':
          return of(q.oot!.skippedActs === 'bet' || q.oot!.skippedActs === 'raise' ? 'oot-options-back' : 'oot-binding', [], hand.toAct);
        // A declaration in turn binds, whatever the player did after it.
        case 'verbal':
          return of('verbal-binding');
      }
      throw new Error(q.situation);
    }
    case 'whole-hand':
      // The steps dealt again from the PHH text alone (whole-hand.test.ts checks each step against the replay).
      return fromPhh(phh, item.profile).answer;
    default: {
      const l = legalActions(replayLines(phh, item.profile))!;
      if (item.kind === 'pot-limit') return { kind: item.kind, to_call: l.toCall, pot: l.potLimit!.potAfterCall, max_raise_to: l.maxRaiseTo };
      if (item.kind === 'min-raise') return { kind: item.kind, min_raise_to: l.minRaiseTo };
      return { kind: item.kind, to_call: l.toCall, can_raise: l.canRaise, min_raise_to: l.minRaiseTo, max_raise_to: l.maxRaiseTo };
    }
  }
}

/** In every draw of these PHH lines all the discards come before the replacements (PokerKit's order, DESIGN.md): no player discards after a replacement of the same draw. */
function discardsFirst(lines: readonly string[]): boolean {
  let drawn = new Set<string>();
  let dealing = false;
  for (const line of lines) {
    const sd = line.match(/^(p\d+) sd/);
    if (sd) {
      // A player's second discard begins the next draw (no betting between them).
      if (drawn.has(sd[1])) {
        drawn = new Set();
        dealing = false;
      }
      if (dealing) return false;
      drawn.add(sd[1]);
    } else if (line.startsWith('d dh') && drawn.size > 0) dealing = true;
    else {
      drawn = new Set();
      dealing = false;
    }
  }
  return true;
}

const ANSWER_KEYS = ['"returned"', '"pots"', '"winners"', '"showdown_order"', '"all_at_once"', '"award_order"', '"to_call"', '"can_raise"', '"min_raise_to"', '"max_raise_to"', '"pot"', '"ruling"', '"rake"', '"after_rake"', '"first_to_act"', '"order"', '"next_to_act"', '"deal"', '"kept_in"', '"first_to_show"'];

describe.each(kinds)('%s', (kind) => {
  const drill = drillModule(kind);

  it.each(levels.flatMap((l) => profiles.map((p) => [l, p] as const)))('level %i %s: replay gives the answer, and the answer scores full marks', (level, profile) => {
    for (let seed = 0; seed < 40; seed++) {
      const item = drill.generate(seed, level, profile);
      expect(replayedAnswer(item), `seed ${seed}`).toEqual(item.answer);
      // The hand as PHH, and the table's lines, in the order PokerKit reads a draw.
      if (item.phh) expect(discardsFirst(item.phh.actions.map(actionToString)), `seed ${seed}`).toBe(true);
      if ('table' in item.question) expect(discardsFirst(item.question.table.actions), `seed ${seed}`).toBe(true);
      const s = drill.score(item, item.answer);
      expect(s.mistakes).toEqual([]);
      expect(s.earned).toBe(s.possible);
    }
  });

  it('the same seed gives the same item', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.constantFrom(...levels), fc.constantFrom(...profiles), (seed, level, profile) => {
        expect(JSON.stringify(drill.generate(seed, level, profile))).toBe(JSON.stringify(drill.generate(seed, level, profile)));
        const s = drill.score(drill.generate(seed, level, profile), drill.generate(seed, level, profile).answer);
        expect(s.earned).toBe(s.possible);
      }),
      { numRuns: 60 },
    );
  });

  it('the drill.next response never carries the answer', () => {
    const service = createDrillService();
    for (const level of levels) {
      for (let seed = 0; seed < 30; seed++) {
        const text = JSON.stringify(service.next({ kind, level, seed, profile: 'tournament' }));
        for (const key of ANSWER_KEYS) expect(text).not.toContain(`${key}:`);
        const item = drill.generate(seed, level, 'tournament');
        if ('pots' in item.answer && kind !== 'award' && 'table' in item.question && JSON.stringify(item.answer.pots) !== JSON.stringify(item.question.table.middle)) expect(text).not.toContain(JSON.stringify(item.answer.pots));
      }
    }
  });
});
