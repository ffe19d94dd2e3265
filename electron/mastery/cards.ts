/**
 * Each skill and each rule a trainee has met is a card of the FSRS scheduler (ts-fsrs, its default
 * parameters), reviewed by every answer that touches it, with what mastery needs beside it (the
 * last 30 answers of a skill; where a rule was met and missed). Pure: the cards are plain data
 * that the records keep as JSON, and `review` returns the card after an answer.
 *
 * Ratings (issue 31): wrong = Again; right but slower than the kind's normal limit = Hard; right
 * = Good; right within the fast limit = Easy. A skill is right when the whole answer is (score 1;
 * a partial answer is a lapse of its skill and counts by its score in the accuracy); each rule is
 * right or wrong by the parts it explains (rules.ts).
 */
import { type Card, createEmptyCard, forgetting_curve, fsrs, type Grade, Rating, State } from 'ts-fsrs';
import type { DrillKind, GameFamily } from '../../shared/drills';
import { MASTERY } from '../../shared/mastery';
import type { SpeedGrade } from '../drills/speed';

/** One answer as the scheduler reads it. */
export interface Facts {
  kind: DrillKind;
  level: 1 | 2 | 3;
  family: GameFamily;
  /** Parts right out of parts asked, 0 to 1. */
  score: number;
  seconds: number;
  speed: SpeedGrade;
  /** Each rule the right answer needed: whether its part was answered right. */
  rules: Record<string, boolean>;
  /** When it was answered (epoch ms). */
  at: number;
}

/** ts-fsrs's card with its times as epoch ms (JSON-safe). */
export interface Memory {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review: number | null;
}

export interface SkillCard {
  memory: Memory;
  answers: number;
  /** The last 30 answers, oldest first: score, seconds, and whether it was slower than its normal limit. */
  recent: [score: number, seconds: number, slow: 0 | 1][];
  lastAt: number;
}

/** Where a rule was met: a skill's id, how often, and when last missed there. */
export interface Place {
  n: number;
  lastAt: number;
  missedAt: number | null;
}

export interface RuleCard {
  memory: Memory;
  answers: number;
  right: number;
  lastMissedAt: number | null;
  seen: Record<string, Place>;
}

/** The one scheduler: FSRS-6 with its default parameters (no fuzz, so that a rebuild gives the same cards). */
export const scheduler = fsrs({ enable_fuzz: false });

export const ratingOf = (right: boolean, speed: SpeedGrade): Grade => (!right ? Rating.Again : speed === 'fast' ? Rating.Easy : speed === 'normal' ? Rating.Good : Rating.Hard);

const toMemory = (c: Card): Memory => ({
  due: c.due.getTime(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  last_review: c.last_review ? c.last_review.getTime() : null,
});

export const newMemory = (at: number): Memory => toMemory(createEmptyCard(at));

/** The memory after a review at `at` (never before the last one: answers arrive in id order, their clocks may differ by a little). */
export function reviewed(memory: Memory, at: number, grade: Grade): Memory {
  const when = Math.max(at, memory.last_review ?? at);
  return toMemory(scheduler.next({ ...memory, last_review: memory.last_review ?? undefined }, when, grade).card);
}

const DAY = 86_400_000;
const weights = [...scheduler.parameters.w];

/**
 * Recall the scheduler predicts at `now`, 0 to 1 (0 for a card never reviewed): ts-fsrs's
 * get_retrievability (whole days since the last review, on its forgetting curve) on the plain
 * card, without converting it to and from Dates (a map reads hundreds of cards).
 */
export function recallOf(memory: Memory, now: number): number {
  if (memory.state === State.New) return 0;
  const days = Math.max(Math.floor((now - (memory.last_review ?? now)) / DAY), 0);
  return forgetting_curve(weights, days, +memory.stability.toFixed(8));
}

export function reviewSkill(card: SkillCard | undefined, f: Facts): SkillCard {
  const memory = reviewed(card?.memory ?? newMemory(f.at), f.at, ratingOf(f.score === 1, f.speed));
  const recent = [...(card?.recent ?? []), [f.score, f.seconds, f.speed === 'slow' ? 1 : 0] as SkillCard['recent'][number]].slice(-MASTERY.answers);
  return { memory, answers: (card?.answers ?? 0) + 1, recent, lastAt: f.at };
}

export function reviewRule(card: RuleCard | undefined, f: Facts, right: boolean, place: string): RuleCard {
  const memory = reviewed(card?.memory ?? newMemory(f.at), f.at, ratingOf(right, f.speed));
  const was = card?.seen[place];
  return {
    memory,
    answers: (card?.answers ?? 0) + 1,
    right: (card?.right ?? 0) + (right ? 1 : 0),
    lastMissedAt: right ? (card?.lastMissedAt ?? null) : f.at,
    seen: { ...card?.seen, [place]: { n: (was?.n ?? 0) + 1, lastAt: f.at, missedAt: right ? (was?.missedAt ?? null) : f.at } },
  };
}
