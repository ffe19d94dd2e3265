/**
 * The certification channels' contract: exam definitions, exam codes, the running session as
 * the renderer sees it (never an answer before it is submitted), signed results, the instructor's
 * class view and per-trainee progress. JSON data only; the renderer imports this too.
 * Times are epoch milliseconds of main's clock; the renderer only displays them.
 */
import { z } from 'zod';
import { AuditionGrade, AuditionStats } from './audition';
import { auditionFormats, auditionModes } from './audition-vocab';
import { Answer, drillKinds, Explanation, Mistake, Question } from './drills';
import { ID_MAX } from './enums';

export const examLimits = {
  maxItems: 200,
  maxTitle: 60,
  /** Seconds; what the exam code's 16-bit fields hold (about 18 hours). */
  maxSeconds: 65_535,
  maxSections: 40,
  maxAttempts: 9,
  /** Characters in a school's definition file. */
  definitionText: 100_000,
  /** Hands an exam's audition segment lasts at most (30 hands: about an hour of hold'em at a card room's pace). */
  auditionHands: 30,
} as const;

export const examErrorCodes = [
  'bad-request',
  'bad-definition', // a school's definition file does not validate
  'bad-code', // an exam code that cannot be read (typo, wrong length, unknown version)
  'kind-unavailable', // the definition asks for a drill kind this release cannot generate
  'unknown-exam',
  'unknown-trainee',
  'no-attempts-left',
  'not-running', // the exam is finished
  'not-finished', // a result is asked for before the exam is finished
  'not-passed', // a certificate for an exam that was not passed
  'wrong-item', // the answer is for an item other than the current one
  'malformed-answer',
  'wrong-kind',
  'bad-result-file', // an imported result that is not a result file at all
  'hosted-exam', // a code made on a classroom host: its items come from the host's secret, so it is taken there
  'not-enrolled', // a result signed by a key the instructor never enrolled
  'duplicate-student', // a student id that another trainee already has
  'practice-during-exam', // practice asked for while the trainee has an exam running
  'storage', // the records database could not be read or written
  'damaged-result', // the exam's stored result was read from a damaged records file: not shown, not certified
  'instructor-only', // a change to a trainee who has taken an exam, asked without the instructor's passphrase
  'exam-running', // a trainee merged or deleted while one of their exams runs
  'holdings-changed', // a deletion confirmed for other counts than the trainee has now
  'same-trainee', // a trainee merged with themselves
  'student-ids-differ', // two trainees merged who have different student ids
] as const;
export type ExamErrorCode = (typeof examErrorCodes)[number];

const Level = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const Seconds = z.number().int().min(1).max(examLimits.maxSeconds);
const Profile = z.enum(['cash', 'tournament']);

export const ExamSection = z.strictObject({
  kind: z.enum(drillKinds),
  count: z.number().int().min(1).max(examLimits.maxItems),
  level: Level,
});
export type ExamSection = z.infer<typeof ExamSection>;

/**
 * An exam's audition segment: after the items, the trainee deals `hands` hands of `game` (a game or
 * a rotation, as an audition takes) at one table in `mode`; `seats` players (default: six, or the
 * game's most if fewer).
 */
export const ExamAudition = z.strictObject({
  game: z.enum(auditionFormats),
  hands: z.number().int().min(1).max(examLimits.auditionHands),
  mode: z.enum(auditionModes),
  seats: z.number().int().min(2).max(10).optional(),
});
export type ExamAudition = z.infer<typeof ExamAudition>;

/** What makes an exam: everything the code carries besides the seed. */
export const ExamDefinition = z
  .strictObject({
    title: z.string().trim().min(1).max(examLimits.maxTitle),
    profile: Profile,
    sections: z.array(ExamSection).min(1).max(examLimits.maxSections),
    /** Seconds allowed per item, counted from when the item is shown; null: no per-item limit. */
    perItemSeconds: Seconds.nullable(),
    /** Seconds for the whole exam, counted from its start; null: no overall limit. */
    totalSeconds: Seconds.nullable(),
    /** Percent of the possible score needed to pass. */
    passPercent: z.number().int().min(1).max(100),
    /** Attempts a trainee has at one exam code. */
    attempts: z.number().int().min(1).max(examLimits.maxAttempts),
    /** Items mixed in a seeded order (true) or in the order of the sections. */
    shuffle: z.boolean(),
    /** Dealt after the items; absent: the exam is its items alone. */
    audition: ExamAudition.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.perItemSeconds === null && d.totalSeconds === null) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'give a time per item, a total time, or both: an exam is timed' });
    }
    const items = d.sections.reduce((n, s) => n + s.count, 0);
    if (items > examLimits.maxItems) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: `the sections add up to ${items} items; an exam has at most ${examLimits.maxItems}` });
    }
  });
export type ExamDefinition = z.infer<typeof ExamDefinition>;

/**
 * A school's definition file. Friendlier than the stored form: optional fields take defaults,
 * and time is one object ("perItemSeconds" and/or "totalSeconds").
 */
export const SchoolDefinitionFile = z.strictObject({
  format: z.literal('dealer-trainer-exam'),
  version: z.literal(1),
  title: z.string(),
  profile: Profile.default('tournament'),
  sections: z.array(z.unknown()),
  time: z.strictObject({ perItemSeconds: z.number().optional(), totalSeconds: z.number().optional() }),
  passPercent: z.number(),
  attempts: z.number().default(1),
  shuffle: z.boolean().default(true),
  audition: z.unknown().optional(),
});

export const DefinitionInfo = z.strictObject({
  /** "builtin:<name>" or "file:<file name>". */
  id: z.string(),
  builtIn: z.boolean(),
  definition: ExamDefinition,
  itemCount: z.number().int(),
});
export type DefinitionInfo = z.infer<typeof DefinitionInfo>;

export const DefinitionProblem = z.strictObject({ file: z.string(), message: z.string() });

/** A code decoded: what the instructor checks before handing it out. */
export const DecodedCode = z.strictObject({
  /** Canonical spelling, grouped: "ABCD-EFGH-...". */
  code: z.string(),
  seed: z.number().int().min(0),
  builtIn: z.string().nullable(),
  definition: ExamDefinition,
  itemCount: z.number().int(),
  /** Made on a classroom host: its items come from the host's secret, and it is taken there. */
  hosted: z.boolean(),
});
export type DecodedCode = z.infer<typeof DecodedCode>;

export const ItemStatus = z.enum(['pending', 'answered', 'late', 'timed-out', 'unanswered']);
export type ItemStatus = z.infer<typeof ItemStatus>;

/**
 * How an attempt's items stand, counted from their statuses: answered in time; answered late
 * (kept, scores zero); timed out (shown, and its time ran out unanswered); unanswered (never
 * answered: not reached before the exam's time ran out, or still open when it was handed in or
 * ended); still open. They add up to the item count.
 */
export const ItemTally = z.strictObject({
  answered: z.number().int().min(0),
  late: z.number().int().min(0),
  timedOut: z.number().int().min(0),
  unanswered: z.number().int().min(0),
  open: z.number().int().min(0),
});
export type ItemTally = z.infer<typeof ItemTally>;

/** Items counted by status: each counted once (main's views, and a signed result's items on the screens). */
export function tally(items: readonly { status: ItemStatus }[]): ItemTally {
  const counts: ItemTally = { answered: 0, late: 0, timedOut: 0, unanswered: 0, open: 0 };
  for (const { status } of items) {
    if (status === 'timed-out') counts.timedOut++;
    else if (status === 'pending') counts.open++;
    else counts[status]++;
  }
  return counts;
}

/** The running exam as the renderer sees it. */
export const ExamView = z.strictObject({
  examId: z.string(),
  code: z.string(),
  title: z.string(),
  traineeId: z.string(),
  attempt: z.number().int().min(1),
  attempts: z.number().int().min(1),
  status: z.enum(['running', 'finished']),
  itemCount: z.number().int(),
  tally: ItemTally,
  /** Main's clock when this view was made: the renderer counts down from deadline - now. */
  now: z.number(),
  startedAt: z.number(),
  /** The whole exam's deadline, if it has one. */
  deadline: z.number().nullable(),
  item: z
    .strictObject({
      index: z.number().int().min(0),
      kind: z.enum(drillKinds),
      level: Level,
      question: Question,
      shownAt: z.number(),
      /** The earlier of the item's and the exam's deadline; null when untimed. */
      deadline: z.number().nullable(),
    })
    .nullable(),
  /** The audition segment's table once the items are done (dealt through the audition channels, which hold a trainee to their own run); null before, or without one. */
  audition: z.strictObject({ runId: z.string(), status: z.enum(['running', 'finished']) }).nullable(),
});
export type ExamView = z.infer<typeof ExamView>;

export const ExamStartRequest = z.strictObject({ code: z.string().min(1).max(200), traineeId: z.string().min(1).max(ID_MAX) });
export const ExamIdRequest = z.strictObject({ examId: z.string().min(1).max(ID_MAX) });
export const ExamSubmitRequest = z.strictObject({ examId: z.string().min(1).max(ID_MAX), index: z.number().int().min(0), answer: z.unknown() });
export const ExamSubmitResponse = z.strictObject({
  index: z.number().int(),
  /** 'late' answers are kept but score zero. */
  status: z.enum(['answered', 'late']),
  view: ExamView,
});

export const ResultItem = z.strictObject({
  index: z.number().int().min(0),
  kind: z.enum(drillKinds),
  level: Level,
  seed: z.number().int().min(0),
  status: ItemStatus.exclude(['pending']),
  /** The trainee's answer; null when none was given in time or at all. */
  answer: Answer.nullable(),
  earned: z.number().min(0),
  possible: z.number().min(1),
  /** 0 to 1; zero for late, timed-out and unanswered items. */
  score: z.number().min(0).max(1),
  /** From the item being shown to the answer (or its deadline). */
  seconds: z.number().min(0),
});
export type ResultItem = z.infer<typeof ResultItem>;

/**
 * How an exam was taken: in class on a classroom host (named, with the school, class and
 * instructor of the host's settings when set), or self-study: alone on the trainee's own
 * computer, not proctored (a trainee's machine cannot make such a result trustworthy).
 */
export const Taken = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('class'), host: z.string(), school: z.string().optional(), className: z.string().optional(), instructor: z.string().optional() }),
  z.strictObject({ mode: z.literal('self-study') }),
]);
export type Taken = z.infer<typeof Taken>;

/** Where a class exam was taken, as its host's settings named it: "Höstkurs 2026, Nordisk Dealerskola" ('' when they named nothing). */
export const classPlace = (names: { className?: string | null; school?: string | null }): string => [names.className, names.school].filter(Boolean).join(', ');

export const KindScore = z.strictObject({ kind: z.enum(drillKinds), items: z.number().int(), percent: z.number() });

/**
 * The audition segment of a finished exam: the table's seats, its figures and its grade by the
 * mode's marks (the marks as they were when the table opened). `passed`: every hand of the segment
 * dealt and the grade passed.
 */
export const ExamAuditionResult = z.strictObject({
  seats: z.number().int().min(2).max(10),
  stats: AuditionStats,
  grade: AuditionGrade,
  passed: z.boolean(),
});
export type ExamAuditionResult = z.infer<typeof ExamAuditionResult>;

/** The result of one finished exam: what is signed. */
export const ExamResult = z.strictObject({
  format: z.literal('dealer-trainer-result'),
  version: z.literal(1),
  examId: z.string(),
  trainee: z.strictObject({ id: z.string(), name: z.string(), studentId: z.string().nullable() }),
  code: z.string(),
  definition: ExamDefinition,
  attempt: z.number().int().min(1),
  /** ISO 8601, UTC. */
  startedAt: z.string(),
  finishedAt: z.string(),
  seconds: z.number().min(0),
  items: z.array(ResultItem),
  /** Mean of the item scores, in percent, rounded to 0.1. */
  percent: z.number().min(0).max(100),
  /** The items reach the pass mark and, when the exam has an audition segment, the segment passed. */
  passed: z.boolean(),
  /** The audition segment, when the definition has one. */
  audition: ExamAuditionResult.optional(),
  /** Weakest first. */
  byKind: z.array(KindScore),
  /** How it was taken: in class on a classroom host (named), or alone. Files of 0.1.0 lack it: self-study. */
  taken: Taken.optional(),
});
export type ExamResult = z.infer<typeof ExamResult>;

/** A result file: the result, its Ed25519 signature and the installation's public key. */
export const SignedResult = z.strictObject({
  result: ExamResult,
  /** base64 of the 64-byte signature over the result's canonical JSON. */
  signature: z.string(),
  /** base64 of the public key (SPKI DER). */
  publicKey: z.string(),
});
export type SignedResult = z.infer<typeof SignedResult>;

/**
 * One item of a finished exam, reviewed: the question as it was shown, the trainee's answer, the
 * engine's answer and its reasons, and what was wrong. Only for an exam that is over.
 */
export const ReviewItem = z.strictObject({
  index: z.number().int().min(0),
  itemCount: z.number().int().min(1),
  kind: z.enum(drillKinds),
  level: Level,
  status: ItemStatus.exclude(['pending']),
  question: Question,
  /** The trainee's answer; null when none was given. */
  given: Answer.nullable(),
  answer: Answer,
  mistakes: z.array(Mistake),
  explanation: z.array(Explanation),
  earned: z.number().min(0),
  possible: z.number().min(1),
  seconds: z.number().min(0),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ExportedFile = z.strictObject({ fileName: z.string(), text: z.string() });
export const CertificateFile = z.strictObject({ fileName: z.string(), pdfBase64: z.string(), verificationCode: z.string() });

export const Trainee = z.strictObject({
  id: z.string(),
  name: z.string(),
  studentId: z.string().nullable(),
  createdAt: z.number(),
  /** When archived (hidden from pickers, records kept), else null. */
  archivedAt: z.number().nullable(),
});
export type Trainee = z.infer<typeof Trainee>;
export const AddTraineeRequest = z.strictObject({ name: z.string().trim().min(1).max(80), studentId: z.string().trim().min(1).max(40).optional() });

/** One imported result file, checked. */
export const ImportVerdict = z.strictObject({
  file: z.string(),
  ok: z.boolean(),
  /** Why it was refused, or what to know about an accepted one (e.g. a key seen for the first time). */
  messages: z.array(z.string()),
  verificationCode: z.string().nullable(),
  trainee: z.string().nullable(),
  percent: z.number().nullable(),
  duplicate: z.boolean(),
});
export type ImportVerdict = z.infer<typeof ImportVerdict>;
/** Result files are sent in batches of at most this many (a class of 500 is 50 requests). */
export const IMPORT_BATCH_FILES = 10;
/** A result file is at most this many characters (a 200-item exam's file is well under 1 MB). */
export const RESULT_FILE_MAX_CHARS = 1_000_000;
export const ImportRequest = z.strictObject({
  files: z
    .array(z.strictObject({ name: z.string().max(255), text: z.string().max(RESULT_FILE_MAX_CHARS) }))
    .min(1)
    .max(IMPORT_BATCH_FILES),
});

export const ClassRow = z.strictObject({
  traineeName: z.string(),
  studentId: z.string().nullable(),
  title: z.string(),
  code: z.string(),
  attempt: z.number().int(),
  percent: z.number(),
  passed: z.boolean(),
  seconds: z.number(),
  finishedAt: z.string(),
  weakestKinds: z.array(z.enum(drillKinds)),
  verificationCode: z.string(),
  keyFingerprint: z.string(),
  /** In class on a classroom host (named), or self-study (not proctored). */
  taken: z.enum(['class', 'self-study']),
  host: z.string().nullable(),
  /** A class exam's school, class and instructor, as its host's settings named them. */
  school: z.string().nullable(),
  className: z.string().nullable(),
  instructor: z.string().nullable(),
  /** How the items ended; null for an imported result whose file could not be read back. */
  tally: ItemTally.nullable(),
  /** The audition segment: hands dealt of the segment's, accuracy (0 to 1), hands per hour, passed; null without one (or when the file could not be read back). */
  audition: z
    .strictObject({ hands: z.number().int(), of: z.number().int(), accuracy: z.number().nullable(), handsPerHour: z.number().nullable(), passed: z.boolean() })
    .nullable(),
});
export type ClassRow = z.infer<typeof ClassRow>;
export const ClassRequest = z.strictObject({ code: z.string().max(200).optional() });

export const ProgressRequest = z.strictObject({ traineeId: z.string().max(ID_MAX), bucket: z.enum(['day', 'week']).optional() });
export const ProgressPoint = z.strictObject({
  /** Start of the bucket, "YYYY-MM-DD" (UTC). */
  date: z.string(),
  items: z.number().int(),
  /** Mean score, 0 to 1. */
  accuracy: z.number(),
  medianSeconds: z.number(),
});
export const WeakSpot = z.strictObject({
  kind: z.enum(drillKinds),
  level: Level,
  items: z.number().int(),
  accuracy: z.number(),
  medianSeconds: z.number(),
  /** Why it is listed: 'accuracy' (below 90 %), 'speed' (slower than the drill's normal time) or both. */
  reasons: z.array(z.enum(['accuracy', 'speed'])),
});
export const Progress = z.strictObject({
  traineeId: z.string(),
  kinds: z.array(z.strictObject({ kind: z.enum(drillKinds), points: z.array(ProgressPoint) })),
  weakSpots: z.array(WeakSpot),
  /** The kinds and levels answered, not weak spots, with too few answers to call them anything else (fewer than mastery's 30). */
  tooFew: z.array(z.strictObject({ kind: z.enum(drillKinds), level: Level, items: z.number().int() })),
});
export type Progress = z.infer<typeof Progress>;

/** The class's practice so far (instructor.classProgress): per trainee, per kind and level. */
export const ClassProgressRequest = z.strictObject({ traineeIds: z.array(z.string().max(100)).max(1000).optional() });
export const ClassProgress = z.strictObject({
  trainees: z.array(
    z.strictObject({
      traineeId: z.string(),
      name: z.string(),
      studentId: z.string().nullable(),
      items: z.number().int(),
      /** Mean score, 0 to 1. */
      accuracy: z.number(),
      lastAnsweredAt: z.number().nullable(),
      kinds: z.array(
        z.strictObject({
          kind: z.enum(drillKinds),
          level: Level,
          items: z.number().int(),
          accuracy: z.number(),
          meanSeconds: z.number(),
          lastAnsweredAt: z.number(),
        }),
      ),
    }),
  ),
});
export type ClassProgress = z.infer<typeof ClassProgress>;

const NoRequest = z.strictObject({});

/** The exam, records and instructor channels; each pair matches its service's method one to one. */
export const examChannels = {
  'exam.definitions': { request: NoRequest, response: z.strictObject({ definitions: z.array(DefinitionInfo), problems: z.array(DefinitionProblem) }) },
  'exam.addDefinition': { request: z.strictObject({ fileName: z.string().min(1).max(100), text: z.string().max(examLimits.definitionText) }), response: DefinitionInfo },
  'exam.createCode': { request: z.strictObject({ definitionId: z.string().max(ID_MAX), seed: z.number().int().min(0).max(0xffffff).optional() }), response: DecodedCode },
  'exam.decodeCode': { request: z.strictObject({ code: z.string().max(200) }), response: DecodedCode },
  'exam.start': { request: ExamStartRequest, response: ExamView },
  /** A self-study exam of a definition, straight from the exam screen: the trainee's own code for it (the same each time, so attempts add up), started or resumed. */
  'exam.startSelfStudy': { request: z.strictObject({ definitionId: z.string().min(1).max(ID_MAX), traineeId: z.string().min(1).max(ID_MAX) }), response: ExamView },
  /** An item of a finished exam with the right answer and the engine's reasons: refused while the exam runs. */
  'exam.review': { request: z.strictObject({ examId: z.string().min(1).max(ID_MAX), index: z.number().int().min(0).max(examLimits.maxItems) }), response: ReviewItem },
  'exam.current': { request: ExamIdRequest, response: ExamView },
  'exam.running': { request: z.strictObject({ traineeId: z.string().max(ID_MAX) }), response: z.strictObject({ view: ExamView.nullable() }) },
  'exam.submit': { request: ExamSubmitRequest, response: ExamSubmitResponse },
  'exam.finish': { request: ExamIdRequest, response: ExamResult },
  'exam.result': { request: ExamIdRequest, response: ExamResult },
  'exam.exportResult': { request: ExamIdRequest, response: ExportedFile },
  'exam.certificate': { request: ExamIdRequest, response: CertificateFile },
  /** The trainees in use; with `archived`, the archived ones too. */
  'records.trainees': { request: z.strictObject({ archived: z.boolean().optional() }), response: z.strictObject({ trainees: z.array(Trainee) }) },
  'records.addTrainee': { request: AddTraineeRequest, response: Trainee },
  'records.progress': { request: ProgressRequest, response: Progress },
  'instructor.import': { request: ImportRequest, response: z.strictObject({ verdicts: z.array(ImportVerdict) }) },
  'instructor.class': { request: ClassRequest, response: z.strictObject({ rows: z.array(ClassRow) }) },
  'instructor.classCsv': { request: ClassRequest, response: ExportedFile },
  'instructor.classProgress': { request: ClassProgressRequest, response: ClassProgress },
  /** `onlyClassResults`: the school's import setting, so that the page says a self-study result does not count here. */
  /** `replacedBy`: the code of the certificate issued in its place (under the trainee's new name), when this one was replaced. */
  'instructor.verifyCertificate': {
    request: z.strictObject({ verificationCode: z.string().max(40) }),
    response: z.strictObject({ row: ClassRow.nullable(), onlyClassResults: z.boolean(), replacedBy: z.string().nullable() }),
  },
} as const;
