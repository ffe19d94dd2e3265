/**
 * Hands of the games PHH has codes for, and of five-card draw, which it has none for, are written
 * as PHH and read back to the same hand; a draw as PokerKit reads it (the discards first), a stud
 * common card that PokerKit would not turn said so on its line.
 */
import { describe, expect, it } from 'vitest';
import { advance, createHand, createRng, parseCards, settle, shuffledDeck, unwrap, type Action, type TableConfig } from '../../engine';
import { GAME_FIELD } from '../../phh/games';
import { parsePhh } from '../../phh/parse';
import { replay, ReplayError } from '../../phh/replay';
import { writePhh } from '../../phh/write';
import { act, beginPlay, drillTable, playOn, STYLES } from './play';
import { phhOrder, recordPhh } from './record';

/** Plays the actions (each must be legal) and returns the final stacks. */
function played(config: TableConfig, actions: Action[]): number[] {
  const hand = createHand(config);
  for (const a of actions) expect(advance(hand, a)).toBeNull();
  return unwrap(settle(hand)).finalStacks;
}

const cards = parseCards;

describe('recording hands as PHH', () => {
  it('five-card draw is written as F2L3D with the user field, and read back as five-card draw', () => {
    const config: TableConfig = { variant: 'five-card-draw', structure: 'fixed-limit', profile: 'cash', stacks: [500, 500], button: 1, blinds: [0, 0], antes: { kind: 'uniform', amount: 5 }, minBet: 10 };
    const actions: Action[] = [
      { type: 'post' },
      { type: 'deal-hole', seat: 0, cards: cards('AsAdKc7h2s') },
      { type: 'deal-hole', seat: 1, cards: cards('QsQdJc8h3s') },
      { type: 'raise', seat: 0, to: 10 },
      { type: 'call', seat: 1 },
      { type: 'discard', seat: 0, cards: cards('Kc7h2s') },
      { type: 'deal-hole', seat: 0, cards: cards('AcQh4d') },
      { type: 'discard', seat: 1, cards: [] },
      { type: 'raise', seat: 0, to: 20 },
      { type: 'call', seat: 1 },
    ];
    const stacks = played(config, actions);
    expect(stacks).toEqual([535, 465]);
    const text = writePhh(recordPhh(config, actions));
    expect(text).toContain("variant = 'F2L3D'");
    expect(text).toContain(`${GAME_FIELD} = 'five-card-draw'`);
    expect(text).toContain("'p1 sd Kc7h2s'");
    expect(text).toContain("'p2 sd'");
    const back = parsePhh(text);
    expect(replay(back).settlement.finalStacks).toEqual(stacks);
    // Without the field the same lines are triple draw: the doubled second round is refused there.
    delete back.extra[GAME_FIELD];
    expect(() => replay(back)).toThrow(/maximum bet is to 10/);
    back.extra[GAME_FIELD] = 'five-card-stud';
    expect(() => replay(back)).toThrow(ReplayError);
  });

  it('stud is written with its bring-in and no blinds', () => {
    const config: TableConfig = { variant: 'razz', structure: 'fixed-limit', profile: 'tournament', stacks: [300, 300], button: 1, blinds: [0, 0], antes: { kind: 'uniform', amount: 5 }, minBet: 20, bringIn: 10 };
    const actions: Action[] = [
      { type: 'post' },
      { type: 'deal-hole', seat: 0, cards: cards('As2dKh') },
      { type: 'deal-hole', seat: 1, cards: cards('3s4d5h') },
      { type: 'bring-in', seat: 0 },
      { type: 'raise', seat: 1, to: 20 },
      { type: 'fold', seat: 0 },
    ];
    const stacks = played(config, actions);
    const phh = recordPhh(config, actions);
    expect(phh).toMatchObject({ variant: 'FR', bringIn: 10, smallBet: 20, bigBet: 40 });
    expect(phh.blindsOrStraddles).toBeUndefined();
    expect(replay(parsePhh(writePhh(phh))).settlement.finalStacks).toEqual(stacks);
  });
});

describe('PHH order (DESIGN.md, as PokerKit reads it)', () => {
  it('a draw is written with every discard first, then the replacements in the same order; draws with no betting between them stay apart', () => {
    // Heads-up 2-7 triple draw, both all-in before the draw: the three draws follow each other.
    const config: TableConfig = { variant: '2-7-triple-draw', structure: 'fixed-limit', profile: 'cash', stacks: [20, 20], button: 1, blinds: [10, 5], antes: { kind: 'none' }, minBet: 10 };
    const actions: Action[] = [
      { type: 'post' },
      { type: 'deal-hole', seat: 0, cards: cards('7s5d4c3hKs') },
      { type: 'deal-hole', seat: 1, cards: cards('8d6s4h3c2d') },
      { type: 'raise', seat: 1, to: 20 },
      { type: 'call', seat: 0 },
      // The dealer's order: each player's replacements right after their discard.
      { type: 'discard', seat: 0, cards: cards('Ks') },
      { type: 'deal-hole', seat: 0, cards: cards('Qd') },
      { type: 'discard', seat: 1, cards: cards('8d') },
      { type: 'deal-hole', seat: 1, cards: cards('7c') },
      { type: 'discard', seat: 0, cards: cards('Qd') },
      { type: 'deal-hole', seat: 0, cards: cards('2s') },
      { type: 'discard', seat: 1, cards: [] },
      { type: 'discard', seat: 0, cards: [] },
      { type: 'discard', seat: 1, cards: [] },
    ];
    const stacks = played(config, actions);
    const lines = writePhh(recordPhh(config, actions)).match(/^actions = \[(.*)\]$/m)![1];
    expect(lines).toBe(
      ["'d dh p1 7s5d4c3hKs'", "'d dh p2 8d6s4h3c2d'", "'p2 cbr 20'", "'p1 cc'", "'p1 sd Ks'", "'p2 sd 8d'", "'d dh p1 Qd'", "'d dh p2 7c'", "'p1 sd Qd'", "'p2 sd'", "'d dh p1 2s'", "'p1 sd'", "'p2 sd'"].join(', '),
    );
    expect(replay(parsePhh(writePhh(recordPhh(config, actions)))).settlement.finalStacks).toEqual(stacks);
    // Without a draw the actions are left as they are.
    const stud = actions.slice(0, 5);
    expect(phhOrder(stud)).toBe(stud);
  });

  it('a stud common card is a board line; where PokerKit would deal each live player a card instead (it gathers the folded cards) the line says so', () => {
    const config = (n: number): TableConfig =>
      drillTable({ variant: 'stud', structure: 'fixed-limit', profile: 'cash', stacks: new Array<number>(n).fill(10_000), button: n - 1, blinds: new Array<number>(n).fill(0), antes: { kind: 'uniform', amount: 10 }, minBet: 100, bigBet: 200, smallestChip: 5, bringIn: 25 });
    /** Eight players checked down; seat 3 folds at its turn in round `foldIn` (third street 0; null: everyone stays). */
    const commonLine = (foldIn: number | null) => {
      const deck = shuffledDeck(createRng(4));
      const play = beginPlay(createRng(4), 3, config(8), deck.slice(24));
      for (let seat = 0; seat < 8; seat++) act(play, { type: 'deal-hole', seat, cards: deck.slice(seat * 3, seat * 3 + 3) });
      // Seat 3 folds though a check is free (allowed, RULES.md): the others check it down.
      while (playOn(play, () => STYLES.checkDown, (hand) => hand.toAct === 3 && hand.round === foldIn)) act(play, { type: 'fold', seat: 3 });
      const phh = recordPhh(play.config, play.actions);
      expect(replay(parsePhh(writePhh(phh))).settlement.finalStacks).toEqual(unwrap(settle(play.hand)).finalStacks);
      return phh.actions.find((a) => a.type === 'deal-board');
    };
    // All eight live: one card and three burns for eight; PokerKit, counting the 48 cards in hands, turns it too.
    expect(commonLine(null)).toMatchObject({ type: 'deal-board' });
    expect(commonLine(null)!.comment).toBeUndefined();
    // Seat 3 folds on sixth street: seven live, four cards for them by RULES.md, ten by PokerKit's count.
    expect(commonLine(3)!.comment).toMatch(/^RULES\.md stud: .* PokerKit would also gather the folded cards/);
  });
});
