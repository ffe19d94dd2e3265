/**
 * What mastery needs of an answer beyond its kind, level, score and time: the game it was dealt
 * in, its speed grade, and the rules its right answer needed, each right or wrong. Recorded with
 * every practice answer from now on (`recordedFacts`); for an answer recorded before, or an exam's
 * answer, derived by dealing its item again from its seed and scoring the answer given again
 * (`derivedFacts`): items depend only on kind, level, profile and seed.
 */
import type { Answer, DrillKind, Explanation, Mistake } from '../../shared/drills';
import type { Variant } from '../engine';
import { familyOf, variantOf } from '../drills/family';
import type { Level } from '../drills/hands/play';
import { drillModule } from '../drills/registry';
import { clockOfQuestion, speedGrade, type SpeedGrade } from '../drills/speed';
import { stepReasons } from '../drills/step-reasons';
import type { WholeHandContext } from '../drills/kinds/whole-hand';
import type { DrillItem } from '../drills/types';
import type { Facts } from './cards';
import { ruleOutcomes } from './rules';

/** The answers columns mastery reads (null in a row recorded before them). */
export interface FactColumns {
  variant: string | null;
  speed: string | null;
  /** JSON: each rule key, right (true) or wrong. */
  rules: string | null;
}

/** An answers row as mastery reads it. */
export interface AnswerFacts extends FactColumns {
  id: number;
  kind: string;
  level: number;
  profile: string;
  seed: number;
  answer: string;
  score: number;
  seconds: number;
  answered_at: number;
  exam_id: string | null;
  status: string;
}

/** The columns of a practice answer being recorded, from its scored result. */
export function recordedFacts(result: { variant?: Variant | null; speed: SpeedGrade; explanation: Explanation[]; mistakes: Mistake[] }): FactColumns {
  return { variant: result.variant ?? null, speed: result.speed, rules: JSON.stringify(ruleOutcomes(result.explanation, result.mistakes)) };
}

/**
 * The facts of a row; `derived` holds the columns worked out for a row that had none, to be
 * written back. Null for a row that says nothing of the trainee's skill: an exam item never
 * answered, or an answer whose item cannot be dealt again (a whole hand from a real hand was
 * recorded with seed 0 before the game was recorded).
 */
export function factsOf(row: AnswerFacts): { facts: Facts; derived: FactColumns | null } | null {
  if (row.status === 'unanswered') return null;
  const columns = row.rules === null ? derivedFacts(row) : row;
  if (!columns) return null;
  const facts: Facts = {
    kind: row.kind as DrillKind,
    level: row.level as 1 | 2 | 3,
    family: familyOf(columns.variant as Variant | null),
    score: row.score,
    seconds: row.seconds,
    speed: columns.speed as SpeedGrade,
    rules: JSON.parse(columns.rules!) as Record<string, boolean>,
    at: Number(row.answered_at),
  };
  return { facts, derived: row.rules === null ? columns : null };
}

export function derivedFacts(row: AnswerFacts): FactColumns | null {
  if (row.kind === 'whole-hand' && Number(row.seed) === 0 && row.exam_id === null) return null;
  try {
    const drill = drillModule(row.kind as DrillKind);
    const item = drill.generate(Number(row.seed), row.level as Level, row.profile as 'cash' | 'tournament');
    const given = JSON.parse(row.answer) as Answer | null;
    const mistakes = given === null ? null : drill.score(item, given).mistakes;
    const why = explanationOf(item);
    // No answer given (an exam item timed out): every rule it needed was missed.
    const rules = mistakes === null ? Object.fromEntries(Object.keys(ruleOutcomes(why, [])).map((k) => [k, false])) : ruleOutcomes(why, mistakes);
    return { variant: variantOf(item.question), speed: speedGrade(item.kind, item.level, row.seconds, clockOfQuestion(item.question)), rules: JSON.stringify(rules) };
  } catch {
    return null;
  }
}

/** The explanation as drill.submit gives it: a whole hand's reasons each name their step. */
function explanationOf(item: DrillItem): Explanation[] {
  if (item.kind !== 'whole-hand') return item.why;
  return stepReasons((item.context as WholeHandContext).steps);
}
