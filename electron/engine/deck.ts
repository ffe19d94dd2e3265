/**
 * The deal as a dealer makes it (RULES.md, "Dealing procedure and irregularities"): the stub in
 * order, one card at a time clockwise from the seat left of the button (heads-up the button is
 * the small blind, so the big blind gets the first card), one burn before each board deal. Every
 * card's place is computed from the stub, so that the rulings on exposed and boxed cards, premature
 * boards and burns below are read from the deck, not written per situation. Pure: no I/O, no clock;
 * a reshuffle draws on the seeded generator it is given.
 */
import { cardsToString, type Card } from './cards';
import { cite, explain, type Explanation } from './explain';
import type { Profile } from './rules';
import type { Rng } from './rng';

/** Where a card out of the stub went. */
export type Destination = { to: 'seat'; seat: number; round: number } | { to: 'burn'; before: BoardStreet } | { to: BoardStreet };
export type BoardStreet = 'flop' | 'turn' | 'river';
const BOARD_CARDS: Record<BoardStreet, number> = { flop: 3, turn: 1, river: 1 };
export const BOARD_STREETS: readonly BoardStreet[] = ['flop', 'turn', 'river'];

export interface DealtCard {
  card: Card;
  /** Its place in the stub, 0 the top card. */
  from: number;
  dest: Destination;
}

export interface ModelledDeal {
  /** Seats in the order they receive cards. */
  order: number[];
  /** Each seat's hole cards as dealt. */
  hole: Card[][];
  burns: Card[];
  board: Card[];
  /** Every card out of the stub, in order. */
  out: DealtCard[];
  /** The cards left in the stub after the river, top first. */
  stub: Card[];
  why: Explanation;
}

/** RULES dealing: clockwise from the seat left of the button; heads-up that seat is the big blind. */
export function dealOrder(seats: number, button: number): { order: number[]; why: Explanation } {
  const order = Array.from({ length: seats }, (_, k) => (button + 1 + k) % seats);
  const first = order[0];
  const why =
    seats === 2
      ? explain('RULES dealing', 'deal-heads-up', { seat: first, button }, `heads-up the button is the small blind: seat ${first}, the big blind, gets the first card`)
      : explain('RULES dealing', 'deal-order', { seat: first, button }, `the deal starts with seat ${first}, left of the button, and goes clockwise one card at a time`);
  return { order, why };
}

/** The cards of a stub in the order they are dealt: `seats` players, `holeCards` each, then burn-flop, burn-turn, burn-river. */
export function modelDeal(stub: readonly Card[], seats: number, button: number, holeCards = 2): ModelledDeal {
  const { order, why } = dealOrder(seats, button);
  if (stub.length < seats * holeCards + 8) throw new Error(`a stub of ${stub.length} cards is too short for ${seats} players`);
  const hole: Card[][] = Array.from({ length: seats }, () => []);
  const out: DealtCard[] = [];
  let at = 0;
  for (let round = 0; round < holeCards; round++) {
    for (const seat of order) {
      hole[seat].push(stub[at]);
      out.push({ card: stub[at], from: at++, dest: { to: 'seat', seat, round } });
    }
  }
  const burns: Card[] = [];
  const board: Card[] = [];
  for (const street of BOARD_STREETS) {
    burns.push(stub[at]);
    out.push({ card: stub[at], from: at++, dest: { to: 'burn', before: street } });
    for (let k = 0; k < BOARD_CARDS[street]; k++) {
      board.push(stub[at]);
      out.push({ card: stub[at], from: at++, dest: { to: street } });
    }
  }
  return { order, hole, burns, board, out, stub: stub.slice(at), why };
}

/**
 * The stub that modelDeal deals as these cards: each seat's hole cards, then burn-flop, burn-turn,
 * burn-river, then the rest (the inverse of modelDeal, for a hand whose cards were drawn first).
 */
export function stubFor(hole: readonly (readonly Card[])[], burns: readonly Card[], board: readonly Card[], rest: readonly Card[], button: number): Card[] {
  const { order } = dealOrder(hole.length, button);
  const stub: Card[] = [];
  for (let round = 0; round < hole[0].length; round++) for (const seat of order) stub.push(hole[seat][round]);
  let at = 0;
  BOARD_STREETS.forEach((street, k) => {
    stub.push(burns[k]);
    for (let n = 0; n < BOARD_CARDS[street]; n++) stub.push(board[at++]);
  });
  return stub.concat(rest);
}

/** A ruling: what the dealer does, and why (each reason naming its rule). */
export interface Ruling<R extends string = string> {
  ruling: R;
  why: Explanation[];
}

const cardList = (cards: readonly Card[]): string => cardsToString(cards);

// --- Substantial action and misdeals ------------------------------------------------------------

/** A player's action in turn (posted blinds are not actions). */
export type TurnAction = 'check' | 'call' | 'bet' | 'raise' | 'fold';
const PUTS_CHIPS_IN: ReadonlySet<TurnAction> = new Set(['call', 'bet', 'raise']);

/**
 * TDA substantial action: two actions in turn of which at least one puts chips in (blinds do not
 * count), or any three actions in turn.
 */
export function substantialAction(actions: readonly TurnAction[]): { substantial: boolean; why: Explanation } {
  const n = actions.length;
  const chips = actions.filter((a) => PUTS_CHIPS_IN.has(a)).length;
  const substantial = n >= 3 || (n >= 2 && chips >= 1);
  const values = { actions: n, chips };
  if (n >= 3) return { substantial, why: explain('TDA substantial action', 'substantial-three', values, `${n} actions in turn: any three actions in turn are substantial action`) };
  if (substantial) return { substantial, why: explain('TDA substantial action', 'substantial-chips', values, `two actions in turn, ${chips === 1 ? 'one of them' : 'both'} putting chips in: substantial action`) };
  return {
    substantial,
    why: explain('TDA substantial action', 'not-substantial', values, n === 0 ? 'no action in turn yet (posted blinds do not count): no substantial action' : `${n} action${n === 1 ? '' : 's'} in turn${n === 2 ? ', neither putting chips in' : ''}: not yet substantial action`),
  };
}

/** The deal errors that make a misdeal before substantial action (RULES, misdeal). */
export const misdealCauses = ['exposed-first-two', 'two-exposed', 'wrong-count', 'empty-seat', 'first-card-wrong-seat', 'button-misplaced'] as const;
export type MisdealCause = (typeof misdealCauses)[number];

const CAUSE_TEXT: Record<MisdealCause, string> = {
  'exposed-first-two': 'the dealer exposed the first or second card of the deal',
  'two-exposed': 'the dealer exposed two or more cards during the deal',
  'wrong-count': 'a player was dealt the wrong number of cards',
  'empty-seat': 'a card was dealt to an empty seat or to a player not entitled to one',
  'first-card-wrong-seat': 'the first card was dealt to the wrong seat',
  'button-misplaced': 'the button was misplaced',
};

/** The misdeal rules as the profile's rulebook has them: the TDA's in tournaments, Robert's Rules in cash games (RULES.md, Dealing procedure). */
const misdealRule = (profile: Profile): string => cite(profile, 'TDA misdeal', 'RRP misdeal');

/**
 * RULES misdeal: before substantial action a deal error makes a misdeal (gathered, reshuffled and
 * dealt again; button and blinds stay); after it, the hand goes on. Exposures by the dealer are
 * seen as the cards are dealt, before any action.
 */
export function misdealRuling(cause: MisdealCause, actions: readonly TurnAction[], profile: Profile): Ruling<'misdeal' | 'play-on'> {
  const sa = substantialAction(actions);
  const values = { actions: actions.length };
  const rule = misdealRule(profile);
  // The cause itself, keyed by its name.
  const what = explain(rule, cause, {}, CAUSE_TEXT[cause]);
  if (sa.substantial) {
    return { ruling: 'play-on', why: [what, sa.why, explain(rule, 'misdeal-too-late', values, 'the error was found only after substantial action: no misdeal, the hand goes on')] };
  }
  return {
    ruling: 'misdeal',
    why: [what, sa.why, explain(rule, 'misdeal', values, 'found before substantial action: a misdeal; the cards are reshuffled and dealt again, the button and the blinds stay where they were')],
  };
}

// --- Exposed and boxed cards ----------------------------------------------------------------------

/** What comes of a card exposed by the dealer at place `exposedAt` of the deal (0 the first card dealt). */
export interface ExposedOutcome extends Ruling<'misdeal' | 'exposed-burn'> {
  /** The exposed card's player gets this card (none on a misdeal). */
  replacement: Card | null;
  /** The burn before the flop, and the flop. */
  burn: Card | null;
  flop: Card[];
}

/**
 * RULES exposed card: the first or second card of the deal exposed is a misdeal; one card exposed
 * later: the deal goes on, the player gets the next card off the top once everyone has their
 * cards, and the exposed card, shown to all, is the burn before the flop (no other burn).
 * A boxed card met in the stub on the way is set aside (`boxedAt`: its place in the stub).
 */
export function exposedCard(stub: readonly Card[], seats: number, button: number, exposedAt: number, profile: Profile, boxedAt: number | null = null, holeCards = 2): ExposedOutcome {
  const deal = modelDeal(stub, seats, button, holeCards);
  const dealt = seats * holeCards;
  const exposed = stub[exposedAt];
  const seat = (deal.out[exposedAt].dest as { seat: number }).seat;
  if (exposedAt < 2) {
    return {
      ruling: 'misdeal',
      replacement: null,
      burn: null,
      flop: [],
      why: [explain(misdealRule(profile), 'misdeal-first-two', { place: exposedAt + 1, card: cardList([exposed]) }, `the ${exposedAt === 0 ? 'first' : 'second'} card of the deal (${cardList([exposed])}) was exposed by the dealer: a misdeal`)],
    };
  }
  const next = liveCards(stub, dealt, boxedAt);
  const replacement = next[0];
  const flop = next.slice(1, 4);
  const why = [
    explain('RRP exposed card', 'exposed-one', { seat, card: cardList([exposed]), replacement: cardList([replacement]) }, `one card (${cardList([exposed])}) exposed during the deal, not the first or second: the deal goes on; seat ${seat} gets the next card off the top after the deal, ${cardList([replacement])}`),
    explain('RRP exposed card', 'exposed-is-burn', { card: cardList([exposed]), flop: cardList(flop) }, `the exposed card ${cardList([exposed])} is shown to all and is the burn: the flop is the next three cards, ${cardList(flop)}, without another burn`),
  ];
  if (boxedAt !== null && boxedAt >= dealt) why.splice(1, 0, boxedReason(stub[boxedAt]));
  return { ruling: 'exposed-burn', replacement, burn: exposed, flop, why };
}

/** The stub from place `from` on with a boxed card (if any is at `boxedAt`) left out. */
function liveCards(stub: readonly Card[], from: number, boxedAt: number | null): Card[] {
  return stub.slice(from).filter((_, k) => from + k !== boxedAt);
}

/** RULES boxed card: the stub with the boxed card at `boxedAt` set aside, and the reason. */
export function setAsideBoxed(stub: readonly Card[], boxedAt: number): { stub: Card[]; why: Explanation } {
  return { stub: liveCards(stub, 0, boxedAt), why: boxedReason(stub[boxedAt]) };
}

const boxedReason = (card: Card): Explanation =>
  explain('RULES boxed card', 'boxed', { card: cardList([card]) }, `${cardList([card])} is boxed (face up in the deck): it is not a card; it is set aside and the next card is used`);

/**
 * RULES boxed card: set aside, the next card used. `boxedAt` is the boxed card's place in the
 * stub, met when the dealer comes to the board: the burn and the flop are read from the rest.
 */
export function boxedCard(stub: readonly Card[], seats: number, boxedAt: number, holeCards = 2): Ruling<'boxed-set-aside'> & { burn: Card; flop: Card[] } {
  const dealt = seats * holeCards;
  const next = liveCards(stub, dealt, boxedAt);
  return { ruling: 'boxed-set-aside', burn: next[0], flop: next.slice(1, 4), why: [boxedReason(stub[boxedAt]), explain('RULES dealing', 'burn-then-flop', { burn: cardList([next[0]]), flop: cardList(next.slice(1, 4)) }, `the burn is ${cardList([next[0]])} and the flop ${cardList(next.slice(1, 4))}`)] };
}

// --- Burns ----------------------------------------------------------------------------------------

/** The board round a burn mistake was made on, the mistake, and whether its betting had begun when found. */
export interface BurnMistake {
  street: BoardStreet;
  mistake: 'missed' | 'two-burnt';
  bettingBegun: boolean;
}

/**
 * RULES (Robert's Rules) missed burn or two burnt: found before any betting on that round, the
 * cards are put back in the order they should have come; once its betting has begun, the board
 * stands. `stub`: the stub from the card the burn should have been (top first). Returns the
 * street's cards as they stand after the ruling, and the next burn and card (the next street).
 */
export function burnMistake(stub: readonly Card[], m: BurnMistake): Ruling<'burn-corrected' | 'board-stands'> & { cards: Card[]; nextBurn: Card | null; next: Card | null } {
  const n = BOARD_CARDS[m.street];
  // As the dealer dealt it: a missed burn dealt the burn card to the board; two burnt put the first board card in the muck.
  const skip = m.mistake === 'missed' ? 0 : 2;
  const dealt = stub.slice(skip, skip + n);
  const usedBy = skip + n; // cards taken out of the stub so far
  const missed = m.mistake === 'missed';
  if (m.bettingBegun) {
    // The board stands; the next street is dealt from the stub as it is: a burn, then its card.
    const nextBurn = m.street === 'river' ? null : stub[usedBy] ?? null;
    const next = m.street === 'river' ? null : stub[usedBy + 1] ?? null;
    return {
      ruling: 'board-stands',
      cards: dealt,
      nextBurn,
      next,
      why: [explain('RRP burn', missed ? 'missed-burn-stands' : 'two-burnt-stands', { street: m.street, cards: cardList(dealt) }, `the ${m.street} was dealt ${m.mistake === 'missed' ? 'without a burn' : 'after two burns'}, found once its betting had begun: the board stands (${cardList(dealt)})${next !== null ? `; the next street is a burn (${cardList([nextBurn!])}) and ${cardList([next])}` : ''}`)],
    };
  }
  // Put back in the order they should have come: one burn, then the street's cards.
  const cards = stub.slice(1, 1 + n);
  const nextBurn = m.street === 'river' ? null : stub[1 + n];
  const next = m.street === 'river' ? null : stub[2 + n];
  return {
    ruling: 'burn-corrected',
    cards,
    nextBurn,
    next,
    why: [
      explain('RRP burn', missed ? 'missed-burn-corrected' : 'two-burnt-corrected', { street: m.street, burn: cardList([stub[0]]), cards: cardList(cards) }, `the ${m.street} was dealt ${m.mistake === 'missed' ? 'without a burn' : 'after two burns'}, found before any betting on it: the cards go back in the order they should have come: ${cardList([stub[0]])} is the burn and the ${m.street} is ${cardList(cards)}`),
    ],
  };
}

// --- Premature boards -----------------------------------------------------------------------------

/**
 * RULES (Robert's Rules) premature board, dealt before the betting ended. `stub`: the stub right
 * after the premature card(s) were dealt (top first); `premature`: those cards; `rng`: the
 * reshuffle. Flop: the flop goes back into the stub (the burn stays on the table), the stub is
 * reshuffled and cut, and a new flop dealt without a burn. Turn: set aside; the turn is burnt and
 * dealt from the stub; for the river the stub and the set-aside card are reshuffled, cut and the
 * river dealt without a burn. River: the stub and that card are reshuffled, cut, and the river
 * dealt without a burn.
 */
export function prematureBoard(street: BoardStreet, stub: readonly Card[], premature: readonly Card[], rng: Rng): Ruling<'flop-reshuffle' | 'turn-set-aside' | 'river-reshuffle'> & { burn: Card | null; cards: Card[]; river: Card | null } {
  const shown = cardList(premature);
  if (street === 'flop') {
    const reshuffled = rng.shuffle([...stub, ...premature]);
    const flop = reshuffled.slice(0, 3);
    return {
      ruling: 'flop-reshuffle',
      burn: null,
      cards: flop,
      river: null,
      why: [explain('RRP premature board', 'premature-flop', { cards: shown }, `a flop (${shown}) dealt before the betting ended goes back into the stub; the burn stays on the table; after the betting the stub is reshuffled and cut, and a new flop dealt without a new burn`)],
    };
  }
  if (street === 'turn') {
    const burn = stub[0];
    const turn = stub[1];
    const reshuffled = rng.shuffle([...stub.slice(2), ...premature]);
    return {
      ruling: 'turn-set-aside',
      burn,
      cards: [turn],
      river: reshuffled[0],
      why: [
        explain('RRP premature board', 'premature-turn', { card: shown, burn: cardList([burn]), turn: cardList([turn]) }, `a turn (${shown}) dealt before the betting ended is set aside; after the betting the dealer burns (${cardList([burn])}) and deals the turn from the stub: ${cardList([turn])}`),
        explain('RRP premature board', 'premature-turn-river', { card: shown }, `for the river the stub and the set-aside ${shown} are reshuffled (burns and mucked cards stay out), cut, and the river dealt without a burn`),
      ],
    };
  }
  const river = rng.shuffle([...stub, ...premature])[0];
  return {
    ruling: 'river-reshuffle',
    burn: null,
    cards: [river],
    river,
    why: [explain('RRP premature board', 'premature-river', { card: shown }, `a river (${shown}) dealt before the betting ended: the stub and that card are reshuffled, cut, and the river dealt without a burn`)],
  };
}

// --- Action out of turn ---------------------------------------------------------------------------

/**
 * TDA action out of turn: the action goes back to the skipped player. The out-of-turn action is
 * binding if the action to that player does not change: a check, call or fold by the skipped
 * player does not change it; a bet or raise does, and the out-of-turn player then has every
 * option back (the chips may be taken back).
 */
export function actionOutOfTurn(skipped: number, outOfTurn: number, skippedActs: TurnAction, ootAct: TurnAction | null = null): Ruling<'oot-binding' | 'oot-options-back'> & { toAct: number } {
  const values = { seat: skipped, player: outOfTurn, act: skippedActs };
  const back = explain('TDA action out of turn', 'oot-back', { seat: skipped, player: outOfTurn }, `seat ${outOfTurn} acted out of turn: the action goes back to seat ${skipped}, who was skipped`);
  if (skippedActs === 'bet' || skippedActs === 'raise') {
    return { ruling: 'oot-options-back', toAct: skipped, why: [back, explain('TDA action out of turn', 'oot-changed', values, `seat ${skipped} ${skippedActs}s: the action to seat ${outOfTurn} has changed, so the out-of-turn action is not binding and seat ${outOfTurn} has all options back`)] };
  }
  const why = [back, explain('TDA action out of turn', 'oot-unchanged', values, `seat ${skipped} ${skippedActs === 'check' ? 'checks' : skippedActs === 'call' ? 'calls' : 'folds'}: the action to seat ${outOfTurn} does not change, so the out-of-turn action is binding`)];
  // A fold is an action like any other: binding, it stands, and the hand is dead.
  if (ootAct === 'fold') why.push(explain('TDA action out of turn', 'oot-fold-binding', { player: outOfTurn }, `seat ${outOfTurn}'s fold out of turn is binding: the hand is folded and dead`));
  return { ruling: 'oot-binding', toAct: skipped, why };
}

/**
 * RULES (TDA) verbal declarations in turn are binding: a player who declares an action in turn is
 * held to it, whatever chips or cards follow (`did`: what the player then did instead).
 */
export function verbalInTurn(seat: number, said: TurnAction, did: TurnAction): Ruling<'verbal-binding'> & { stands: TurnAction } {
  return {
    ruling: 'verbal-binding',
    stands: said,
    why: [explain('TDA verbal declaration', 'verbal-binding', { seat, said, did }, `seat ${seat} declared ${said} in turn, then went to ${did}: a verbal declaration in turn is binding; seat ${seat} must ${said}`)],
  };
}

/**
 * A verbal declaration out of turn is not a declaration in turn: it is an action out of turn
 * (actionOutOfTurn), binding only if the action to that player does not change.
 */
export function verbalOutOfTurn(skipped: number, outOfTurn: number, said: TurnAction, skippedActs: TurnAction): Ruling<'oot-binding' | 'oot-options-back'> & { toAct: number } {
  const oot = actionOutOfTurn(skipped, outOfTurn, skippedActs, said);
  return { ...oot, why: [explain('TDA verbal declaration', 'verbal-out-of-turn', { player: outOfTurn, said }, `seat ${outOfTurn} declared ${said} out of turn: only a declaration in turn binds as such; this is an action out of turn`), ...oot.why] };
}
