/**
 * A class hosted on the instructor's machine: the class code and, each in a module of its own,
 * who is in it (roster.ts: sessions, requests to join, the roster, admission), the exams run on
 * the host for it (class-exams.ts) and what its pages see, pushed as it changes (live-view.ts).
 * State other than the records (requests, sessions, the roster) lives as long as the host
 * process: after a restart trainees join again, and their records, attempts and running exams are
 * where they were.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { ClassMe, ClassView } from '../../shared/classroom';
import type { Caller } from '../api/caller';
import { ClassAuditions } from './audition';
import { ClassExams } from './class-exams';
import type { ClassServices } from './class-services';
import { type ClassPlace, LiveView } from './live-view';
import { Passphrase } from './passphrase';
import { ClassRoster } from './roster';

export interface ClassroomOptions extends ClassPlace {
  /** Tests fix it; otherwise a random one. */
  classCode?: string;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Six characters a class is joined with: about a billion codes, and an admission behind each. */
export const newClassCode = (): string => [...randomBytes(6)].map((b) => ALPHABET[b & 31]).join('');

export class Classroom {
  readonly classCode: string;
  private readonly passphrase: Passphrase;
  private readonly roster: ClassRoster;
  private readonly exams: ClassExams;
  private readonly live: LiveView;
  /** The class's auditions (audition.ts). */
  readonly auditions: ClassAuditions;

  constructor(services: ClassServices, options: ClassroomOptions) {
    this.classCode = options.classCode ?? newClassCode();
    const now = () => services.ctx.clock?.now() ?? Date.now();
    this.passphrase = new Passphrase(services.ctx.dataDir, now);
    const changed = () => this.live.schedulePush();
    const tell: LiveView['pushTo'] = (which) => this.live.pushTo(which);
    this.roster = new ClassRoster(this.classCode, this.passphrase, services, {
      now,
      admitted: (traineeId) => this.exams.admitted(traineeId),
      changed,
      tell,
      signedOut: (traineeId) => this.live.signedOut(traineeId),
    });
    this.exams = new ClassExams(services, this.roster, options.hostName, { now, changed, tell });
    this.auditions = new ClassAuditions(services.auditions, {
      admitted: () => new Set(this.roster.trainees().keys()),
      examRunning: (traineeId) => this.exams.running(traineeId),
      changed,
      tell: (traineeId) => tell((x) => x.traineeId === traineeId),
    });
    this.live = new LiveView(services, this.roster, this.exams, this.auditions, options, now);
  }

  // Sessions

  callerFor(sessionId: string | undefined, cookie: Caller['cookie'], address?: string): Caller {
    return this.roster.callerFor(sessionId, cookie, address);
  }

  passphraseSet(): Promise<boolean> {
    return this.passphrase.isSet();
  }

  /** For the host's warm-up (warm-up.ts): the sign-in's first-time costs, paid before a class comes. */
  warmUpSignIn(): Promise<void> {
    return this.passphrase.warmUp();
  }

  signIn(caller: Caller, passphrase: string): Promise<Record<string, never>> {
    return this.roster.signIn(caller, passphrase);
  }

  signOut(caller: Caller): Record<string, never> {
    return this.roster.signOut(caller);
  }

  // Joining

  async join(caller: Caller, request: { classCode: string; name: string; studentId: string }): Promise<ClassMe> {
    const sessionId = await this.roster.join(caller, request);
    return this.me(this.callerFor(sessionId, caller.cookie, caller.address));
  }

  async admit(requestIds: readonly string[]): Promise<ClassView> {
    await this.roster.admit(requestIds);
    return this.view();
  }

  async refuse(requestIds: readonly string[]): Promise<ClassView> {
    this.roster.refuse(requestIds);
    return this.view();
  }

  /** Admits whoever asks with a name and student id of the roster; those asking already are admitted now. */
  async setRoster(entries: readonly { name: string; studentId: string }[]): Promise<ClassView> {
    await this.roster.setRoster(entries);
    return this.view();
  }

  /** Ends every browser session of a trainee (roster.ts signOutTrainee). */
  async signOutTrainee(traineeId: string): Promise<ClassView> {
    this.roster.signOutTrainee(traineeId);
    return this.view();
  }

  // Exams

  async startExam(request: { definitionId: string; traineeIds?: string[] }): Promise<ClassView> {
    await this.exams.start(request);
    return this.view();
  }

  async extend(request: { seconds: number; traineeId?: string }): Promise<ClassView> {
    await this.exams.extend(request);
    return this.view();
  }

  /** Ends every running exam of the class, or one trainee's: what is still open scores zero. */
  async endExam(request: { traineeId?: string } = {}): Promise<ClassView> {
    await this.exams.end(request);
    return this.view();
  }

  csv(): Promise<{ fileName: string; text: string }> {
    return this.exams.csv(this.classCode);
  }

  // Views

  me(caller: Caller): Promise<ClassMe> {
    return this.live.me(caller);
  }

  view(): Promise<ClassView> {
    return this.live.view();
  }

  /** GET /api/events: the caller's view now, then each time it changes. */
  openStream(caller: Caller, request: http.IncomingMessage, response: http.ServerResponse): void {
    this.live.openStream(caller, request, response);
  }

  close(): void {
    this.exams.close();
    this.auditions.close();
    this.live.close();
  }
}
