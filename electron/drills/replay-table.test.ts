/**
 * Every generated item, of every kind, level and profile, holds only actions the engine accepts,
 * and its `phh`, read back from its text and replayed strictly, gives the table the question shows:
 * the action lines so far, the board, who folded, stacks and bets at the moment of the question,
 * the pots in the middle, and every all-in player marked all-in.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advance, buildPots, cardsToString, createHand, ledgerOf, potLayers, settle, type Hand, type Profile } from '../engine';
import { parsePhh } from '../phh/parse';
import { engineAction, tableOf } from '../phh/replay';
import { actionToString, writePhh } from '../phh/write';
import type { PhhHand } from '../phh/types';
import type { TableView } from '../../shared/drills';
import { availableKinds, drillModule } from './registry';
import type { Level } from './hands/play';
import type { DrillItem } from './types';
import type { WholeHandContext } from './kinds/whole-hand';

/** The phh's action lines as the dealer sees them: hole cards and a draw's discards face down. */
const faceDown = (phh: PhhHand): string[] => phh.actions.map((a) => actionToString(a).replace(/^(d dh p\d+ |p\d+ sd )(\S+)/, (_, head: string, cards: string) => head + '?'.repeat(cards.length)));

/** Replays the first `lines` action lines strictly: a refused line fails the test. */
function replayTo(phh: PhhHand, profile: Profile, lines: number): Hand {
  const hand = createHand(tableOf(phh, profile));
  expect(advance(hand, { type: 'post' })).toBeNull();
  phh.actions.slice(0, lines).forEach((line, k) => {
    const action = engineAction(hand, line);
    if (!action) return;
    const refused = advance(hand, action);
    expect(refused, `line ${k + 1} (${actionToString(line)}) is refused: ${refused?.text}`).toBeNull();
  });
  return hand;
}

const middleOf = (hand: Hand) => buildPots({ stakes: hand.seats.map((s) => s.committed), folded: hand.seats.map((s) => s.folded), dead: hand.deadMoney });

/** The table a question of `kind` shows, checked against the replay of the item's phh up to that moment. */
function expectTable(kind: string, table: TableView, phh: PhhHand, profile: Profile): void {
  const lines = faceDown(phh);
  expect(table.actions, 'the table shows the hand so far').toEqual(lines.slice(0, table.actions.length));
  const hand = replayTo(phh, profile, table.actions.length);
  expect(table.board).toBe(cardsToString(hand.board));
  expect(table.street).toBe(hand.street);
  expect(table.seats.map((s) => s.folded)).toEqual(hand.seats.map((s) => s.folded));
  for (const s of table.seats) expect(s.allIn, `seat ${s.seat} all-in`).toBe(!s.folded && s.stack === 0);
  // Draw games: each seat's draws so far, as many cards as the phh's discard lines name (0 for a stand-pat).
  const drawn = hand.game.family === 'draw' ? hand.seats.map((_, seat) => phh.actions.slice(0, table.actions.length).flatMap((a) => (a.type === 'stand-pat-discard' && a.player === seat ? [a.cards?.length ?? a.count ?? 0] : []))) : hand.seats.map(() => undefined);
  expect(table.seats.map((s) => s.drawn), 'the draws at each seat').toEqual(drawn);
  expect(table.stub, 'the stub, the muck and the reshuffles').toEqual(hand.game.family === 'draw' ? { cards: hand.stub, muck: hand.muck, reshuffles: hand.reshuffles } : undefined);
  // RULES.md stud: no button; every other game's at the seat the phh puts it.
  expect(table.button, 'the button').toBe(hand.game.family === 'stud' ? null : hand.config.button);
  // Draw games: every live hand held face down, five cards, until it is tabled.
  expect(table.seats.map((s) => s.held), 'the hands held face down').toEqual(hand.seats.map((s, seat) => (hand.game.family !== 'draw' ? undefined : s.folded || table.seats[seat].cards ? 0 : 5)));
  expect(table.middle.every((p) => p.eligible.length > 0), 'no pot nobody can win').toBe(true);
  const stacks = table.seats.map((s) => s.stack);
  const bets = table.seats.map((s) => s.bet);
  switch (kind) {
    case 'gather': {
      // The round's end before the dealer gathers: the bets in front, the pots from earlier rounds.
      // A round opens with the dealer's last card before it, or in a draw the last player's draw (a stand-pat deals nothing).
      const opened = lines.slice(0, table.actions.length).findLastIndex((l) => l.startsWith('d ') || / sd( |$)/.test(l));
      const start = replayTo(phh, profile, opened + 1);
      // Earlier rounds' chips, with who has folded by now.
      expect(table.middle).toEqual(buildPots({ stakes: start.seats.map((s) => s.committed), folded: hand.seats.map((s) => s.folded), dead: start.deadMoney }));
      table.seats.forEach((s, i) => expect(s.stack + s.bet, `seat ${i}: chips behind and in front`).toBe(start.seats[i].stack + start.seats[i].bet));
      // Gathering hands back the uncalled part: the stacks after it are the replay's.
      const back = hand.seats.map((s, i) => s.stack - stacks[i]);
      expect(back.filter((b) => b > 0).length).toBeLessThanOrEqual(1);
      expect(back.every((b) => b >= 0)).toBe(true);
      break;
    }
    case 'side-pots':
      // The hand played out, nothing gathered and nothing handed back yet.
      expect(hand.phase === 'showdown' || hand.phase === 'complete').toBe(true);
      expect(stacks).toEqual(hand.seats.map((s, i) => s.stack - hand.returned[i]));
      expect(bets.every((b) => b === 0)).toBe(true);
      expect(table.middle).toEqual([]);
      break;
    case 'award':
    case 'rake':
      expect(stacks).toEqual(hand.seats.map((s) => s.stack));
      expect(bets.every((b) => b === 0)).toBe(true);
      expect(table.middle).toEqual(potLayers(ledgerOf(hand)).map((p) => ({ amount: p.amount, eligible: p.eligible })));
      expect(settle(hand, false).ok).toBe(true);
      break;
    case 'irregularities':
      // Who is to act is not shown (after an action out of turn it is asked); the rest is the hand as it stands.
      expect(table.toAct).toBeNull();
      expect(stacks).toEqual(hand.seats.map((s) => s.stack));
      expect(bets).toEqual(hand.seats.map((s) => s.bet));
      expect(table.middle).toEqual(middleOf(hand));
      break;
    case 'bring-in':
      // Stud at a street's first action: who acts is the answer, not shown; every up card is, and no down card.
      expect(hand.phase).toBe('betting');
      expect(table.toAct).toBeNull();
      expect(table.seats.map((s) => s.dealt)).toEqual(hand.seats.map((s) => (s.hole ?? []).map((c, k) => (hand.game.faceUp![k] && c !== null ? cardsToString([c]) : null))));
      expect(stacks).toEqual(hand.seats.map((s) => s.stack));
      expect(bets).toEqual(hand.seats.map((s) => s.bet));
      expect(table.middle).toEqual(middleOf(hand));
      break;
    case 'action-order': {
      expect(table.toAct).toBeNull();
      if (hand.phase === 'betting') {
        expect(stacks).toEqual(hand.seats.map((s) => s.stack));
        expect(bets).toEqual(hand.seats.map((s) => s.bet));
        expect(table.middle).toEqual(middleOf(hand));
        break;
      }
      // The round's last action is in: the table before the dealer gathers (the hand one line earlier, that action's chips in front).
      const before = replayTo(phh, profile, table.actions.length - 1);
      expect(before.phase).toBe('betting');
      table.seats.forEach((s, i) => expect(s.stack + s.bet, `seat ${i}: chips behind and in front`).toBe(before.seats[i].stack + before.seats[i].bet));
      expect(Math.max(...bets)).toBe(before.currentBet);
      expect(table.middle).toEqual(middleOf(before));
      break;
    }
    default:
      // A decision, or the showdown: the table as the hand stands.
      expect(table.toAct).toBe(hand.phase === 'betting' ? hand.toAct : null);
      expect(stacks).toEqual(hand.seats.map((s) => s.stack));
      expect(bets).toEqual(hand.seats.map((s) => s.bet));
      expect(table.middle).toEqual(middleOf(hand));
  }
}

/** The kinds that ask about no hand, and carry no PHH. */
const HANDLESS = new Set(['chip-race', 'chip-count']);

function expectItem(item: DrillItem): void {
  expect(item.phh === null).toBe(HANDLESS.has(item.kind));
  if (item.phh === null) return;
  // Read back from its text, as any PHH tool would.
  const phh = parsePhh(writePhh(item.phh));
  // Every line is accepted; a finished hand settles.
  const end = replayTo(phh, item.profile, phh.actions.length);
  if (item.phhComplete) expect(settle(end, false).ok).toBe(true);
  const q = item.question;
  switch (q.kind) {
    case 'chip-race':
    case 'chip-count':
      break;
    case 'read-hands':
    case 'low-hands':
      expect(q.board).toBe(cardsToString(end.board));
      expect(q.hands.map((h) => h.cards)).toEqual(end.seats.map((s) => cardsToString(s.hole as number[])));
      break;
    case 'whole-hand':
      expectTable('start', { ...q.table, toAct: q.table.toAct }, phh, item.profile);
      for (const step of (item.context as WholeHandContext).steps) expectTable(step.kind, step.question.table, phh, item.profile);
      break;
    default:
      expectTable(q.kind, q.table, phh, item.profile);
  }
}

describe('generated items against their own phh', () => {
  it('every kind, level and profile: no refused action, and the phh replays to the table shown', () => {
    fc.assert(
      fc.property(fc.constantFrom(...availableKinds()), fc.constantFrom<Level>(1, 2, 3), fc.constantFrom<Profile>('cash', 'tournament'), fc.nat(1e9), (kind, level, profile, seed) => {
        expectItem(drillModule(kind).generate(seed, level, profile));
      }),
      { numRuns: 1500 },
    );
  });

  it('the first 40 seeds of every kind, level and profile', () => {
    for (const kind of availableKinds()) {
      for (const level of [1, 2, 3] as const) {
        for (const profile of ['cash', 'tournament'] as const) {
          for (let seed = 0; seed < 40; seed++) expectItem(drillModule(kind).generate(seed, level, profile));
        }
      }
    }
  });
});
