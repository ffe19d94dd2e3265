/**
 * One hand at an audition table, dealt in full before the trainee sees any of it: the frames the
 * felt shows one after another (the deal, each player's action and words, each street, the hands
 * shown), the dealer's tasks among them in the order the hand reaches them (whole-hand.ts's steps:
 * stud's bring-in, each gathering, a player's question about the raise limits, the showdown order;
 * then the rake in the cash profile and the award), and the irregularity the table makes, if the
 * hand has one. Each task is asked and scored exactly as its drill kind; each irregularity is ruled
 * by the engine's model (irregular.ts). Nothing the trainee does changes the hand: a table is dealt
 * again from its seed.
 */
import {
  Action,
  cardsToString,
  cardToString,
  createRng,
  dealOrder,
  evaluateHoldem,
  evaluateOmaha,
  GAMES,
  CATEGORIES,
  legalActions,
  liveCount,
  runsProcedure,
  settle,
  showdownOrder,
  showdownProcedure,
  unwrap,
  type BoardStreet,
  type Card,
  type Hand,
  type HandCategory,
  type LegalActions,
  type MisdealCause,
  type RakeOptions,
  type Settlement,
  type ShowdownEvent,
  type TableConfig,
  type TurnAction,
} from '../../engine';
import type { AuditionGame, AuditionIrregularity } from '../../../shared/audition-vocab';
import type { Frame, FrameEvent } from '../../../shared/audition';
import type { StepKind, TableView } from '../../../shared/drills';
import { askAward } from '../kinds/award';
import { askBringIn } from '../kinds/bring-in';
import { chipsFor } from '../kinds/chip-rulings';
import { askGather } from '../kinds/gather';
import { turnActions } from '../kinds/irregularities/misdeal';
import { askedLater } from '../item';
import { act, chooseAction, chooseDiscards, dealBoard, dealStreet, serveDraw, startPlay, STYLES, type Play, type Style } from '../hands/play';
import { askRake } from '../kinds/rake';
import { roundEndOf } from '../hands/rounds';
import { askShowdownOrder } from '../kinds/showdown-order';
import type { Asked } from '../types';
import { handViews, type ViewOptions } from '../hands/view';
import { decisionStep, gatheredLedger, markBurns, withBurns } from '../kinds/whole-hand';
import { CASH_RAKE, STAKE } from './formats';
import { chipsIrregularity, exposedIrregularity, misannouncedIrregularity, misdealIrregularity, outOfTurnIrregularity, prematureIrregularity, type Ruled } from './irregular';
import { gameOf, handConfig, type Persona, type TableState } from './table';

/** The dealer's tasks: a whole hand's steps, and the rake. */
export type TaskKind = StepKind | 'rake';
export type TaskAsked = { [K in TaskKind]: Asked<K, any> }[TaskKind];

/** A task of the hand, asked once `at` frames have been shown. */
export interface Task {
  at: number;
  asked: TaskAsked;
}

/** The irregularity a hand has: at frame `at`, ruled as it stands when the floor is called at frame `calledAt` (a misdeal cause depends on the actions since). */
export interface Injected {
  irregularity: AuditionIrregularity;
  at: number;
  ruled(calledAt: number): Ruled;
}

export interface DealtHand {
  game: AuditionGame;
  config: TableConfig;
  frames: Frame[];
  tasks: Task[];
  injected: Injected | null;
  /** Each seat's stack after the hand, the rake taken. */
  finalStacks: number[];
  rake: number;
}

const STYLE_OF: Readonly<Record<Persona, Style>> = { steady: STYLES.normal, aggressive: STYLES.raisy, gambler: STYLES.allIn };
/** How often a player asks the dealer about the raise limits, in a round where a bet is faced. */
const ASK_RATE = 0.5;
/** How often a player says the action before making it, or pushes out a call's chips without a word. */
const SAYS_RATE = 0.15;
const PUSH_RATE = 0.1;
/** Each betting decision is, at this chance, the moment the hand's irregularity comes (if it can come there). */
const MOMENT_RATE = 0.2;
/** How often a player names their hand as they show it (hold'em and Omaha). */
const ANNOUNCE_RATE = 0.3;
const CHIPS = [25, 100, 500, 1000, 5000, 25000] as const;
/** Mixed into the hand's seed: the burns (play.ts startPlay), and the table's choices (tasks, words, the irregularity's moment). */
const BURN_STREAM = 0x5bd1e995;
const CHOICE_STREAM = 0x27d4eb2f;

/** A turn action as substantial action and the out-of-turn rules name it (a raise with nothing bet yet is a bet). */
function turnActOf(action: Action, hand: Hand): TurnAction | null {
  if (action.type === 'fold' || action.type === 'check' || action.type === 'call') return action.type;
  if (action.type === 'raise') return hand.currentBet === 0 ? 'bet' : 'raise';
  return null;
}

/** The hand's category as its player would name it (the flop games won by the best high hand). */
function categoryOf(hand: Hand, seat: number): HandCategory {
  const hole = hand.seats[seat].hole as Card[];
  return (hand.game.twoFromHand ? evaluateOmaha(hole, hand.board) : evaluateHoldem(hole, hand.board)).category;
}

/** The award at a raked table: the pots as they are after the rake, which the winners share (the engine's settlement). */
function askAwardAfterRake(hand: Hand, actions: readonly Action[], s: Settlement): Asked<'award'> {
  const asked = askAward(hand, actions, s);
  if (s.rake === 0) return asked;
  const after = (i: number, amount: number) => amount - s.pots[i].rake;
  const q = asked.question;
  const a = asked.answer;
  return askedLater(
    'award',
    { ...q, table: { ...q.table, middle: q.table.middle.map((p, i) => ({ ...p, amount: after(i, p.amount) })) } },
    { ...a, pots: a.pots.map((p, i) => ({ ...p, amount: after(i, p.amount) })) },
    s,
    () => asked.why,
  );
}

/**
 * Deals the table's next hand from `seed`; `plan` is the irregularity to make, or null. The
 * irregularity comes at a moment drawn from those where it can: a hand that offers none returns
 * with `injected` null (the session deals it again from another seed).
 */
export function dealHand(state: TableState, seed: number, plan: AuditionIrregularity | null): DealtHand {
  const config = handConfig(state);
  const family = GAMES[config.variant].family;
  const rng = createRng(seed);
  const choose = createRng(seed ^ CHOICE_STREAM);
  const play: Play = startPlay(rng, 3, config, true, family === 'board' ? createRng(seed ^ BURN_STREAM) : undefined);
  const hand = play.hand;
  const n = hand.seats.length;
  const frames: Frame[] = [];
  /** The number of actions played when each frame was made. */
  const actionsAt: number[] = [];
  const tasks: Task[] = [];
  let injected: Injected | null = null;
  /** An action out of turn that binds: the seat must make it when its turn comes, if the bet it faced is the same. */
  const bound = new Map<number, { act: TurnAction; facing: number }>();

  // Each frame's table built from the last frame's (a frame changes a seat or two).
  const views = handViews(hand, play.actions, (history) => markBurns(config.variant, history));
  // The last street's bettor is never marked on a frame: who shows first is asked at the showdown.
  const view = (opts: Pick<ViewOptions, 'faceUp'> = {}): TableView => {
    const table = views({ hideFinalAggressor: true, ...opts });
    table.burnt = hand.burns;
    return table;
  };
  const show = (event: FrameEvent | null, table: TableView = view()): void => {
    frames.push({ table, event });
    actionsAt.push(play.actions.length);
  };
  const ask = (asked: TaskAsked, burns: number): void => {
    withBurns((asked.question as { table: TableView }).table, burns);
    tasks.push({ at: frames.length, asked });
  };
  const inject = (irregularity: AuditionIrregularity, ruled: (calledAt: number) => Ruled): void => {
    injected = { irregularity, at: frames.length - 1, ruled };
  };

  // Each round's gathering, once the round is over (the dealer's next card marks its end: play.ts act).
  let gathered = 0;
  const gatherEnded = (all: boolean): void => {
    for (; gathered < play.rounds.length && (all || play.rounds[gathered].end !== null); gathered++) {
      const round = roundEndOf(play, play.rounds[gathered]);
      if (round) ask(askGather(round, play.actions, gatheredLedger(round)), round.table.burns);
    }
  };

  // The deal. Stud's first street hides who brings it in: that is the dealer's first task.
  const stud = family === 'stud';
  const dealt = view();
  if (stud) dealt.toAct = null;
  const first = dealOrder(n, config.button).order[0];
  const deal: FrameEvent & { type: 'deal' } = { type: 'deal', first };
  if (plan === 'misdeal-cause') {
    // RULES misdeal: the first card dealt to the wrong seat, or (where there is a button) the button misplaced.
    const cause: MisdealCause = stud || choose.int(2) === 0 ? 'first-card-wrong-seat' : 'button-misplaced';
    if (cause === 'first-card-wrong-seat') deal.first = (first + 1 + choose.int(n - 1)) % n;
    else dealt.button = (config.button + 1 + choose.int(n - 1)) % n;
    show(deal, dealt);
    const ruling = createRng(seed ^ CHOICE_STREAM ^ 1);
    inject('misdeal-cause', (calledAt) => misdealIrregularity(ruling, frames[calledAt].table, cause, turnActions(play.actions.slice(0, actionsAt[calledAt]), { round: 0 })));
  } else show(deal, dealt);
  if (plan === 'exposed-card' && play.deal) {
    const k = play.deal.hole[0].length;
    const out = play.deal.out.slice(0, n * k).map((o) => ({ card: o.card, seat: (o.dest as { seat: number }).seat }));
    const after = [...play.deal.out.slice(n * k).map((o) => o.card), ...play.deal.stub];
    // The first or second card now and then (a misdeal), else any later card of the deal.
    const place = choose.next() < 0.3 ? choose.int(2) : 2 + choose.int(n * k - 2);
    const e = exposedIrregularity(choose, dealt, hand, out, after, place);
    const table = view();
    table.seats[e.seat] = { ...table.seats[e.seat], cards: cardToString(e.card) };
    show({ type: 'flipped', seat: e.seat, card: cardToString(e.card) }, table);
    inject('exposed-card', () => e.ruled);
  }

  const styleOf = (seat: number): Style => STYLE_OF[state.players[seat].persona];

  // The dealer's tasks before a decision: stud's bring-in, then now and then a player's question about the limits (whole-hand.ts).
  let askedBringIn = false;
  let askedRound = -1;
  const beforeDecision = (): void => {
    if (stud && !askedBringIn && hand.round === 0) {
      askedBringIn = true;
      ask(askBringIn(hand, play.actions), hand.burns);
    }
    const round = play.rounds.length - 1;
    if (round === askedRound || hand.currentBet === 0 || (hand.round === 0 && !stud && hand.betCount < 2)) return;
    askedRound = round;
    if (choose.next() >= ASK_RATE) return;
    const legal = legalActions(hand);
    if (legal && legal.toCall > 0) ask(decisionStep(hand, play.actions, legal), hand.burns);
  };

  /** The irregularity at this decision, if it is the moment and it can come here: the frame shown, and the action the table then plays. */
  const irregularAt = (legal: LegalActions): Action | null => {
    if (injected || !plan || choose.next() >= MOMENT_RATE || legal.bringIn > 0) return null;
    const seat = legal.seat;
    if (plan === 'out-of-turn') {
      // A player who still acts this round speaks up before the player to act (TDA action out of turn).
      const later: number[] = [];
      for (let k = 1; k < n; k++) {
        const p = (seat + k) % n;
        const s = hand.seats[p];
        if (!s.folded && s.stack > 0 && (s.actedAt === null || s.bet < hand.currentBet)) later.push(p);
      }
      if (later.length === 0) return null;
      const player = choose.pick(later.slice(0, 2));
      const facing = hand.currentBet - hand.seats[player].bet;
      const said: TurnAction = facing > 0 ? choose.pick(['call', 'fold'] as const) : 'check';
      const action = chooseAction(play, styleOf(seat), legal);
      const o = outOfTurnIrregularity(choose, view(), seat, player, said, turnActOf(action, hand)!);
      show({ type: 'says', seat: player, act: said });
      inject('out-of-turn', () => o.ruled);
      if (o.binding) bound.set(player, { act: said, facing: hand.currentBet });
      return action;
    }
    if (plan === 'oversized-chip' || plan === 'string-bet') {
      const s = hand.seats[seat];
      const owed = hand.currentBet - s.bet;
      if (owed <= 0) return null;
      let chips: number[];
      if (plan === 'oversized-chip') {
        const chip = CHIPS.find((c) => c > owed);
        if (chip === undefined) return null;
        chips = [chip];
      } else chips = chipsFor(Math.ceil((owed * (1.2 + choose.next())) / STAKE.chip) * STAKE.chip, CHIPS);
      if (chips.reduce((a, b) => a + b, 0) > s.stack) return null;
      const c = chipsIrregularity(view(), hand, { chips, stringBet: plan === 'string-bet' });
      if (!c) return null;
      show({ type: 'push', seat, chips, string: plan === 'string-bet' });
      inject(plan, () => c.ruled);
      const r = c.ruling;
      return r.ruling === 'call' ? Action.call(seat) : r.ruling === 'check' ? Action.check(seat) : Action.raise(seat, r.to);
    }
    if (plan === 'premature-board' && play.deal) {
      const street: BoardStreet | null = hand.street === 'preflop' ? 'flop' : hand.street === 'flop' ? 'turn' : hand.street === 'turn' ? 'river' : null;
      if (!street || hand.seats.every((s) => s.actedAt === null)) return null;
      // The dealer turns the street while a player is still to act: cards the hand never deals.
      const k = street === 'flop' ? 3 : 1;
      const premature = choose.shuffle(play.deal.stub).slice(0, k);
      const rest = play.deal.stub.filter((c) => !premature.includes(c));
      const { burns, board } = play.deal;
      const stub = street === 'flop' ? [burns[0], ...board.slice(0, 3), burns[1], board[3], burns[2], board[4], ...rest] : street === 'turn' ? [burns[1], board[3], burns[2], board[4], ...rest] : [burns[2], board[4], ...rest];
      const ruled = prematureIrregularity(choose, view(), street, stub, premature);
      const table = view();
      table.board = cardsToString([...hand.board, ...premature]);
      show(null, table);
      inject('premature-board', () => ruled);
      return chooseAction(play, styleOf(seat), legal);
    }
    return null;
  };

  /** An out-of-turn action that binds, now that the seat's turn has come (only if the bet it faced has not changed). */
  const boundAction = (legal: LegalActions): Action | null => {
    const b = bound.get(legal.seat);
    if (!b) return null;
    bound.delete(legal.seat);
    if (hand.currentBet !== b.facing) return null;
    if (b.act === 'fold') return Action.fold(legal.seat);
    if (b.act === 'call' && legal.toCall > 0) return Action.call(legal.seat);
    if (b.act === 'check' && legal.toCall === 0) return Action.check(legal.seat);
    return null;
  };

  for (let guard = 0; ; guard++) {
    if (guard > 600) throw new Error('an audition hand did not end');
    const phase = hand.phase;
    if (phase === 'showdown' || phase === 'complete') break;
    if (phase === 'deal-board' || phase === 'deal-hole') {
      if (phase === 'deal-board') dealBoard(play);
      else dealStreet(play);
      gatherEnded(false);
      show(null);
      continue;
    }
    if (phase === 'draw') {
      const draw = hand.draw!;
      if (draw.served < draw.seats.length) {
        serveDraw(play);
        show(null);
      } else {
        act(play, Action.discard(hand.toAct!, chooseDiscards(play, styleOf(hand.toAct!), hand.toAct!)));
        gatherEnded(false);
      }
      continue;
    }
    beforeDecision();
    const legal = legalActions(hand, false)!;
    let action = boundAction(legal) ?? irregularAt(legal);
    if (!action) {
      action = chooseAction(play, styleOf(legal.seat), legal);
      const said = turnActOf(action, hand);
      const r = choose.next();
      if (said && r < SAYS_RATE) show({ type: 'says', seat: legal.seat, act: said });
      // A call's chips put out without a word: a call whatever the chips (never one oversized chip: it is the call exactly).
      else if (action.type === 'call' && r < SAYS_RATE + PUSH_RATE) show({ type: 'push', seat: legal.seat, chips: chipsFor(Math.min(legal.toCall, hand.seats[legal.seat].stack), CHIPS), string: false });
    }
    act(play, action);
    show(null);
  }
  gatherEnded(true);

  if (hand.phase === 'showdown' && liveCount(hand) > 1) {
    const order = showdownOrder(hand, false);
    // Every live hand is tabled, in the order the rules have them shown (or all at once).
    const events: ShowdownEvent[] = order.order.map((seat) => ({ seat, act: 'show', announced: null }));
    ask(askShowdownOrder(hand, play.actions, runsProcedure(hand) ? () => showdownProcedure(hand, events) : undefined), hand.burns);
    if (runsProcedure(hand)) {
      for (const e of events) if (choose.next() < ANNOUNCE_RATE) e.announced = categoryOf(hand, e.seat);
    }
    const wrong = plan === 'misannounced' && !order.allAtOnce && runsProcedure(hand) ? choose.pick(events) : null;
    if (wrong) {
      const actual = categoryOf(hand, wrong.seat);
      wrong.announced = choose.pick(CATEGORIES.filter((c) => c !== actual));
    }
    if (order.allAtOnce) show(null, view({ faceUp: order.order }));
    else {
      events.forEach((e, k) => {
        show({ type: 'shows', seat: e.seat, announced: e.announced }, view({ faceUp: order.order.slice(0, k + 1) }));
        if (e === wrong) {
          const ruled = misannouncedIrregularity(hand, play.actions, events);
          if (ruled) inject('misannounced', () => ruled);
        }
      });
    }
  }

  const s = unwrap(settle(hand, false));
  // RULES rake: taken pot by pot before the award (no flop, no drop: the first betting round alone pays none).
  if (s.rake > 0) ask(askRake(hand, play.actions, { ...CASH_RAKE } as RakeOptions, hand.round > 0), hand.burns);
  ask(askAwardAfterRake(hand, play.actions, s), hand.burns);
  return { game: gameOf(state), config, frames, tasks, injected, finalStacks: s.finalStacks, rake: s.rake };
}
