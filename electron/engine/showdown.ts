/**
 * The end of a hand: who shows in what order, the winners of each pot (the last side pot
 * first), split pots and odd chips, the high and low halves of the split games, and rake.
 */
import { cardsToString, RANKS, type Card } from './cards';
import { evaluateFive, evaluateHoldem, evaluateOmaha, kickerDecider, scoreFive, scoreHoldem, scoreOmaha, type HandValue } from './evaluate';
import { bestAceToFive, bestOmahaLow, evaluateDeuceToSeven, lowDecider, lowName, RANK_PLURALS, type LowValue } from './evaluate-low';
import { chipText as c, explain, REASON_NOT_ASKED, type Explanation, type Result, type Value } from './explain';
import { mergeShares, splitHighLow } from './hilo';
import { ineligibleReason, potLayers, type Ledger, type Pot, type PotLayer } from './pots';
import { rakePots } from './rake';
import type { Game } from './rules';
import type { Share } from './share';
import { highCardBySuit, lowCardBySuit, lowCardKey, openerSeat, studOpener, type Opener } from './stud';
import { ledgerOf, returnedShares, seatsFromButton, smallestChip, type Hand } from './state';

export type { Share } from './share';

export interface ShowdownOrder {
  /** Live seats in the order the rules have them show; empty when nobody shows down. */
  order: number[];
  /** TDA 16: a player is all-in and no betting remains, so every hand is turned up at once. */
  allAtOnce: boolean;
  why: Explanation;
}

/** The last player to bet or raise on the final betting round, or null. */
export const finalAggressor = (hand: Hand): number | null => hand.aggressor[hand.aggressor.length - 1];

/**
 * RULES (showdown): the last player to bet or raise on the final round shows first; if the final
 * round had no bet, the player who would act first on it: in flop and draw games the first live
 * player left of the button, in stud the best hand showing (razz: the best low; Robert's Rules and
 * TDA, showdown order). Then clockwise. `withReasons` false leaves the explanation out, for bulk
 * replays.
 */
export function showdownOrder(hand: Hand, withReasons = true): ShowdownOrder {
  const live = seatsFromButton(hand).filter((i) => !hand.seats[i].folded);
  if (live.length < 2) {
    return { order: [], allAtOnce: false, why: withReasons ? explain('RULES showdown', 'no-showdown', {}, 'the last player left wins without showing') : REASON_NOT_ASKED };
  }
  const aggressor = finalAggressor(hand);
  const bet = aggressor !== null && !hand.seats[aggressor].folded;
  const openerAt = !bet && hand.game.family === 'stud' ? openerSeat(hand) : null;
  const first = bet ? aggressor : openerAt !== null ? openerAt : live[0];
  const k = live.indexOf(first);
  const order = [...live.slice(k), ...live.slice(0, k)];
  const allAtOnce = live.some((i) => hand.seats[i].stack === 0);
  if (!withReasons) return { order, allAtOnce, why: REASON_NOT_ASKED };
  if (allAtOnce) return { order, allAtOnce, why: explain('TDA 16', 'all-face-up', { order }, 'a player is all-in and no betting remains: every hand is turned face up at once') };
  return { order, allAtOnce, why: firstToShow(hand, first, bet, openerAt !== null ? studOpener(hand) : null) };
}

function firstToShow(hand: Hand, first: number, bet: boolean, opener: Opener | null): Explanation {
  if (hand.game.family === 'board') {
    return bet
      ? explain('RULES showdown', 'last-aggressor-first', { seat: first }, `seat ${first} made the last bet or raise on the river and shows first`)
      : explain('RULES showdown', 'left-of-button-first', { seat: first }, `the river had no bet: seat ${first}, the first live player left of the button, shows first`);
  }
  // The screens name the last round as the game does (seventh street, after the last draw).
  const street = hand.street;
  if (bet) return explain('RULES showdown', 'final-aggressor-first', { seat: first, street }, `seat ${first} made the last bet or raise of the last round and shows first`);
  if (!opener) return explain('RULES showdown', 'final-left-of-button-first', { seat: first, street }, `the last round had no bet: seat ${first}, the first live player left of the button, shows first`);
  return explain('RULES showdown', 'showing-first', { seat: first, street, cards: opener.cards }, `the last round had no bet: seat ${first}, first to act on it by the cards showing (${opener.showing}), shows first`);
}

export interface AwardedPot extends Pot {
  /** 0 is the main pot. */
  index: number;
  /** Each winner's chips from this pot (in a split game, both halves together). */
  winners: Share[];
  /** Split games, a pot contested at the showdown: each half's shares (`low` empty when no low qualifies). */
  halves: { high: Share[]; low: Share[] } | null;
  rake: number;
  why: Explanation[];
}

export interface Settlement {
  /** Every uncalled chip handed back during the hand. */
  returned: Share[];
  /** Pots as the dealer has them at the end, before rake: main pot first. */
  pots: AwardedPot[];
  /** The order pots are awarded in: the last side pot first. */
  awardOrder: number[];
  showdown: ShowdownOrder;
  rake: number;
  finalStacks: number[];
  /** Each seat's best high hand, for the seats that showed (games won by the high hand; settled with reasons or with `readHands`: otherwise the scores alone decide). */
  hands: Record<number, HandValue>;
  /** Each seat's best low, for the seats that showed (low and split games; null: no low qualifies). */
  lows: Record<number, LowValue | null>;
  steps: Explanation[];
}

/** The seat's cards when all are known and the hand is complete (five on the board, seven in stud, five in draw). */
function showdownCards(hand: Hand, seat: number): Card[] | null {
  const hole = hand.seats[seat].hole;
  if (!hole || hole.some((c) => c === null)) return null;
  const family = hand.game.family;
  const complete = family === 'board' ? hand.board.length >= 5 : family === 'stud' ? hole.length + hand.board.length === 7 : hole.length === 5;
  return complete ? (hole as Card[]) : null;
}

/** The best high hand of these cards: hold'em any five of seven, Omaha two and three, stud any five of seven, draw the five. */
export function bestHigh(game: Game, hole: readonly Card[], board: readonly Card[]): HandValue {
  if (game.family === 'draw') return evaluateFive(hole);
  return game.twoFromHand ? evaluateOmaha(hole, board) : evaluateHoldem(hole, board);
}

/** `bestHigh`'s score alone (no cards picked out). */
export function bestHighScore(game: Game, hole: readonly Card[], board: readonly Card[]): number {
  if (game.family === 'draw') return scoreFive(hole);
  return game.twoFromHand ? scoreOmaha(hole, board) : scoreHoldem(hole, board);
}

/** The seat's best high hand, or null when its cards are not known. */
function highOf(hand: Hand, seat: number): HandValue | null {
  const cards = showdownCards(hand, seat);
  return cards ? bestHigh(hand.game, cards, hand.board) : null;
}

/** The seat's best low (null when none qualifies), or undefined when its cards are not known. */
export function lowOf(hand: Hand, seat: number): LowValue | null | undefined {
  const cards = showdownCards(hand, seat);
  if (!cards) return undefined;
  const game = hand.game;
  if (game.low === 'deuce-to-seven') return evaluateDeuceToSeven(cards);
  return game.twoFromHand ? bestOmahaLow(cards, hand.board) : bestAceToFive(cards.concat(hand.board), game.eightOrBetter);
}

/** The seat's high score alone (no cards picked out): what a settlement without reasons compares. */
function highScoreOf(hand: Hand, seat: number): number | null {
  const cards = showdownCards(hand, seat);
  return cards ? bestHighScore(hand.game, cards, hand.board) : null;
}

/** Amounts of a split: equal shares in units of the smallest chip, odd chips by the profile (RULES, split pots). */
export function splitPot(amount: number, winnersClockwise: number[], unit: number, rule: Hand['options']['oddChips']): Share[] {
  const k = winnersClockwise.length;
  const share = Math.floor(amount / (unit * k)) * unit;
  const shares = winnersClockwise.map((seat) => ({ seat, amount: share }));
  let odd = amount - share * k;
  if (rule === 'all-to-first') {
    shares[0].amount += odd;
    return shares;
  }
  // Robert's Rules: one odd chip each, clockwise from the button; a remainder smaller than a chip goes with the first.
  for (let j = 0; odd >= unit; j++, odd -= unit) shares[j].amount += unit;
  shares[0].amount += odd;
  return shares;
}

/**
 * The order winners take odd chips in (Robert's Rules of Poker, Ties): in a button game clockwise
 * from the button; in stud from the highest card by suit down, and in a low game (razz, the low
 * half of stud eight or better) from the lowest card by suit up, aces low ("the odd chip between
 * tied low hands is awarded as in a low game of that poker form"). `low`: the chips split are a
 * low hand's (the whole pot of a low game, or a split game's low half).
 */
function oddChipOrder(hand: Hand, winners: number[], clockwise: number[], low: boolean): number[] {
  if (hand.game.family !== 'stud') return clockwise.filter((i) => winners.includes(i));
  if (low) return winners.slice().sort((a, b) => lowCardKey(lowCardBySuit(hand, a)) - lowCardKey(lowCardBySuit(hand, b)));
  return winners.slice().sort((a, b) => highCardBySuit(hand, b) - highCardBySuit(hand, a));
}

const rankName = (r: number): string => RANKS[r];

/**
 * Settles a finished hand (all but one folded, or at the showdown with every card dealt).
 * `withReasons` false leaves the explanations out, for bulk replays; `readHands` (always with
 * reasons) keeps each shown hand's five cards in `hands` rather than comparing scores alone, for
 * a caller that names them anyway (read hands: each hand is then evaluated once).
 */
export function settle(hand: Hand, withReasons = true, readHands = withReasons): Result<Settlement> {
  const fail = (text: string): Result<Settlement> => ({ ok: false, error: { ...explain('RULES showdown', 'cannot-settle', {}, text), action: 'settle' } });
  if (hand.phase !== 'complete' && hand.phase !== 'showdown') return fail(`the hand is not over (${hand.phase})`);
  const ledger = ledgerOf(hand);
  const layers = potLayers(ledger);
  const showdown = showdownOrder(hand, withReasons);
  const awarding = new Awarding(hand, withReasons, readHands);
  const steps: Explanation[] = [];
  const pots: AwardedPot[] = layers.map((layer, index) => ({ index, amount: layer.amount, eligible: layer.eligible, winners: [], halves: null, rake: 0, why: [] }));
  let rake = 0;
  if (hand.options.rake) {
    const amounts = layers.map((l) => l.amount);
    // No flop, no drop: a hand over in its first betting round (stud: third street; draw: before the draw) pays none.
    const r = rakePots(hand.options.rake, amounts, awarding.unit, hand.round > 0, withReasons);
    for (let k = 0; k < pots.length; k++) pots[k].rake = r.taken[k];
    rake = r.total;
    steps.push(...r.why);
  }
  const awardOrder = pots.map((p) => p.index).reverse();
  // A reason is said once: one a pot awarded before already gave (the same hands compared, the same seat folded) is not said again.
  const said = new Set<string>();
  for (const index of awardOrder) {
    const failure = awarding.award(pots[index], layers[index], ledger);
    if (failure) return fail(failure);
    for (const why of pots[index].why) {
      const id = `${why.key}\n${why.text}`;
      if (said.has(id)) continue;
      said.add(id);
      steps.push(why);
    }
  }
  const finalStacks = hand.seats.map((s) => s.stack);
  for (const pot of pots) for (const w of pot.winners) finalStacks[w.seat] += w.amount;
  return { ok: true, value: { returned: returnedShares(hand), pots, awardOrder, showdown, rake, finalStacks, hands: awarding.hands, lows: awarding.lows, steps } };
}

/** One settlement in progress: the hand, each seat's hands as they are read, whether reasons are built and whether hands are read (their cards picked out) or only scored. */
class Awarding {
  readonly hands: Record<number, HandValue> = {};
  readonly lows: Record<number, LowValue | null> = {};
  /** High scores read without reasons, by seat. */
  readonly scores: (number | null)[] = [];
  readonly clockwise: number[];
  readonly unit: number;
  /** The hands already said to be beaten (by whom and how), so that no pot says it again. */
  private readonly beatenSaid = new Set<string>();

  constructor(
    readonly hand: Hand,
    readonly withReasons: boolean,
    readonly readHands: boolean,
  ) {
    this.clockwise = seatsFromButton(hand);
    this.unit = smallestChip(hand);
  }

  /**
   * Reasons are built only when asked for; `reason` runs at once, so it sees the variables as they
   * are now. Each names its pot (`values.pot`), so that a screen can group them pot by pot.
   */
  say(pot: AwardedPot, reason: () => Explanation | null): void {
    if (!this.withReasons) return;
    const r = reason();
    if (!r) return;
    r.values.pot ??= pot.index;
    pot.why.push(r);
  }

  /**
   * Why the beaten hands lost, said once: for every hand a winner beat the same way together ("seat
   * 1 beats seat 0 and seat 2: A against J decides"), and not again for a pot awarded later.
   */
  sayBeaten(pot: AwardedPot, lost: readonly Beaten[]): void {
    if (!this.withReasons) return;
    const same = new Map<string, { winner: number; w: HandValue | LowValue; losers: number[]; l: HandValue | LowValue }>();
    for (const [winner, w, loser, l] of lost) {
      const { key, values } = beaten(winner, w, [loser], l);
      const id = `${key} ${winner} ${Object.entries(values).filter(([name]) => name !== 'loser').join(' ')}`;
      if (this.beatenSaid.has(`${id} ${loser}`)) continue;
      this.beatenSaid.add(`${id} ${loser}`);
      const group = same.get(id);
      if (group) group.losers.push(loser);
      else same.set(id, { winner, w, losers: [loser], l });
    }
    for (const g of same.values()) this.say(pot, () => beaten(g.winner, g.w, g.losers, g.l));
  }

  /** Awards one pot: its winners (a split game's halves) and the reasons; the text of why it cannot be, or null. */
  award(pot: AwardedPot, layer: PotLayer, ledger: Ledger): string | null {
    const { hand } = this;
    const game = hand.game;
    for (let seat = 0; seat < hand.seats.length; seat++) {
      if (layer.contributions[seat] > 0) this.say(pot, () => ineligibleReason(layer, seat, ledger));
    }
    // A muck forfeits; a hand nobody else contests wins without showing.
    const contenders = pot.eligible.filter((i) => hand.seats[i].showdown !== 'muck');
    if (contenders.length === 0) return `every player in pot ${pot.index} mucked`;
    const amount = pot.amount - pot.rake;
    if (contenders.length === 1) {
      this.say(pot, () => explain('RULES showdown', 'uncontested', { seat: contenders[0], pot: pot.index }, `seat ${contenders[0]} is the only player left in pot ${pot.index}`));
      pot.winners = [{ seat: contenders[0], amount }];
      return null;
    }
    const high = game.pot === 'low' ? [] : this.best(pot, contenders, false);
    const low = typeof high === 'number' || game.pot === 'high' ? [] : this.best(pot, contenders, true);
    const unknown = typeof high === 'number' ? high : typeof low === 'number' ? low : null;
    if (unknown !== null) return `seat ${unknown}'s hand is not known: it cannot be settled`;
    const highs = high as number[];
    const lows = low as number[];
    if (game.pot !== 'high-low') {
      pot.winners = this.share(pot, amount, game.pot === 'high' ? highs : lows, 'split');
    } else if (lows.length === 0) {
      pot.winners = this.share(pot, amount, highs, 'split');
      pot.halves = { high: pot.winners, low: [] };
    } else {
      const halves = splitHighLow(amount, this.unit);
      this.say(pot, () => explain('RULES split pots', 'hi-lo-split', { pot: pot.index, high: halves.high, low: halves.low }, `pot ${pot.index} is split in halves: ${halves.high} for the high hand and ${halves.low} for the low; an odd chip goes to the high half`));
      const highShares = this.share(pot, halves.high, highs, 'high-half-split');
      const lowShares = this.share(pot, halves.low, lows, 'low-half-split');
      pot.halves = { high: highShares, low: lowShares };
      pot.winners = mergeShares(highShares, lowShares);
    }
    return null;
  }

  /** The seat's high hand, evaluated once; undefined when its cards are not known. */
  highFor(i: number): HandValue | undefined {
    const value = this.hands[i] ?? highOf(this.hand, i);
    if (value) this.hands[i] = value;
    return value ?? undefined;
  }

  /** The seat's low, evaluated once (null when none qualifies); undefined when its cards are not known. */
  lowFor(i: number): LowValue | null | undefined {
    const value = i in this.lows ? this.lows[i] : lowOf(this.hand, i);
    if (value !== undefined) this.lows[i] = value;
    return value;
  }

  /**
   * The contenders with the best high hand (`low`: the best qualifying low; none when no low
   * qualifies), equal ones sharing, saying why each beaten hand lost; the seat whose cards are not
   * known instead.
   */
  best(pot: AwardedPot, contenders: number[], low: boolean): number[] | number {
    // Unless the hands are read (with reasons, to name them), a high hand's score alone decides: no cards picked out.
    const scoresOnly = !low && !this.withReasons && !this.readHands;
    let top: HandValue | LowValue | null = null;
    let topScore = 0;
    let winners: number[] = [];
    const lost: Beaten[] = [];
    for (const i of contenders) {
      let value: HandValue | LowValue | null | undefined = null;
      let score: number;
      if (scoresOnly) {
        const s = (this.scores[i] ??= highScoreOf(this.hand, i));
        if (s === null) return i;
        score = s;
      } else {
        value = low ? this.lowFor(i) : this.highFor(i);
        if (value === undefined) return i;
        if (value === null) continue;
        score = value.score;
      }
      // A high hand is better with a higher score, a low with a lower one.
      const c = winners.length ? (low ? topScore - score : score - topScore) : 1;
      const v = value;
      if (c > 0) {
        if (top && v && winners.length && this.withReasons) lost.push([i, v, winners[0], top]);
        top = value;
        topScore = score;
        winners = [i];
      } else if (c === 0) winners.push(i);
      else if (v && this.withReasons) lost.push([winners[0], top!, i, v]);
    }
    this.sayBeaten(pot, lost);
    const who = winners;
    const game = this.hand.game;
    if (!low) {
      const v = top as HandValue;
      const split = game.pot === 'high-low';
      this.say(pot, () =>
        explain('RULES showdown', split ? 'high-winners' : 'pot-winners', { pot: pot.index, winners: who, cards: cardsToString(v.cards), category: v.category }, `pot ${pot.index}: ${who.map((w) => `seat ${w}`).join(' and ')} win${who.length > 1 ? '' : 's'} ${split ? 'the high ' : ''}with ${v.category} ${cardsToString(v.cards)}`),
      );
    } else {
      const v = top as LowValue | null;
      this.say(pot, () =>
        v
          ? explain('RULES showdown', 'low-winners', { pot: pot.index, winners: who, low: lowName(v), cards: cardsToString(v.cards) }, `pot ${pot.index}: ${who.map((w) => `seat ${w}`).join(' and ')} win${who.length > 1 ? '' : 's'} the low with ${lowName(v)}`)
          : explain('RULES split pots', 'no-low', { pot: pot.index }, `pot ${pot.index}: no hand qualifies for low (five different ranks, eight or lower), so the high hand takes the whole pot`),
      );
    }
    return who;
  }

  /** Shares of `amount` among `winners`, odd chips in the game's order. */
  share(pot: AwardedPot, amount: number, winners: number[], key: 'split' | 'high-half-split' | 'low-half-split'): Share[] {
    const low = key === 'low-half-split' || (key === 'split' && this.hand.game.pot === 'low');
    const shares = splitPot(amount, oddChipOrder(this.hand, winners, this.clockwise, low), this.unit, this.hand.options.oddChips);
    if (winners.length > 1) this.say(pot, () => splitReason(this.hand, pot.index, shares, this.unit, key, low));
    return shares;
  }
}

/** A hand beaten: the winner and its hand, the loser and its hand. */
type Beaten = readonly [winner: number, w: HandValue | LowValue, loser: number, l: HandValue | LowValue];

/**
 * Why a hand beat others (each beaten the same way): for high hands the kicker or the category,
 * for lows the card or the category.
 */
function beaten(winner: number, w: HandValue | LowValue, losers: readonly number[], l: HandValue | LowValue): Explanation {
  return 'game' in w ? lowBeats(winner, w, losers, l as LowValue) : beats(winner, w, losers, l as HandValue);
}

/** "seat 0 and seat 2", as the winners are said. */
const seatsText = (seats: readonly number[]): string => seats.map((s) => `seat ${s}`).join(' and ');
/** One loser by `loser`, several by `losers` (the keys that end in -several). */
const losersOf = (losers: readonly number[]): Record<string, Value> => (losers.length > 1 ? { losers: [...losers] } : { loser: losers[0] });

/**
 * Why a pot (or a half) is split so: the shares, and where the odd chips go. In stud by suit
 * (Robert's Rules); in the button games by the profile (RULES split pots): in the tournament
 * profile all of them to the first winner left of the button (TDA 20), in cash one each,
 * clockwise from the button (Robert's Rules).
 */
function splitReason(hand: Hand, pot: number, shares: Share[], unit: number, key: 'split' | 'high-half-split' | 'low-half-split', low: boolean): Explanation {
  const stud = hand.game.family === 'stud';
  const allToFirst = !stud && hand.options.oddChips === 'all-to-first';
  const rule = allToFirst ? 'TDA 20' : "Robert's Rules";
  const values = { pot, seats: shares.map((w) => w.seat), shares: shares.map((w) => w.amount), unit };
  const to = allToFirst ? 'all go to the first winner left of the button' : !stud ? 'go to the first winners left of the button, one each' : low ? 'go to the lowest card by suit (aces low)' : 'go to the highest card by suit';
  const split = `is split ${shares.map((w) => `${c(w.amount)} to seat ${w.seat}`).join(', ')}; odd chips ${to}`;
  if (key === 'high-half-split') return explain(rule, allToFirst ? 'high-half-split-all-to-first' : 'high-half-split', values, `the high half of pot ${pot} ${split}`);
  if (key === 'low-half-split') return explain(rule, allToFirst ? 'low-half-split-all-to-first' : 'low-half-split', values, `the low half of pot ${pot} ${split}`);
  return explain(rule, stud ? (low ? 'split-by-low-suit' : 'split-by-suit') : allToFirst ? 'split-all-to-first' : 'split', values, `pot ${pot} ${split}`);
}

function beats(winner: number, w: HandValue, losers: readonly number[], l: HandValue): Explanation {
  const several = losers.length > 1;
  const kicker = kickerDecider(w, l);
  if (kicker) {
    const values = { winner, ...losersOf(losers), index: kicker.index, winnerRank: rankName(kicker.rankA), loserRank: rankName(kicker.rankB) };
    return explain('RULES showdown', several ? 'kicker-several' : 'kicker', values, `seat ${winner} beats ${seatsText(losers)}: ${rankName(kicker.rankA)} against ${rankName(kicker.rankB)} decides`);
  }
  const values = { winner, ...losersOf(losers), winnerCategory: w.category, loserCategory: l.category };
  return several
    ? explain('RULES showdown', 'category-several', values, `seat ${winner}'s ${w.category} beats the ${l.category} of ${seatsText(losers)}`)
    : explain('RULES showdown', 'category', values, `seat ${winner}'s ${w.category} beats seat ${losers[0]}'s ${l.category}`);
}

/**
/**
 * Why one low beats others (each the same way): the first card that differs, read from the top
 * ("a 7-5 low beats a 7-6 low"). A paired low (RULES.md, low hands: pairs count against) is read
 * as the pair it is ("a pair of deuces beats a pair of fives"), any other made hand by its
 * category and the deciding rank.
 */
export function lowBeats(winner: number, w: LowValue, losers: readonly number[], l: LowValue): Explanation {
  const several = losers.length > 1;
  const at = lowDecider(w, l);
  if (at && w.category === 'pair' && at.index === 0) {
    const values = { winner, ...losersOf(losers), winnerPair: rankName(at.rankA), loserPair: rankName(at.rankB) };
    return several
      ? explain('RULES lowball', 'low-pair-several', values, `seat ${winner}'s pair of ${RANK_PLURALS[at.rankA]} beats the pairs of ${RANK_PLURALS[at.rankB]} of ${seatsText(losers)}`)
      : explain('RULES lowball', 'low-pair', values, `seat ${winner}'s pair of ${RANK_PLURALS[at.rankA]} beats seat ${losers[0]}'s pair of ${RANK_PLURALS[at.rankB]}`);
  }
  if (at && w.category !== 'high-card') {
    const values = { winner, ...losersOf(losers), winnerCategory: w.category, loserCategory: l.category, winnerRank: rankName(at.rankA), loserRank: rankName(at.rankB) };
    const decides = `${rankName(at.rankA)} against ${rankName(at.rankB)} decides`;
    return several
      ? explain('RULES lowball', 'low-rank-several', values, `for low, seat ${winner}'s ${w.category} beats the ${l.category} of ${seatsText(losers)}: ${decides}`)
      : explain('RULES lowball', 'low-rank', values, `for low, seat ${winner}'s ${w.category} beats seat ${losers[0]}'s ${l.category}: ${decides}`);
  }
  if (at) {
    const winnerLow = lowName(w, at.index + 1);
    const loserLow = lowName(l, at.index + 1);
    const values = { winner, ...losersOf(losers), winnerLow, loserLow, winnerRank: rankName(at.rankA), loserRank: rankName(at.rankB) };
    const decides = `${rankName(at.rankA)} against ${rankName(at.rankB)} decides`;
    return several
      ? explain('RULES lowball', 'low-card-several', values, `seat ${winner}'s ${winnerLow} low beats the ${loserLow} lows of ${seatsText(losers)}: ${decides}`)
      : explain('RULES lowball', 'low-card', values, `seat ${winner}'s ${winnerLow} low beats seat ${losers[0]}'s ${loserLow} low: ${decides}`);
  }
  const values = { winner, ...losersOf(losers), winnerCategory: w.category, loserCategory: l.category };
  return several
    ? explain('RULES lowball', 'low-category-several', values, `for low, seat ${winner}'s ${w.category} beats the ${l.category} of ${seatsText(losers)}`)
    : explain('RULES lowball', 'low-category', values, `for low, seat ${winner}'s ${w.category} beats seat ${losers[0]}'s ${l.category}`);
}
