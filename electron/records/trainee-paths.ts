/**
 * The everyday paths around a trainee: rename, merge two trainees who are the same person,
 * archive and restore, delete with the counts of what is lost, the trainee's certificates, and
 * their practice at a glance. Who may do which is the handlers' (the instructor's passphrase,
 * instructor/area.ts); this service keeps the records whole.
 */
import type { DrillKind } from '../../shared/drills';
import type { Trainee } from '../../shared/exam';
import type { Overview, TraineeCertificate, TraineeHoldings } from '../../shared/trainees';
import type { Clock } from '../exam/clock';
import { ExamError } from '../exam/errors';
import { readResultFile } from '../exam/export';
import type { RecordsStore } from '../store/records/store';
import * as rows from '../store/records/trainee-rows';
import { overviewOf } from './overview';
import { toTrainee } from './service';
import type { SharedRecords } from './shared-records';

export class TraineePaths {
  constructor(
    private readonly records: SharedRecords,
    private readonly clock: Clock,
  ) {}

  /** Whether any of these trainees has taken an exam: changing them is then the instructor's. */
  async haveExams(traineeIds: readonly string[]): Promise<boolean> {
    return rows.hasExams(await this.records.store(), traineeIds);
  }

  /** A new name and student id; the certificates already issued keep the name they name. */
  async rename(request: { traineeId: string; name: string; studentId: string | null }): Promise<Trainee> {
    return this.records.write(async (s) => {
      const t = await known(s, request.traineeId);
      const holder = request.studentId === null ? undefined : await s.traineeByStudentId(request.studentId);
      if (holder && holder.id !== t.id) {
        throw new ExamError('duplicate-student', `student id ${request.studentId} is already ${holder.name}'s: merge the two trainees if they are the same person`);
      }
      await rows.renameTrainee(s, t.id, request.name, request.studentId);
      return toTrainee((await s.trainee(t.id))!);
    });
  }

  /**
   * `fromId` is the same person as `intoId`: their answers and exams become `intoId`'s, attempts
   * at one code numbered again in the order taken (each counted once), and `fromId` is removed.
   * The student id is `intoId`'s, or `fromId`'s when `intoId` has none; two different ones are refused.
   */
  async merge(request: { intoId: string; fromId: string }): Promise<Trainee> {
    if (request.intoId === request.fromId) throw new ExamError('same-trainee', 'a trainee cannot be merged with themselves: choose two trainees');
    return this.records.write(async (s) => {
      const into = await known(s, request.intoId);
      const from = await known(s, request.fromId);
      if (into.student_id !== null && from.student_id !== null && into.student_id !== from.student_id) {
        throw new ExamError(
          'student-ids-differ',
          `${into.name} (${into.student_id}) and ${from.name} (${from.student_id}) have different student ids: correct one of them first if they are the same person`,
        );
      }
      await rows.mergeTrainees(s, into.id, from.id, into.student_id ?? from.student_id);
      return toTrainee((await s.trainee(into.id))!);
    });
  }

  async archive(request: { traineeId: string; archived: boolean }): Promise<Trainee> {
    return this.records.write(async (s) => {
      const t = await known(s, request.traineeId);
      await rows.setArchived(s, t.id, request.archived ? (t.archived_at ?? this.clock.now()) : null);
      return toTrainee((await s.trainee(t.id))!);
    });
  }

  async holdings(request: { traineeId: string }): Promise<TraineeHoldings> {
    const s = await this.records.store();
    return rows.traineeHoldings(s, (await known(s, request.traineeId)).id);
  }

  /** Deletes the trainee and all of theirs, if what is lost is still what the user confirmed. */
  async delete(request: { traineeId: string; confirmed: TraineeHoldings }): Promise<Record<string, never>> {
    await this.records.write(async (s) => {
      const t = await known(s, request.traineeId);
      const now = await rows.traineeHoldings(s, t.id);
      const c = request.confirmed;
      if (now.answers !== c.answers || now.exams !== c.exams || now.certificates !== c.certificates) {
        throw new ExamError('holdings-changed', `${t.name} now has ${now.answers} answers, ${now.exams} exams and ${now.certificates} certificates, not the counts confirmed: confirm again`);
      }
      await rows.deleteTrainee(s, t.id);
    });
    return {};
  }

  /** The trainee's passed exams with a signed result, and whom each certificate names. */
  async certificates(request: { traineeId: string }): Promise<{ certificates: TraineeCertificate[] }> {
    const s = await this.records.store();
    await known(s, request.traineeId);
    return {
      certificates: (await rows.passedExams(s, request.traineeId)).map((e) => {
        const { result } = readResultFile(e.signed_result!);
        return { examId: e.id, title: result.definition.title, attempt: result.attempt, finishedAt: result.finishedAt, issuedTo: result.trainee.name, verificationCode: e.verification_code! };
      }),
    };
  }

  async overview(request: { traineeId: string }): Promise<Overview> {
    const s = await this.records.store();
    await known(s, request.traineeId);
    const points = await s.answerPoints(request.traineeId);
    return overviewOf(
      points.map((r) => ({ kind: r.kind as DrillKind, level: r.level as 1 | 2 | 3, score: r.score, seconds: r.seconds, answeredAt: r.answered_at, practice: r.exam_id === null })),
      request.traineeId,
    );
  }
}

async function known(s: RecordsStore, traineeId: string) {
  const t = await s.trainee(traineeId);
  if (!t) throw new ExamError('unknown-trainee', `there is no trainee ${traineeId}`);
  return t;
}
