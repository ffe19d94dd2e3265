/**
 * The mastery channels' contract (issue 31): a trainee's skills and rules as the scheduler sees
 * them, Today's practice, and the instructor's class maps. JSON data only; the renderer imports
 * this too.
 *
 * A skill is a drill kind x game family x level; a rule is a reason key of the engine's
 * explanations (electron/mastery/rules.ts says which keys count). Each is a card of the FSRS
 * scheduler (ts-fsrs) once the trainee has met it.
 */
import { z } from 'zod';
import { RuleKey } from './drills';
import { drillKinds, gameFamilies, ID_MAX } from './enums';
import { ExportedFile } from './exam';

export { gameFamilies, RuleKey, type GameFamily } from './drills';

/** What mastery of a skill takes, shown with its evidence. */
export const MASTERY = {
  /** Answers at least. */
  answers: 30,
  /** Accuracy over the last `answers` answers at least. */
  accuracy: 0.9,
  /** Recall the scheduler predicts for today at least. */
  recall: 0.9,
} as const;

const Level = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const Family = z.enum(gameFamilies);

export const Skill = z.strictObject({ kind: z.enum(drillKinds), family: Family, level: Level });
export type Skill = z.infer<typeof Skill>;

/** How far a skill is: none answered, too few to judge, judged and not (yet) mastered, mastered. */
export const skillStatuses = ['new', 'too-few', 'practising', 'mastered'] as const;
/** Which mastery condition a judged skill misses. */
export const masteryMisses = ['accuracy', 'speed', 'recall'] as const;

export const SkillState = Skill.extend({
  status: z.enum(skillStatuses),
  /** Answers of this skill so far. */
  answers: z.number().int().min(0),
  /** Mean score of the last 30 answers (null: none yet). */
  accuracy: z.number().min(0).max(1).nullable(),
  /** Median seconds of the last 30 answers, and the kind's normal limit at this level (null: the item's own clock). */
  medianSeconds: z.number().min(0).nullable(),
  normalSeconds: z.number().positive().nullable(),
  /** Recall the scheduler predicts for now (null: never answered). */
  recall: z.number().min(0).max(1).nullable(),
  /** The conditions a judged skill misses (empty when mastered or not judged yet). */
  misses: z.array(z.enum(masteryMisses)),
  /** When the scheduler has it due (epoch ms; null: never answered). */
  due: z.number().nullable(),
});
export type SkillState = z.infer<typeof SkillState>;

export const RuleState = z.strictObject({
  rule: RuleKey,
  /** Answers whose right answer needed the rule, and how many of them got its part right. */
  answers: z.number().int().min(0),
  right: z.number().int().min(0),
  recall: z.number().min(0).max(1),
  due: z.number(),
  /** The last answer that got it wrong (epoch ms), if any. */
  lastMissedAt: z.number().nullable(),
});
export type RuleState = z.infer<typeof RuleState>;

export const SkillMap = z.strictObject({
  traineeId: z.string(),
  /** Every skill there is, in the order of the drills and levels; those never answered are `new`. */
  skills: z.array(SkillState),
  /** The rules met so far, lowest predicted recall first. */
  rules: z.array(RuleState),
  now: z.number(),
});
export type SkillMap = z.infer<typeof SkillMap>;

/** Why Today's practice chose an item, for one line under it. */
export const TodayReason = z.discriminatedUnion('type', [
  /** A rule the scheduler has due, the last time it was missed (null: it was never missed, only reviewed). */
  z.strictObject({ type: z.literal('due-rule'), rule: RuleKey, lastMissedAt: z.number().nullable(), recall: z.number() }),
  z.strictObject({ type: z.literal('due-skill'), lastAt: z.number(), recall: z.number() }),
  z.strictObject({ type: z.literal('weak'), accuracy: z.number(), answers: z.number().int() }),
  /** The next level of a skill whose level before is mastered (`after`); or a first skill to start with (`after` null). */
  z.strictObject({ type: z.literal('new'), after: Skill.nullable() }),
  /** Nothing due or weak: the skill whose recall is lowest, kept fresh. */
  z.strictObject({ type: z.literal('review'), recall: z.number() }),
]);
export type TodayReason = z.infer<typeof TodayReason>;

export const TodayItem = Skill.extend({
  /** The rule the item is dealt for (the drill steers toward an item that needs it), if any. */
  rule: RuleKey.nullable(),
  reason: TodayReason,
});
export type TodayItem = z.infer<typeof TodayItem>;

export const TodayPlan = z.strictObject({ traineeId: z.string(), items: z.array(TodayItem), now: z.number() });
export type TodayPlan = z.infer<typeof TodayPlan>;

/** The class's maps: each trainee's skills side by side, the weakest rules, and readiness for an exam definition. */
export const ClassMapRequest = z.strictObject({
  traineeIds: z.array(z.string().max(ID_MAX)).max(1000).optional(),
  /** An exam definition (exam.definitions' id): readiness is the share of its skills mastered. */
  definitionId: z.string().max(ID_MAX).optional(),
});
export const ClassMap = z.strictObject({
  /** Every skill, in map order; each trainee's `skills` follow it. */
  skills: z.array(Skill),
  /** The exam definition readiness is for, and the indices (into `skills`) of the skills it asks. */
  exam: z.strictObject({ id: z.string(), title: z.string(), skills: z.array(z.number().int().min(0)) }).nullable(),
  trainees: z.array(
    z.strictObject({
      traineeId: z.string(),
      name: z.string(),
      studentId: z.string().nullable(),
      answers: z.number().int().min(0),
      /** Per skill of `skills`: status, answers, accuracy and recall. */
      skills: z.array(z.strictObject({ status: z.enum(skillStatuses), answers: z.number().int(), accuracy: z.number().nullable(), recall: z.number().nullable() })),
      mastered: z.number().int().min(0),
      /** The share of the exam's skills mastered (null: no exam chosen). */
      readiness: z.number().min(0).max(1).nullable(),
    }),
  ),
  /** The rules the class recalls least: mean predicted recall over the trainees who met each, and how many of them are under 90 %. */
  weakestRules: z.array(z.strictObject({ rule: RuleKey, recall: z.number(), trainees: z.number().int(), below: z.number().int() })),
  now: z.number(),
});
export type ClassMap = z.infer<typeof ClassMap>;

const TraineeRequest = z.strictObject({ traineeId: z.string().min(1).max(ID_MAX) });

export const masteryChannels = {
  /** About 20 items chosen for the trainee today, each with the reason it was chosen. */
  'mastery.today': { request: TraineeRequest, response: TodayPlan },
  /** Every skill with its mastery and evidence, and the rules by predicted recall. */
  'mastery.map': { request: TraineeRequest, response: SkillMap },
  'mastery.class': { request: ClassMapRequest, response: ClassMap },
  /** The class map as CSV: a row per trainee and skill, with the readiness for the exam chosen. */
  'mastery.classCsv': { request: ClassMapRequest, response: ExportedFile },
} as const;
