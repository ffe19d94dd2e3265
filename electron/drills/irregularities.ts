/**
 * Irregularities (RULES.md, "Dealing procedure and irregularities"; deck.ts): a situation in the
 * deal or the betting, described beside the felt, and the ruling, chosen from four; where it
 * applies, the cards that come next (picked from the stub, shown face up for the drill) or who acts.
 * Every ruling and every card is computed by the engine from the modelled deal, not written per item.
 *
 * Levels (each situation's share of the items, as drawn):
 * 1. single facts: the first or second card exposed, one later card exposed (the card the player
 *    gets), a boxed card at the flop, a premature flop or river, a missed burn found before the
 *    betting, an action out of turn, a fold out of turn (the action to the folder unchanged: it stands);
 * 2. a deal error found after some action (substantial action counted), two cards exposed, a
 *    premature turn, two burnt found before the betting, a burn mistake found after the betting
 *    began, one card exposed (the player's card and the flop), a verbal declaration in turn and
 *    then another action (the declaration binds);
 * 3. two facts at once: an exposed card with a boxed card in the stub, a deal error with the
 *    actions counted to the edge of substantial action (two folds, three actions), a missed burn
 *    with a boxed card, an action out of turn answered by a bet or raise, a verbal declaration out
 *    of turn (an action out of turn, not a binding declaration).
 */
import {
  actionOutOfTurn,
  boxedCard,
  burnMistake,
  cardsToString,
  createRng,
  exposedCard,
  legalActions,
  misdealCauses,
  misdealRuling,
  modelDeal,
  prematureBoard,
  setAsideBoxed,
  shuffledDeck,
  Action,
  type Card,
  type Explanation,
  type Hand,
  type Profile,
  type Rng,
  type TurnAction,
  verbalInTurn,
  verbalOutOfTurn,
} from '../engine';
import type { TableView } from '../../shared/drills';
import type { irregularRulings } from '../../shared/enums';
import { act, beginPlay, chooseAction, dealBoard, tableFor, type Level, type Play, playStyle, type Style } from './play';
import { weighted } from './steer';
import { itemOf } from './item';
import { combine, mistake, scored } from './scoring';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule, QuestionOf } from './types';

type RulingId = (typeof irregularRulings)[number];
export type Situation =
  | 'exposed-first'
  | 'exposed-later'
  | 'boxed'
  | 'premature-flop'
  | 'premature-river'
  | 'missed-burn'
  | 'oot'
  | 'misdeal-cause'
  | 'two-exposed'
  | 'premature-turn'
  | 'two-burnt'
  | 'burn-late'
  | 'exposed-flop'
  | 'exposed-boxed'
  | 'misdeal-counted'
  | 'burn-boxed'
  | 'oot-raise'
  | 'oot-fold'
  | 'verbal'
  | 'verbal-oot';

export const SITUATIONS: Record<Level, readonly (readonly [Situation, number])[]> = {
  1: [['exposed-first', 0.12], ['exposed-later', 0.13], ['boxed', 0.12], ['premature-flop', 0.12], ['premature-river', 0.12], ['missed-burn', 0.13], ['oot', 0.13], ['oot-fold', 0.13]],
  2: [['misdeal-cause', 0.2], ['two-exposed', 0.1], ['premature-turn', 0.15], ['two-burnt', 0.12], ['burn-late', 0.13], ['exposed-flop', 0.15], ['verbal', 0.15]],
  3: [['exposed-boxed', 0.2], ['misdeal-counted', 0.2], ['burn-boxed', 0.2], ['oot-raise', 0.2], ['verbal-oot', 0.2]],
};

/** The rulings offered beside the right one, by the part of the game the situation is in. */
export const DEAL_CHOICES: readonly RulingId[] = ['misdeal', 'play-on', 'exposed-burn', 'exposed-replaced-now', 'boxed-set-aside', 'boxed-dealt'];
export const BOARD_CHOICES: readonly RulingId[] = ['flop-reshuffle', 'turn-set-aside', 'river-reshuffle', 'burn-corrected', 'board-stands'];
export const OOT_CHOICES: readonly RulingId[] = ['oot-binding', 'oot-options-back', 'kill-hand', 'misdeal'];
const VERBAL_CHOICES: readonly RulingId[] = ['verbal-binding', 'chips-stand', 'oot-options-back', 'kill-hand'];
const VERBAL_OOT_CHOICES: readonly RulingId[] = ['oot-binding', 'oot-options-back', 'verbal-binding', 'chips-stand'];

/** Cards of the stub shown face up for the drill (the dealer's stub as it lies). */
const STUB_SHOWN = 7;
/** Folds and checks before a misdeal found after some action (whether the actions so far count). */
const MISDEAL_COUNTED: Style = playStyle({ fold: 5, call: 2, raise: 0.5, allIn: 0, passive: 3 });
/** Calm play: calls and checks, few folds, so the hand reaches the street asked. */
const CALM: Style = playStyle({ fold: 0.5, call: 6, raise: 0.3, allIn: 0, passive: 6, sizing: 0.1 });

type Question = QuestionOf<'irregularities'>;

/** Plays until the first decision of `street` (`into`: that many actions into its betting, leaving a player to act). */
function playTo(play: Play, street: Hand['street'], into: number): boolean {
  let done = 0;
  for (let guard = 0; guard < 400; guard++) {
    const hand = play.hand;
    if (hand.phase === 'showdown' || hand.phase === 'complete') return false;
    if (hand.phase === 'deal-board') {
      if (hand.street === street) return into === 0 ? true : false;
      dealBoard(play);
      continue;
    }
    if (hand.phase !== 'betting') return false;
    if (hand.street === street) {
      if (done === into) return true;
      done++;
    }
    act(play, chooseAction(play, CALM, legalActions(hand, false)!));
  }
  return false;
}

/** The player actions of the current round so far, as substantial action counts them (posted blinds are not actions). */
export function turnActions(actions: readonly Action[], hand: Pick<Hand, 'round'>): TurnAction[] {
  const out: TurnAction[] = [];
  let bet = false;
  for (const a of actions) {
    if (a.type === 'deal-board') (out.length = 0), (bet = false);
    if (a.type === 'check' || a.type === 'call' || a.type === 'fold') out.push(a.type);
    if (a.type === 'raise') {
      // Preflop the blinds are a bet: the first chips beyond them raise.
      out.push(bet || hand.round === 0 ? 'raise' : 'bet');
      bet = true;
    }
  }
  return out;
}

export const offer = (rng: Rng, right: RulingId, pool: readonly RulingId[]): RulingId[] => rng.shuffle([right, ...rng.shuffle(pool.filter((r) => r !== right)).slice(0, 3)]);

interface Built {
  question: Question;
  answer: { ruling: RulingId; cards: string; to_act: number | null };
  why: Explanation[];
  play: Play;
}

function base(play: Play, situation: Situation, choices: RulingId[]): Question {
  return questionAround(tableView(play.hand, play.actions), situation, choices);
}

/** The question around `table`; who is to act is not shown: after an action out of turn it is the answer (`asksToAct`). */
export function questionAround(table: TableView, situation: Situation, choices: RulingId[], asksToAct = false): Question {
  return {
    kind: 'irregularities',
    table: { ...table, toAct: null },
    situation,
    cause: null,
    place: null,
    seat: null,
    shown: [],
    stub: '',
    stubWhen: null,
    boxedAt: null,
    oot: null,
    verbal: null,
    choices,
    asks: { cards: null, toAct: asksToAct },
  };
}

/** A hand dealt from the modelled deal: blinds posted, every hole card in the order the deal gives them. */
function dealt(rng: Rng, level: Level, profile: Profile): { play: Play } {
  const config = tableFor(rng, level, profile, { players: level === 1 ? [3, 6] : [4, 9] });
  const deal = modelDeal(shuffledDeck(rng), config.stacks.length, config.button);
  const play = beginPlay(rng, level, config, []);
  deal.hole.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
  return { play };
}

/** A hand played to a board street's deal, its board cards drawn from a stub the drill keeps. */
function toStreet(rng: Rng, level: Level, profile: Profile, street: 'flop' | 'turn' | 'river', into: number): { play: Play; stub: Card[] } | null {
  const config = tableFor(rng, level, profile, { players: [3, 6] });
  const deck = shuffledDeck(rng);
  const n = config.stacks.length;
  const deal = modelDeal(deck, n, config.button);
  const play = beginPlay(rng, level, config, []);
  deal.hole.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
  // The stub after the deal; each board street burns one and deals from it.
  const stub = deck.slice(n * 2);
  const streets: readonly string[] = ['preflop', 'flop', 'turn', 'river'];
  const target = streets.indexOf(street === 'flop' ? 'preflop' : street === 'turn' ? 'flop' : 'turn');
  for (let guard = 0; guard < 400; guard++) {
    const hand = play.hand;
    if (hand.phase === 'showdown' || hand.phase === 'complete') return null;
    if (hand.phase === 'deal-board') {
      if (streets.indexOf(hand.street) === target && into < 0) return { play, stub };
      stub.shift(); // the burn
      act(play, Action.dealBoard(stub.splice(0, hand.round === 0 ? 3 : 1)));
      continue;
    }
    if (streets.indexOf(hand.street) === target && into >= 0) {
      // `into` actions into the round, with a player still to act: the board came too early.
      if (into === 0) return { play, stub };
      into--;
    }
    act(play, chooseAction(play, CALM, legalActions(hand, false)!));
  }
  return null;
}

function build(rng: Rng, level: Level, profile: Profile, situation: Situation): Built | null {
  switch (situation) {
    case 'exposed-first':
    case 'exposed-later':
    case 'exposed-flop':
    case 'exposed-boxed': {
      const boxed = situation === 'exposed-boxed';
      const first = situation === 'exposed-first';
      // The place of the exposed card in the deal (0 the first card).
      const boxedShown = boxed ? rng.int(3) : null;
      const config = tableFor(rng, level, profile, { players: level === 1 ? [3, 6] : [4, 9] });
      const n = config.stacks.length;
      const exposedAt = first ? rng.int(2) : 2 + rng.int(2 * n - 2);
      const deck = shuffledDeck(rng);
      const boxedAt = boxedShown === null ? null : 2 * n + boxedShown;
      const deal = modelDeal(deck, n, config.button);
      const r = exposedCard(deck, n, config.button, exposedAt, profile, boxedAt);
      const seat = (deal.out[exposedAt].dest as { seat: number }).seat;
      const hole = deal.hole.map((c) => c.slice());
      if (r.ruling === 'exposed-burn') hole[seat][hole[seat].indexOf(deck[exposedAt])] = r.replacement!;
      const play = beginPlay(rng, level, config, []);
      if (r.ruling === 'exposed-burn') hole.forEach((cards, s) => act(play, Action.dealHole(s, cards)));
      const q = base(play, situation, offer(rng, r.ruling, DEAL_CHOICES));
      q.place = exposedAt + 1;
      q.seat = seat;
      q.shown = [{ role: 'exposed', cards: cardsToString([deck[exposedAt]]) }];
      let cards = '';
      if (r.ruling === 'exposed-burn') {
        q.stub = cardsToString(deck.slice(2 * n, 2 * n + STUB_SHOWN));
        q.stubWhen = 'now';
        q.boxedAt = boxedShown;
        const withFlop = situation !== 'exposed-later';
        q.asks.cards = withFlop ? 'replacement-flop' : 'replacement';
        cards = cardsToString(withFlop ? [r.replacement!, ...r.flop] : [r.replacement!]);
      }
      return { question: q, answer: { ruling: r.ruling, cards, to_act: null }, why: r.why, play };
    }
    case 'two-exposed':
    case 'misdeal-cause':
    case 'misdeal-counted': {
      const { play } = dealt(rng, level, profile);
      const cause = situation === 'two-exposed' ? 'two-exposed' : rng.pick(misdealCauses.filter((c) => c !== 'exposed-first-two' && c !== 'two-exposed'));
      // Found after a few actions in turn: level 2 none to three, level 3 the edges (two folds, three actions).
      const k = situation === 'two-exposed' ? 0 : situation === 'misdeal-cause' ? rng.int(4) : 2 + rng.int(2);
      const style: Style = situation === 'misdeal-counted' ? MISDEAL_COUNTED : CALM;
      for (let i = 0; i < k; i++) {
        const hand = play.hand;
        if (hand.phase !== 'betting') return null;
        act(play, chooseAction(play, style, legalActions(hand, false)!));
      }
      if (play.hand.phase !== 'betting') return null;
      const actions = turnActions(play.actions, play.hand);
      const r = misdealRuling(cause, actions, profile);
      const q = base(play, situation, offer(rng, r.ruling, DEAL_CHOICES));
      q.cause = cause;
      return { question: q, answer: { ruling: r.ruling, cards: '', to_act: null }, why: r.why, play };
    }
    case 'boxed': {
      const at = toStreet(rng, level, profile, 'flop', -1);
      if (!at) return null;
      const shownAt = rng.int(4);
      const r = boxedCard(at.stub, 0, shownAt);
      const q = base(at.play, situation, offer(rng, r.ruling, DEAL_CHOICES));
      q.stub = cardsToString(at.stub.slice(0, STUB_SHOWN));
      q.stubWhen = 'now';
      q.boxedAt = shownAt;
      q.asks.cards = 'burn-flop';
      return { question: q, answer: { ruling: r.ruling, cards: cardsToString([r.burn, ...r.flop]), to_act: null }, why: r.why, play: at.play };
    }
    case 'premature-flop':
    case 'premature-turn':
    case 'premature-river': {
      const street = situation === 'premature-flop' ? 'flop' : situation === 'premature-turn' ? 'turn' : 'river';
      const at = toStreet(rng, level, profile, street, 1 + rng.int(2));
      if (!at || at.play.hand.phase !== 'betting') return null;
      // The dealer burnt and dealt the street while a player was still to act.
      at.stub.shift();
      const premature = at.stub.splice(0, street === 'flop' ? 3 : 1);
      const r = prematureBoard(street, at.stub, premature, rng);
      const q = base(at.play, situation, offer(rng, r.ruling, BOARD_CHOICES));
      q.shown = [{ role: 'premature', cards: cardsToString(premature) }];
      let cards = '';
      if (street === 'turn') {
        q.stub = cardsToString(at.stub.slice(0, STUB_SHOWN));
        q.stubWhen = 'now';
        q.asks.cards = 'burn-turn';
        cards = cardsToString([r.burn!, ...r.cards]);
      }
      return { question: q, answer: { ruling: r.ruling, cards, to_act: null }, why: r.why, play: at.play };
    }
    case 'missed-burn':
    case 'two-burnt':
    case 'burn-boxed':
    case 'burn-late': {
      const late = situation === 'burn-late';
      const mistakeKind = situation === 'two-burnt' || (late && rng.int(2) === 0) ? 'two-burnt' : 'missed';
      const at = toStreet(rng, level, profile, 'flop', -1);
      if (!at) return null;
      let stub = at.stub;
      const why: Explanation[] = [];
      let boxedShown: number | null = null;
      if (situation === 'burn-boxed') {
        // A boxed card among the cards the dealer took for the flop: set aside first.
        boxedShown = rng.int(4);
        const aside = setAsideBoxed(stub, boxedShown);
        why.push(aside.why);
        stub = aside.stub;
      }
      const r = burnMistake(stub, { street: 'flop', mistake: mistakeKind, bettingBegun: late });
      why.push(...r.why);
      const skip = mistakeKind === 'missed' ? 0 : 2;
      const asDealt = stub.slice(skip, skip + 3);
      const q = base(at.play, situation, offer(rng, r.ruling, BOARD_CHOICES));
      const burnt = skip ? [{ role: 'burnt' as const, cards: cardsToString(stub.slice(0, 2)) }] : [];
      let cards: Card[];
      if (late) {
        // The flop stands and its betting has begun: the stub as it lies now, the next burn and the turn asked.
        act(at.play, Action.dealBoard(asDealt));
        const hand = at.play.hand;
        if (hand.phase !== 'betting') return null;
        act(at.play, chooseAction(at.play, CALM, legalActions(hand, false)!));
        if (at.play.hand.phase !== 'betting' || at.play.hand.street !== 'flop') return null;
        q.table = { ...tableView(at.play.hand, at.play.actions), toAct: null };
        q.shown = burnt;
        q.stub = cardsToString(stub.slice(skip + 3, skip + 3 + STUB_SHOWN));
        q.stubWhen = 'now';
        q.asks.cards = 'burn-turn';
        cards = [r.nextBurn!, r.next!];
      } else {
        // The flop as dealt, and the stub as it lay before the flop (a boxed card where it lay): the flop as it should be asked.
        q.shown = [{ role: 'board', cards: cardsToString(asDealt) }, ...burnt];
        q.stub = cardsToString(at.stub.slice(0, STUB_SHOWN + (boxedShown === null ? 0 : 1)));
        q.stubWhen = 'before-flop';
        q.boxedAt = boxedShown;
        q.asks.cards = 'flop';
        cards = r.cards;
      }
      return { question: q, answer: { ruling: r.ruling, cards: cardsToString(cards), to_act: null }, why, play: at.play };
    }
    case 'oot':
    case 'oot-raise':
    case 'oot-fold':
    case 'verbal':
    case 'verbal-oot': {
      const config = tableFor(rng, level, profile, { players: [4, 8] });
      const deck = shuffledDeck(rng);
      const deal = modelDeal(deck, config.stacks.length, config.button);
      const play = beginPlay(rng, level, config, deck.slice(config.stacks.length * 2));
      deal.hole.forEach((cards, seat) => act(play, Action.dealHole(seat, cards)));
      const street = rng.pick(['preflop', 'flop'] as const);
      if (!playTo(play, street, rng.int(2))) return null;
      const hand = play.hand;
      const skipped = hand.toAct!;
      const legal = legalActions(hand, false)!;
      const facing = legal.toCall > 0;
      // What the player to act may do.
      const inTurn: TurnAction[] = facing ? ['call', 'fold', ...(legal.canRaise ? (['raise'] as const) : [])] : ['check', ...(legal.canRaise ? (['bet'] as const) : [])];
      if (situation === 'verbal') {
        // In turn: the player to act says one thing and then does another.
        if (inTurn.length < 2) return null;
        const said = rng.pick(inTurn);
        const did = rng.pick(inTurn.filter((a) => a !== said));
        const r = verbalInTurn(skipped, said, did);
        const q = base(play, situation, offer(rng, r.ruling, VERBAL_CHOICES));
        q.verbal = { seat: skipped, said, did };
        return { question: q, answer: { ruling: r.ruling, cards: '', to_act: null }, why: r.why, play };
      }
      // A player further round the table, still in and with chips, acts out of turn.
      const n = hand.seats.length;
      const later = Array.from({ length: n - 1 }, (_, k) => (skipped + 1 + k) % n).filter((s) => !hand.seats[s].folded && hand.seats[s].stack > 0);
      if (later.length < 2) return null;
      const player = rng.pick(later.slice(0, 2));
      const fold = situation === 'oot-fold';
      if (fold && !facing) return null;
      // The skipped player's act: a bet or raise for oot-raise; after a fold out of turn one that
      // leaves the action to the folder as it was, so that the fold stands (RULES.md says no more
      // of one whose action changed).
      const raise: TurnAction[] = legal.canRaise ? [facing ? 'raise' : 'bet'] : [];
      const options: TurnAction[] = situation === 'oot-raise' ? raise : fold ? ['call', 'fold'] : inTurn;
      if (!options.length) return null;
      const skippedActs = rng.pick(options);
      // A fold out of turn only where the action to the folder stays the same (above): whether a folded hand comes back is not RULES.md's to say.
      const ootAct: TurnAction = fold ? 'fold' : rng.pick(facing ? (['call', 'raise'] as const) : (['check', 'bet'] as const));
      const verbal = situation === 'verbal-oot';
      const r = verbal ? verbalOutOfTurn(skipped, player, ootAct, skippedActs) : actionOutOfTurn(skipped, player, skippedActs, ootAct);
      const q = base(play, situation, offer(rng, r.ruling, verbal ? VERBAL_OOT_CHOICES : OOT_CHOICES));
      q.oot = { player, act: ootAct, skippedActs };
      if (verbal) q.verbal = { seat: player, said: ootAct, did: null };
      q.asks.toAct = true;
      return { question: q, answer: { ruling: r.ruling, cards: '', to_act: r.toAct }, why: r.why, play };
    }
  }
}

export interface Context {
  situation: Situation;
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'irregularities', Context> {
  const rng = createRng(seed);
  const situation = weighted(rng, SITUATIONS[level]);
  for (let attempt = 0; attempt < 200; attempt++) {
    const b = build(rng, level, profile, situation);
    if (!b) continue;
    const asked: Asked<'irregularities', Context> = { kind: 'irregularities', question: b.question, answer: { kind: 'irregularities', ...b.answer }, why: b.why, context: { situation } };
    return itemOf(asked, seed, level, profile, false, b.play.config, b.play.actions);
  }
  throw new Error(`no ${situation} situation for seed ${seed}`);
}

export const irregularities: DrillModule<'irregularities', Context> = {
  kind: 'irregularities',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const reason = item.why.map((w) => w.text).join('; ');
    const parts = [
      e.ruling === a.ruling ? scored(1, 1) : scored(0, 1, [mistake('ruling', e.ruling, a.ruling, 'wrong-irregular-ruling', { expected: e.ruling, given: a.ruling }, `the ruling is ${e.ruling}, not ${a.ruling}: ${reason}`)]),
    ];
    if (item.question.asks.cards) {
      parts.push(e.cards === a.cards ? scored(1, 1) : scored(0, 1, [mistake('cards', e.cards, a.cards, 'wrong-next-cards', { cards: e.cards, given: a.cards || '—' }, `the cards that come next are ${e.cards}, you said ${a.cards || 'none'}`)]));
    }
    if (item.question.asks.toAct) {
      parts.push(e.to_act === a.to_act ? scored(1, 1) : scored(0, 1, [mistake('to_act', e.to_act, a.to_act, 'wrong-oot-to_act', { seat: e.to_act, player: a.to_act }, `the action goes back to seat ${e.to_act}, who was skipped, not seat ${a.to_act}`)]));
    }
    return combine(...parts);
  },
};
