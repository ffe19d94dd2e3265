/**
 * Who is in a class: the sessions behind the browsers' cookies (the instructor's, a trainee's, an
 * asking browser's), the requests to join, the roster that admits at once, and the trainees let
 * in. Lives as long as the host process: after a restart trainees join again.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { classLimits, type ClassMe } from '../../shared/classroom';
import type { Caller } from '../api/caller';
import { ApiFailure } from '../errors';
import { normalCode } from '../exam/signing';
import type { ClassServices } from './class-services';
import type { Passphrase } from './passphrase';

type SessionRole = 'instructor' | 'trainee' | 'pending';
export interface ClassSession {
  role: SessionRole;
  traineeId?: string;
  requestId?: string;
  /** The client address the session was made from: its cookie sent from any other is no session (issue 32 finding 7). */
  address?: string;
}
export interface JoinRequest {
  name: string;
  studentId: string;
  at: number;
  sessionId: string;
  status: 'pending' | 'refused';
  /** The client address it came from: pending requests are capped per address. */
  address?: string;
}
export interface Admitted {
  name: string;
  studentId: string;
}

/** A browser that is nobody in the class (not joined, or signed out). */
export const NOBODY: ClassMe = { status: 'none', name: null, studentId: null, traineeId: null, exam: null, result: null, audition: null };

/** What the roster tells the rest of the class. */
export interface RosterHooks {
  now(): number;
  /** A trainee was let in (again, after a restart: their running exam is found). */
  admitted(traineeId: string): Promise<void>;
  /** The instructor's view changed. */
  changed(): void;
  /** Their own state, to the pages of the sessions picked. */
  tell(which: (s: ClassSession) => boolean): void;
  /** A trainee's pages are told they are no one (before their sessions end). */
  signedOut(traineeId: string): void;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

export class ClassRoster {
  private readonly sessions = new Map<string, ClassSession>();
  private readonly requests = new Map<string, JoinRequest>();
  /** student id -> name */
  private readonly roster = new Map<string, string>();
  private readonly admitted = new Map<string, Admitted>();
  /** Student ids whose admission is under way. */
  private readonly admitting = new Set<string>();

  constructor(
    readonly classCode: string,
    private readonly passphrase: Passphrase,
    private readonly services: Pick<ClassServices, 'records'>,
    private readonly hooks: RosterHooks,
  ) {}

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

  session(sessionId: string): ClassSession | undefined {
    return this.sessions.get(sessionId);
  }

  // Joining

  /** The asking browser's new session. */
  async join(caller: Caller, request: { classCode: string; name: string; studentId: string }): Promise<string> {
    if (normalCode(request.classCode) !== this.classCode) throw new ApiFailure('not-found', 'That is not the code of the class on this host: check it on the instructor\'s screen.');
    // A browser asking again replaces its own request; floods of requests are capped (issue 32 finding 4).
    const own = caller.sessionId === undefined ? undefined : this.sessions.get(caller.sessionId)?.requestId;
    this.refuseFlood(caller, own);
    if (own !== undefined) this.requests.delete(own);
    const name = request.name.trim();
    const studentId = request.studentId.trim();
    const requestId = randomUUID();
    const sessionId = this.begin(caller, { role: 'pending', requestId, address: caller.address });
    this.requests.set(requestId, { name, studentId, at: this.hooks.now(), sessionId, status: 'pending', address: caller.address });
    // A roster admits at once, unless the student is already in the class from another browser: the instructor decides that.
    const listed = this.roster.get(studentId);
    if (listed !== undefined && sameName(listed, name) && !this.isJoined(studentId)) await this.admitRequest(requestId);
    this.hooks.changed();
    return sessionId;
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

  async admit(requestIds: readonly string[]): Promise<void> {
    for (const id of requestIds) {
      if (this.requests.get(id)?.status !== 'pending') throw new ApiFailure('not-found', `There is no request ${id} to join: it may have been answered already.`);
    }
    for (const id of new Set(requestIds)) await this.admitRequest(id);
  }

  refuse(requestIds: readonly string[]): void {
    // All or nothing, as admit: an unknown id refuses nobody.
    for (const id of requestIds) {
      if (this.requests.get(id)?.status !== 'pending') throw new ApiFailure('not-found', `There is no request ${id} to join: it may have been answered already.`);
    }
    for (const id of requestIds) {
      this.requests.get(id)!.status = 'refused';
      this.hooks.tell((s) => s.requestId === id);
    }
    this.hooks.changed();
  }

  /** Admits whoever asks with a name and student id of the roster; those asking already are admitted now. */
  async setRoster(entries: readonly { name: string; studentId: string }[]): Promise<void> {
    for (const e of entries) this.roster.set(e.studentId.trim(), e.name.trim());
    for (const [id, r] of this.requests) {
      const listed = this.roster.get(r.studentId);
      if (r.status === 'pending' && listed !== undefined && sameName(listed, r.name) && !this.isJoined(r.studentId)) await this.admitRequest(id);
    }
    this.hooks.changed();
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
    await this.hooks.admitted(trainee.id);
    this.hooks.tell((x) => x.traineeId === trainee.id);
    this.hooks.changed();
  }

  /**
   * Ends every browser session of a trainee (someone let in under another's name and number):
   * their pages are told they are no one and show the join form again. The trainee stays in the
   * class, offline, exam and all; whoever asks next with that student id waits for the instructor
   * (isJoined), and letting the real student in gives them the trainee back.
   */
  signOutTrainee(traineeId: string): void {
    if (!this.admitted.has(traineeId)) throw new ApiFailure('not-found', `Trainee ${traineeId} is not in this class.`);
    this.hooks.signedOut(traineeId);
    for (const [id, s] of this.sessions) if (s.traineeId === traineeId) this.sessions.delete(id);
    this.hooks.changed();
  }

  // What the views read

  request(requestId: string): JoinRequest | undefined {
    return this.requests.get(requestId);
  }

  trainee(traineeId: string): Admitted | undefined {
    return this.admitted.get(traineeId);
  }

  /** The trainees let in, by id, in the order they came. */
  trainees(): ReadonlyMap<string, Admitted> {
    return this.admitted;
  }

  /** The requests still waiting, with whether their student id is in the class already. */
  pending(): { requestId: string; name: string; studentId: string; at: number; alreadyJoined: boolean }[] {
    const joined = this.joinedIds();
    return [...this.requests]
      .filter(([, r]) => r.status === 'pending')
      .map(([requestId, r]) => ({ requestId, name: r.name, studentId: r.studentId, at: r.at, alreadyJoined: joined.has(r.studentId) }));
  }

  rosterView(): { name: string; studentId: string; joined: boolean }[] {
    const joined = this.joinedIds();
    return [...this.roster].map(([studentId, name]) => ({ name, studentId, joined: joined.has(studentId) }));
  }

  private joinedIds(): Set<string> {
    return new Set([...this.admitted.values()].map((a) => a.studentId));
  }
}
