/** The board's cards: a boxed card at the flop, a street dealt too soon, a burn missed or two burnt (RULES.md, the board). */
import { boxedCard, burnMistake, cardsToString, legalActions, modelDeal, prematureBoard, setAsideBoxed, shuffledDeck, Action, type Card, type Explanation, type Profile, type Rng } from '../../../engine';
import { act, beginPlay, chooseAction, tableFor, type Level, type Play } from '../../hands/play';
import { tableView } from '../../hands/view';
import { base, BOARD_CHOICES, CALM, DEAL_CHOICES, offer, STUB_SHOWN, type Built } from './question';

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

export function boxedSituation(rng: Rng, level: Level, profile: Profile, situation: 'boxed'): Built | null {
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

export function prematureSituation(rng: Rng, level: Level, profile: Profile, situation: 'premature-flop' | 'premature-turn' | 'premature-river'): Built | null {
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

export function burnSituation(rng: Rng, level: Level, profile: Profile, situation: 'missed-burn' | 'two-burnt' | 'burn-boxed' | 'burn-late'): Built | null {
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
