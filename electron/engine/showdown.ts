/**
 * The end of a hand: who shows in what order, the winners of each pot (the last side pot
 * first), split pots and odd chips, and rake.
 */
import { cardsToString, RANKS, type Card } from './cards';
import { evaluateHoldem, evaluateOmaha, kickerDecider, type HandValue } from './evaluate';
import { explain, REASON_NOT_ASKED, type Explanation, type Result } from './explain';
import { ineligibleReason, potLayers, type Pot } from './pots';
import { ledgerOf, seatsFromButton, smallestChip, type Hand } from './state';

export interface ShowdownOrder {
  /** Live seats in the order the rules have them show; empty when nobody shows down. */
  order: number[];
  /** TDA 16: a player is all-in and no betting remains, so every hand is turned up at once. */
  allAtOnce: boolean;
  why: Explanation;
}

/**
 * RULES (showdown): the last player to bet or raise on the final round shows first; if the final
 * round had no bet, the first live player left of the button; then clockwise. `withReasons` false
 * leaves the explanation out, for bulk replays.
 */
export function showdownOrder(hand: Hand, withReasons = true): ShowdownOrder {
  const live = seatsFromButton(hand).filter((i) => !hand.seats[i].folded);
  if (live.length < 2) {
    return { order: [], allAtOnce: false, why: withReasons ? explain('RULES showdown', 'no-showdown', {}, 'the last player left wins without showing') : REASON_NOT_ASKED };
  }
  const aggressor = hand.aggressor.river;
  const first = aggressor !== null && !hand.seats[aggressor].folded ? aggressor : live[0];
  const k = live.indexOf(first);
  const order = [...live.slice(k), ...live.slice(0, k)];
  const allAtOnce = live.some((i) => hand.seats[i].stack === 0);
  if (!withReasons) return { order, allAtOnce, why: REASON_NOT_ASKED };
  const why =
    aggressor !== null
      ? explain('RULES showdown', 'last-aggressor-first', { seat: first }, `seat ${first} made the last bet or raise on the river and shows first`)
      : explain('RULES showdown', 'left-of-button-first', { seat: first }, `the river had no bet: seat ${first}, the first live player left of the button, shows first`);
  if (!allAtOnce) return { order, allAtOnce, why };
  return {
    order,
    allAtOnce,
    why: explain('TDA 16', 'all-face-up', { order }, 'a player is all-in and no betting remains: every hand is turned face up at once'),
  };
}

export interface Share {
  seat: number;
  amount: number;
}

export interface AwardedPot extends Pot {
  /** 0 is the main pot. */
  index: number;
  winners: Share[];
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
  /** Each seat's best hand, for the seats that showed. */
  hands: Record<number, HandValue>;
  steps: Explanation[];
}

function evaluateSeat(hand: Hand, seat: number): HandValue | null {
  const hole = hand.seats[seat].hole;
  if (!hole || hole.some((c) => c === null) || hand.board.length < 5) return null;
  const cards = hole as Card[];
  return hand.config.variant === 'omaha' ? evaluateOmaha(cards, hand.board) : evaluateHoldem(cards, hand.board);
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

function rakeFor(hand: Hand, total: number): number {
  const rake = hand.options.rake;
  if (!rake) return 0;
  if (rake.noFlopNoDrop && hand.board.length === 0) return 0;
  const unit = smallestChip(hand);
  return Math.min(rake.cap, Math.floor((total * rake.percent) / 100 / unit) * unit);
}

const rankName = (r: number): string => RANKS[r];

/**
 * Settles a finished hand (all but one folded, or at the showdown with the board complete).
 * `withReasons` false leaves the explanations out, for bulk replays.
 */
export function settle(hand: Hand, withReasons = true): Result<Settlement> {
  const fail = (text: string): Result<Settlement> => ({ ok: false, error: { ...explain('RULES showdown', 'cannot-settle', {}, text), action: 'settle' } });
  if (hand.phase !== 'complete' && hand.phase !== 'showdown') return fail(`the hand is not over (${hand.phase})`);
  const ledger = ledgerOf(hand);
  const layers = potLayers(ledger);
  const showdown = showdownOrder(hand, withReasons);
  const clockwise = seatsFromButton(hand);
  const unit = smallestChip(hand);
  const hands: Record<number, HandValue> = {};
  const steps: Explanation[] = [];
  const total = layers.reduce((t, l) => t + l.amount, 0);
  let rakeLeft = rakeFor(hand, total);
  const rake = rakeLeft;

  const pots: AwardedPot[] = layers.map((layer, index) => ({ index, amount: layer.amount, eligible: layer.eligible, winners: [], rake: 0, why: [] }));
  pots.forEach((pot) => {
    const taken = Math.min(rakeLeft, pot.amount);
    pot.rake = taken;
    rakeLeft -= taken;
  });
  const awardOrder = pots.map((p) => p.index).reverse();
  // Reasons are built only when asked for; `reason` runs at once, so it sees the variables as they are now.
  const say = (pot: AwardedPot, reason: () => Explanation | null): void => {
    if (!withReasons) return;
    const r = reason();
    if (r) pot.why.push(r);
  };
  for (const index of awardOrder) {
    const pot = pots[index];
    const layer = layers[index];
    for (let seat = 0; seat < hand.seats.length; seat++) {
      if (layer.contributions[seat] > 0) say(pot, () => ineligibleReason(layer, seat, ledger));
    }
    // A muck forfeits; a hand nobody else contests wins without showing.
    const contenders = pot.eligible.filter((i) => hand.seats[i].showdown !== 'muck');
    if (contenders.length === 0) return fail(`every player in pot ${index} mucked`);
    let winners: number[];
    if (contenders.length === 1) {
      winners = contenders;
      say(pot, () => explain('RULES showdown', 'uncontested', { seat: winners[0], pot: index }, `seat ${winners[0]} is the only player left in pot ${index}`));
    } else {
      let best: HandValue | null = null;
      winners = [];
      for (const i of contenders) {
        const value = hands[i] ?? evaluateSeat(hand, i);
        if (!value) return fail(`seat ${i}'s hand is not known: it cannot be settled`);
        hands[i] = value;
        const c = best ? value.score - best.score : 1;
        if (c > 0) {
          if (best && winners.length) say(pot, () => beats(i, value, winners[0], best!));
          best = value;
          winners = [i];
        } else if (c === 0) winners.push(i);
        else say(pot, () => beats(winners[0], best!, i, value));
      }
      const top = best!;
      const who = winners;
      say(pot, () =>
        explain('RULES showdown', 'pot-winners', { pot: index, winners: who, cards: cardsToString(top.cards), category: top.category }, `pot ${index}: ${who.map((w) => `seat ${w}`).join(' and ')} win${who.length > 1 ? '' : 's'} with ${top.category} ${cardsToString(top.cards)}`),
      );
    }
    const ordered = clockwise.filter((i) => winners.includes(i));
    pot.winners = splitPot(pot.amount - pot.rake, ordered, unit, hand.options.oddChips);
    if (ordered.length > 1) {
      say(pot, () =>
        explain(hand.options.oddChips === 'all-to-first' ? 'TDA 20' : "Robert's Rules", 'split', { pot: index, seats: pot.winners.map((w) => w.seat), shares: pot.winners.map((w) => w.amount), unit }, `pot ${index} is split ${pot.winners.map((w) => `${w.amount} to seat ${w.seat}`).join(', ')}; odd chips go to the first winners left of the button`),
      );
    }
    steps.push(...pot.why);
  }
  const finalStacks = hand.seats.map((s) => s.stack);
  for (const pot of pots) for (const w of pot.winners) finalStacks[w.seat] += w.amount;
  // A loop, not flatMap: V8 runs flatMap several times slower, and replays settle every hand.
  const returned: { seat: number; amount: number }[] = [];
  for (let seat = 0; seat < hand.returned.length; seat++) if (hand.returned[seat] > 0) returned.push({ seat, amount: hand.returned[seat] });
  return { ok: true, value: { returned, pots, awardOrder, showdown, rake, finalStacks, hands, steps } };
}

function beats(winner: number, w: HandValue, loser: number, l: HandValue): Explanation {
  const kicker = kickerDecider(w, l);
  if (kicker) {
    return explain('RULES showdown', 'kicker', { winner, loser, index: kicker.index, winnerRank: rankName(kicker.rankA), loserRank: rankName(kicker.rankB) }, `seat ${winner} beats seat ${loser}: ${rankName(kicker.rankA)} against ${rankName(kicker.rankB)} decides`);
  }
  return explain('RULES showdown', 'category', { winner, loser, winnerCategory: w.category, loserCategory: l.category }, `seat ${winner}'s ${w.category} beats seat ${loser}'s ${l.category}`);
}
