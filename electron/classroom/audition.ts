/**
 * A class's auditions on the classroom host: one table per trainee, each run by the audition
 * service on this host as a class's run (its seed never shown, recorded as taken in class). A
 * trainee's browser is told only the run's id and plays it through the audition channels, which
 * hold a trainee to their own runs and send no answer before it is given; the instructor's view
 * gets each table's hands per hour and accuracy as the trainee deals.
 */
import type { AuditionSetup } from '../../shared/audition';
import type { ClassAuditionLive, ClassAuditionSummary, MyClassAudition } from '../../shared/class-audition';
import type { AuditionService } from '../audition/service';
import { ApiFailure } from '../errors';

export interface ClassAuditionHooks {
  /** The class's trainees now: an audition is started for them only. */
  admitted(): ReadonlySet<string>;
  /** Is this trainee's class exam running (an audition waits for it to end)? */
  examRunning(traineeId: string): Promise<boolean>;
  /** The instructor's view changed. */
  changed(): void;
  /** This trainee's own state changed (a table started or ended for them). */
  tell(traineeId: string): void;
}

export class ClassAuditions {
  /** Each trainee's latest class audition. */
  private readonly runOf = new Map<string, string>();
  private last: { setup: AuditionSetup; traineeIds: string[] } | null = null;
  private readonly stopListening: () => void;

  constructor(
    private readonly auditions: AuditionService,
    private readonly hooks: ClassAuditionHooks,
  ) {
    const told = new Set<string>();
    this.stopListening = auditions.onChange((c) => {
      if (c.where !== 'class' || c.traineeId === null || this.runOf.get(c.traineeId) !== c.runId) return;
      hooks.changed();
      // Once over (the last hand dealt, or ended by the instructor), the trainee's page is told.
      if (c.finished && !told.has(c.runId)) {
        told.add(c.runId);
        hooks.tell(c.traineeId);
      }
    });
  }

  /** A table for each trainee chosen (all the class by default), each its own deal or all `seed`'s; refused for anyone with a class exam or audition running. */
  async start(setup: AuditionSetup, traineeIds?: readonly string[], seed?: number): Promise<void> {
    const admitted = this.hooks.admitted();
    const chosen = [...new Set(traineeIds ?? admitted)];
    if (chosen.length === 0) throw new ApiFailure('conflict', 'No trainee has been admitted yet: admit the class first.');
    for (const id of chosen) if (!admitted.has(id)) throw new ApiFailure('not-found', `Trainee ${id} is not in this class.`);
    for (const id of chosen) {
      if (await this.hooks.examRunning(id)) throw new ApiFailure('conflict', `Trainee ${id} has a class exam running: end it before the audition.`);
      if (this.mine(id)?.status === 'running') throw new ApiFailure('conflict', `Trainee ${id} has a class audition running: end it first.`);
    }
    // The setup's seats are checked by each start before its table is dealt: a setup refused is refused for all.
    const started = await Promise.all(chosen.map(async (traineeId) => [traineeId, (await this.auditions.start({ setup, traineeId, seed }, 'class')).view.runId] as const));
    for (const [traineeId, runId] of started) {
      this.runOf.set(traineeId, runId);
      this.hooks.tell(traineeId);
    }
    this.last = { setup, traineeIds: chosen };
    this.hooks.changed();
  }

  /** Ends the running class auditions, or one trainee's. */
  async end(traineeId?: string): Promise<void> {
    const targets = [...this.runOf].filter(([t, runId]) => (traineeId === undefined || t === traineeId) && this.auditions.live(runId)?.status === 'running');
    if (targets.length === 0) throw new ApiFailure('conflict', traineeId ? 'That trainee has no audition running.' : 'No audition is running.');
    for (const [, runId] of targets) await this.auditions.end(runId);
  }

  /** The trainee's latest class audition, for their page. */
  mine(traineeId: string): MyClassAudition | null {
    const runId = this.runOf.get(traineeId);
    const run = runId === undefined ? null : this.auditions.live(runId);
    return run && { runId: runId!, status: run.status };
  }

  /** The trainee's latest class audition as the instructor sees it. */
  live(traineeId: string): ClassAuditionLive | null {
    const runId = this.runOf.get(traineeId);
    const run = runId === undefined ? null : this.auditions.live(runId);
    if (!run) return null;
    const { status, hand, stats, grade } = run;
    return { runId: runId!, status, hand, hands: stats.hands, handsOf: run.handsOf, handsPerHour: stats.handsPerHour, accuracy: stats.accuracy, caught: stats.caught, missed: stats.missed, falseCalls: stats.falseCalls, grade };
  }

  /** The class's last audition, with its tables running and finished. */
  summary(): ClassAuditionSummary | null {
    if (!this.last) return null;
    let running = 0;
    for (const id of this.last.traineeIds) if (this.mine(id)?.status === 'running') running++;
    return { setup: this.last.setup, running, finished: this.last.traineeIds.length - running };
  }

  close(): void {
    this.stopListening();
  }
}
