/**
 * The exams run on the host for a class: started for the class or the trainees chosen (a code
 * made here, its items from the host's secret), extended, ended, closed by the host's clock when
 * they run out, and the class's results as CSV. Exams, their secret, clocks and answer keys stay
 * in the exam service; a trainee's browser gets only its questions, then its result.
 */
import type { ClassMe, ClassResult, ClassTrainee, ClassView } from '../../shared/classroom';
import { type ExamResult, tally } from '../../shared/exam';
import { ApiFailure } from '../errors';
import { ExamError } from '../exam/errors';
import { classCsv, readResultFile } from '../exam/export';
import { summarize } from '../exam/result';
import * as session from '../exam/session';
import { classRowOf } from '../instructor/service';
import type { ClassServices } from './class-services';
import type { ClassRoster, ClassSession } from './roster';

const TICK_MS = 1000;

/** What the class's exams tell the rest of the class. */
export interface ClassExamHooks {
  now(): number;
  /** The instructor's view changed. */
  changed(): void;
  /** Their own state, to the pages of the sessions picked. */
  tell(which: (s: ClassSession) => boolean): void;
}

type RecordsStore = Awaited<ReturnType<ClassServices['recordsDb']['store']>>;

export class ClassExams {
  /** Every exam started in this class, by trainee: the latest one of each. */
  private readonly examOf = new Map<string, string>();
  private readonly classExams = new Set<string>();
  private run: { code: string; title: string; itemCount: number; traineeIds: string[] } | null = null;
  private readonly ticker: NodeJS.Timeout;
  private readonly stopListening: () => void;

  constructor(
    private readonly services: ClassServices,
    private readonly roster: ClassRoster,
    private readonly hostName: string,
    private readonly hooks: ClassExamHooks,
  ) {
    this.stopListening = services.exam.onChange((s) => {
      if (!this.classExams.has(s.examId)) return;
      hooks.changed();
      if (s.finishedAt !== null) hooks.tell((x) => x.traineeId === s.traineeId);
    });
    // The host's clock closes what ran out, even when no trainee asks.
    this.ticker = setInterval(() => void this.tick(), TICK_MS);
    this.ticker.unref();
  }

  /** A trainee who joins again after a restart finds their running exam. */
  async admitted(traineeId: string): Promise<void> {
    const [running] = await this.services.exam.runningIds(traineeId);
    if (running && !this.examOf.has(traineeId)) this.track(traineeId, running);
  }

  private track(traineeId: string, examId: string): void {
    this.examOf.set(traineeId, examId);
    this.classExams.add(examId);
  }

  /** Starts an exam on the host (a code made here, its items from the host's secret) for the class or the trainees chosen. */
  async start(request: { definitionId: string; traineeIds?: string[] }): Promise<void> {
    const admitted = this.roster.trainees();
    const chosen = request.traineeIds ?? [...admitted.keys()];
    if (chosen.length === 0) throw new ApiFailure('conflict', 'No trainee has been admitted yet: admit the class first.');
    for (const id of chosen) if (!admitted.has(id)) throw new ApiFailure('not-found', `Trainee ${id} is not in this class.`);
    const code = await this.services.exam.createCode({ definitionId: request.definitionId }, true);
    this.run = { code: code.code, title: code.definition.title, itemCount: code.itemCount, traineeIds: chosen };
    // All at once: their sessions are written in one group commit rather than one after another.
    const outcomes = await Promise.all(
      chosen.map(async (traineeId) => {
        const who = admitted.get(traineeId)!;
        try {
          if ((await this.services.exam.runningIds(traineeId)).length) throw new ExamError('not-finished', 'an exam of theirs is still running');
          const view = await this.services.exam.start({ code: code.code, traineeId }, this.hostName);
          this.track(traineeId, view.examId);
          return null;
        } catch (error) {
          if (!(error instanceof ExamError)) throw error;
          return `${who.name} (${who.studentId}): ${error.message}`;
        } finally {
          this.hooks.tell((x) => x.traineeId === traineeId);
        }
      }),
    );
    const problems = outcomes.filter((p): p is string => p !== null);
    this.hooks.changed();
    if (problems.length) throw new ApiFailure('conflict', `The exam was not started for ${problems.join('; ')}.`);
  }

  async extend(request: { seconds: number; traineeId?: string }): Promise<void> {
    const targets = await this.runningExams(request.traineeId);
    if (targets.length === 0) throw new ApiFailure('conflict', request.traineeId ? 'That trainee has no exam running.' : 'No exam is running.');
    for (const [traineeId, examId] of targets) {
      await this.services.exam.extend({ examId, seconds: request.seconds });
      this.hooks.tell((x) => x.traineeId === traineeId);
    }
  }

  /** Ends every running exam of the class, or one trainee's: what is still open scores zero. */
  async end(request: { traineeId?: string }): Promise<void> {
    const targets = await this.runningExams(request.traineeId);
    if (targets.length === 0) throw new ApiFailure('conflict', request.traineeId ? 'That trainee has no exam running.' : 'No exam is running.');
    for (const [, examId] of targets) await this.services.exam.finish({ examId });
  }

  /** The class's finished exams on this host as CSV (one row per attempt). */
  async csv(classCode: string): Promise<{ fileName: string; text: string }> {
    const store = await this.services.recordsDb.store();
    const rows = [];
    for (const examId of this.classExams) {
      const row = await store.exam(examId);
      if (row?.signed_result && !row.damaged) rows.push(classRowOf(readResultFile(row.signed_result)));
    }
    rows.sort((a, b) => a.traineeName.localeCompare(b.traineeName) || a.attempt - b.attempt);
    return { fileName: `class-${classCode}.csv`, text: classCsv(rows) };
  }

  /** Whether this trainee's class exam is running (a class audition waits for it to end). */
  async running(traineeId: string): Promise<boolean> {
    return (await this.runningExams(traineeId)).length > 0;
  }

  /** [traineeId, examId] of the class's exams still running (of one trainee, or all). */
  private async runningExams(traineeId?: string): Promise<[string, string][]> {
    const out: [string, string][] = [];
    for (const [t, examId] of this.examOf) {
      if (traineeId !== undefined && t !== traineeId) continue;
      if ((await this.services.exam.inspect(examId)).finishedAt === null) out.push([t, examId]);
    }
    return out;
  }

  /** Closes what ran out: only the exams past a deadline are moved on (the others cost nothing). */
  private async tick(): Promise<void> {
    try {
      const now = this.hooks.now();
      for (const examId of this.examOf.values()) {
        const s = await this.services.exam.peek(examId);
        if (s.finishedAt !== null) continue;
        const open = session.openItem(s);
        const deadlines = [session.examDeadline(s), open ? session.itemDeadline(s, open) : null].filter((d): d is number => d !== null);
        if (deadlines.some((d) => now > d)) await this.services.exam.inspect(examId);
      }
    } catch (error) {
      this.services.ctx.log.warn(`The classroom's clock could not close an exam: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // What the views read

  /** A trainee's own exam, running, or its result once it ended. */
  async mine(traineeId: string): Promise<Pick<ClassMe, 'exam' | 'result'>> {
    const examId = this.examOf.get(traineeId);
    let exam = null;
    let result = null;
    if (examId) {
      const view = await this.services.exam.current({ examId });
      if (view.status === 'running') exam = view;
      else result = classResult(await this.services.exam.result({ examId }));
    }
    return { exam, result };
  }

  /** A trainee's exam as the instructor's view shows it. */
  async ofTrainee(traineeId: string, store: RecordsStore): Promise<ClassTrainee['exam']> {
    const examId = this.examOf.get(traineeId);
    if (!examId) return null;
    const s = await this.services.exam.peek(examId);
    const open = session.openItem(s);
    const finished = s.finishedAt !== null;
    return {
      examId,
      status: finished ? 'finished' : 'running',
      itemCount: s.items.length,
      tally: tally(s.items),
      // Open items score zero so far: the closed items' scores over the whole exam.
      percentSoFar: session.percentOf(s.items),
      deadline: session.examDeadline(s),
      itemDeadline: open && open.shownAt !== null ? session.itemDeadline(s, open) : null,
      extraSeconds: s.extraSeconds,
      passed: finished ? summarize(s.items.map(session.resultItem), s.definition, s.audition?.result ?? undefined).passed : null,
      verificationCode: finished ? ((await store.exam(examId))?.verification_code ?? null) : null,
    };
  }

  /** The exam last started for the class: how many of its trainees are still at it. */
  async summary(): Promise<ClassView['exam']> {
    const exams = this.run ? this.run.traineeIds.map((id) => this.examOf.get(id)).filter((id): id is string => id !== undefined) : [];
    let finished = 0;
    for (const id of exams) if ((await this.services.exam.peek(id)).finishedAt !== null) finished++;
    return this.run && { code: this.run.code, title: this.run.title, itemCount: this.run.itemCount, running: exams.length - finished, finished };
  }

  close(): void {
    clearInterval(this.ticker);
    this.stopListening();
  }
}

/** What a trainee sees of a finished exam: the scores, not the items' seeds nor any answer. */
function classResult(r: ExamResult): ClassResult {
  return {
    examId: r.examId,
    title: r.definition.title,
    percent: r.percent,
    passed: r.passed,
    passPercent: r.definition.passPercent,
    attempt: r.attempt,
    attempts: r.definition.attempts,
    byKind: r.byKind,
    items: r.items.map((i) => ({ index: i.index, kind: i.kind, status: i.status, score: i.score })),
    tally: tally(r.items),
    finishedAt: r.finishedAt,
    audition: r.definition.audition && r.audition ? { asked: r.definition.audition, result: r.audition } : null,
  };
}
