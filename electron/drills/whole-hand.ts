/**
 * Whole hand: the trainee deals a complete hand, making each call as the hand reaches it: facing
 * a bet, the raise limits (min-raise, pot-limit, action); at each round's end, the gathering; at
 * the end, the showdown order and the award. Each step is asked and scored exactly as its own kind
 * (the kinds' ask* functions and score), from a generated hand or a real one (PHH).
 */
import { createRng, ledgerOf, legalActions, type Action, type Hand, type LegalActions, type Ledger, type Profile, type Structure } from '../engine';
import { engineAction, ReplayError, tableOf } from '../phh/replay';
import type { PhhHand } from '../phh/types';
import type { StepAnswer, StepKind } from '../../shared/drills';
import { act, beginPlay, playOn, startPlay, STYLES, tableFor, type Level, type Play } from './play';
import { betRounds, gatherOf, type RoundEnd } from './rounds';
import { askedLater, itemOf } from './item';
import { tableView } from './view';
import { combine, mistake, scored } from './scoring';
import { askGather, gather } from './gather';
import { askMinRaise, minRaise } from './min-raise';
import { askPotLimit, potLimit } from './pot-limit';
import { action, askAction } from './action';
import { askShowdownOrder, showdownOrderDrill } from './showdown-order';
import { askAward, award } from './award';
import type { Asked, DrillItem, DrillModule, QuestionOf, Scored } from './types';

export type Step = { [K in StepKind]: Asked<K, any> }[StepKind];
type Source = QuestionOf<'whole-hand'>['source'];

export interface WholeHandContext {
  steps: Step[];
}

const STEP_MODULES: { [K in StepKind]: DrillModule<K> } = {
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
function decisionStep(hand: Hand, actions: readonly Action[], legal: LegalActions): Step {
  const structure = hand.config.structure;
  if (structure === 'pot-limit' && legal.canRaise && legal.potLimit && legal.potLimit.maxRaiseTo < legal.allInTo) return askPotLimit(hand, actions, legal);
  if (structure === 'no-limit' && legal.canRaise && legal.minRaiseTo < legal.allInTo) return askMinRaise(hand, actions, legal);
  return askAction(hand, actions, legal);
}

/** The pots as gathered at a round's end: the stakes less the uncalled chips (for the reasons of a pots answer). */
function gatheredLedger(round: RoundEnd): Ledger {
  const ledger = ledgerOf(round.table);
  const back = gatherOf(round).returned;
  const stakes = ledger.stakes.slice();
  if (back) stakes[back.seat] -= back.amount;
  return { stakes, folded: ledger.folded, dead: ledger.dead };
}

/**
 * Deals a hand through `run` (which plays every action and calls `decide` before each player's
 * decision) and collects the steps in the order the hand reaches them: in each betting round the
 * first decision facing a bet or a raise (preflop: a raise over the blinds), each round's gathering,
 * then the showdown order and the award.
 */
function dealSteps(play: Play, run: (decide: (hand: Hand) => void) => void): Step[] {
  const asked: { at: number; step: Step }[] = [];
  let askedRound = -1;
  run((hand) => {
    const round = play.rounds.length - 1;
    if (round === askedRound || hand.currentBet === 0 || (hand.street === 'preflop' && hand.betCount < 2)) return;
    const legal = legalActions(hand);
    if (!legal || legal.toCall === 0) return;
    askedRound = round;
    asked.push({ at: play.actions.length, step: decisionStep(hand, play.actions, legal) });
  });
  // A round's gathering comes right after its last action, before the next round's decisions.
  for (const round of betRounds(play)) asked.push({ at: round.to + 0.5, step: askGather(round, play.actions, gatheredLedger(round)) });
  asked.sort((a, b) => a.at - b.at);
  const steps = asked.map((a) => a.step);
  const hand = play.hand;
  if (hand.phase === 'showdown') {
    const order = askShowdownOrder(hand, play.actions);
    if (order.answer.showdown_order.length > 1) steps.push(order);
  }
  if (hand.phase === 'showdown' || hand.phase === 'complete') steps.push(askAward(hand, play.actions));
  return steps;
}

function wholeItem(play: Play, start: ReturnType<typeof tableView>, steps: Step[], source: Source, seed: number, level: Level, profile: Profile, phh?: PhhHand): DrillItem<'whole-hand', WholeHandContext> {
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

const STRUCTURES: Record<Level, readonly Structure[]> = { 1: ['no-limit'], 2: ['no-limit', 'pot-limit', 'fixed-limit'], 3: ['no-limit', 'pot-limit', 'fixed-limit'] };

/** A generated hand: level 1 small no-limit tables, level 2 all three structures with uneven stacks, level 3 full tables with antes and all-ins. */
export function generate(seed: number, level: Level, profile: Profile): DrillItem<'whole-hand', WholeHandContext> {
  const rng = createRng(seed);
  const structure = rng.pick(STRUCTURES[level]);
  const config = tableFor(rng, level, profile, { structure, variant: structure === 'pot-limit' ? 'omaha' : 'holdem', uneven: level >= 2 });
  const play = startPlay(rng, level, config, true);
  const start = tableView(play.hand, play.actions);
  const style = level === 3 ? STYLES.allIn : STYLES.normal;
  const steps = dealSteps(play, (decide) => {
    playOn(play, () => style, (hand) => (decide(hand), false));
  });
  return wholeItem(play, start, steps, { kind: 'generated', id: null }, seed, level, profile);
}

/** Variants the engine deals: hold'em (no-limit, fixed-limit) and pot-limit Omaha. */
const PLAYABLE = new Set(['NT', 'PO', 'FT']);

/** A real hand: its lines replayed through the engine (strictly: an illegal line is an error), the steps asked as they come. */
export function fromPhh(phh: PhhHand, profile: Profile, source: Source = { kind: 'file', id: null }, level: Level = 2): DrillItem<'whole-hand', WholeHandContext> {
  if (!PLAYABLE.has(phh.variant)) throw new ReplayError(`a whole hand is dealt in hold'em (NT, FT) or pot-limit Omaha (PO), not ${phh.variant}`);
  const config = tableOf(phh, profile);
  const play = beginPlay(createRng(0), level, config, [], true);
  let start: ReturnType<typeof tableView> | null = null;
  const steps = dealSteps(play, (decide) => {
    phh.actions.forEach((line, index) => {
      const a = engineAction(play.hand, line);
      if (!a) return;
      if (a.type !== 'deal-hole' && a.type !== 'deal-board' && a.type !== 'show' && a.type !== 'muck') decide(play.hand);
      try {
        act(play, a);
      } catch (e) {
        throw new ReplayError(`action ${index + 1}: ${(e as Error).message}`);
      }
      if (!start && play.hand.phase !== 'deal-hole') start = tableView(play.hand, play.actions);
    });
  });
  if (!start || steps.length === 0) throw new ReplayError('the hand has no betting to deal');
  // The record is the file itself (its own notes and show lines), not a rewrite of it.
  return wholeItem(play, start, steps, source, 0, level, profile, phh);
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
