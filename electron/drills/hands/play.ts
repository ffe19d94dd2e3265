/**
 * A seeded player of plausible hands: builds a table for a drill level and drives actions through
 * the engine, recording every action. One hand object is advanced in place (a copy per action
 * would cost more than the rest of an item): what a drill needs of earlier moments (each betting
 * round's start and end, the antes, a short all-in this round) is noted as the hand passes it.
 */
import {
  cloneHand,
  createHand,
  modelDeal,
  nextStudCard,
  planServe,
  servable,
  stubFor,
  isFullRaise,
  legalActions,
  limitUnit,
  shuffledDeck,
  standardBlinds,
  GAMES,
  HOLE_CARDS,
  Action,
  type Antes,
  type Card,
  type Hand,
  type LegalActions,
  type ModelledDeal,
  type Profile,
  type Rng,
  type Structure,
  type StudCard,
  type TableConfig,
  type Variant,
} from '../../engine';
import { playAction, startPlayedHistory, type HistoryLog } from './history';

export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

export interface TableShape {
  structure?: Structure;
  variant?: Variant;
  /** Uneven stacks: short and deep stacks mixed, so that all-ins make side pots. */
  uneven?: boolean;
  /** Fewest and most players; defaults by level. */
  players?: readonly [number, number];
}

const BLINDS: Record<Level, readonly (readonly [number, number])[]> = {
  1: [[50, 100], [100, 200]],
  2: [[100, 200], [200, 400], [250, 500]],
  3: [[150, 300], [200, 400], [300, 600], [400, 800], [500, 1000]],
};
/** Level 1 uses one chip colour (amounts in round hundreds); level 3 mixes in 25s. */
const CHIP: Record<Level, number> = { 1: 100, 2: 100, 3: 25 };
export const PLAYERS: Record<Level, readonly [number, number]> = { 1: [2, 3], 2: [4, 6], 3: [6, 10] };

export const between = (rng: Rng, lo: number, hi: number): number => lo + rng.int(hi - lo + 1);

/** The unit the generated amounts are multiples of at this level. */
export const chipOf = (level: Level): number => CHIP[level];

/**
 * A table for one hand. The button is the last seat so that engine seat i is PHH player i
 * (PHH lists players from the small blind round to the button).
 */
export function tableFor(rng: Rng, level: Level, profile: Profile, shape: TableShape = {}): TableConfig {
  const [lo, hi] = shape.players ?? PLAYERS[level];
  const n = between(rng, lo, hi);
  const structure = shape.structure ?? 'no-limit';
  const variant = shape.variant ?? 'holdem';
  let [sb, bb] = rng.pick(BLINDS[level]);
  const chip = level === 1 ? sb : CHIP[level];
  const limit = structure === 'fixed-limit';
  const minBet = bb;
  if (limit) sb = bb / 2;
  // Stacks in big blinds: even tables 20-100 bb; uneven ones mix 3-25 bb shorts with deep stacks.
  const stacks: number[] = [];
  for (let i = 0; i < n; i++) {
    const bbs = shape.uneven ? (rng.int(2) === 0 ? between(rng, 2, 25) : between(rng, 15, 80)) : between(rng, 20, 100);
    let stack = bbs * bb;
    if (level >= 2) stack += between(rng, 0, Math.floor(bb / chip) - 1) * chip; // odd stacks
    stacks.push(stack);
  }
  let antes: Antes = { kind: 'none' };
  if (level === 3 || (level === 2 && rng.int(3) === 0)) {
    antes = rng.int(2) === 0 && n > 2 ? { kind: 'big-blind', amount: bb } : { kind: 'uniform', amount: Math.max(chip, Math.round(bb / 8 / chip) * chip) };
  }
  const button = n - 1;
  const blinds = standardBlinds(n, button, sb, bb);
  return drillTable({
    variant,
    structure,
    profile,
    stacks,
    button,
    blinds,
    antes,
    bigBlindSeat: antes.kind === 'big-blind' ? blinds.indexOf(bb) : undefined,
    minBet,
    bigBet: limit ? 2 * bb : undefined,
    smallestChip: level === 1 ? chip : CHIP[level],
  });
}

/**
 * Every drill's table in one shape, each field present and in one order. The engine reads
 * hand.config at every action; tables of several shapes (a big-blind ante, fixed limit, stud's
 * bring-in) made those reads polymorphic, which slowed every drill.
 */
export function drillTable(c: TableConfig): TableConfig {
  const table: EveryField<TableConfig> = {
    variant: c.variant,
    structure: c.structure,
    profile: c.profile,
    options: c.options,
    stacks: c.stacks,
    button: c.button,
    blinds: c.blinds,
    antes: c.antes,
    bigBlindSeat: c.bigBlindSeat,
    minBet: c.minBet,
    bigBet: c.bigBet,
    smallestChip: c.smallestChip,
    bringIn: c.bringIn,
  };
  return table;
}

/** Every field of T present (its value may be undefined): a table written field by field cannot drop a field added to T unnoticed. */
export type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/** A betting round as it passed: where it started and, once the next began, the hand at its end. */
export interface RoundMark {
  street: Hand['street'];
  /** Index in play.actions of the action that opened the round (the last hole card or a board card). */
  from: number;
  /** Each seat's gathered stake and chips handed back when the round opened. */
  committed: number[];
  returned: number[];
  /** Index of the round's last action and a copy of the hand after it; null while the round is the current one. */
  to: number;
  end: Hand | null;
}

/** A hand being played: the current hand (changed in place) and the actions so far. */
export interface Play {
  readonly rng: Rng;
  readonly level: Level;
  readonly config: TableConfig;
  hand: Hand;
  actions: Action[];
  /**
   * The stub: the cards not yet dealt, in the order they are dealt. Stud and draw burn off it as
   * they go (its bottom card: the stub is shuffled, so any of its cards is as good as the top one,
   * and the cards dealt stay those the seed always dealt); its last card is the one left when it
   * is down to one. A flop game's burns are modelled apart (`deal`).
   */
  deck: Card[];
  /** Stud and draw: the cards a scramble or reshuffle gathers (the burns, the discards of the players served). */
  muck: Card[];
  /** Each seat's antes as posted (a big-blind ante on the big blind's seat). */
  antes: number[];
  /** The betting rounds as they passed, kept only when asked for (betRounds reads them). */
  readonly keepsRounds: boolean;
  rounds: RoundMark[];
  /** An all-in this round that was less than a full bet or raise (TDA 47's short all-in; in fixed
   *  limit, less than a full unit, which the half-bet rule may still count as full). */
  shortAllIn: boolean;
  /** The action history as played (history.ts), so that a question's table view need not replay the hand. */
  readonly history: HistoryLog;
  /** A flop game dealt as the dealer deals it (engine deck.ts): the stub, the burns; null when not modelled. */
  deal: ModelledDeal | null;
}

/**
 * A hand dealt and ready for its first betting. With `burns` (a generator of its own), a flop game
 * is dealt from a modelled stub (engine deck.ts: one card at a time from the button's left, a burn
 * before each board deal): the hole cards and board are the ones drawn from `rng` as always (so a
 * seed deals the hand it always has), the three burns are drawn from the rest by `burns`, and the
 * stub that deals them in the dealer's order is the one modelled.
 */
export function startPlay(rng: Rng, level: Level, config: TableConfig, keepsRounds = false, burns?: Rng): Play {
  const k = HOLE_CARDS[config.variant];
  const n = config.stacks.length;
  // A flop game deals the hole cards and a board; stud may deal the whole deck.
  const flopGame = GAMES[config.variant].family === 'board';
  const deck = shuffledDeck(rng, flopGame ? n * k + 5 : 52);
  if (flopGame && burns) {
    const rest = deck.slice(n * k + 5);
    for (let i = 0; i < 3; i++) {
      const j = i + burns.int(rest.length - i);
      const card = rest[i];
      rest[i] = rest[j];
      rest[j] = card;
    }
    const hole = Array.from({ length: n }, (_, seat) => deck.slice(seat * k, seat * k + k));
    const deal = modelDeal(stubFor(hole, rest.slice(0, 3), deck.slice(n * k, n * k + 5), rest.slice(3), config.button), n, config.button, k);
    const play = beginPlay(rng, level, config, [...deal.board, ...deal.stub], keepsRounds);
    play.deal = deal;
    for (let seat = 0; seat < n; seat++) act(play, Action.dealHole(seat, deal.hole[seat]));
    return play;
  }
  // Each seat's cards sliced from the front and the rest kept once (a splice per seat moves the whole deck up each time).
  const play = beginPlay(rng, level, config, deck.slice(n * k), keepsRounds);
  for (let seat = 0; seat < n; seat++) act(play, Action.dealHole(seat, deck.slice(seat * k, seat * k + k)));
  return play;
}

/** A hand with the blinds and antes posted, nothing dealt (a replay deals its own cards: `deck` empty). */
export function beginPlay(rng: Rng, level: Level, config: TableConfig, deck: Card[], keepsRounds = false): Play {
  const hand = createHand(config);
  const play: Play = { rng, level, config, hand, actions: [], deck, muck: [], antes: [], keepsRounds, rounds: [], shortAllIn: false, history: startPlayedHistory(hand), deal: null };
  act(play, Action.post());
  const seats = hand.seats;
  for (let i = 0; i < seats.length; i++) play.antes.push(seats[i].committed + (i === config.bigBlindSeat ? hand.deadMoney : 0));
  return play;
}

export function act(play: Play, action: Action): Hand {
  const hand = play.hand;
  const rounds = play.rounds;
  // The dealer's cards: a street, the board, a draw's discards and replacements.
  const dealing = action.type === 'deal-board' || action.type === 'deal-hole' || action.type === 'discard';
  // A copy of the hand at each round's end, taken at the dealer's first card after it (for the
  // drills that ask about the rounds; a copy costs).
  if (dealing && rounds.length > 0) {
    const last = rounds[rounds.length - 1];
    if (last.end === null) {
      last.to = play.actions.length - 1;
      last.end = cloneHand(hand);
    }
  }
  const round = hand.round;
  const phase = hand.phase;
  const full = action.type === 'raise' && (hand.config.structure === 'fixed-limit' ? action.to - hand.fullLevel >= limitUnit(hand) : isFullRaise(hand, action.to));
  const error = playAction(play.history, action);
  if (error) throw new Error(`${error.action}: ${error.text} [${error.rule}]`);
  play.actions.push(action);
  if (action.type === 'raise' && !full && hand.seats[action.seat].stack === 0) play.shortAllIn = true;
  // A betting round opens with the card that completes its deal: the first deal's last hole card,
  // a board card, a stud street's last card, a draw's last replacement (or last stand-pat).
  if (dealing && (hand.round !== round || (phase === 'deal-hole' && hand.phase !== 'deal-hole'))) {
    play.shortAllIn = false;
    if (play.keepsRounds) {
      const committed: number[] = [];
      for (const s of hand.seats) committed.push(s.committed);
      rounds.push({ street: hand.street, from: play.actions.length - 1, committed, returned: hand.returned.slice(), to: -1, end: null });
    }
  }
  return hand;
}

/** The next board cards: the flop, turn or river; in stud the common card when the stub runs short. */
export function dealBoard(play: Play): void {
  const hand = play.hand;
  // A flop game's burns are in its modelled deal; stud's come off the stub here (engine stud.ts).
  if (hand.game.family === 'stud') studSteps(play, nextStudCard(hand, true));
  act(play, Action.dealBoard(play.deck.splice(0, hand.game.rounds[hand.round + 1].cards)));
}

/** Stud's next street: one card to each player still in, from the dealer's left (seat 0: the button is the last seat). */
export function dealStreet(play: Play, cards: (seat: number) => Card = () => play.deck.shift()!): void {
  const seats = play.hand.seats;
  let first = true;
  for (let seat = 0; seat < seats.length; seat++) {
    if (seats[seat].folded) continue;
    studSteps(play, nextStudCard(play.hand, first));
    first = false;
    act(play, Action.dealHole(seat, [cards(seat)]));
  }
}

/** A burn off the stub, into the muck (from the stub's bottom: the Play's `deck`). */
const burn = (play: Play): void => {
  play.muck.push(play.deck.pop()!);
};

/** The stub's last card and the muck shuffled into a new stub (RULES.md: stud's scramble, a draw's reshuffle). */
function gather(play: Play): void {
  play.deck = play.rng.shuffle(play.deck.concat(play.muck));
  play.muck = [];
}

/** The dealer's steps before a stud card, as the engine has them: the street's burn, the short stub's scramble. */
function studSteps(play: Play, steps: StudCard): void {
  if (steps.burn) burn(play);
  if (steps.scramble) gather(play);
}

/**
 * The next player's draw, dealt as the engine plans it (draw.ts): the draw's burn before its first
 * replacement, the cards above the stub's last, and when they run short a reshuffle and a burn.
 */
export function serveDraw(play: Play): void {
  const hand = play.hand;
  const draw = hand.draw!;
  const own = draw.discards[draw.served] as Card[];
  const serve = planServe(hand, own.length, !draw.burnt)!;
  if (serve.burn) burn(play);
  const cards = play.deck.splice(0, serve.fromStub);
  if (serve.reshuffle) {
    gather(play);
    burn(play);
    for (const c of play.deck.splice(0, own.length - serve.fromStub)) cards.push(c);
  }
  // The player's discards join the muck once the player is dealt.
  for (const c of own) play.muck.push(c);
  act(play, Action.dealHole(draw.seats[draw.served], cards));
}

/** How a simulated table plays: weights of each choice, and how large the raises run. */
export interface StyleWeights {
  fold: number;
  call: number;
  raise: number;
  allIn: number;
  /** Check instead of betting when no bet is faced (weight added to call when the check is free; default 0). */
  passive?: number;
  /** Bets and raises reach at most this share of the way from the minimum to the maximum (default 1). */
  sizing?: number;
  /** Draw games: the chance that a player draws to improve rather than stand pat whatever the cards (default 0.75; 0 always stands pat). */
  draws?: number;
}
export type Style = Readonly<Required<StyleWeights>>;

/**
 * A style with every field set, defaults filled in, in one order. The drills' styles were of
 * several shapes (some with a sizing, some with draws), and with all the kinds played in one
 * process every read of a style in chooseAction was a megamorphic look-up.
 */
export const playStyle = (w: StyleWeights): Style => ({ fold: w.fold, call: w.call, raise: w.raise, allIn: w.allIn, passive: w.passive ?? 0, sizing: w.sizing ?? 1, draws: w.draws ?? 0.75 });

export const STYLES = {
  normal: playStyle({ fold: 3, call: 5, raise: 2, allIn: 0.3, passive: 4 }),
  /** Short-stacked, gambling: many all-ins, few folds (side-pot material). */
  allIn: playStyle({ fold: 1.5, call: 4, raise: 1.5, allIn: 2.5, passive: 2 }),
  /** Raise-happy: many raises and re-raises in one round. */
  raisy: playStyle({ fold: 2, call: 3, raise: 4, allIn: 0.6, passive: 1 }),
  /** Checks and calls to the showdown, standing pat in a draw: the hands shown are the hands dealt. */
  checkDown: playStyle({ fold: 0, call: 1, raise: 0, allIn: 0, passive: 0, draws: 0 }),
  /** A short stack that moves in, or calls all-in, and never folds. */
  shover: playStyle({ fold: 0, call: 4, raise: 0.5, allIn: 5, passive: 2 }),
  /** A deep stack that calls every all-in and never folds. */
  caller: playStyle({ fold: 0, call: 6, raise: 0.5, allIn: 0, passive: 4 }),
  /** Folds to a bet, now and then after putting chips in. */
  folder: playStyle({ fold: 5, call: 1.5, raise: 0, allIn: 0, passive: 3 }),
  /** Folds to any bet; checks when it is free. */
  quitter: playStyle({ fold: 1, call: 0, raise: 0, allIn: 0, passive: 1 }),
} satisfies Record<string, Style>;

/** A raise-to amount between the bounds, mostly small, in multiples of the level's chip. */
function raiseAmount(play: Play, legal: LegalActions, sizing: number): number {
  const { minRaiseTo: min, maxRaiseTo: max } = legal;
  if (max <= min) return min;
  const r = play.rng.next();
  // Fixed limit with a choice (stud's double bet on an open pair): one unit or the other, nothing between.
  if (play.hand.config.structure === 'fixed-limit') return r < 0.7 ? min : max;
  const chip = play.level === 1 ? Math.max(play.hand.config.smallestChip ?? 1, 100) : (play.hand.config.smallestChip ?? 1);
  const raw = min + r * r * r * sizing * (max - min);
  const to = Math.round(raw / chip) * chip;
  return to < min ? min : to > max ? max : to;
}

/** The simulated player's choice at the current decision (`legal`: the hand's legal actions, reasons not needed). */
export function chooseAction(play: Play, style: Style, legal: LegalActions): Action {
  const seat = legal.seat;
  const rng = play.rng;
  // Stud, third street: the bring-in, or now and then a completion to the small bet.
  if (legal.bringIn > 0) return legal.canRaise && rng.next() * (style.call + style.raise) < style.raise / 2 ? Action.raise(seat, legal.minRaiseTo) : Action.bringIn(seat);
  const facing = legal.toCall > 0;
  const fold = facing ? style.fold : 0;
  const call = style.call + (facing ? 0 : style.passive);
  const raise = legal.canRaise ? style.raise : 0;
  const allIn = legal.canRaise && legal.maxRaiseTo === legal.allInTo ? style.allIn : 0;
  let r = rng.next() * (fold + call + raise + allIn);
  if ((r -= fold) < 0) return Action.fold(seat);
  if ((r -= call) < 0) return facing ? Action.call(seat) : Action.check(seat);
  if ((r -= raise) < 0) return Action.raise(seat, raiseAmount(play, legal, style.sizing));
  return Action.raise(seat, legal.allInTo);
}

/** Ranks 2 to 8 (rank 0 is a deuce): the cards a 2-7 player keeps. */
const EIGHT = 6;

/**
 * The cards a simulated player discards in a draw. Now and then the player stands pat whatever
 * the cards; otherwise 2-7 keeps one card of each rank up to an eight (the ace is high, so it
 * goes), and five-card draw keeps its pairs and better (with none, its two highest cards). Never
 * more than the stub can serve, a reshuffle included (draw.ts).
 */
export function chooseDiscards(play: Play, style: Style, seat: number): Card[] {
  const hand = play.hand;
  const draws = style.draws;
  const hole = hand.seats[seat].hole;
  if (draws <= 0 || !hole || hole.some((c) => c === null) || play.rng.next() >= draws) return [];
  // Sorted by hand (a five-card insertion sort): sort with a comparator dominated the draw games' items.
  const cards = (hole as Card[]).slice();
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    let j = i - 1;
    for (; j >= 0 && cards[j] > c; j--) cards[j + 1] = cards[j];
    cards[j + 1] = c;
  }
  const out: Card[] = [];
  if (hand.game.low) {
    let kept = 0; // a bit per rank
    for (const c of cards) {
      const rank = c >> 2;
      if (rank > EIGHT || kept & (1 << rank)) out.push(c);
      else kept |= 1 << rank;
    }
  } else {
    for (const c of cards) if (cards.every((d) => d === c || d >> 2 !== c >> 2)) out.push(c);
    if (out.length === cards.length) out.length -= 2;
  }
  out.length = servable(hand, out.length);
  return out;
}

/**
 * Plays on until the hand reaches the showdown or ends, or until `stop` says the current
 * decision is the one to ask about (then it returns true with the decision unplayed).
 * `styleFor` may change the style by street (e.g. check down after the asked round).
 */
export function playOn(play: Play, styleFor: (hand: Hand) => Style, stop?: (hand: Hand, legal: LegalActions) => boolean): boolean {
  for (let guard = 0; guard < 400; guard++) {
    const hand = play.hand;
    if (hand.phase === 'showdown' || hand.phase === 'complete') return false;
    if (hand.phase === 'deal-board') {
      dealBoard(play);
      continue;
    }
    if (hand.phase === 'deal-hole') {
      dealStreet(play);
      continue;
    }
    // A draw: each player in turn stands pat or discards, and is dealt as many at once.
    if (hand.phase === 'draw') {
      const draw = hand.draw!;
      if (draw.served < draw.seats.length) serveDraw(play);
      else act(play, Action.discard(hand.toAct!, chooseDiscards(play, styleFor(hand), hand.toAct!)));
      continue;
    }
    const legal = legalActions(hand, false)!;
    if (stop && stop(hand, legal)) return true;
    act(play, chooseAction(play, styleFor(hand), legal));
  }
  throw new Error('a simulated hand did not end');
}
