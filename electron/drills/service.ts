/**
 * The drill service of the main process: generates an item, keeps its answer keyed by a random
 * item id, hands out only the question, and scores a submission once, timing it with its own clock.
 */
import { randomUUID } from 'node:crypto';
import { Answer, DrillNextRequest, DrillSubmitRequest, type DrillErrorCode, type DrillKind, type DrillNextResponse, type DrillSubmitResponse } from '../../shared/drills';
import { drillModule } from './registry';
import { speedGrade } from './speed';
import type { DrillItem } from './types';
import type { Level } from './play';

export class DrillError extends Error {
  constructor(
    readonly code: DrillErrorCode,
    message: string,
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
  /** Items kept at most (the oldest unanswered go first). */
  capacity?: number;
}

interface Kept {
  item: DrillItem;
  started: number;
  submitted: boolean;
}

function zodText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
}

export function createDrillService(options: DrillServiceOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const newSeed = options.seed ?? (() => Math.floor(Math.random() * 2 ** 31));
  const capacity = options.capacity ?? 1000;
  const items = new Map<string, Kept>();

  function next(request: unknown): DrillNextResponse {
    const parsed = DrillNextRequest.safeParse(request);
    if (!parsed.success) throw new DrillError('bad-request', `drill.next: ${zodText(parsed.error)}`);
    const { kind, level } = parsed.data;
    const profile = parsed.data.profile ?? 'cash';
    const seed = parsed.data.seed ?? newSeed();
    const item = drillModule(kind).generate(seed, level as Level, profile);
    const itemId = randomUUID();
    if (items.size >= capacity) items.delete(items.keys().next().value!);
    items.set(itemId, { item, started: now(), submitted: false });
    return { itemId, kind, level, profile, seed, question: item.question };
  }

  function submit(request: unknown): DrillSubmitResponse {
    const ended = now();
    const parsed = DrillSubmitRequest.safeParse(request);
    if (!parsed.success) throw new DrillError('bad-request', `drill.submit: ${zodText(parsed.error)}`);
    const kept = items.get(parsed.data.itemId);
    if (!kept) throw new DrillError('unknown-item', `there is no drill item ${parsed.data.itemId}: ask for a new one`);
    if (kept.submitted) throw new DrillError('already-submitted', 'this item has already been answered: each item is scored once');
    const { item } = kept;
    const answer = Answer.safeParse(parsed.data.answer);
    if (!answer.success) throw new DrillError('malformed-answer', `the answer is not in the form of a ${item.kind} answer: ${zodText(answer.error)}`);
    if (answer.data.kind !== item.kind) throw new DrillError('wrong-kind', `this item is a ${item.kind} drill, the answer is for ${answer.data.kind}`);
    kept.submitted = true;
    const result = drillModule(item.kind).score(item, answer.data);
    const seconds = Math.max(0, (ended - kept.started) / 1000);
    return {
      itemId: parsed.data.itemId,
      kind: item.kind as DrillKind,
      earned: result.earned,
      possible: Math.max(1, result.possible),
      score: result.possible > 0 ? result.earned / result.possible : 1,
      correct: result.mistakes.length === 0 && result.earned === result.possible,
      answer: item.answer,
      mistakes: result.mistakes,
      explanation: item.why,
      seconds,
      speed: speedGrade(item.kind, item.level, seconds),
    };
  }

  return { next, submit };
}

export type DrillService = ReturnType<typeof createDrillService>;
