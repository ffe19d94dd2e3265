/**
 * The records service: trainees, their practice answers and their progress. A practice answer is
 * written before its feedback goes out; the feedback says whether it was saved, and if not, why
 * (shared/drills.ts DrillSubmitResponse.record).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Answer, DrillKind, DrillSubmitResponse } from '../../shared/drills';
import type { AddTraineeRequest, ProgressRequest, Trainee } from '../../shared/exam';
import { errorText } from '../errors';
import type { Clock } from '../exam/clock';
import { ExamError } from '../exam/errors';
import { catchUp } from '../mastery/catch-up';
import type { TraineeRow } from '../store/records/store';
import { progressOf } from './progress';
import type { SharedRecords } from './shared-records';

export type RecordStatus = DrillSubmitResponse['record'];

/** A scored practice item, as drill.submit returns it, with the answer given. */
export interface PracticeResult {
  kind: DrillKind;
  level: number;
  profile: 'cash' | 'tournament';
  seed: number;
  earned: number;
  possible: number;
  score: number;
  seconds: number;
  answer: Answer;
  /** A whole hand still being answered: the hand is recorded when it is finished. */
  unfinished: boolean;
  /** What mastery reads of it: the game, the speed grade and the rules (mastery/facts.ts). */
  facts?: { variant: string | null; speed: string | null; rules: string | null };
}

export class RecordsService {
  constructor(
    private readonly records: SharedRecords,
    private readonly clock: Clock,
    private readonly log?: { warn(message: string): void },
  ) {}

  /** The trainees in use; with `archived`, the archived ones too. */
  async trainees(request: { archived?: boolean } = {}): Promise<{ trainees: Trainee[] }> {
    const all = (await (await this.records.store()).trainees()).map(toTrainee);
    return { trainees: request.archived ? all : all.filter((t) => t.archivedAt === null) };
  }

  /** A new trainee; a student id belongs to one trainee only (attempts are counted by it), so a taken one is refused. */
  async addTrainee(request: z.infer<typeof AddTraineeRequest>): Promise<Trainee> {
    const t: Trainee = { id: randomUUID(), name: request.name.trim(), studentId: request.studentId?.trim() || null, createdAt: this.clock.now(), archivedAt: null };
    await this.records.write(async (s) => {
      const holder = t.studentId === null ? undefined : await s.traineeByStudentId(t.studentId);
      if (holder) throw new ExamError('duplicate-student', `student id ${t.studentId} is already ${holder.name}'s: choose that trainee, or give another student id`);
      await s.insertTrainee({ id: t.id, name: t.name, student_id: t.studentId, created_at: t.createdAt });
    });
    return t;
  }

  /** The trainee with this student id, made when there is none (a class's join). */
  async traineeForStudent(name: string, studentId: string): Promise<Trainee> {
    const existing = await (await this.records.store()).traineeByStudentId(studentId);
    return existing ? toTrainee(existing) : this.addTrainee({ name, studentId });
  }

  async progress(request: z.infer<typeof ProgressRequest>) {
    const store = await this.records.store();
    if (!(await store.trainee(request.traineeId))) throw new ExamError('unknown-trainee', `there is no trainee ${request.traineeId}`);
    const rows = await store.answerPoints(request.traineeId);
    const points = rows.map((r) => ({ kind: r.kind as DrillKind, level: r.level as 1 | 2 | 3, score: r.score, seconds: r.seconds, answeredAt: r.answered_at }));
    return progressOf(points, request.traineeId, request.bucket ?? 'day');
  }

  /** Writes a practice answer into the trainee's records and says what became of it. Never throws. */
  async recordPractice(traineeId: string | undefined, r: PracticeResult): Promise<RecordStatus> {
    if (!traineeId) return { status: 'guest' };
    if (r.unfinished) return { status: 'pending' };
    try {
      await this.records.write((s) =>
        s.transaction(async (t) => {
          if (!(await t.trainee(traineeId))) throw new ExamError('unknown-trainee', `there is no trainee ${traineeId}`);
          await t.addAnswers([
            {
              trainee_id: traineeId,
              kind: r.kind,
              level: r.level,
              profile: r.profile,
              seed: r.seed,
              answer: JSON.stringify(r.answer),
              earned: r.earned,
              possible: r.possible,
              score: r.score,
              seconds: r.seconds,
              answered_at: this.clock.now(),
              exam_id: null,
              exam_index: null,
              ...r.facts,
            },
          ]);
          // The trainee's scheduler cards take the answer in the same transaction, so Today's practice reads cards, not answers.
          await catchUp(t.db, traineeId, 1);
        }),
      );
      return { status: 'saved' };
    } catch (error) {
      const message = errorText(error);
      this.log?.warn(`A practice answer was not recorded: ${message}`);
      return { status: 'failed', message };
    }
  }
}

export function toTrainee(r: TraineeRow): Trainee {
  return { id: r.id, name: r.name, studentId: r.student_id, createdAt: r.created_at, archivedAt: r.archived_at === null ? null : Number(r.archived_at) };
}
