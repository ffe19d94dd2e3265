/** What the dealer sees: a hand as the question's TableView (hole cards face down unless tabled). */
import { buildPots, cardToString, cardsToString, type Action, type Hand } from '../../engine';
import type { TableView } from '../../../shared/drills';
import { handHistory } from './history';
import { actionLines, faceDownLine } from './record';

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
  return build(hand, actions, opts, null);
}

/**
 * What the last of a hand's views was built from (`handViews`): the parts the next view shares with
 * it while they stand. The actions are the play's own list, which only grows.
 */
interface Memo {
  readonly marked: (history: TableView['history']) => void;
  /** The actions the lines, the history and the draws were made at (-1: none yet), and whether the last street's bettor was left out. */
  actions: number;
  hide: boolean;
  lines: string[];
  history: TableView['history'];
  drawn: number[][] | null;
  /** The board's cards counted when its text was written. */
  boardCards: number;
  board: string;
  /** The ledger the pots were built from. */
  stakes: number[];
  folded: boolean[];
  dead: number;
  middle: TableView['middle'];
  /** Each seat's view, and what it was built from (SEAT_KEYS numbers a seat). */
  seats: TableView['seats'];
  keys: number[];
  blinds: number[];
  antes: TableView['antes'];
}

/**
 * A hand's views one after another as it is played (an audition's frames, twenty to fifty a hand):
 * each view shares with the last what has not changed since (the action lines, the history and
 * the draws while no action was played, the pots while no chip went in, each seat nobody
 * touched), so that a frame does not build again the table the last frame built. A view's own
 * fields and its array of seats may be replaced by the caller; the parts it shares are never
 * changed. `marked` is called on each new history (the burns marked on it).
 */
export function handViews(hand: Hand, actions: readonly Action[], marked: (history: TableView['history']) => void): (opts?: Pick<ViewOptions, 'faceUp' | 'hideFinalAggressor'>) => TableView {
  const memo: Memo = { marked, actions: -1, hide: false, lines: [], history: [], drawn: null, boardCards: -1, board: '', stakes: [], folded: [], dead: -1, middle: [], seats: [], keys: [], blinds: hand.config.blinds.slice(), antes: antesOf(hand.config) };
  return (opts = {}) => build(hand, actions, opts, memo);
}

const antesOf = (c: Hand['config']): TableView['antes'] => (c.antes.kind === 'none' ? { kind: 'none', amount: 0 } : { kind: c.antes.kind, amount: c.antes.amount });

/** The view, from nothing (`m` null) or from what the hand's last view was built from. */
function build(hand: Hand, actions: readonly Action[], opts: ViewOptions, m: Memo | null): TableView {
  const c = hand.config;
  const faceUp = opts.faceUp ?? [];
  const hide = opts.hideFinalAggressor === true;
  const same = m !== null && m.actions === actions.length && m.hide === hide;
  const draws = hand.game.family === 'draw';
  const drawn = same ? m.drawn : draws ? drawsOf(hand.seats.length, actions) : null;
  const lines = same ? m.lines : m !== null && !draws && m.actions >= 0 && m.actions < actions.length ? linesAfter(m.lines, actions, m.actions) : actionLines(actions);
  let streets: TableView['history'];
  if (same) streets = m.history;
  else if (m === null) streets = history(hand, actions, hide, 0);
  else {
    // The streets before the last view's last are over: the same (and marked) in this view.
    const kept = m.actions >= 0 && m.hide === hide && m.actions < actions.length ? Math.max(0, m.history.length - 1) : 0;
    const fresh = history(hand, actions, hide, kept);
    m.marked(fresh);
    streets = fresh;
    if (kept > 0) {
      // A loop, not concat: concat's generic path cost more than the rest of the view.
      streets = m.history.slice(0, kept);
      for (const street of fresh) streets.push(street);
    }
  }
  if (m !== null && !same) {
    m.actions = actions.length;
    m.hide = hide;
    m.lines = lines;
    m.history = streets;
    m.drawn = drawn;
  }
  let board: string;
  if (m === null) board = cardsToString(hand.board);
  else {
    if (m.boardCards !== hand.board.length) {
      m.boardCards = hand.board.length;
      m.board = cardsToString(hand.board);
    }
    board = m.board;
  }
  return {
    variant: c.variant,
    structure: c.structure,
    profile: c.profile,
    // RULES.md stud: antes and no button (the felt shows the bring-in and the first to act instead).
    button: hand.game.family === 'stud' ? null : c.button,
    blinds: m ? m.blinds : c.blinds.slice(),
    antes: m ? m.antes : antesOf(c),
    minBet: c.minBet,
    bigBet: c.structure === 'fixed-limit' ? (c.bigBet ?? c.minBet * 2) : null,
    smallestChip: c.smallestChip ?? 1,
    street: hand.street,
    board,
    // The options read once each: callers pass them in many shapes, so every read is a slow look-up.
    seats: seatViews(hand, opts.stacks, opts.bets, faceUp, drawn, m),
    middle: opts.middle ?? middleOf(hand, m),
    toAct: hand.phase === 'betting' ? hand.toAct : null,
    actions: lines,
    history: streets,
    // Present (undefined when not a draw game) rather than spread in: every view then has one shape, and a spread is slow.
    stub: drawn ? { cards: hand.stub, muck: hand.muck, reshuffles: hand.reshuffles } : undefined,
  };
}

/** The action lines after `lines`, the lines of the first `from` actions: theirs and the later actions' (PHH's order is the play's but in a draw). */
function linesAfter(lines: readonly string[], actions: readonly Action[], from: number): string[] {
  const out = lines.slice();
  for (let k = from; k < actions.length; k++) {
    const line = faceDownLine(actions[k]);
    if (line !== null) out.push(line);
  }
  return out;
}

/** The pots in the middle, the last view's while no seat's stake, fold or the dead money has changed. */
function middleOf(hand: Hand, m: Memo | null): TableView['middle'] {
  const seats = hand.seats;
  if (m !== null && m.dead === hand.deadMoney) {
    let k = 0;
    for (; k < seats.length && seats[k].committed === m.stakes[k] && seats[k].folded === m.folded[k]; k++);
    if (k === seats.length) return m.middle;
  }
  const stakes: number[] = [];
  const folded: boolean[] = [];
  for (const s of seats) {
    stakes.push(s.committed);
    folded.push(s.folded);
  }
  const middle = buildPots({ stakes, folded, dead: hand.deadMoney });
  if (m !== null) {
    m.stakes = stakes;
    m.folded = folded;
    m.dead = hand.deadMoney;
    m.middle = middle;
  }
  return middle;
}

/** What a seat's view is built from, SEAT_KEYS numbers a seat in Memo.keys: its stack, bet, fold, cards held, draws, and whether it is face up. */
const SEAT_KEYS = 6;

/** Each seat as the dealer sees it (loops and plain assignments: every question builds one per seat); a seat whose view the memo has, unchanged, is that view. */
function seatViews(hand: Hand, stacks: ViewOptions['stacks'], bets: ViewOptions['bets'], faceUp: readonly number[], drawn: number[][] | null, m: Memo | null): TableView['seats'] {
  const studUp = hand.game.faceUp;
  const out: TableView['seats'] = [];
  for (let seat = 0; seat < hand.seats.length; seat++) {
    const s = hand.seats[seat];
    const stack = stacks ? stacks[seat] : s.stack;
    const bet = bets ? bets[seat] : s.bet;
    const up = faceUp.includes(seat);
    const held = s.hole?.length ?? 0;
    const draws = drawn ? drawn[seat].length : 0;
    if (m !== null) {
      const k = seat * SEAT_KEYS;
      const keys = m.keys;
      // A seat face up is built again: a draw changes the cards it holds, not how many.
      if (!up && m.seats.length > seat && keys[k] === stack && keys[k + 1] === bet && keys[k + 2] === +s.folded && keys[k + 3] === held && keys[k + 4] === draws && keys[k + 5] === 0) {
        out.push(m.seats[seat]);
        continue;
      }
      keys[k] = stack;
      keys[k + 1] = bet;
      keys[k + 2] = +s.folded;
      keys[k + 3] = held;
      keys[k + 4] = draws;
      keys[k + 5] = +up;
    }
    const cards = up && s.hole && s.hole.every((x) => x !== null) ? cardsToString(s.hole as number[]) : null;
    const view: TableView['seats'][number] = {
      seat,
      stack,
      bet,
      folded: s.folded,
      allIn: !s.folded && stack === 0,
      cards,
      // Stud: every player sees the up cards (the down cards stay face down).
      dealt: studUp ? (s.hole ?? []).map((card, k) => (studUp[k] && card !== null ? cardToString(card) : null)) : undefined,
      // Draw games: how many cards the seat drew in each draw (the dealer sees the count, not the cards).
      drawn: drawn ? drawn[seat] : undefined,
      // Draw games: the dealer sees each live player's hand face down until it is tabled.
      held: drawn ? (s.folded || cards !== null ? 0 : held) : undefined,
    };
    out.push(view);
  }
  // A copy: the caller may replace a seat of its own view (a card turned face up).
  if (m !== null) m.seats = out.slice();
  return out;
}

function history(hand: Hand, actions: readonly Action[], hideFinal: boolean, from: number): TableView['history'] {
  const streets = handHistory(hand.config, actions, from);
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
