/**
 * What the class's pages see, and see change: a trainee's (or an asking browser's) own state, the
 * instructor's view of the whole class, and the event streams that push each to its pages (and
 * the instructor's view to the desktop app's window, when it hosts the class).
 */
import type http from 'node:http';
import { type ClassEvent, type ClassMe, type ClassTrainee, type ClassView, classViewKeys, joinLink } from '../../shared/classroom';
import { changesOf } from '../../shared/view-changes';
import type { Caller } from '../api/caller';
import { errorText } from '../errors';
import type { ClassAuditions } from './audition';
import type { ClassExams } from './class-exams';
import type { ClassServices } from './class-services';
import { type ClassRoster, type ClassSession, NOBODY } from './roster';

const PUSH_DELAY_MS = 100;

/** Where the class is reached, as the instructor's view shows it. */
export interface ClassPlace {
  /** The name certificates give the host: "taken in class on host X". */
  hostName: string;
  joinUrl: string;
  /** The join page with the class code filled in (shared/classroom.ts joinLink) as a QR code (SVG data URL). */
  qrCode: string;
}

interface Stream {
  sessionId: string;
  send(event: ClassEvent): void;
  /** The class view this (instructor's) stream was last sent: the next push sends what changed since. */
  sent?: ClassView;
}

/** localeCompare's order from one collator made once: several times quicker, and the class view sorts the class at every push. */
const byName = new Intl.Collator();

export class LiveView {
  private readonly streams = new Set<Stream>();
  private pushTimer: NodeJS.Timeout | undefined;
  /** Pushes one after another: each view's changes are from the one sent before it. */
  private pushing: Promise<void> = Promise.resolve();
  /** The view last pushed to the desktop app's window, when it hosts the class. */
  private localSent: ClassView | undefined;

  constructor(
    private readonly services: ClassServices,
    private readonly roster: ClassRoster,
    private readonly exams: ClassExams,
    private readonly auditions: ClassAuditions,
    private readonly place: ClassPlace,
    private readonly now: () => number,
  ) {}

  async me(caller: Caller): Promise<ClassMe> {
    const s = caller.sessionId === undefined ? undefined : this.roster.session(caller.sessionId);
    if (!s) return NOBODY;
    if (s.role === 'pending') {
      const r = this.roster.request(s.requestId!);
      return r ? { ...NOBODY, status: r.status, name: r.name, studentId: r.studentId } : NOBODY;
    }
    if (s.role !== 'trainee') return NOBODY;
    const who = this.roster.trainee(s.traineeId!)!;
    const { exam, result } = await this.exams.mine(s.traineeId!);
    return { status: 'admitted', name: who.name, studentId: who.studentId, traineeId: s.traineeId!, exam, result, audition: this.auditions.mine(s.traineeId!) };
  }

  async view(): Promise<ClassView> {
    const now = this.now();
    const store = await this.services.recordsDb.store();
    const trainees: ClassTrainee[] = [];
    const online = new Set([...this.streams].map((x) => this.roster.session(x.sessionId)?.traineeId));
    for (const [traineeId, who] of this.roster.trainees()) {
      const exam = await this.exams.ofTrainee(traineeId, store);
      trainees.push({ traineeId, name: who.name, studentId: who.studentId, online: online.has(traineeId), exam, audition: this.auditions.live(traineeId) });
    }
    trainees.sort((a, b) => byName.compare(a.name, b.name));
    const exam = await this.exams.summary();
    return {
      now,
      hostName: this.place.hostName,
      classCode: this.roster.classCode,
      joinUrl: this.place.joinUrl,
      joinLink: joinLink(this.place.joinUrl, this.roster.classCode),
      qrCode: this.place.qrCode,
      requests: this.roster.pending(),
      roster: this.roster.rosterView(),
      trainees,
      exam,
      audition: this.auditions.summary(),
    };
  }

  /** GET /api/events: the caller's view now, then each time it changes. */
  openStream(caller: Caller, request: http.IncomingMessage, response: http.ServerResponse): void {
    if (!caller.sessionId || !this.roster.session(caller.sessionId)) {
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
    const s = this.roster.session(stream.sessionId);
    if (!s) return;
    this.me({ role: s.role, traineeId: s.traineeId, sessionId: stream.sessionId }).then(
      (data) => stream.send({ channel: 'class.me', data }),
      (error: unknown) => this.services.ctx.log.warn(`A trainee's page could not be told: ${errorText(error)}`),
    );
  }

  /** The instructor's view, soon (changes close together go out as one). */
  schedulePush(): void {
    this.pushTimer ??= setTimeout(() => {
      this.pushTimer = undefined;
      this.pushing = this.pushing.then(() => this.pushView());
    }, PUSH_DELAY_MS);
  }

  /** To each instructor's page (and the desktop app's window), what changed in the view since it was last sent; the whole view the first time. */
  private async pushView(): Promise<void> {
    const instructors = [...this.streams].filter((x) => this.roster.session(x.sessionId)?.role === 'instructor');
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
  pushTo(which: (s: ClassSession) => boolean): void {
    for (const stream of this.streams) {
      const s = this.roster.session(stream.sessionId);
      if (s && s.role !== 'instructor' && which(s)) this.pushMe(stream);
    }
  }

  /** A trainee's pages are told they are no one: they show the join form again. */
  signedOut(traineeId: string): void {
    for (const stream of this.streams) {
      if (this.roster.session(stream.sessionId)?.traineeId === traineeId) stream.send({ channel: 'class.me', data: NOBODY });
    }
  }

  close(): void {
    clearTimeout(this.pushTimer);
  }
}

/** The whole view to a page that has none yet, else what changed since the one it has (nothing when nothing did). */
function viewEvent(sent: ClassView | undefined, view: ClassView): ClassEvent | undefined {
  if (!sent) return { channel: 'class.view', data: view };
  const changes = changesOf(sent, view, classViewKeys);
  return changes ? { channel: 'class.view:changes', data: changes } : undefined;
}
