/**
 * The audition service: runs each audition table in main, hand after hand, and hands the renderer
 * only what it shows (the frames up to the next task, the task's question, a ruling's question once
 * an irregularity is caught); every answer is scored here by its drill, the floor's calls against
 * the hand's irregularity, and the time by main's clock. A trainee's run is recorded as it goes
 * (each task among the answers, each floor event, the run's totals), each write durable before the
 * response that reports it.
 */
import { randomUUID } from 'node:crypto';
import type { AuditionGame } from '../../shared/audition-vocab';
import type { AuditionGrade, AuditionMarks, AuditionRecordStatus, AuditionStats, AuditionRun, AuditionSetup, AuditionView, MissedIrregularity, ModeMarks, TaskResult } from '../../shared/audition';
import { AuditionSetup as SetupSchema } from '../../shared/audition';
import { Answer, type DrillKind } from '../../shared/drills';
import { createRng } from '../engine';
import { blankAnswer } from '../drills/blank';
import { drillModule } from '../drills/registry';
import type { DealtHand, TaskAsked } from '../drills/audition/deal';
import { maxSeats } from '../drills/audition/formats';
import { nextHand, tableAfter } from '../drills/audition/hands';
import type { Ruled } from '../drills/audition/irregular';
import { caughtIrregularity, emptyTally, falseCall, gradeOf, missedIrregularity, scoredTask, statsOf, type Tally } from '../drills/audition/score';
import { openTable, type TableState } from '../drills/audition/table';
import type { Scored } from '../drills/types';
import { ApiFailure, errorText, issuesText, zodIssues } from '../errors';
import type { Clock } from '../exam/clock';
import type { SharedRecords } from '../records/shared-records';
import { addAuditionEvents, auditionOfExam, auditionsOf, insertAudition, updateAudition, type AuditionEventRow, type AuditionRow } from '../store/records/auditions';
import type { RecordsStore } from '../store/records/store';
import type { MarksStore } from './marks';

export type Where = 'alone' | 'class' | 'exam';

/** The simulated players' pace: milliseconds between frames (Table ready's players act faster). */
export const PACE_MS = { learn: 1100, practice: 900, 'table-ready': 500 } as const;
/** Runs kept in memory at most (the oldest finished go first). */
const KEPT = 500;

interface Run {
  readonly id: string;
  readonly traineeId: string | null;
  readonly setup: AuditionSetup;
  readonly seed: number;
  readonly where: Where;
  readonly examId: string | null;
  readonly marks: ModeMarks;
  readonly startedAt: number;
  state: TableState;
  hand: DealtHand;
  /** The task being asked (its index in the hand's tasks). */
  task: number;
  /** The hand's irregularity is settled: caught, or missed. */
  floorDone: boolean;
  /** A caught irregularity's ruling, still to be given. */
  pending: Ruled | null;
  tally: Tally;
  /** Each finished hand's game, and the time the finished hands took. */
  games: AuditionGame[];
  seconds: number;
  handStarted: number;
  /** When the current segment went out: a task's own time is counted from when its frames have been shown. */
  served: number;
  /** Floor events recorded so far (their numbers in the records). */
  events: number;
  finishedAt: number | null;
}

export interface AuditionServiceOptions {
  records: SharedRecords;
  clock: Clock;
  marks: MarksStore;
  log?: { warn(message: string): void };
  /** A table's seed when none is given. */
  seed?: () => number;
}

/** The level a task of this table is recorded at: the drills' table sizes (two or three, four to six, more). */
const levelOf = (seats: number): 1 | 2 | 3 => (seats <= 3 ? 1 : seats <= 6 ? 2 : 3);

/** A task or a ruling: whatever a hand asks. */
type AnyAsked = TaskAsked | Ruled;

const scoreOf = (asked: AnyAsked, answer: Answer): Scored => drillModule(asked.kind).score(asked as never, answer);

/** An exam's audition run as it stands: its figures and its grade by the marks it was opened with. */
export interface ExamRun {
  readonly runId: string;
  readonly finished: boolean;
  readonly stats: AuditionStats;
  readonly grade: AuditionGrade;
}

/** A run that moved on (a task answered, the floor called, the run ended): what a class's live view listens for. */
export interface RunChange {
  readonly runId: string;
  readonly traineeId: string | null;
  readonly where: Where;
  readonly finished: boolean;
}

/** How a run stands, for an instructor watching it: no frame, no question. */
export interface RunLive {
  readonly status: 'running' | 'finished';
  readonly hand: number;
  /** The hands the run lasts. */
  readonly handsOf: number;
  readonly stats: AuditionStats;
  readonly grade: AuditionGrade | null;
}

export class AuditionService {
  private readonly runs = new Map<string, Run>();
  private readonly newSeed: () => number;
  private readonly listeners = new Set<(change: RunChange) => void>();

  constructor(private readonly options: AuditionServiceOptions) {
    this.newSeed = options.seed ?? (() => Math.floor(Math.random() * 2 ** 31));
  }

  private now(): number {
    return this.options.clock.now();
  }

  /** Calls `listener` after each change of a run; returns the call that stops it. */
  onChange(listener: (change: RunChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A run as it stands, without serving it (the instructor's live view; a trainee's task time runs on); null once no longer kept. */
  live(runId: string): RunLive | null {
    const run = this.runs.get(runId);
    if (!run) return null;
    const stats = this.statsOfRun(run);
    const finished = run.finishedAt !== null;
    return { status: finished ? 'finished' : 'running', hand: Math.min(run.state.hands + 1, run.setup.hands), handsOf: run.setup.hands, stats, grade: finished ? gradeOf(stats, run.marks, run.setup.mode) : null };
  }

  marks(): Promise<AuditionMarks> {
    return this.options.marks.get();
  }

  setMarks(patch: Partial<AuditionMarks>): Promise<AuditionMarks> {
    return this.options.marks.update(patch);
  }

  /** A new table. `where` and `examId`: a class's or an exam's audition (its seed never shown). */
  async start(request: { setup: AuditionSetup; traineeId?: string; seed?: number }, where: Where = 'alone', examId: string | null = null): Promise<{ view: AuditionView; record: AuditionRecordStatus }> {
    const setup = request.setup;
    const most = maxSeats(setup.format);
    if (setup.seats > most) throw new ApiFailure('bad-request', `${setup.format} seats at most ${most} players, not ${setup.seats}`);
    const traineeId = request.traineeId ?? null;
    if (traineeId !== null && !(await (await this.options.records.store()).trainee(traineeId))) throw new ApiFailure('not-found', `There is no trainee ${traineeId}.`);
    const seed = request.seed ?? this.newSeed();
    const state = openTable(setup, createRng(seed));
    const now = this.now();
    const run: Run = {
      id: randomUUID(),
      traineeId,
      setup,
      seed,
      where,
      examId,
      marks: (await this.marks())[setup.mode],
      startedAt: now,
      state,
      hand: nextHand(state, seed, setup.mode),
      task: 0,
      floorDone: false,
      pending: null,
      tally: emptyTally(),
      games: [],
      seconds: 0,
      handStarted: now,
      served: now,
      events: 0,
      finishedAt: null,
    };
    this.keep(run);
    const record = await this.save(run, async (s) => {
      const row: AuditionRow = { id: run.id, trainee_id: traineeId!, setup: JSON.stringify(setup), seed, taken: where, exam_id: examId, started_at: now, finished_at: null, hands: 0, seconds: 0, earned: 0, possible: 0, irregularities: 0, caught: 0, missed: 0, false_calls: 0, result: null, passed: null };
      await insertAudition(s.db, row);
    });
    return { view: this.viewOf(run), record };
  }

  /** The run as it stands; `traineeId` holds a trainee to their own runs. */
  current(runId: string, traineeId?: string): AuditionView {
    const run = this.get(runId, traineeId);
    run.served = this.now();
    return this.viewOf(run);
  }

  /** "Floor!" with frame `at` of the hand on the table. */
  async floor(runId: string, at: number, traineeId?: string): Promise<{ verdict: 'caught' | 'false-call'; view: AuditionView; record: AuditionRecordStatus }> {
    const run = this.running(runId, traineeId);
    if (run.pending) throw new ApiFailure('conflict', 'The floor has been called: give the ruling first.');
    const { hand } = run;
    const end = hand.tasks[run.task].at - 1;
    const shown = Math.min(Math.max(at, this.segmentStart(run)), end);
    const injected = hand.injected;
    const caught = injected !== null && !run.floorDone && injected.at <= shown;
    const handNumber = run.state.hands + 1;
    let event: AuditionEventRow;
    if (caught) {
      run.floorDone = true;
      run.pending = injected.ruled(shown);
      run.tally = caughtIrregularity(run.tally);
      event = this.event(run, handNumber, 'caught', injected.irregularity, null, 1, 1);
    } else {
      run.tally = falseCall(run.tally);
      event = this.event(run, handNumber, 'false-call', null, null, 0, 1);
    }
    const record = await this.save(run, (s) => this.saveProgress(s, run, [event]));
    return { verdict: caught ? 'caught' : 'false-call', view: this.viewOf(run), record };
  }

  /** The ruling on the irregularity just caught. */
  async ruling(runId: string, given: unknown, traineeId?: string): Promise<{ result: TaskResult; view: AuditionView; record: AuditionRecordStatus }> {
    const run = this.running(runId, traineeId);
    const pending = run.pending;
    if (!pending) throw new ApiFailure('conflict', 'There is no ruling to give: the floor has not been called on an irregularity.');
    const answer = this.parse(pending, given);
    const scored = scoreOf(pending, answer);
    run.pending = null;
    run.tally = scoredTask(run.tally, pending.kind, scored.earned, scored.possible);
    const event = this.event(run, run.state.hands + 1, 'ruling', run.hand.injected!.irregularity, answer, scored.earned, scored.possible);
    const record = await this.save(run, (s) => this.saveProgress(s, run, [event]));
    return { result: resultOf(pending, scored), view: this.viewOf(run), record };
  }

  /** The answer to the task on the table: scored, and the hand goes on (a missed irregularity is told now). */
  async answer(runId: string, given: unknown, traineeId?: string): Promise<{ result: TaskResult; missed: MissedIrregularity | null; view: AuditionView; record: AuditionRecordStatus }> {
    const run = this.running(runId, traineeId);
    if (run.pending) throw new ApiFailure('conflict', 'The floor has been called: give the ruling before the next task.');
    const now = this.now();
    const { hand } = run;
    const task = hand.tasks[run.task];
    const answer = this.parse(task.asked, given);
    const scored = scoreOf(task.asked, answer);
    run.tally = scoredTask(run.tally, task.asked.kind, scored.earned, scored.possible);
    const handNumber = run.state.hands + 1;
    const events: AuditionEventRow[] = [];
    // The irregularity showed before this task and nobody called the floor: missed.
    let missed: MissedIrregularity | null = null;
    const injected = hand.injected;
    if (injected && !run.floorDone && injected.at < task.at) {
      run.floorDone = true;
      const ruled = injected.ruled(task.at - 1);
      const possible = scoreOf(ruled, ruled.answer as Answer).possible;
      run.tally = missedIrregularity(run.tally, ruled.kind, possible);
      missed = { irregularity: injected.irregularity, kind: ruled.kind, answer: ruled.answer as Answer, explanation: ruled.why };
      events.push(this.event(run, handNumber, 'missed', injected.irregularity, null, 0, 1 + possible));
    }
    const seconds = Math.max(0, (now - run.served - (task.at - this.segmentStart(run)) * PACE_MS[run.setup.mode]) / 1000);
    const row = {
      trainee_id: run.traineeId ?? '',
      kind: task.asked.kind,
      level: levelOf(run.setup.seats),
      profile: run.setup.profile,
      seed: run.seed,
      answer: JSON.stringify(answer),
      earned: scored.earned,
      possible: Math.max(1, scored.possible),
      score: scored.possible > 0 ? scored.earned / scored.possible : 1,
      seconds,
      answered_at: now,
      exam_id: null,
      exam_index: null,
      audition_id: run.id,
    };
    this.advance(run, now);
    const record = await this.save(run, async (s) => {
      await s.addAnswers([row]);
      await this.saveProgress(s, run, events);
    });
    return { result: resultOf(task.asked, scored), missed, view: this.viewOf(run), record };
  }

  /** Ends the run where it is: graded on the hands finished. */
  async end(runId: string, traineeId?: string): Promise<{ view: AuditionView; record: AuditionRecordStatus }> {
    const run = this.get(runId, traineeId);
    if (run.finishedAt === null) run.finishedAt = this.now();
    const record = await this.save(run, (s) => this.saveProgress(s, run, []));
    return { view: this.viewOf(run), record };
  }

  /** The exam a run is dealt for, or null (practice, a class's audition, or a run no longer held). */
  examOf(runId: string): string | null {
    return this.runs.get(runId)?.examId ?? null;
  }

  /**
   * An exam's audition run as it stands: as held here, or, when this host no longer holds it (it
   * was restarted mid-run), as its records stand, over where they stop.
   */
  async examRun(examId: string): Promise<ExamRun | null> {
    const held = [...this.runs.values()].filter((r) => r.examId === examId).sort((a, b) => b.startedAt - a.startedAt)[0];
    if (held) {
      const stats = this.statsOfRun(held);
      return { runId: held.id, finished: held.finishedAt !== null, stats, grade: gradeOf(stats, held.marks, held.setup.mode) };
    }
    const row = await auditionOfExam((await this.options.records.store()).db, examId);
    if (!row) return null;
    const { stats, grade, setup } = runOf(row);
    return { runId: row.id, finished: true, stats, grade: grade ?? gradeOf(stats, (await this.marks())[setup.mode], setup.mode) };
  }

  /** A trainee's auditions from the records, newest first. */
  async history(traineeId: string): Promise<{ runs: AuditionRun[] }> {
    const store = await this.options.records.store();
    const rows = await auditionsOf(store.db, traineeId);
    return { runs: rows.map(runOf) };
  }

  // The run's course

  /** On to the next task; at a hand's end, the table moves on and the next hand is dealt (or the run ends). */
  private advance(run: Run, now: number): void {
    run.task++;
    run.served = now;
    if (run.task < run.hand.tasks.length) return;
    run.games.push(run.hand.game);
    run.seconds += (now - run.handStarted) / 1000;
    run.state = tableAfter(run.state, run.hand, run.seed);
    if (run.state.hands >= run.setup.hands) {
      run.finishedAt = now;
      return;
    }
    run.hand = nextHand(run.state, run.seed, run.setup.mode);
    run.task = 0;
    run.floorDone = false;
    run.handStarted = now;
  }

  private segmentStart(run: Run): number {
    return run.task === 0 ? 0 : run.hand.tasks[run.task - 1].at;
  }

  private statsOfRun(run: Run) {
    return statsOf(run.tally, run.games, run.seconds, run.setup.mode);
  }

  private viewOf(run: Run): AuditionView {
    const finished = run.finishedAt !== null;
    const stats = this.statsOfRun(run);
    const from = this.segmentStart(run);
    const task = run.hand.tasks[run.task];
    return {
      runId: run.id,
      setup: run.setup,
      seed: run.where === 'alone' ? run.seed : null,
      status: finished ? 'finished' : 'running',
      hand: Math.min(run.state.hands + 1, run.setup.hands),
      game: run.hand.game,
      segment: finished ? null : { from, frames: run.hand.frames.slice(from, task.at), task: task.asked.question, ruling: run.pending?.question ?? null },
      paceMs: PACE_MS[run.setup.mode],
      stats,
      grade: finished ? gradeOf(stats, run.marks, run.setup.mode) : null,
    };
  }

  // Requests

  private get(runId: string, traineeId?: string): Run {
    const run = this.runs.get(runId);
    // A trainee asking for another's run learns no more than for a run that is not there.
    if (!run || (traineeId !== undefined && run.traineeId !== traineeId)) throw new ApiFailure('not-found', `There is no audition ${runId} here: start a new one.`);
    return run;
  }

  private running(runId: string, traineeId?: string): Run {
    const run = this.get(runId, traineeId);
    if (run.finishedAt !== null) throw new ApiFailure('conflict', 'This audition is over.');
    return run;
  }

  /** An answer of the asked kind that gives something (a blank one is refused, and the question stays open). */
  private parse(asked: AnyAsked, given: unknown): Answer {
    const parsed = Answer.safeParse(given);
    if (!parsed.success) throw new ApiFailure('bad-request', `The answer is not in the form of a ${asked.kind} answer: ${issuesText(zodIssues(parsed.error))}`, 'malformed-answer');
    if (parsed.data.kind !== asked.kind) throw new ApiFailure('bad-request', `This asks for the ${asked.kind} call, not ${parsed.data.kind}.`, 'wrong-kind');
    const blank = blankAnswer(asked.question as never, parsed.data);
    if (blank !== null) throw new ApiFailure('bad-request', `The answer is blank: ${blank}. Nothing was scored; the question is still open.`, 'blank-answer');
    return parsed.data;
  }

  private keep(run: Run): void {
    if (this.runs.size >= KEPT) {
      const old = [...this.runs.values()].find((r) => r.finishedAt !== null) ?? this.runs.values().next().value!;
      this.runs.delete(old.id);
    }
    this.runs.set(run.id, run);
  }

  // Records

  private event(run: Run, hand: number, event: string, irregularity: string | null, answer: Answer | null, earned: number, possible: number): AuditionEventRow {
    return { audition_id: run.id, idx: run.events++, hand, event, irregularity, answer: answer && JSON.stringify(answer), earned, possible, at: this.now() };
  }

  /** The run's totals as they stand (and its result once finished), with the floor events since the last save. */
  private async saveProgress(s: RecordsStore, run: Run, events: readonly AuditionEventRow[]): Promise<void> {
    await addAuditionEvents(s.db, events);
    const stats = this.statsOfRun(run);
    const finished = run.finishedAt !== null;
    const grade = finished ? gradeOf(stats, run.marks, run.setup.mode) : null;
    await updateAudition(s.db, run.id, {
      finished_at: run.finishedAt,
      hands: stats.hands,
      seconds: stats.seconds,
      earned: stats.earned,
      possible: stats.possible,
      irregularities: stats.irregularities,
      caught: stats.caught,
      missed: stats.missed,
      false_calls: stats.falseCalls,
      result: finished ? JSON.stringify({ stats, grade }) : null,
      passed: grade ? (grade.passed ? 1 : 0) : null,
    });
  }

  /** Records the run (write), then tells the listeners it moved. */
  private async save(run: Run, body: (store: RecordsStore) => Promise<void>): Promise<AuditionRecordStatus> {
    const status = await this.write(run, body);
    const change: RunChange = { runId: run.id, traineeId: run.traineeId, where: run.where, finished: run.finishedAt !== null };
    for (const listener of this.listeners) listener(change);
    return status;
  }

  /** A trainee's run is written before the response goes out; a guest's is not recorded. Never throws: the response says what became of it. */
  private async write(run: Run, body: (store: RecordsStore) => Promise<void>): Promise<AuditionRecordStatus> {
    if (run.traineeId === null) return { status: 'guest' };
    try {
      await this.options.records.write((s) => s.transaction(body));
      return { status: 'saved' };
    } catch (error) {
      const message = errorText(error);
      this.options.log?.warn(`An audition's progress was not recorded: ${message}`);
      return { status: 'failed', message };
    }
  }
}

function resultOf(asked: AnyAsked, s: Scored): TaskResult {
  const kind: DrillKind = asked.kind;
  return { kind, earned: s.earned, possible: s.possible, correct: s.mistakes.length === 0 && s.earned === s.possible, answer: asked.answer as Answer, mistakes: s.mistakes, explanation: asked.why };
}

/** A recorded run as the progress view shows it. */
function runOf(row: AuditionRow): AuditionRun {
  const setup = SetupSchema.parse(JSON.parse(row.setup));
  const result = row.result ? (JSON.parse(row.result) as { stats: AuditionRun['stats']; grade: AuditionGrade | null }) : null;
  const stats = result?.stats ?? {
    hands: row.hands,
    seconds: row.seconds,
    handsPerHour: null,
    pace: null,
    earned: row.earned,
    possible: row.possible,
    accuracy: row.possible > 0 ? row.earned / row.possible : null,
    byKind: [],
    irregularities: row.irregularities,
    caught: row.caught,
    missed: row.missed,
    falseCalls: row.false_calls,
  };
  return { runId: row.id, setup, startedAt: Number(row.started_at), finishedAt: row.finished_at === null ? null : Number(row.finished_at), stats, grade: result?.grade ?? null, where: row.taken as AuditionRun['where'] };
}
