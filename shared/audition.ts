/**
 * Audition mode's contract: a live table run in main, hand after hand; the renderer only shows its
 * frames and answers its tasks. A view carries the frames of the table up to the next task and
 * that task's question, never an answer: whether a frame holds an irregularity is found out by the
 * trainee ("Floor!"), not sent. JSON data only; the renderer imports this too.
 */
import { z } from 'zod';
import { Answer, Explanation, Mistake, Question, TableView } from './drills';
import { auditionFormats, auditionGames, auditionIrregularities, auditionModes, auditionRotations } from './audition-vocab';
import { drillKinds, handCategories, ID_MAX } from './enums';

export * from './audition-vocab';

const SeatIndex = z.number().int().min(0).max(9);
const Chips = z.number().int().min(0);
const Percent = z.number().int().min(0).max(100);

export const auditionLimits = { hands: 200, seats: 10, frames: 400 } as const;

/** A table's number: the seed it is dealt from. */
export const TableSeed = z.number().int().min(0).max(2 ** 31 - 1);

export const AuditionSetup = z.strictObject({
  format: z.enum(auditionFormats),
  seats: z.number().int().min(2).max(auditionLimits.seats),
  mode: z.enum(auditionModes),
  /** Hands the audition lasts. */
  hands: z.number().int().min(1).max(auditionLimits.hands),
  rotation: z.enum(auditionRotations),
  profile: z.enum(['cash', 'tournament']),
});
export type AuditionSetup = z.infer<typeof AuditionSetup>;

/** A mode's pass marks: accuracy in percent of the points, pace in percent of the game's hands per hour (not graded in Learn, which has no clock). */
export const ModeMarks = z.strictObject({ accuracy: Percent, pace: z.number().int().min(0).max(200) });
export type ModeMarks = z.infer<typeof ModeMarks>;
export const AuditionMarks = z.strictObject({ learn: ModeMarks, practice: ModeMarks, 'table-ready': ModeMarks });
export type AuditionMarks = z.infer<typeof AuditionMarks>;

const TurnAct = z.enum(['check', 'call', 'bet', 'raise', 'fold']);

/**
 * What happened besides the chips and cards the table shows: the dealer's first card of the deal,
 * a player's words, chips put forward without a word, a hand shown at the showdown and what its
 * player called it, a card that turned face up in the deal. Every kind comes in clean hands too.
 */
export const FrameEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('deal'), first: SeatIndex }),
  z.strictObject({ type: z.literal('says'), seat: SeatIndex, act: TurnAct }),
  z.strictObject({ type: z.literal('push'), seat: SeatIndex, chips: z.array(Chips.min(1)).max(20), string: z.boolean() }),
  z.strictObject({ type: z.literal('shows'), seat: SeatIndex, announced: z.enum(handCategories).nullable() }),
  z.strictObject({ type: z.literal('flipped'), seat: SeatIndex, card: z.string().regex(/^[2-9TJQKA][cdhs]$/) }),
]);
export type FrameEvent = z.infer<typeof FrameEvent>;

/** The table after one thing happened at it. */
export const Frame = z.strictObject({ table: TableView, event: FrameEvent.nullable() });
export type Frame = z.infer<typeof Frame>;

export const KindTally = z.strictObject({ kind: z.enum(drillKinds), earned: z.number().min(0), possible: z.number().min(0) });

/** How the run stands: the points of the tasks and rulings, the irregularities, and the pace (null in Learn, which has no clock). */
export const AuditionStats = z.strictObject({
  /** Hands finished. */
  hands: z.number().int().min(0),
  seconds: z.number().min(0),
  handsPerHour: z.number().min(0).nullable(),
  /** Hands per hour over the games' pace (1: the card room's pace), null in Learn. */
  pace: z.number().min(0).nullable(),
  earned: z.number().min(0),
  possible: z.number().min(0),
  /** earned / possible, null before anything is scored. */
  accuracy: z.number().min(0).max(1).nullable(),
  byKind: z.array(KindTally),
  irregularities: z.number().int().min(0),
  caught: z.number().int().min(0),
  missed: z.number().int().min(0),
  falseCalls: z.number().int().min(0),
});
export type AuditionStats = z.infer<typeof AuditionStats>;

export const AuditionGrade = z.strictObject({
  marks: ModeMarks,
  accuracyMet: z.boolean(),
  /** Null in Learn (no clock). */
  paceMet: z.boolean().nullable(),
  passed: z.boolean(),
});
export type AuditionGrade = z.infer<typeof AuditionGrade>;

export const AuditionView = z.strictObject({
  runId: z.string(),
  setup: AuditionSetup,
  /** The table's number (its seed), to deal it again; null for a class's or an exam's audition. */
  seed: z.number().int().nullable(),
  status: z.enum(['running', 'finished']),
  /** The hand being dealt (1 the first), and its game. */
  hand: z.number().int().min(1),
  game: z.enum(auditionGames),
  /** The frames of the hand up to its next task (`from`: the hand's frame number of the first), the task, and a ruling asked after a caught irregularity. */
  segment: z
    .strictObject({
      from: z.number().int().min(0),
      frames: z.array(Frame).max(auditionLimits.frames),
      task: Question.nullable(),
      ruling: Question.nullable(),
    })
    .nullable(),
  /** Milliseconds between frames: the simulated players' pace. */
  paceMs: z.number().int().min(0),
  stats: AuditionStats,
  /** Once finished: the grade against the mode's marks. */
  grade: AuditionGrade.nullable(),
});
export type AuditionView = z.infer<typeof AuditionView>;

/** A task or ruling scored: as a drill's result, without its timing. */
export const TaskResult = z.strictObject({
  kind: z.enum(drillKinds),
  earned: z.number().min(0),
  possible: z.number().min(0),
  correct: z.boolean(),
  /** The engine's answer. */
  answer: Answer,
  mistakes: z.array(Mistake),
  explanation: z.array(Explanation),
});
export type TaskResult = z.infer<typeof TaskResult>;

/** An irregularity that passed without a call: what it was, and the ruling the floor would have given. */
export const MissedIrregularity = z.strictObject({ irregularity: z.enum(auditionIrregularities), kind: z.enum(drillKinds), answer: Answer, explanation: z.array(Explanation) });
export type MissedIrregularity = z.infer<typeof MissedIrregularity>;

const RecordStatus = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('saved') }),
  z.strictObject({ status: z.literal('guest') }),
  z.strictObject({ status: z.literal('failed'), message: z.string() }),
]);
export type AuditionRecordStatus = z.infer<typeof RecordStatus>;

const RunId = z.string().min(1).max(ID_MAX);

/** One audition in a trainee's records. */
export const AuditionRun = z.strictObject({
  runId: z.string(),
  setup: AuditionSetup,
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  stats: AuditionStats,
  grade: AuditionGrade.nullable(),
  /** Taken in class on this host, or in an exam. */
  where: z.enum(['alone', 'class', 'exam']),
});
export type AuditionRun = z.infer<typeof AuditionRun>;

export const auditionChannels = {
  /** A new audition table; `seed` deals a table again (refused while an exam runs on the host). */
  'audition.start': {
    request: z.strictObject({ setup: AuditionSetup, traineeId: z.string().max(100).optional(), seed: TableSeed.optional() }),
    response: z.strictObject({ view: AuditionView, record: RecordStatus }),
  },
  /** The run as it stands (a page opened again): the current segment from its first frame. */
  'audition.current': { request: z.strictObject({ runId: RunId }), response: AuditionView },
  /** "Floor!" at frame `at` of the hand: caught (the ruling is asked next) or a false call. */
  'audition.floor': {
    request: z.strictObject({ runId: RunId, at: z.number().int().min(0).max(auditionLimits.frames * 4) }),
    response: z.strictObject({ verdict: z.enum(['caught', 'false-call']), view: AuditionView, record: RecordStatus }),
  },
  /** The ruling after a caught irregularity. */
  'audition.ruling': {
    request: z.strictObject({ runId: RunId, answer: z.unknown() }),
    response: z.strictObject({ result: TaskResult, view: AuditionView, record: RecordStatus }),
  },
  /** The answer to the current task; the response carries the next segment (or the end). */
  'audition.answer': {
    request: z.strictObject({ runId: RunId, answer: z.unknown() }),
    response: z.strictObject({ result: TaskResult, missed: MissedIrregularity.nullable(), view: AuditionView, record: RecordStatus }),
  },
  /** Stops the audition where it is: it is graded on the hands finished. */
  'audition.end': { request: z.strictObject({ runId: RunId }), response: z.strictObject({ view: AuditionView, record: RecordStatus }) },
  'audition.marks': { request: z.strictObject({}), response: AuditionMarks },
  'audition.setMarks': { request: AuditionMarks.partial(), response: AuditionMarks },
  /** A trainee's auditions, newest first (the progress view). */
  'audition.history': { request: z.strictObject({ traineeId: z.string().min(1).max(ID_MAX) }), response: z.strictObject({ runs: z.array(AuditionRun) }) },
} as const;
