/** The action history: every action in its street with the player's total, all-ins, blinds and antes, each street's last aggressor, and a reshuffle or stud's short stub. */
import { describe, expect, it } from 'vitest';
import { Action, advance, cardsToString, createHand, createRng, parseCards, shuffledDeck } from '../../engine';
import { tableOf } from '../../engine/testing';
import { DRILLS } from '../registry';
import { handHistory } from './history';
import { act, beginPlay, drillTable, playOn, playStyle, startPlay, STYLES, type Play } from './play';
import { phhOrder } from './record';

const deal = (n: number): Action[] => Array.from({ length: n }, (_, seat) => ({ type: 'deal-hole', seat, cards: [null, null] }));
const board = (text: string): Action => ({ type: 'deal-board', cards: parseCards(text) });

describe('hand history', () => {
  it('names the blinds and antes, bets and raises with the total, calls with what they come to, and the last aggressor of each street', () => {
    // Blinds 50/100, ante 25; seat 2 is short (400 behind after the ante).
    const config = tableOf({ stacks: [5000, 5000, 425, 5000], sb: 50, bb: 100, antes: { kind: 'uniform', amount: 25 } });
    const actions: Action[] = [
      { type: 'post' },
      ...deal(4),
      { type: 'raise', seat: 2, to: 400 }, // all-in
      { type: 'raise', seat: 3, to: 1200 },
      { type: 'fold', seat: 0 },
      { type: 'call', seat: 1 },
      board('Ks7h2c'),
      { type: 'check', seat: 1 },
      { type: 'raise', seat: 3, to: 2000 },
      { type: 'call', seat: 1 },
      board('9d'),
    ];
    const history = handHistory(config, actions);
    expect(history.map((s) => [s.street, s.dealt, s.aggressor])).toEqual([
      ['preflop', '', 3],
      ['flop', 'Ks7h2c', 3],
      ['turn', '9d', null],
    ]);
    expect(history[0].actions).toEqual([
      { seat: 0, act: 'ante', amount: 25, allIn: false },
      { seat: 1, act: 'ante', amount: 25, allIn: false },
      { seat: 2, act: 'ante', amount: 25, allIn: false },
      { seat: 3, act: 'ante', amount: 25, allIn: false },
      { seat: 0, act: 'small-blind', amount: 50, allIn: false },
      { seat: 1, act: 'big-blind', amount: 100, allIn: false },
      { seat: 2, act: 'raise', amount: 400, allIn: true },
      { seat: 3, act: 'raise', amount: 1200, allIn: false },
      { seat: 0, act: 'fold', amount: 0, allIn: false },
      { seat: 1, act: 'call', amount: 1200, allIn: false },
    ]);
    expect(history[1].actions).toEqual([
      { seat: 1, act: 'check', amount: 0, allIn: false },
      { seat: 3, act: 'bet', amount: 2000, allIn: false },
      { seat: 1, act: 'call', amount: 2000, allIn: false },
    ]);
  });

  it('a call for less is the whole stack, all-in; a big-blind ante is the big blind’s', () => {
    const config = { ...tableOf({ stacks: [3000, 800, 3000], sb: 100, bb: 200 }), antes: { kind: 'big-blind' as const, amount: 200 }, bigBlindSeat: 1 };
    const actions: Action[] = [{ type: 'post' }, ...deal(3), { type: 'raise', seat: 2, to: 1000 }, { type: 'fold', seat: 0 }, { type: 'call', seat: 1 }];
    const [preflop] = handHistory(config, actions);
    expect(preflop.actions).toContainEqual({ seat: 1, act: 'ante', amount: 200, allIn: false });
    expect(preflop.actions.at(-1)).toEqual({ seat: 1, act: 'call', amount: 600, allIn: true });
  });

  it('a draw ended by a player standing pat begins the next street there, with the street before keeping its last aggressor', () => {
    // 2-7 single draw heads-up: the button (seat 1) completes, seat 0 raises, seat 1 calls; both stand pat.
    const config = tableOf({ variant: '2-7-single-draw', stacks: [5000, 5000], sb: 50, bb: 100 });
    const actions: Action[] = [
      { type: 'post' },
      { type: 'deal-hole', seat: 0, cards: parseCards('7c5d4h3s2c') },
      { type: 'deal-hole', seat: 1, cards: parseCards('8c6d4c3d2h') },
      { type: 'call', seat: 1 },
      { type: 'raise', seat: 0, to: 300 },
      { type: 'call', seat: 1 },
      { type: 'discard', seat: 0, cards: [] },
      { type: 'discard', seat: 1, cards: [] },
      { type: 'check', seat: 0 },
    ];
    const history = handHistory(config, actions);
    expect(history.map((s) => [s.street, s.aggressor, s.actions.map((a) => a.act).join(' ')])).toEqual([
      ['predraw', 0, 'small-blind big-blind call raise call discard discard'],
      ['first-draw', null, 'check'],
    ]);
  });

  it('every generated table carries the history of its own actions (one entry per player action line: bets, bring-ins, draws, shows)', () => {
    for (const kind of ['gather', 'showdown-order', 'award', 'action'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const item = DRILLS[kind]!.generate(seed, 3, 'cash');
        const table = (item.question as { table: { actions: string[]; history: { actions: { act: string }[] }[] } }).table;
        // Stud's bring-in (pb) and a draw (sd) are the player's actions too.
        const playerLines = table.actions.filter((line) => / (f|cc|cbr \d+|sm.*|pb|sd.*)$/.test(line)).length;
        const entries = table.history.flatMap((s) => s.actions).filter((a) => !['ante', 'small-blind', 'big-blind', 'straddle'].includes(a.act)).length;
        expect(entries, `${kind} ${seed}`).toBe(playerLines);
      }
    }
  });

  it('a history built on from a shorter one (a whole hand step by step) is the one built from scratch, and tables asked earlier keep theirs', () => {
    const config = tableOf({ stacks: [3000, 800, 3000, 1500], sb: 50, bb: 100 });
    const other = tableOf({ stacks: [1000, 1000], sb: 50, bb: 100 });
    const actions: Action[] = [{ type: 'post' }, ...deal(4), { type: 'raise', seat: 2, to: 300 }, { type: 'raise', seat: 3, to: 800 }, { type: 'fold', seat: 0 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }, board('Ks7h2c'), { type: 'raise', seat: 2, to: 700 }];
    const stepByStep = actions.map((_, k) => handHistory(config, actions.slice(0, k + 1)));
    const asked = stepByStep.map((h) => JSON.stringify(h));
    handHistory(config, [...actions, { type: 'fold', seat: 3 }]);
    stepByStep.forEach((h, k) => {
      expect(JSON.stringify(h)).toBe(asked[k]);
      handHistory(other, []); // another table in between: the next one starts afresh
      expect(handHistory(config, actions.slice(0, k + 1))).toEqual(h);
    });
    expect(stepByStep.at(-1)!.map((s) => [s.street, s.aggressor])).toEqual([['preflop', 3], ['flop', 2]]);
  });
});

describe('what the dealer did beyond the cards', () => {
  const stud = (n: number, variant: 'stud' | 'razz', seed: number): Play => {
    const deck = shuffledDeck(createRng(seed));
    const config = drillTable({ variant, structure: 'fixed-limit', profile: 'cash', stacks: new Array<number>(n).fill(10_000), button: n - 1, blinds: new Array<number>(n).fill(0), antes: { kind: 'uniform', amount: 10 }, minBet: 100, bigBet: 200, smallestChip: 5, bringIn: 25 });
    const play = beginPlay(createRng(seed), 3, config, deck.slice(3 * n));
    for (let seat = 0; seat < n; seat++) act(play, Action.dealHole(seat, deck.slice(3 * seat, 3 * seat + 3)));
    playOn(play, () => STYLES.checkDown);
    return play;
  };

  it('stud, seven players: seventh street names the seats dealt from the scramble (the last two); eight: its one common card', () => {
    const seven = stud(7, 'stud', 1);
    const seventh = handHistory(seven.config, seven.actions).find((s) => s.street === 'seventh')!;
    expect(seventh).toMatchObject({ dealt: '', scrambled: [5, 6] });
    expect(seventh.common).toBeUndefined();
    const eight = stud(8, 'razz', 2);
    const common = handHistory(eight.config, eight.actions).find((s) => s.street === 'seventh')!;
    expect(common).toMatchObject({ dealt: cardsToString(eight.hand.board), common: true });
    expect(common.scrambled).toBeUndefined();
    // The streets before it were dealt in full from the stub.
    expect(handHistory(eight.config, eight.actions).filter((s) => s.scrambled || s.common)).toHaveLength(1);
  });

  it('a draw whose replacements ran the stub short: that player\'s discard says the stub was reshuffled, as in PokerKit\'s order', () => {
    const greedy = playStyle({ fold: 0, call: 1, raise: 0, allIn: 0, passive: 1, draws: 1 });
    let seen = 0;
    for (let seed = 0; seed < 12; seed++) {
      const config = drillTable({ variant: '2-7-triple-draw', structure: 'fixed-limit', profile: 'cash', stacks: new Array<number>(7).fill(10_000), button: 6, blinds: [50, 100, 0, 0, 0, 0, 0], antes: { kind: 'none' }, minBet: 100, bigBet: 200, smallestChip: 5, bringIn: undefined });
      const play = startPlay(createRng(seed), 3, config);
      playOn(play, () => greedy);
      // The seats whose replacements reshuffled, read from the engine as the hand is replayed.
      const hand = createHand(config);
      const expected: number[] = [];
      for (const a of play.actions) {
        const before = hand.reshuffles;
        advance(hand, a);
        if (hand.reshuffles > before) expected.push(a.seat!);
      }
      const marked = handHistory(config, play.actions).flatMap((s) => s.actions.filter((e) => e.reshuffled).map((e) => e.seat));
      expect(marked).toEqual(expected);
      expect(handHistory(config, phhOrder(play.actions)).flatMap((s) => s.actions.filter((e) => e.reshuffled).map((e) => e.seat))).toEqual(expected);
      seen += expected.length;
    }
    expect(seen).toBeGreaterThan(3);
  });
});
