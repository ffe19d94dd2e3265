/**
 * Hands of the games PHH has codes for, and of five-card draw, which it has none for, are written
 * as PHH and read back to the same hand.
 */
import { describe, expect, it } from 'vitest';
import { advance, createHand, parseCards, settle, unwrap, type Action, type TableConfig } from '../engine';
import { GAME_FIELD } from '../phh/games';
import { parsePhh } from '../phh/parse';
import { replay, ReplayError } from '../phh/replay';
import { writePhh } from '../phh/write';
import { recordPhh } from './record';

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
