/** The shape every drill kind shares: a generated item with its kept answer, and its scoring. */
import type { Explanation, Profile } from '../engine';
import type { PhhHand } from '../phh/types';
import type { Answer, DrillKind, Mistake, Question } from '../../shared/drills';
import type { Level } from './hands/play';

export type QuestionOf<K extends DrillKind> = Extract<Question, { kind: K }>;
export type AnswerOf<K extends DrillKind> = Extract<Answer, { kind: K }>;

/** A question at one moment of a hand with the engine's answer: a drill item, or a step of a whole hand. */
export interface Asked<K extends DrillKind = DrillKind, C = unknown> {
  kind: K;
  question: QuestionOf<K>;
  /** The engine's answer: kept in main until the trainee submits. */
  answer: AnswerOf<K>;
  /** The engine's reasoning, step by step, each naming its rule. */
  why: Explanation[];
  /** What the kind's scoring needs besides the answer (e.g. why a seat is not in a pot). */
  context: C;
}

export interface DrillItem<K extends DrillKind = DrillKind, C = unknown> extends Asked<K, C> {
  seed: number;
  level: Level;
  profile: Profile;
  /**
   * The hand as PHH: up to the question, or played to its end where the answer is read there.
   * Null for a kind that asks about no hand (the chip work of a colour-up or a count).
   */
  phh: PhhHand | null;
  /** True when `phh` is a finished hand that `npm run -s phh` replays to the answer. */
  phhComplete: boolean;
}

export interface Scored {
  earned: number;
  possible: number;
  mistakes: Mistake[];
}

export interface DrillModule<K extends DrillKind = DrillKind, C = any> {
  kind: K;
  generate(seed: number, level: Level, profile: Profile): DrillItem<K, C>;
  score(item: Asked<K, C>, answer: AnswerOf<K>): Scored;
}
