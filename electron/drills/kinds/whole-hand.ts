/**
 * Whole hand: the trainee deals a complete hand, making each call as the hand reaches it: facing
 * a bet, the raise limits (min-raise, pot-limit, action); at each round's end, the gathering; at
 * the end, the showdown order and the award. Each step is asked and scored exactly as its own kind
 * (the kinds' ask* functions and score), from a generated hand or a real one (PHH).
 *
 * Every game the engine plays is dealt: hold'em, Omaha and Omaha hi-lo (the flop games), seven-card
 * stud, stud hi-lo and razz (third street with its bring-in, then each street's betting), five-card
 * draw and 2-7 single and triple draw (the betting before and after each draw). A stud hand opens
 * with who brings it in (the bring-in kind's question), and third street's decision is the one
 * facing the bring-in (call it, complete, or fold); in the blind games the first round's decision
 * is the one facing a raise over the blinds. A split game's
 * award is the award answer as it stands: each pot's winners with both halves together (the
 * engine's settlement merges them). Note for the award kind (branch h17a adds each pot's halves to
 * its answer): the step is askAward's question and answer, so the halves come with it unchanged
 * here; award.ts's wrong-amount text still names the odd chips "left of the button", which in stud
 * go by suit (engine showdown.ts, oddChipOrder).
 *
 * Generated hands, by level:
 * 1. small tables (two or three players), no-limit: hold'em (three in four) and 2-7 single draw;
 * 2. uneven stacks, the three structures: no-limit, fixed-limit and pot-limit hold'em and Omaha,
 *    fixed-limit Omaha hi-lo, seven-card stud and five-card draw;
 * 3. full tables (six or more) with antes and all-ins, every game: the level-2 games and stud hi-lo,
 *    razz, 2-7 single draw and 2-7 triple draw.
 *
 * Real hands: any hand history of these games (PHH `NT`, `FT`, `PO`, `FO/8`, `F7S`, `F7S/8`, `FR`,
 * `N2L1D`, `F2L3D`, and five-card draw as `F2L3D` with `_variant = 'five-card-draw'`).
 */
import { createRng, GAMES, inTurnShowdown, ledgerOf, liveCount, runsProcedure, showdownProcedure, legalActions, uncalledBet, type Action, type Hand, type LegalActions, type Ledger, type Profile, type Structure, type Variant } from '../../engine';
import { engineAction, ReplayError, tableOf } from '../../phh/replay';
import type { PhhHand } from '../../phh/types';
import type { StepAnswer, StepKind, TableView } from '../../../shared/drills';
import { act, beginPlay, playOn, PLAYERS, startPlay, STYLES, tableFor, type Level, type Play } from '../hands/play';
import { roundEndOf, type RoundEnd } from '../hands/rounds';
import { seatsFor, studTable, weighted } from '../hands/steer';
import { askedLater, itemOf } from '../item';
import { tableView } from '../hands/view';
import { combine, mistake, scored } from '../scoring';
import { askGather, gather } from './gather';
import { askMinRaise, minRaise } from './min-raise';
import { askPotLimit, potLimit } from './pot-limit';
import { action, askAction } from './action';
import { askShowdownOrder, showdownOrderDrill } from './showdown-order';
import { askAward, award } from './award';
import { askBringIn, bringIn } from './bring-in';
import type { Asked, DrillItem, DrillModule, QuestionOf, Scored } from '../types';

export type Step = { [K in StepKind]: Asked<K, any> }[StepKind];
type Source = QuestionOf<'whole-hand'>['source'];

export interface WholeHandContext {
  steps: Step[];
}

const STEP_MODULES: { [K in StepKind]: DrillModule<K> } = {
  'bring-in': bringIn,
  gather,
  'min-raise': minRaise,
  'pot-limit': potLimit,
  action,
  'showdown-order': showdownOrderDrill,
  award,
};
/** A step's module seen without its kind (the step and its answer are checked to be of one kind). */
const stepModule = (kind: StepKind) => STEP_MODULES[kind] as unknown as { score(item: Step, answer: StepAnswer): Scored };

/** The question at a decision: the raise limits when they bind, else the whole decision. */
export function decisionStep(hand: Hand, actions: readonly Action[], legal: LegalActions): Step {
  const structure = hand.config.structure;
  if (structure === 'pot-limit' && legal.canRaise && legal.potLimit && legal.potLimit.maxRaiseTo < legal.allInTo) return askPotLimit(hand, actions, legal);
  if (structure === 'no-limit' && legal.canRaise && legal.minRaiseTo < legal.allInTo) return askMinRaise(hand, actions, legal);
  return askAction(hand, actions, legal);
}

/** The pots as gathered at a round's end: the stakes less the uncalled chips (for the reasons of a pots answer). */
export function gatheredLedger(round: RoundEnd): Ledger {
  const ledger = ledgerOf(round.table);
  // The uncalled part alone (gatherOf would build the pots and their reasons too).
  const back = uncalledBet(ledger);
  const stakes = ledger.stakes.slice();
  if (back) stakes[back.seat] -= back.amount;
  return { stakes, folded: ledger.folded, dead: ledger.dead };
}

/**
 * Deals a hand through `run` (which plays every action and calls `decide` before each player's
 * decision) and collects the steps in the order the hand reaches them: in each betting round the
 * first decision facing a bet or a raise (the first round of a blind game: a raise over the blinds;
 * stud's third street: the bring-in or more, after the step asking who brings it in), each round's
 * gathering, then the showdown order and the award.
 */
function dealSteps(play: Play, run: (decide: (hand: Hand) => void) => void): Dealt {
  const steps: Step[] = [];
  const burns: number[] = [];
  const ask = (step: Step, hand: Hand): void => {
    steps.push(step);
    burns.push(hand.burns);
  };
  let askedRound = -1;
  // Each round's gathering is asked once the round is over, before the next round's decisions, so
  // that the steps' tables come in the order of the hand (each table's history goes on from the last).
  let gathered = 0;
  const gatherEnded = (all: boolean): void => {
    const marks = play.rounds;
    for (; gathered < marks.length && (all || marks[gathered].end !== null); gathered++) {
      const round = roundEndOf(play, marks[gathered]);
      if (round) ask(askGather(round, play.actions, gatheredLedger(round)), round.table);
    }
  };
  let askedBringIn = false;
  run((hand) => {
    gatherEnded(false);
    // Stud: third street's first action, who brings it in.
    if (!askedBringIn && hand.game.family === 'stud' && hand.round === 0 && hand.phase === 'betting') {
      askedBringIn = true;
      ask(askBringIn(hand, play.actions), hand);
    }
    const round = play.rounds.length - 1;
    if (round === askedRound || hand.currentBet === 0 || (hand.round === 0 && hand.game.family !== 'stud' && hand.betCount < 2)) return;
    const legal = legalActions(hand);
    if (!legal || legal.toCall === 0) return;
    askedRound = round;
    ask(decisionStep(hand, play.actions, legal), hand);
  });
  gatherEnded(true);
  const hand = play.hand;
  if (hand.phase === 'showdown' && liveCount(hand) > 1) {
    // Hold'em and Omaha: the showdown run as the engine's procedure runs it (procedure.ts), each in
    // turn showing or holding a beaten hand (may muck), the winner tabled; its reasons explain the step.
    ask(askShowdownOrder(hand, play.actions, runsProcedure(hand) ? () => showdownProcedure(hand, inTurnShowdown(hand)) : undefined), hand);
  }
  if (hand.phase === 'showdown' || hand.phase === 'complete') ask(askAward(hand, play.actions), hand);
  return { steps, burns };
}

/** A hand's steps, and the burn cards on the table when each was asked. */
interface Dealt {
  steps: Step[];
  burns: number[];
}

const BOARD_STREETS: ReadonlySet<string> = new Set(['flop', 'turn', 'river']);

/**
 * A whole hand's table with its burns (RULES.md dealing, and the games beyond hold'em and Omaha):
 * the burn cards on the felt (`burns`: the hand's when the table was asked) and each deal that
 * came after a burn marked: a board street, a stud street after third, a draw's first replacements.
 * A generated flop game's burns are its modelled deal's (play.ts startPlay); a real hand is dealt
 * the same way.
 */
export function withBurns(table: TableView, burns: number): TableView {
  // In place: each step's table and its history are the step's own (view.ts, history.ts historyAt copies).
  table.burnt = burns;
  markBurns(table.variant, table.history);
  return table;
}

/** Each deal of a history that came after a burn, marked (in place: a new history, or one not yet marked). */
export function markBurns(variant: Variant, history: TableView['history']): void {
  const family = GAMES[variant].family;
  for (const street of history) {
    if (family === 'board' ? street.dealt !== '' && BOARD_STREETS.has(street.street) : family === 'stud' && street.street !== 'third') street.burnt = true;
    if (family !== 'draw') continue;
    // The draw at the street's end: its first player dealt cards was dealt them after the burn (entries are shared: a new one).
    const k = street.actions.findIndex((e) => e.act === 'discard' && e.amount > 0);
    if (k >= 0) street.actions[k] = { ...street.actions[k], burnt: true };
  }
}

function wholeItem(play: Play, first: ReturnType<typeof tableView>, dealt: Dealt, source: Source, seed: number, level: Level, profile: Profile, phh?: PhhHand): DrillItem<'whole-hand', WholeHandContext> {
  const { steps, burns } = dealt;
  // The first table is the hand as dealt: no burn yet.
  const start = withBurns(first, 0);
  steps.forEach((step, k) => withBurns((step.question as { table: TableView }).table, burns[k]));
  // The reasons are read only when a result is explained: some steps build theirs on demand.
  const asked = askedLater(
    'whole-hand',
    { kind: 'whole-hand', table: start, source, steps: steps.length, step: 0, ask: steps[0].question as QuestionOf<StepKind> },
    { kind: 'whole-hand', steps: steps.map((s) => s.answer as StepAnswer) },
    { steps },
    () => steps.flatMap((s) => s.why),
  );
  return itemOf(asked, seed, level, profile, true, play.config, play.actions, phh);
}

type Game = readonly [Variant, Structure];
/** The games of each level and their shares of the items (the module comment). */
export const GAMES_BY_LEVEL: Record<Level, readonly (readonly [Game, number])[]> = {
  1: [
    [['holdem', 'no-limit'], 0.75],
    [['2-7-single-draw', 'no-limit'], 0.25],
  ],
  2: [
    [['holdem', 'no-limit'], 0.2],
    [['holdem', 'fixed-limit'], 0.15],
    [['omaha', 'pot-limit'], 0.15],
    [['omaha-hi-lo', 'fixed-limit'], 0.15],
    [['stud', 'fixed-limit'], 0.2],
    [['five-card-draw', 'fixed-limit'], 0.15],
  ],
  3: [
    [['holdem', 'no-limit'], 0.15],
    [['holdem', 'fixed-limit'], 0.05],
    [['omaha', 'pot-limit'], 0.1],
    [['omaha-hi-lo', 'fixed-limit'], 0.1],
    [['stud', 'fixed-limit'], 0.1],
    [['stud-hi-lo', 'fixed-limit'], 0.1],
    [['razz', 'fixed-limit'], 0.1],
    [['five-card-draw', 'fixed-limit'], 0.05],
    [['2-7-single-draw', 'no-limit'], 0.1],
    [['2-7-triple-draw', 'fixed-limit'], 0.15],
  ],
};

/** Mixed into the seed for the burns' own generator. */
const BURN_STREAM = 0x5bd1e995;

/** A generated hand of the level's games (the module comment). */
export function generate(seed: number, level: Level, profile: Profile): DrillItem<'whole-hand', WholeHandContext> {
  const rng = createRng(seed);
  const [variant, structure] = weighted(rng, GAMES_BY_LEVEL[level]);
  // Full tables at level 3: six players or more, as many as the game seats (stud eight, the draws seven).
  const full = level === 3 ? seatsFor(variant, PLAYERS[3]) : undefined;
  const config = GAMES[variant].family === 'stud' ? studTable(rng, level, profile, variant, full) : tableFor(rng, level, profile, { structure, variant, uneven: level >= 2, players: full });
  // The burns from a generator of their own: the seed deals the hand it always has (play.ts startPlay).
  const play = startPlay(rng, level, config, true, createRng(seed ^ BURN_STREAM));
  const start = tableView(play.hand, play.actions);
  const style = level === 3 ? STYLES.allIn : STYLES.normal;
  const dealt = dealSteps(play, (decide) => {
    playOn(play, () => style, (hand) => (decide(hand), false));
  });
  return wholeItem(play, start, dealt, { kind: 'generated', id: null }, seed, level, profile);
}

/** A real hand: its lines replayed through the engine (strictly: an illegal line is an error), the steps asked as they come. */
export function fromPhh(phh: PhhHand, profile: Profile, source: Source = { kind: 'file', id: null }, level: Level = 2): DrillItem<'whole-hand', WholeHandContext> {
  // A game the engine does not play is refused here, with the games it does.
  const config = tableOf(phh, profile);
  const play = beginPlay(createRng(0), level, config, [], true);
  let start: ReturnType<typeof tableView> | null = null;
  const dealt = dealSteps(play, (decide) => {
    phh.actions.forEach((line, index) => {
      const a = engineAction(play.hand, line);
      if (!a) return;
      if (a.type === 'fold' || a.type === 'check' || a.type === 'call' || a.type === 'raise' || a.type === 'bring-in') decide(play.hand);
      try {
        act(play, a);
      } catch (e) {
        throw new ReplayError(`action ${index + 1}: ${(e as Error).message}`);
      }
      if (!start && play.hand.phase !== 'deal-hole') start = tableView(play.hand, play.actions);
    });
  });
  if (!start || dealt.steps.length === 0) throw new ReplayError('the hand has no betting to deal');
  // The record is the file itself (its own notes and show lines), not a rewrite of it.
  return wholeItem(play, start, dealt, source, 0, level, profile, phh);
}

/** Each step scored as its kind scores it; a step unanswered or answered as another kind earns nothing of its parts. */
export function scoreSteps(steps: readonly Step[], given: readonly StepAnswer[]): Scored {
  return combine(
    ...steps.map((step, k) => {
      const drill = stepModule(step.kind);
      const a = given[k];
      if (!a || a.kind !== step.kind) {
        const text = a ? `step ${k + 1} asks for the ${step.kind} call, not ${a.kind}` : `step ${k + 1} (${step.kind}) is not answered`;
        return scored(0, drill.score(step, step.answer).possible, [mistake(`steps[${k}]`, step.kind, a ? a.kind : null, a ? 'step-wrong-kind' : 'step-missing', { step: k, kind: step.kind }, text)]);
      }
      const s = drill.score(step, a);
      for (const m of s.mistakes) m.part = `steps[${k}].${m.part}`;
      return s;
    }),
  );
}

export const wholeHand: DrillModule<'whole-hand', WholeHandContext> = {
  kind: 'whole-hand',
  generate,
  score: (item, a) => scoreSteps(item.context.steps, a.steps),
};
