/** What the dealer sees: a hand as the question's TableView (hole cards face down unless tabled). */
import { buildPots, cardToString, cardsToString, type Action, type Hand } from '../../engine';
import type { TableView } from '../../../shared/drills';
import { handHistory } from './history';
import { actionLines } from './record';

export interface ViewOptions {
  /** Seats whose cards are face up (tabled). */
  faceUp?: readonly number[];
  /** Override the chips in front (a round not yet gathered). */
  bets?: readonly number[];
  /** Override the chips behind. */
  stacks?: readonly number[];
  /** Override the pots in the middle. */
  middle?: TableView['middle'];
  /**
   * Leave out the last street's bettor or raiser: in a showdown-order question that mark is the
   * answer's first seat (RULES.md, showdown order), so the trainee reads who bet last from the actions.
   */
  hideFinalAggressor?: boolean;
}

export function tableView(hand: Hand, actions: readonly Action[], opts: ViewOptions = {}): TableView {
  const c = hand.config;
  const faceUp = opts.faceUp ?? [];
  const drawn = hand.game.family === 'draw' ? drawsOf(hand.seats.length, actions) : null;
  return {
    variant: c.variant,
    structure: c.structure,
    profile: c.profile,
    // RULES.md stud: antes and no button (the felt shows the bring-in and the first to act instead).
    button: hand.game.family === 'stud' ? null : c.button,
    blinds: c.blinds.slice(),
    antes: c.antes.kind === 'none' ? { kind: 'none', amount: 0 } : { kind: c.antes.kind, amount: c.antes.amount },
    minBet: c.minBet,
    bigBet: c.structure === 'fixed-limit' ? (c.bigBet ?? c.minBet * 2) : null,
    smallestChip: c.smallestChip ?? 1,
    street: hand.street,
    board: cardsToString(hand.board),
    // The options read once each: callers pass them in many shapes, so every read is a slow look-up.
    seats: seatViews(hand, opts.stacks, opts.bets, faceUp, drawn),
    middle: opts.middle ?? buildPots({ stakes: hand.seats.map((s) => s.committed), folded: hand.seats.map((s) => s.folded), dead: hand.deadMoney }),
    toAct: hand.phase === 'betting' ? hand.toAct : null,
    actions: actionLines(actions),
    history: history(hand, actions, opts.hideFinalAggressor === true),
    // Present (undefined when not a draw game) rather than spread in: every view then has one shape, and a spread is slow.
    stub: drawn ? { cards: hand.stub, muck: hand.muck, reshuffles: hand.reshuffles } : undefined,
  };
}

/** Each seat as the dealer sees it (loops and plain assignments: every question builds one per seat). */
function seatViews(hand: Hand, stacks: ViewOptions['stacks'], bets: ViewOptions['bets'], faceUp: readonly number[], drawn: number[][] | null): TableView['seats'] {
  const studUp = hand.game.faceUp;
  const out: TableView['seats'] = [];
  for (let seat = 0; seat < hand.seats.length; seat++) {
    const s = hand.seats[seat];
    const stack = stacks ? stacks[seat] : s.stack;
    const cards = faceUp.includes(seat) && s.hole && s.hole.every((x) => x !== null) ? cardsToString(s.hole as number[]) : null;
    const view: TableView['seats'][number] = {
      seat,
      stack,
      bet: bets ? bets[seat] : s.bet,
      folded: s.folded,
      allIn: !s.folded && stack === 0,
      cards,
      // Stud: every player sees the up cards (the down cards stay face down).
      dealt: studUp ? (s.hole ?? []).map((card, k) => (studUp[k] && card !== null ? cardToString(card) : null)) : undefined,
      // Draw games: how many cards the seat drew in each draw (the dealer sees the count, not the cards).
      drawn: drawn ? drawn[seat] : undefined,
      // Draw games: the dealer sees each live player's hand face down until it is tabled.
      held: drawn ? (s.folded || cards !== null ? 0 : (s.hole?.length ?? 0)) : undefined,
    };
    out.push(view);
  }
  return out;
}

function history(hand: Hand, actions: readonly Action[], hideFinal: boolean): TableView['history'] {
  const streets = handHistory(hand.config, actions);
  // handHistory's streets are copies made for this view.
  if (hideFinal && streets.length > 0) streets[streets.length - 1].aggressor = null;
  return streets;
}

/** Each seat's draws so far: the cards discarded (and so dealt) in each draw, in order; a seat's k-th discard is its k-th draw. */
function drawsOf(seats: number, actions: readonly Action[]): number[][] {
  const drawn: number[][] = [];
  for (let seat = 0; seat < seats; seat++) drawn.push([]);
  for (const a of actions) if (a.type === 'discard') drawn[a.seat].push(a.cards.length);
  return drawn;
}
