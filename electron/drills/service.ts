/**
 * The drill service of the main process: generates an item, keeps its answer keyed by a random
 * item id, hands out only the question, and scores a submission once, timing it with its own clock.
 */
import { randomUUID } from 'node:crypto';
import { Answer, DrillNextRequest, DrillSubmitRequest, type DrillErrorCode, type DrillNextResponse, type DrillSubmitResponse, type Question, type StepAnswer, type StepQuestion } from '../../shared/drills';
import { parsePhh } from '../phh/parse';
import { type PhhProblem, phhProblem } from '../phh/problem';
import { blankAnswer } from './blank';
import { drillModule } from './registry';
import { shippedHandText } from './shipped';
import { fromPhh, scoreSteps, type WholeHandContext } from './kinds/whole-hand';
import { clockOfQuestion, speedGrade, speedLimits } from './speed';
import { steeredItem, variantOf } from './family';
import { stepReasons } from './step-reasons';
import type { Explanation } from '../engine';
import type { DrillItem, Scored } from './types';
import type { Level } from './hands/play';
import { setBounded } from '../lru';

export class DrillError extends Error {
  constructor(
    readonly code: DrillErrorCode,
    message: string,
    readonly detail?: PhhProblem,
  ) {
    super(message);
    this.name = 'DrillError';
  }
}

export interface DrillServiceOptions {
  /** Milliseconds; injectable for tests. */
  now?: () => number;
  /** Seed when the request gives none. */
  seed?: () => number;
  /** Items kept at most for each owner (the oldest go first): one trainee's items never push out another's. */
  capacity?: number;
}

interface Kept {
  item: DrillItem;
  started: number;
  submitted: boolean;
  /** Whole hand: the step answers given so far (each step is answered once, in order). */
  given: StepAnswer[];
}

/** Issue 32 finding 5: a bound per owner, not one pool for the host (a trainee's 1,000 items pushed out a classmate's). */
const ITEMS_PER_OWNER = 100;
/** The owner of the items of the desktop app's and `npm run web`'s one user. */
export const LOCAL_OWNER = 'local';

function zodText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
}

/** drill.submit's response but for `record`, which the records service adds. */
export type DrillResult = Omit<DrillSubmitResponse, 'record'>;

/** The submit response: the score, the engine's answer and reasoning, and the time. */
function resultOf(itemId: string, item: Pick<DrillItem, 'kind' | 'level' | 'profile' | 'seed' | 'question'>, result: Scored, answer: Answer, explanation: Explanation[], seconds: number): DrillResult {
  return {
    itemId,
    kind: item.kind,
    level: item.level,
    profile: item.profile,
    seed: item.seed,
    earned: result.earned,
    possible: Math.max(1, result.possible),
    score: result.possible > 0 ? result.earned / result.possible : 1,
    correct: result.mistakes.length === 0 && result.earned === result.possible,
    answer,
    mistakes: result.mistakes,
    explanation,
    seconds,
    speed: speedGrade(item.kind, item.level, seconds, clockOfQuestion(item.question)),
    variant: variantOf(item.question),
  };
}

export function createDrillService(options: DrillServiceOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const newSeed = options.seed ?? (() => Math.floor(Math.random() * 2 ** 31));
  const capacity = options.capacity ?? ITEMS_PER_OWNER;
  /** By owner (a trainee, or the host's local user), their items by id. */
  const owners = new Map<string, Map<string, Kept>>();

  function next(request: unknown, owner = LOCAL_OWNER): DrillNextResponse {
    const parsed = DrillNextRequest.safeParse(request);
    if (!parsed.success) throw new DrillError('bad-request', `drill.next: ${zodText(parsed.error)}`);
    const { kind, level } = parsed.data;
    const profile = parsed.data.profile ?? 'cash';
    const seed = parsed.data.seed ?? newSeed();
    const hand = parsed.data.hand;
    if (hand && kind !== 'whole-hand') throw new DrillError('bad-request', `drill.next: a hand can be given only for a whole-hand drill, not ${kind}`);
    const { family, rule } = parsed.data;
    const steer = !hand && (family !== undefined || rule !== undefined);
    const generate = (s: number) => drillModule(kind).generate(s, level as Level, profile);
    const steered = steer ? steeredItem(generate, seed, { family, rule }) : undefined;
    const item = hand ? realHand(hand, level as Level, profile) : (steered?.item ?? generate(seed));
    const itemId = randomUUID();
    let items = owners.get(owner);
    if (!items) owners.set(owner, (items = new Map()));
    setBounded(items, itemId, { item, started: now(), submitted: false, given: [] }, capacity);
    return { itemId, kind, level, profile, seed: hand ? 0 : (steered?.item.seed ?? seed), question: item.question, target: speedLimits(kind, level as Level, clockOfQuestion(item.question)), ...(steered ? { steered: steered.found } : {}) };
  }

  /** A whole hand from a shipped hand or PHH text the user opened; every problem is a bad request that says what is wrong. */
  function realHand(hand: { shipped: string } | { phh: string }, level: Level, profile: 'cash' | 'tournament'): DrillItem {
    const shipped = 'shipped' in hand;
    const text = shipped ? shippedHandText(hand.shipped) : hand.phh;
    if (text === null) throw new DrillError('bad-request', `there is no shipped hand ${(hand as { shipped: string }).shipped}`);
    let parsed;
    try {
      parsed = parsePhh(text);
    } catch (e) {
      const problem = phhProblem(text, e);
      throw new DrillError(problem ? 'not-phh' : 'bad-request', `this is not a PHH hand history: ${(e as Error).message}`, problem ?? undefined);
    }
    try {
      return fromPhh(parsed, profile, { kind: shipped ? 'shipped' : 'file', id: shipped ? hand.shipped : null }, level) as unknown as DrillItem;
    } catch (e) {
      throw new DrillError('bad-hand', `the hand cannot be dealt: ${(e as Error).message}`);
    }
  }

  function submit(request: unknown, owner = LOCAL_OWNER): DrillResult {
    const ended = now();
    const parsed = DrillSubmitRequest.safeParse(request);
    if (!parsed.success) throw new DrillError('bad-request', `drill.submit: ${zodText(parsed.error)}`);
    const kept = owners.get(owner)?.get(parsed.data.itemId);
    if (!kept) throw new DrillError('unknown-item', `there is no drill item ${parsed.data.itemId}: ask for a new one`);
    if (kept.submitted) throw new DrillError('already-submitted', 'this item has already been answered: each item is scored once');
    const { item } = kept;
    const answer = Answer.safeParse(parsed.data.answer);
    if (!answer.success) throw new DrillError('malformed-answer', `the answer is not in the form of a ${item.kind} answer: ${zodText(answer.error)}`);
    if (answer.data.kind !== item.kind) throw new DrillError('wrong-kind', `this item is a ${item.kind} drill, the answer is for ${answer.data.kind}`);
    const seconds = Math.max(0, (ended - kept.started) / 1000);
    if (answer.data.kind === 'whole-hand') return submitSteps(parsed.data.itemId, kept, answer.data.steps, seconds);
    refuseBlank(item.question, answer.data);
    kept.submitted = true;
    const result = drillModule(item.kind).score(item, answer.data);
    return resultOf(parsed.data.itemId, item, result, item.answer, item.why, seconds);
  }

  /**
   * Whole hand: the steps answered so far are scored; until the last step, the response carries the
   * next step to answer (asked only now: its table would show the answers of the steps before it).
   */
  function submitSteps(itemId: string, kept: Kept, steps: StepAnswer[], seconds: number): DrillResult {
    const item = kept.item as DrillItem<'whole-hand', WholeHandContext>;
    const all = item.context.steps;
    const given = kept.given.concat(steps);
    if (given.length > all.length) throw new DrillError('malformed-answer', `the hand has ${all.length} steps, ${given.length} answers were given`);
    steps.forEach((step, k) => {
      const asked = all[kept.given.length + k];
      if (step.kind === asked.kind) refuseBlank(asked.question, step, kept.given.length + k);
    });
    kept.given = given;
    const done = given.length === all.length;
    kept.submitted = done;
    const answered = all.slice(0, given.length);
    const result = scoreSteps(answered, given);
    const answer = { kind: 'whole-hand' as const, steps: answered.map((s) => s.answer as StepAnswer) };
    return {
      ...resultOf(itemId, item, result, answer, stepReasons(answered), seconds),
      ...(done ? {} : { next: { step: given.length, steps: all.length, ask: all[given.length].question } }),
    };
  }

  return { next, submit };
}

/** A blank answer is refused before anything is scored: the item stays open for a real answer. */
function refuseBlank(question: Question | StepQuestion, answer: Answer, step?: number): void {
  const what = blankAnswer(question, answer);
  if (what === null) return;
  const of = step === undefined ? 'the answer' : `the answer to step ${step + 1} (${answer.kind})`;
  throw new DrillError('blank-answer', `${of} is blank: ${what}. Nothing was scored; the item is still open for an answer`);
}

export type DrillService = ReturnType<typeof createDrillService>;
