/**
 * The classroom channels' contract: a class hosted on the instructor's machine, trainees who join
 * it from their browsers, exams run on the host, and the live class view the host pushes to the
 * instructor. JSON data only; the renderer imports this too.
 */
import { z } from 'zod';
import { ClassAuditionLive, ClassAuditionSummary, MyClassAudition } from './class-audition';
import { drillKinds } from './enums';
import { ExamAudition, ExamAuditionResult, ExamView, ExportedFile, ItemTally, KindScore } from './exam';
import type { ListKeys, ViewChanges } from './view-changes';

export const classLimits = {
  passphraseMin: 10,
  passphraseMax: 200,
  rosterMax: 500,
  /** Requests to join waiting for the instructor, from one client address (a shared lab computer) and in all. */
  pendingPerAddress: 10,
  pendingMax: 500,
  /** Seconds one extension may add (an hour). */
  extendMax: 3600,
} as const;

/** The classroom's own reasons for a refusal, for the renderer to say in the trainee's language. */
export const classErrorCodes = [
  'wrong-passphrase', // not the instructor's passphrase (retryAfter: the wait before the next try)
  'passphrase-wait', // a try before the wait after a wrong one is over (retryAfter: what is left)
  'passphrase-busy', // a check from the same address is under way
  'join-wait', // too many requests to join from one address wait for the instructor
  'class-full', // too many requests to join wait for the instructor in all
] as const;
export type ClassErrorCode = (typeof classErrorCodes)[number];

export const StudentId = z.string().trim().min(1).max(40);
export const TraineeName = z.string().trim().min(1).max(80);
/** The join page with the class code filled in: what the class's QR code opens. */
export const joinLink = (url: string, classCode: string): string => `${url}#/class?code=${encodeURIComponent(classCode)}`;

/** The class code a join link's hash carries, if any. */
export function classCodeIn(hash: string): string | null {
  const code = /^#\/class\?(?:.*&)?code=([^&]*)/.exec(hash)?.[1];
  return code ? decodeURIComponent(code) : null;
}

/** A class code as typed: case, dashes and spaces do not matter. */
const ClassCodeText = z.string().trim().min(1).max(20);

/** The trainee's own view of a finished class exam: scores, never the items' seeds or the answer key. */
export const ClassResult = z.strictObject({
  examId: z.string(),
  title: z.string(),
  percent: z.number(),
  passed: z.boolean(),
  passPercent: z.number(),
  attempt: z.number().int(),
  attempts: z.number().int(),
  byKind: z.array(KindScore),
  items: z.array(z.strictObject({ index: z.number().int(), kind: z.enum(drillKinds), status: z.enum(['answered', 'late', 'timed-out', 'unanswered']), score: z.number() })),
  tally: ItemTally,
  finishedAt: z.string(),
  /** The audition segment, as the exam asked it and as it went; null without one. */
  audition: z.strictObject({ asked: ExamAudition, result: ExamAuditionResult }).nullable(),
});
export type ClassResult = z.infer<typeof ClassResult>;

/** What a browser on the classroom host is, and what it may do next. */
export const ClassMe = z.strictObject({
  status: z.enum(['none', 'pending', 'refused', 'admitted']),
  name: z.string().nullable(),
  studentId: z.string().nullable(),
  /** The admitted trainee's own records id: their practice (Today's practice) is recorded as theirs. */
  traineeId: z.string().nullable(),
  /** The trainee's running class exam, as the exam channels show it. */
  exam: ExamView.nullable(),
  /** The last class exam the trainee finished. */
  result: ClassResult.nullable(),
  /** The trainee's latest class audition. */
  audition: MyClassAudition.nullable(),
});
export type ClassMe = z.infer<typeof ClassMe>;

export const ClassTrainee = z.strictObject({
  traineeId: z.string(),
  name: z.string(),
  studentId: z.string().nullable(),
  /** Has a page open that receives the class's updates. */
  online: z.boolean(),
  exam: z
    .strictObject({
      examId: z.string(),
      status: z.enum(['running', 'finished']),
      itemCount: z.number().int(),
      /** Answered, late, timed out, unanswered and still open: what the trainee did, not only what closed. */
      tally: ItemTally,
      /** Score of the closed items so far, in percent of the whole exam. */
      percentSoFar: z.number(),
      /** The whole exam's deadline (with extensions), when it has one. */
      deadline: z.number().nullable(),
      /** The open item's deadline, when it has one. */
      itemDeadline: z.number().nullable(),
      extraSeconds: z.number().int(),
      passed: z.boolean().nullable(),
      verificationCode: z.string().nullable(),
    })
    .nullable(),
  audition: ClassAuditionLive.nullable(),
});
export type ClassTrainee = z.infer<typeof ClassTrainee>;

/** The live class as the instructor sees it; pushed on every change. */
export const ClassView = z.strictObject({
  /** The host's clock when this view was made: time left is counted from it. */
  now: z.number(),
  hostName: z.string(),
  classCode: z.string(),
  joinUrl: z.string(),
  /** The join page with the class code filled in (joinLink), and it as a QR code, an SVG data URL. */
  joinLink: z.string(),
  qrCode: z.string(),
  requests: z.array(z.strictObject({ requestId: z.string(), name: z.string(), studentId: z.string(), at: z.number(), alreadyJoined: z.boolean() })),
  roster: z.array(z.strictObject({ name: z.string(), studentId: z.string(), joined: z.boolean() })),
  trainees: z.array(ClassTrainee),
  exam: z.strictObject({ code: z.string(), title: z.string(), itemCount: z.number().int(), running: z.number().int(), finished: z.number().int() }).nullable(),
  audition: ClassAuditionSummary.nullable(),
});
export type ClassView = z.infer<typeof ClassView>;

const NoRequest = z.strictObject({});
const Ids = z.array(z.string().max(100)).min(1).max(classLimits.rosterMax);

export const EnrolledKey = z.strictObject({ enrolmentCode: z.string(), name: z.string(), studentId: z.string(), enrolledAt: z.number() });
export type EnrolledKey = z.infer<typeof EnrolledKey>;

/** The class view's lists, each by the field that names an entry: what its pushed changes are keyed by. */
export const classViewKeys: ListKeys<ClassView> = { requests: 'requestId', trainees: 'traineeId', roster: 'studentId' };

/**
 * Events the classroom host pushes (GET /api/events, server-sent events): a trainee's page gets its
 * new state itself; the instructor's the whole class view first, then its changes (view-changes.ts).
 */
export type ClassEvent = { channel: 'class.view'; data: ClassView } | { channel: 'class.view:changes'; data: ViewChanges } | { channel: 'class.me'; data: ClassMe };

export const classChannels = {
  /** A trainee's browser: joined or not, admitted or not, the running exam and the last result. */
  'class.me': { request: NoRequest, response: ClassMe },
  'class.join': { request: z.strictObject({ classCode: ClassCodeText, name: TraineeName, studentId: StudentId }), response: ClassMe },
  /** The instructor's sign-in: refused while no passphrase is set (only the host's own user sets it, never a browser). */
  'instructor.signIn': { request: z.strictObject({ passphrase: z.string().min(1).max(classLimits.passphraseMax) }), response: NoRequest },
  'instructor.signOut': { request: NoRequest, response: NoRequest },
  'class.view': { request: NoRequest, response: ClassView },
  'class.admit': { request: z.strictObject({ requestIds: Ids }), response: ClassView },
  'class.refuse': { request: z.strictObject({ requestIds: Ids }), response: ClassView },
  /** Ends every browser session of a trainee (e.g. someone let in under another's name): they stay in the class, offline; their next join waits for the instructor. */
  'class.signOut': { request: z.strictObject({ traineeId: z.string().min(1).max(100) }), response: ClassView },
  /** Trainees admitted as soon as they ask to join (name and student id as listed). */
  'class.roster': { request: z.strictObject({ entries: z.array(z.strictObject({ name: TraineeName, studentId: StudentId })).min(1).max(classLimits.rosterMax) }), response: ClassView },
  /** Starts an exam on the host for the class, or for the trainees chosen. */
  'class.startExam': { request: z.strictObject({ definitionId: z.string().min(1).max(200), traineeIds: Ids.optional() }), response: ClassView },
  /** More time for one trainee's exam, or for every running one. */
  'class.extend': { request: z.strictObject({ seconds: z.number().int().min(1).max(classLimits.extendMax), traineeId: z.string().max(100).optional() }), response: ClassView },
  /** Ends the running exams of the class, or of one trainee: what is still open closes unanswered. */
  'class.endExam': { request: z.strictObject({ traineeId: z.string().max(100).optional() }), response: ClassView },
  'class.csv': { request: NoRequest, response: ExportedFile },
  /** A trainee's enrolment code on this installation (each trainee of a shared computer has their own key), to show the instructor. */
  'exam.enrolmentCode': { request: z.strictObject({ traineeId: z.string().min(1).max(100) }), response: z.strictObject({ enrolmentCode: z.string() }) },
  'instructor.enrol': { request: z.strictObject({ enrolmentCode: z.string().trim().min(1).max(40), name: TraineeName, studentId: StudentId }), response: EnrolledKey },
  'instructor.enrolments': { request: NoRequest, response: z.strictObject({ enrolments: z.array(EnrolledKey) }) },
  /** The desktop app hosting a class (its instructor area): this computer's addresses to choose from. */
  'classroom.addresses': { request: NoRequest, response: z.strictObject({ addresses: z.array(z.string()) }) },
  /** The desktop app's user sets (or replaces) the instructor's passphrase before hosting: never a browser's request. */
  'classroom.setPassphrase': { request: z.strictObject({ passphrase: z.string().min(classLimits.passphraseMin).max(classLimits.passphraseMax) }), response: NoRequest },
  'classroom.host': { request: z.strictObject({ address: z.string().min(1).max(100), port: z.number().int().min(0).max(65535).optional() }), response: z.strictObject({ url: z.string() }) },
  'classroom.stop': { request: NoRequest, response: NoRequest },
  'classroom.hosting': { request: NoRequest, response: z.strictObject({ url: z.string().nullable(), passphraseSet: z.boolean() }) },
} as const;
