/**
 * Award: the hands tabled and the board; who wins each pot and how many chips, the last side pot
 * first, split pots and odd chips (RULES, showdown).
 *
 * Levels: 1. small tables, mostly one pot; 2. uneven stacks, side pots now and then; 3. four pots
 * or more, with chips of a player who folded in them (short stacks all-in at distinct levels).
 * A third of the hold'em boards play (a straight on the board), so that pots are split.
 *
 * Games: level 1 hold'em; levels 2 and 3 half hold'em, a third the split games (Omaha hi-lo and
 * stud hi-lo, fixed limit, a sixth each: each pot split into its high and low halves, quartered
 * now and then, the odd chip between the halves to the high half), and a twelfth each seven-card
 * stud and razz (odd chips by the highest card by suit). Level 3's split and stud games are
 * fixed-limit ladders of all-ins, each side pot split on its own.
 */
import { createRng, GAMES, ledgerOf, PROFILE_OPTIONS, liveSeats, makeCard, settle, unwrap, type Action, type Card, type Hand, type Profile, type Settlement, type Variant } from '../../engine';
import { playOn, startPlay, type Level, type Play, playStyle, type Style } from '../hands/play';
import { allInLadder, gameTable, limitLadder, plainTable, weighted } from '../hands/steer';
import { hasFoldedChips, LEVEL_POTS } from './side-pots';
import { askedLater, itemOf } from '../item';
import { chips, combine, mistake, potName, scoreOrder, scored } from '../scoring';
import { tableView } from '../hands/view';
import type { AnswerOf, Asked, DrillItem, DrillModule, Scored } from '../types';

const TO_SHOWDOWN: Style = playStyle({ fold: 1, call: 6, raise: 1.5, allIn: 0.6, passive: 5 });

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

/** The games of levels 2 and 3, weighted (the module comment). */
export const AWARD_GAMES: readonly (readonly [Variant, number])[] = [['holdem', 6], ['omaha-hi-lo', 2], ['stud-hi-lo', 2], ['stud', 1], ['razz', 1]];

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'award', Settlement> {
  const rng = createRng(seed);
  const style = TO_SHOWDOWN;
  const variant = level === 1 ? 'holdem' : weighted(rng, AWARD_GAMES);
  for (let attempt = 0; ; attempt++) {
    // A game that does not give level 3's pots in 20 tries deals hold'em.
    const game = attempt < 20 ? variant : 'holdem';
    const table =
      level === 3
        ? game === 'holdem'
          ? allInLadder(rng, level, profile)
          : limitLadder(rng, level, profile, game)
        : game === 'holdem'
          ? plainTable(rng, level, profile, { uneven: level === 2 }, style)
          : { config: gameTable(rng, level, profile, game, { uneven: true }), style: () => style };
    const play = startPlay(rng, level, table.config);
    if (game === 'holdem' && rng.int(3) === 0) rigSplitBoard(play);
    playOn(play, table.style);
    const hand = play.hand;
    if (hand.phase !== 'showdown') continue;
    // Checked before the question is built: its table view (the history replayed) costs more than the check.
    const s = unwrap(settle(hand, false));
    if (level === 3 && !(s.pots.length >= LEVEL_POTS[3] && hasFoldedChips(ledgerOf(hand))) && attempt < 40) continue;
    return itemOf(askAward(hand, play.actions, s), seed, level, profile, true, table.config, play.actions);
  }
}

const sharesOf = (shares: readonly { seat: number; amount: number }[]): Shares => shares.map((w) => ({ player: w.seat, amount: w.amount }));

/**
 * The question at the end of a hand: the hands tabled (or all but one folded), who wins what.
 * The answer needs no reasons (`s`: the settlement without them, if already worked out); they are
 * built when the trainee's result asks for them (the hand is over: it changes no more).
 */
export function askAward(hand: Hand, actions: readonly Action[], s: Settlement = unwrap(settle(hand, false))): Asked<'award', Settlement> {
  const live = liveSeats(hand);
  return askedLater(
    'award',
    { kind: 'award', table: tableView(hand, actions, { faceUp: live, middle: s.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })) }) },
    {
      kind: 'award',
      award_order: s.awardOrder,
      pots: s.pots.map((p) => ({
        amount: p.amount,
        eligible: p.eligible,
        winners: sharesOf(p.winners),
        // Split games: each half as the engine gave it (hilo.ts).
        ...(p.halves ? { halves: { high: sharesOf(p.halves.high), low: sharesOf(p.halves.low) } } : {}),
      })),
    },
    s,
    () => unwrap(settle(hand)).steps,
  );
}

type Shares = { player: number; amount: number }[];
/**
 * Where odd chips go (RULES split pots): in stud by the highest card by suit (Robert's Rules);
 * in the button games by the profile: all to the first winner left of the button in tournaments
 * (TDA 20), one each clockwise from the button in cash games (Robert's Rules).
 */
type OddChips = 'by-suit' | 'all-to-first' | 'one-each';
const oddChipsOf = (table: { variant: Variant; profile: Profile }): OddChips =>
  GAMES[table.variant].family === 'stud' ? 'by-suit' : PROFILE_OPTIONS[table.profile].oddChips === 'all-to-first' ? 'all-to-first' : 'one-each';
const ODD_CHIPS_TEXT: Record<OddChips, string> = {
  'by-suit': 'the odd chip goes to the winner with the highest card by suit',
  'all-to-first': 'all the odd chips go to the first winner left of the button',
  'one-each': 'the odd chips go to the first winners left of the button, one each',
};

/** One list of shares against the engine's (a pot, or one half of a split pot): one part. */
function scoreShares(i: number, half: 'high' | 'low' | null, odd: OddChips, expected: Shares, given: Shares | undefined): Scored {
  const g = given ?? [];
  const part = half ? `pots[${i}].halves.${half}` : `pots[${i}].winners`;
  const of = half ? `the ${half} half of ${potName(i)}` : potName(i);
  const want = new Map(expected.map((w) => [w.player, w.amount]));
  const got = new Map(g.map((w) => [w.player, w.amount]));
  const out: ReturnType<typeof mistake>[] = [];
  // Split games: nobody has a low that qualifies, so nothing of the pot is a low half.
  if (half === 'low' && expected.length === 0 && g.length > 0) {
    return scored(0, 1, [mistake(part, expected, g, 'award-no-low', { pot: i }, `no hand qualifies for low in ${potName(i)} (five different ranks, eight or lower): the high hand takes the whole pot`)]);
  }
  for (const seat of new Set([...want.keys(), ...got.keys()])) {
    const e = want.get(seat) ?? 0;
    const x = got.get(seat) ?? 0;
    if (e === x) continue;
    const values: Record<string, number | string> = { pot: i, seat, expected: e, given: x };
    if (half) values.half = half;
    if (x === 0) out.push(mistake(part, expected, g, half ? 'award-half-missing' : 'award-missing', values, `seat ${seat} wins ${chips(e)} from ${of}`));
    else if (e === 0) out.push(mistake(part, expected, g, half ? 'award-half-not-winner' : 'award-not-winner', values, `seat ${seat} wins nothing from ${of}, you gave ${chips(x)}`));
    else if (expected.length === 1) out.push(mistake(part, expected, g, half ? 'award-half-amount' : 'award-amount', values, `seat ${seat} gets ${chips(e)} from ${of}, you gave ${chips(x)}`));
    else {
      const text = `seat ${seat} gets ${chips(e)} from ${of}, you gave ${chips(x)}: ${ODD_CHIPS_TEXT[odd]}`;
      const [bySuit, toFirst] = [odd === 'by-suit', odd === 'all-to-first'];
      if (half) out.push(mistake(part, expected, g, bySuit ? 'award-half-odd-chip-by-suit' : toFirst ? 'award-half-odd-chip-all-to-first' : 'award-half-odd-chip', values, text));
      else out.push(mistake(part, expected, g, bySuit ? 'award-odd-chip-by-suit' : toFirst ? 'award-odd-chip-all-to-first' : 'award-odd-chip', values, text));
    }
  }
  return out.length ? scored(0, 1, out) : scored(1, 1);
}

const total = (shares: Shares): number => shares.reduce((sum, w) => sum + w.amount, 0);

/**
 * A split game's pot contested at the showdown: the high half and the low half are a part each
 * (hilo.ts). A trainee who gave no halves gave the whole pot as its high half. Halves of the wrong
 * size are named once: the odd chip between them goes to the high half.
 */
function scoreHalves(i: number, odd: OddChips, pot: AwardPot, given: AwardPot | undefined): Scored {
  const expected = pot.halves!;
  const halves = given?.halves ?? { high: given?.winners ?? [], low: [] };
  const high = total(expected.high);
  const low = total(expected.low);
  const sizes =
    low > 0 && total(halves.low) > 0 && total(halves.high) !== high
      ? scored(0, 0, [mistake(`pots[${i}].halves`, { high, low }, { high: total(halves.high), low: total(halves.low) }, 'award-halves', { pot: i, amount: pot.amount, high, low }, `${potName(i)} of ${chips(pot.amount)} is split in halves: ${chips(high)} for the high hand and ${chips(low)} for the low; an odd chip goes to the high half`)])
      : scored(0, 0);
  return combine(sizes, scoreShares(i, 'high', odd, expected.high, halves.high), scoreShares(i, 'low', odd, expected.low, halves.low));
}

type AwardPot = AnswerOf<'award'>['pots'][number];

export const award: DrillModule<'award', Settlement> = {
  kind: 'award',
  generate,
  score: (item, a) =>
    combine(
      scoreOrder('award_order', item.answer.award_order, a.award_order, () => `award the last side pot first, back to the main pot: ${item.answer.award_order.map(potName).join(', ')}`),
      ...item.answer.pots.map((p, i) => {
        const odd = oddChipsOf(item.question.table);
        return p.halves ? scoreHalves(i, odd, p, a.pots[i]) : scoreShares(i, null, odd, p.winners, a.pots[i]?.winners);
      }),
    ),
};
