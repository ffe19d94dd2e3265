/**
 * Award: the hands tabled and the board; who wins each pot and how many chips, the last side pot
 * first, split pots and odd chips (RULES, showdown).
 *
 * Levels: 1. small tables, mostly one pot; 2. uneven stacks, side pots now and then; 3. four pots
 * or more, with chips of a player who folded in them (short stacks all-in at distinct levels).
 * A third of the boards play (a straight on the board), so that pots are split.
 */
import { createRng, ledgerOf, makeCard, settle, unwrap, type Action, type Card, type Hand, type Profile, type Settlement } from '../engine';
import { playOn, startPlay, type Level, type Play, type Style } from './play';
import { allInLadder, plainTable } from './steer';
import { hasFoldedChips, LEVEL_POTS } from './side-pots';
import { askedLater, itemOf } from './item';
import { chips, combine, mistake, potName, scoreOrder, scored } from './scoring';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule, Scored } from './types';

const TO_SHOWDOWN: Style = { fold: 1, call: 6, raise: 1.5, allIn: 0.6, passive: 5 };

/** A board that plays (a straight on the board, no flush), so that pots are often split. */
function rigSplitBoard(play: Play): void {
  const top = 4 + play.rng.int(9); // 6-high to ace-high
  const board: Card[] = [];
  for (let k = 0; k < 5; k++) board.push(makeCard(top - k, (k + play.rng.int(2)) % 4));
  // Only if none of those cards is already in someone's hand: swap them to the top of the deck.
  if (board.some((c) => !play.deck.includes(c))) return;
  const rest = play.deck.filter((c) => !board.includes(c));
  play.deck = [...board, ...rest];
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'award', Settlement> {
  const rng = createRng(seed);
  const style: Style = level === 2 ? { ...TO_SHOWDOWN, allIn: 0.6 } : TO_SHOWDOWN;
  for (let attempt = 0; ; attempt++) {
    const table = level === 3 ? allInLadder(rng, level, profile) : plainTable(rng, level, profile, { uneven: level === 2 }, style);
    const play = startPlay(rng, level, table.config);
    if (rng.int(3) === 0) rigSplitBoard(play);
    playOn(play, table.style);
    const hand = play.hand;
    if (hand.phase !== 'showdown') continue;
    const asked = askAward(hand, play.actions);
    if (level === 3 && !(asked.answer.pots.length >= LEVEL_POTS[3] && hasFoldedChips(ledgerOf(hand))) && attempt < 40) continue;
    return itemOf(asked, seed, level, profile, true, table.config, play.actions);
  }
}

/** The question at the end of a hand: the hands tabled (or all but one folded), who wins what. */
export function askAward(hand: Hand, actions: readonly Action[]): Asked<'award', Settlement> {
  // The answer needs no reasons; they are built when the trainee's result asks for them (the hand is over: it changes no more).
  const s = unwrap(settle(hand, false));
  const live = hand.seats.flatMap((seat, i) => (seat.folded ? [] : [i]));
  return askedLater(
    'award',
    { kind: 'award', table: tableView(hand, actions, { faceUp: live, middle: s.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })) }) },
    {
      kind: 'award',
      award_order: s.awardOrder,
      pots: s.pots.map((p) => ({ amount: p.amount, eligible: p.eligible, winners: p.winners.map((w) => ({ player: w.seat, amount: w.amount })) })),
    },
    s,
    () => unwrap(settle(hand)).steps,
  );
}

function scoreWinners(i: number, expected: { player: number; amount: number }[], given: { player: number; amount: number }[] | undefined): Scored {
  const g = given ?? [];
  const want = new Map(expected.map((w) => [w.player, w.amount]));
  const got = new Map(g.map((w) => [w.player, w.amount]));
  const out: ReturnType<typeof mistake>[] = [];
  for (const seat of new Set([...want.keys(), ...got.keys()])) {
    const e = want.get(seat) ?? 0;
    const x = got.get(seat) ?? 0;
    if (e === x) continue;
    const values = { pot: i, seat, expected: e, given: x };
    if (x === 0) out.push(mistake(`pots[${i}].winners`, expected, g, 'award-missing', values, `seat ${seat} wins ${chips(e)} from ${potName(i)}`));
    else if (e === 0) out.push(mistake(`pots[${i}].winners`, expected, g, 'award-not-winner', values, `seat ${seat} wins nothing from ${potName(i)}, you gave ${chips(x)}`));
    else out.push(mistake(`pots[${i}].winners`, expected, g, 'award-amount', values, `seat ${seat} gets ${chips(e)} from ${potName(i)}, you gave ${chips(x)}${expected.length > 1 ? ': the odd chips go to the first winners left of the button' : ''}`));
  }
  return out.length ? scored(0, 1, out) : scored(1, 1);
}

export const award: DrillModule<'award', Settlement> = {
  kind: 'award',
  generate,
  score: (item, a) =>
    combine(
      scoreOrder('award_order', item.answer.award_order, a.award_order, () => `award the last side pot first, back to the main pot: ${item.answer.award_order.map(potName).join(', ')}`),
      ...item.answer.pots.map((p, i) => scoreWinners(i, p.winners, a.pots[i]?.winners)),
    ),
};
