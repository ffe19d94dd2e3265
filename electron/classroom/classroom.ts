/**
 * A class hosted on the instructor's machine: the class code, who asked to join and who was
 * admitted (one at a time, or by a roster), the sessions behind the browsers' cookies, the exams
 * run on the host for the class, and the live view pushed to the instructor's pages. Exams,
 * their secret, clocks and answer keys stay in the exam service on this host; a trainee's
 * browser gets only its questions, then its result. State other than the records (requests,
 * sessions, the roster) lives as long as the host process: after a restart trainees join again,
 * and their records, attempts and running exams are where they were.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { type ClassEvent, classLimits, type ClassMe, type ClassResult, type ClassTrainee, type ClassView, classViewKeys, joinLink } from '../../shared/classroom';
import { changesOf } from '../../shared/view-changes';
import { type ExamResult, tally } from '../../shared/exam';
import type { Caller } from '../api/caller';
import { ApiFailure, errorText } from '../errors';
import { ExamError } from '../exam/errors';
import { classCsv, readResultFile } from '../exam/export';
import * as session from '../exam/session';
import { normalCode } from '../exam/signing';
import { classRowOf } from '../instructor/service';
import type { Services } from '../services';
import { ClassAuditions } from './audition';
import { Passphrase } from './passphrase';

export interface ClassroomOptions {
  /** The name certificates give the host: "taken in class on host X". */
  hostName: string;
  joinUrl: string;
  /** The join page with the class code filled in (shared/classroom.ts joinLink) as a QR code (SVG data URL). */
  qrCode: string;
  /** Tests fix it; otherwise a random one. */
  classCode?: string;
}

type SessionRole = 'instructor' | 'trainee' | 'pending';
interface ClassSession {
  role: SessionRole;
  traineeId?: string;
  requestId?: string;
  /** The client address the session was made from: its cookie sent from any other is no session (issue 32 finding 7). */
  address?: string;
}
interface JoinRequest {
  name: string;
  studentId: string;
  at: number;
  sessionId: string;
  status: 'pending' | 'refused';
  /** The client address it came from: pending requests are capped per address. */
  address?: string;
}
interface Admitted {
  name: string;
  studentId: string;
}
interface Stream {
  sessionId: string;
  send(event: ClassEvent): void;
  /** The class view this (instructor's) stream was last sent: the next push sends what changed since. */
  sent?: ClassView;
}

/** A browser that is nobody in the class (not joined, or signed out). */
const NOBODY: ClassMe = { status: 'none', name: null, studentId: null, exam: null, result: null, audition: null };
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PUSH_DELAY_MS = 100;
const TICK_MS = 1000;

/** Six characters a class is joined with: about a billion codes, and an admission behind each. */
export const newClassCode = (): string => [...randomBytes(6)].map((b) => ALPHABET[b & 31]).join('');

/** localeCompare's order from one collator made once: several times quicker, and the class view sorts the class at every push. */
const byName = new Intl.Collator();

const sameName = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

export class Classroom {
  readonly classCode: string;
  private readonly passphrase: Passphrase;
  private readonly sessions = new Map<string, ClassSession>();
  private readonly requests = new Map<string, JoinRequest>();
  /** student id -> name */
  private readonly roster = new Map<string, string>();
  private readonly admitted = new Map<string, Admitted>();
  /** Student ids whose admission is under way. */
  private readonly admitting = new Set<string>();
  /** Every exam started in this class, by trainee: the latest one of each. */
  private readonly examOf = new Map<string, string>();
  private readonly classExams = new Set<string>();
  private run: { code: string; title: string; itemCount: number; traineeIds: string[] } | null = null;
  private readonly streams = new Set<Stream>();
  private pushTimer: NodeJS.Timeout | undefined;
  /** Pushes one after another: each view's changes are from the one sent before it. */
  private pushing: Promise<void> = Promise.resolve();
  /** The view last pushed to the desktop app's window, when it hosts the class. */
  private localSent: ClassView | undefined;
  private readonly ticker: NodeJS.Timeout;
  private readonly stopListening: () => void;
  /** The class's auditions (audition.ts). */
  readonly auditions: ClassAuditions;

  constructor(
    private readonly services: Services,
    private readonly options: ClassroomOptions,
  ) {
    this.classCode = options.classCode ?? newClassCode();
    this.passphrase = new Passphrase(services.ctx.dataDir, () => this.now());
    this.stopListening = services.exam.onChange((s) => {
      if (!this.classExams.has(s.examId)) return;
      this.schedulePush();
      if (s.finishedAt !== null) this.pushTo((x) => x.traineeId === s.traineeId);
    });
    this.auditions = new ClassAuditions(services.auditions, {
      admitted: () => new Set(this.admitted.keys()),
      examRunning: async (traineeId) => (await this.runningExams(traineeId)).length > 0,
      changed: () => this.schedulePush(),
      tell: (traineeId) => this.pushTo((x) => x.traineeId === traineeId),
    });
    // The host's clock closes what ran out, even when no trainee asks.
    this.ticker = setInterval(() => void this.tick(), TICK_MS);
    this.ticker.unref();
  }

  private now(): number {
    return this.services.ctx.clock?.now() ?? Date.now();
  }

  // Sessions

  /**
   * The caller behind a session cookie from a client address: an unknown or ended session, or one
   * made from another address (a copied cookie, or a device that moved: it joins again), is a guest.
   */
  callerFor(sessionId: string | undefined, cookie: Caller['cookie'], address?: string): Caller {
    const s = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (!s || s.address !== address) return { role: 'guest', cookie, address };
    return { role: s.role, traineeId: s.traineeId, sessionId, cookie, address };
  }

  passphraseSet(): Promise<boolean> {
    return this.passphrase.isSet();
  }

  /** For the host's warm-up (warm-up.ts): the sign-in's first-time costs, paid before a class comes. */
  warmUpSignIn(): Promise<void> {
    return this.passphrase.warmUp();
  }

  async signIn(caller: Caller, passphrase: string): Promise<Record<string, never>> {
    await this.passphrase.signIn(passphrase, { address: caller.address ?? 'unknown', onHost: caller.onHost });
    this.begin(caller, { role: 'instructor', address: caller.address });
    return {};
  }

  signOut(caller: Caller): Record<string, never> {
    if (caller.sessionId) this.sessions.delete(caller.sessionId);
    caller.cookie?.clear();
    return {};
  }

  private begin(caller: Caller, s: ClassSession): string {
    if (caller.sessionId) this.sessions.delete(caller.sessionId);
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, s);
    caller.cookie?.set(id);
    return id;
  }

  // Joining

  async join(caller: Caller, request: { classCode: string; name: string; studentId: string }): Promise<ClassMe> {
    if (normalCode(request.classCode) !== this.classCode) throw new ApiFailure('not-found', 'That is not the code of the class on this host: check it on the instructor\'s screen.');
    // A browser asking again replaces its own request; floods of requests are capped (issue 32 finding 4).
    const own = caller.sessionId === undefined ? undefined : this.sessions.get(caller.sessionId)?.requestId;
    this.refuseFlood(caller, own);
    if (own !== undefined) this.requests.delete(own);
    const name = request.name.trim();
    const studentId = request.studentId.trim();
    const requestId = randomUUID();
    const sessionId = this.begin(caller, { role: 'pending', requestId, address: caller.address });
    this.requests.set(requestId, { name, studentId, at: this.now(), sessionId, status: 'pending', address: caller.address });
    // A roster admits at once, unless the student is already in the class from another browser: the instructor decides that.
    const listed = this.roster.get(studentId);
    if (listed !== undefined && sameName(listed, name) && !this.isJoined(studentId)) await this.admitRequest(requestId);
    this.schedulePush();
    return this.me(this.callerFor(sessionId, caller.cookie, caller.address));
  }

  /**
   * Refuses a request to join past the caps on those waiting (`replaced`: the asking browser's own,
   * which this one replaces). The host's own computer has no cap of its own: no trainee joins from
   * the instructor's (tests and the load measurement do).
   */
  private refuseFlood(caller: Caller, replaced: string | undefined): void {
    let pending = 0;
    let fromAddress = 0;
    for (const [id, r] of this.requests) {
      if (r.status !== 'pending' || id === replaced) continue;
      pending++;
      if (r.address === caller.address) fromAddress++;
    }
    if (!caller.onHost && fromAddress >= classLimits.pendingPerAddress) {
      throw new ApiFailure('rate-limited', `${fromAddress} requests to join from this computer already wait for the instructor: wait for them to be answered.`, 'join-wait');
    }
    if (pending >= classLimits.pendingMax) throw new ApiFailure('rate-limited', `${pending} requests to join already wait for the instructor: try again once they are answered.`, 'class-full');
  }

  /** In the class already, or being let in right now (two joins at once must not both pass as the first). */
  private isJoined(studentId: string): boolean {
    return this.admitting.has(studentId) || [...this.admitted.values()].some((a) => a.studentId === studentId);
  }

  async admit(requestIds: readonly string[]): Promise<ClassView> {
    for (const id of requestIds) {
      if (this.requests.get(id)?.status !== 'pending') throw new ApiFailure('not-found', `There is no request ${id} to join: it may have been answered already.`);
    }
    for (const id of new Set(requestIds)) await this.admitRequest(id);
    return this.view();
  }

  async refuse(requestIds: readonly string[]): Promise<ClassView> {
    // All or nothing, as admit: an unknown id refuses nobody.
    for (const id of requestIds) {
      if (this.requests.get(id)?.status !== 'pending') throw new ApiFailure('not-found', `There is no request ${id} to join: it may have been answered already.`);
    }
    for (const id of requestIds) {
      this.requests.get(id)!.status = 'refused';
      this.pushTo((s) => s.requestId === id);
    }
    this.schedulePush();
    return this.view();
  }

  /** Admits whoever asks with a name and student id of the roster; those asking already are admitted now. */
  async setRoster(entries: readonly { name: string; studentId: string }[]): Promise<ClassView> {
    for (const e of entries) this.roster.set(e.studentId.trim(), e.name.trim());
    for (const [id, r] of this.requests) {
      const listed = this.roster.get(r.studentId);
      if (r.status === 'pending' && listed !== undefined && sameName(listed, r.name) && !this.isJoined(r.studentId)) await this.admitRequest(id);
    }
    this.schedulePush();
    return this.view();
  }

  /**
   * The request's browser becomes the trainee with that student id: the one already in the
   * records if there is one (a student id is one trainee, and their attempts stay theirs), or a new one.
   */
  private async admitRequest(requestId: string): Promise<void> {
    const r = this.requests.get(requestId)!;
    this.admitting.add(r.studentId); // before the first await: see isJoined
    let trainee;
    try {
      trainee = await this.services.records.traineeForStudent(r.name, r.studentId);
    } finally {
      this.admitting.delete(r.studentId);
    }
    this.requests.delete(requestId);
    this.admitted.set(trainee.id, { name: trainee.name, studentId: r.studentId });
    const s = this.sessions.get(r.sessionId);
    if (s) Object.assign(s, { role: 'trainee', traineeId: trainee.id, requestId: undefined });
    // A trainee who joins again after a restart finds their running exam.
    const [running] = await this.services.exam.runningIds(trainee.id);
    if (running && !this.examOf.has(trainee.id)) this.track(trainee.id, running);
    this.pushTo((x) => x.traineeId === trainee.id);
    this.schedulePush();
  }

  /**
   * Ends every browser session of a trainee (someone let in under another's name and number):
   * their pages are told they are no one and show the join form again. The trainee stays in the
   * class, offline, exam and all; whoever asks next with that student id waits for the instructor
   * (isJoined), and letting the real student in gives them the trainee back.
   */
  async signOutTrainee(traineeId: string): Promise<ClassView> {
    if (!this.admitted.has(traineeId)) throw new ApiFailure('not-found', `Trainee ${traineeId} is not in this class.`);
    for (const stream of this.streams) {
      if (this.sessions.get(stream.sessionId)?.traineeId === traineeId) stream.send({ channel: 'class.me', data: NOBODY });
    }
    for (const [id, s] of this.sessions) if (s.traineeId === traineeId) this.sessions.delete(id);
    this.schedulePush();
    return this.view();
  }

  private track(traineeId: string, examId: string): void {
    this.examOf.set(traineeId, examId);
    this.classExams.add(examId);
  }

  // Exams

  /** Starts an exam on the host (a code made here, its items from the host's secret) for the class or the trainees chosen. */
  async startExam(request: { definitionId: string; traineeIds?: string[] }): Promise<ClassView> {
    const chosen = request.traineeIds ?? [...this.admitted.keys()];
    if (chosen.length === 0) throw new ApiFailure('conflict', 'No trainee has been admitted yet: admit the class first.');
    for (const id of chosen) if (!this.admitted.has(id)) throw new ApiFailure('not-found', `Trainee ${id} is not in this class.`);
    const code = await this.services.exam.createCode({ definitionId: request.definitionId }, true);
    this.run = { code: code.code, title: code.definition.title, itemCount: code.itemCount, traineeIds: chosen };
    // All at once: their sessions are written in one group commit rather than one after another.
    const outcomes = await Promise.all(
      chosen.map(async (traineeId) => {
        const who = this.admitted.get(traineeId)!;
        try {
          if ((await this.services.exam.runningIds(traineeId)).length) throw new ExamError('not-finished', 'an exam of theirs is still running');
          const view = await this.services.exam.start({ code: code.code, traineeId }, this.options.hostName);
          this.track(traineeId, view.examId);
          return null;
        } catch (error) {
          if (!(error instanceof ExamError)) throw error;
          return `${who.name} (${who.studentId}): ${error.message}`;
        } finally {
          this.pushTo((x) => x.traineeId === traineeId);
        }
      }),
    );
    const problems = outcomes.filter((p): p is string => p !== null);
    this.schedulePush();
    if (problems.length) throw new ApiFailure('conflict', `The exam was not started for ${problems.join('; ')}.`);
    return this.view();
  }

  async extend(request: { seconds: number; traineeId?: string }): Promise<ClassView> {
    const targets = await this.runningExams(request.traineeId);
    if (targets.length === 0) throw new ApiFailure('conflict', request.traineeId ? 'That trainee has no exam running.' : 'No exam is running.');
    for (const [traineeId, examId] of targets) {
      await this.services.exam.extend({ examId, seconds: request.seconds });
      this.pushTo((x) => x.traineeId === traineeId);
    }
    return this.view();
  }

  /** Ends every running exam of the class, or one trainee's: what is still open scores zero. */
  async endExam(request: { traineeId?: string } = {}): Promise<ClassView> {
    const targets = await this.runningExams(request.traineeId);
    if (targets.length === 0) throw new ApiFailure('conflict', request.traineeId ? 'That trainee has no exam running.' : 'No exam is running.');
    for (const [, examId] of targets) await this.services.exam.finish({ examId });
    return this.view();
  }

  /** The class's finished exams on this host as CSV (one row per attempt). */
  async csv(): Promise<{ fileName: string; text: string }> {
    const store = await this.services.recordsDb.store();
    const rows = [];
    for (const examId of this.classExams) {
      const row = await store.exam(examId);
      if (row?.signed_result && !row.damaged) rows.push(classRowOf(readResultFile(row.signed_result)));
    }
    rows.sort((a, b) => a.traineeName.localeCompare(b.traineeName) || a.attempt - b.attempt);
    return { fileName: `class-${this.classCode}.csv`, text: classCsv(rows) };
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
      const now = this.now();
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

  // Views

  async me(caller: Caller): Promise<ClassMe> {
    const s = caller.sessionId === undefined ? undefined : this.sessions.get(caller.sessionId);
    if (!s) return NOBODY;
    if (s.role === 'pending') {
      const r = this.requests.get(s.requestId!);
      return r ? { ...NOBODY, status: r.status, name: r.name, studentId: r.studentId } : NOBODY;
    }
    if (s.role !== 'trainee') return NOBODY;
    const who = this.admitted.get(s.traineeId!)!;
    const examId = this.examOf.get(s.traineeId!);
    let exam = null;
    let result = null;
    if (examId) {
      const view = await this.services.exam.current({ examId });
      if (view.status === 'running') exam = view;
      else result = classResult(await this.services.exam.result({ examId }));
    }
    return { status: 'admitted', name: who.name, studentId: who.studentId, exam, result, audition: this.auditions.mine(s.traineeId!) };
  }

  async view(): Promise<ClassView> {
    const now = this.now();
    const store = await this.services.recordsDb.store();
    const trainees: ClassTrainee[] = [];
    const online = new Set([...this.streams].map((x) => this.sessions.get(x.sessionId)?.traineeId));
    for (const [traineeId, who] of this.admitted) {
      const examId = this.examOf.get(traineeId);
      let exam: ClassTrainee['exam'] = null;
      if (examId) {
        const s = await this.services.exam.peek(examId);
        const open = session.openItem(s);
        const finished = s.finishedAt !== null;
        exam = {
          examId,
          status: finished ? 'finished' : 'running',
          itemCount: s.items.length,
          tally: tally(s.items),
          // Open items score zero so far: the closed items' scores over the whole exam.
          percentSoFar: session.percentOf(s.items),
          deadline: session.examDeadline(s),
          itemDeadline: open && open.shownAt !== null ? session.itemDeadline(s, open) : null,
          extraSeconds: s.extraSeconds,
          passed: finished ? session.percentOf(s.items) >= s.definition.passPercent : null,
          verificationCode: finished ? ((await store.exam(examId))?.verification_code ?? null) : null,
        };
      }
      trainees.push({ traineeId, name: who.name, studentId: who.studentId, online: online.has(traineeId), exam, audition: this.auditions.live(traineeId) });
    }
    trainees.sort((a, b) => byName.compare(a.name, b.name));
    const exams = this.run ? this.run.traineeIds.map((id) => this.examOf.get(id)).filter((id): id is string => id !== undefined) : [];
    let finished = 0;
    for (const id of exams) if ((await this.services.exam.peek(id)).finishedAt !== null) finished++;
    const joined = new Set([...this.admitted.values()].map((a) => a.studentId));
    return {
      now,
      hostName: this.options.hostName,
      classCode: this.classCode,
      joinUrl: this.options.joinUrl,
      joinLink: joinLink(this.options.joinUrl, this.classCode),
      qrCode: this.options.qrCode,
      requests: [...this.requests]
        .filter(([, r]) => r.status === 'pending')
        .map(([requestId, r]) => ({ requestId, name: r.name, studentId: r.studentId, at: r.at, alreadyJoined: joined.has(r.studentId) })),
      roster: [...this.roster].map(([studentId, name]) => ({ name, studentId, joined: joined.has(studentId) })),
      trainees,
      exam: this.run && { code: this.run.code, title: this.run.title, itemCount: this.run.itemCount, running: exams.length - finished, finished },
      audition: this.auditions.summary(),
    };
  }

  // Pushed updates

  /** GET /api/events: the caller's view now, then each time it changes. */
  openStream(caller: Caller, request: http.IncomingMessage, response: http.ServerResponse): void {
    if (!caller.sessionId || !this.sessions.has(caller.sessionId)) {
      response.statusCode = 401;
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    const stream: Stream = { sessionId: caller.sessionId, send: (event) => response.write(`data: ${JSON.stringify(event)}\n\n`) };
    this.streams.add(stream);
    const heartbeat = setInterval(() => response.write(': still here\n\n'), 25_000);
    request.on('close', () => {
      clearInterval(heartbeat);
      this.streams.delete(stream);
      this.schedulePush();
    });
    // The instructor's page gets the whole view with the next push (and who is online); a trainee's its own state now.
    if (caller.role !== 'instructor') this.pushMe(stream);
    this.schedulePush();
  }

  /** A trainee's (or an asking browser's) own state, to its page. */
  private pushMe(stream: Stream): void {
    const s = this.sessions.get(stream.sessionId);
    if (!s) return;
    this.me({ role: s.role, traineeId: s.traineeId, sessionId: stream.sessionId }).then(
      (data) => stream.send({ channel: 'class.me', data }),
      (error: unknown) => this.services.ctx.log.warn(`A trainee's page could not be told: ${errorText(error)}`),
    );
  }

  /** The instructor's view, soon (changes close together go out as one). */
  private schedulePush(): void {
    this.pushTimer ??= setTimeout(() => {
      this.pushTimer = undefined;
      this.pushing = this.pushing.then(() => this.pushView());
    }, PUSH_DELAY_MS);
  }

  /** To each instructor's page (and the desktop app's window), what changed in the view since it was last sent; the whole view the first time. */
  private async pushView(): Promise<void> {
    const instructors = [...this.streams].filter((x) => this.sessions.get(x.sessionId)?.role === 'instructor');
    const local = this.services.ctx.onEvent;
    if (instructors.length === 0 && !local) return;
    let view: ClassView;
    try {
      view = await this.view();
    } catch (error) {
      this.services.ctx.log.warn(`The class view could not be pushed: ${errorText(error)}`);
      return;
    }
    for (const x of instructors) {
      const event = viewEvent(x.sent, view);
      x.sent = view;
      if (event) x.send(event);
    }
    if (local) {
      const event = viewEvent(this.localSent, view);
      this.localSent = view;
      if (event) local(event);
    }
  }

  /** Their own state, to the trainees' (or asking browsers') pages the test picks. */
  private pushTo(which: (s: ClassSession) => boolean): void {
    for (const stream of this.streams) {
      const s = this.sessions.get(stream.sessionId);
      if (s && s.role !== 'instructor' && which(s)) this.pushMe(stream);
    }
  }

  close(): void {
    clearInterval(this.ticker);
    clearTimeout(this.pushTimer);
    this.stopListening();
    this.auditions.close();
  }
}

/** The whole view to a page that has none yet, else what changed since the one it has (nothing when nothing did). */
function viewEvent(sent: ClassView | undefined, view: ClassView): ClassEvent | undefined {
  if (!sent) return { channel: 'class.view', data: view };
  const changes = changesOf(sent, view, classViewKeys);
  return changes ? { channel: 'class.view:changes', data: changes } : undefined;
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
  };
}
