/**
 * The everyday paths around a trainee: renamed, merged with the same person's other trainee,
 * archived and restored, deleted (after a confirmation that says what is lost), certificates
 * issued again under a new name; the trainee's practice at a glance (the hub, Home); and the
 * desktop's instructor area, unlocked with the instructor's passphrase where one is set.
 */
import { z } from 'zod';
import { classLimits } from './classroom';
import { drillKinds, ID_MAX } from './enums';
import { CertificateFile, Trainee } from './exam';

const TraineeId = z.string().min(1).max(ID_MAX);
const Name = z.string().trim().min(1).max(80);
const Level = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const Count = z.number().int().min(0);

/** What deleting a trainee loses: the confirmation names these counts, and the deletion is refused if they changed meanwhile. */
export const TraineeHoldings = z.strictObject({ answers: Count, exams: Count, certificates: Count });
export type TraineeHoldings = z.infer<typeof TraineeHoldings>;

/** A passed exam's certificate and the name it was issued to. */
export const TraineeCertificate = z.strictObject({
  examId: z.string(),
  title: z.string(),
  attempt: z.number().int(),
  finishedAt: z.string(),
  issuedTo: z.string(),
  verificationCode: z.string(),
});
export type TraineeCertificate = z.infer<typeof TraineeCertificate>;

/** Accuracy (mean score, 0 to 1) and median seconds of a trainee's latest answers of one kind at one level. */
export const KindStat = z.strictObject({ kind: z.enum(drillKinds), level: Level, items: Count, accuracy: z.number(), medianSeconds: z.number() });
export type KindStat = z.infer<typeof KindStat>;

/** A practice session as the answers show it: answers with no long pause between them. */
export const PracticeSession = z.strictObject({
  startedAt: z.number(),
  endedAt: z.number(),
  items: Count,
  accuracy: z.number(),
  kinds: z.array(z.enum(drillKinds)),
});
export type PracticeSession = z.infer<typeof PracticeSession>;

export const Overview = z.strictObject({
  traineeId: z.string(),
  /** Per kind and level practised, over the latest answers (as the weak spots are judged). */
  kinds: z.array(KindStat),
  /** The latest practice sessions, newest first. */
  sessions: z.array(PracticeSession),
  /** Accuracy of all the trainee's answers per day (UTC), oldest first: the latest days with answers. */
  days: z.array(z.strictObject({ date: z.string(), items: Count, accuracy: z.number() })),
  /** Where to go next: the weakest kind and level, or null when nothing is weak (or nothing answered). */
  next: z.strictObject({ kind: z.enum(drillKinds), level: Level, accuracy: z.number(), reasons: z.array(z.enum(['accuracy', 'speed'])) }).nullable(),
});
export type Overview = z.infer<typeof Overview>;

const Empty = z.strictObject({});

export const traineeChannels = {
  /** A new name (and student id, or null for none); a trainee who has taken an exam is renamed by the instructor. Certificates already issued keep their name. */
  'records.renameTrainee': { request: z.strictObject({ traineeId: TraineeId, name: Name, studentId: z.string().trim().min(1).max(40).nullable() }), response: Trainee },
  /** Two trainees who are the same person: `fromId`'s answers and exams go to `intoId`, and `fromId` is removed. */
  'records.mergeTrainees': { request: z.strictObject({ intoId: TraineeId, fromId: TraineeId }), response: Trainee },
  'records.archiveTrainee': { request: z.strictObject({ traineeId: TraineeId, archived: z.boolean() }), response: Trainee },
  'records.traineeHoldings': { request: z.strictObject({ traineeId: TraineeId }), response: TraineeHoldings },
  'records.deleteTrainee': { request: z.strictObject({ traineeId: TraineeId, confirmed: TraineeHoldings }), response: Empty },
  'records.certificates': { request: z.strictObject({ traineeId: TraineeId }), response: z.strictObject({ certificates: z.array(TraineeCertificate) }) },
  /** The certificate issued again under the trainee's name now; the old one is marked replaced where it is verified. */
  'exam.reissueCertificate': { request: z.strictObject({ examId: TraineeId }), response: CertificateFile },
  'records.overview': { request: z.strictObject({ traineeId: TraineeId }), response: Overview },
  /** The desktop's instructor area: whether a passphrase is set and whether it was given in this run. */
  'instructor.area': { request: Empty, response: z.strictObject({ passphraseSet: z.boolean(), unlocked: z.boolean() }) },
  'instructor.unlock': { request: z.strictObject({ passphrase: z.string().min(1).max(classLimits.passphraseMax) }), response: Empty },
  'instructor.lock': { request: Empty, response: Empty },
} as const;
