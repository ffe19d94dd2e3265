/**
 * The exam service of the main process: one method per exam channel (shared/exam.ts
 * examChannels), each taking the channel's request and returning its response. Main keeps the
 * clock and the answers: the renderer gets a question only when it is shown, never an answer,
 * and a result only once the exam is finished. Every change is in the records (exam/rows.ts)
 * before a method resolves. Expected failures are ExamError (code + a sentence fit for the trainee).
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Answer } from '../../shared/drills';
import { type DecodedCode, type DefinitionInfo, type ExamResult, type ExamView, type ReviewItem, type SignedResult, tally } from '../../shared/exam';
import { errorText } from '../errors';
import { setBounded } from '../lru';
import { toTrainee } from '../records/service';
import type { SharedRecords } from '../records/shared-records';
import { writeFileAtomic } from '../store/atomic-file';
import type { RecordsStore } from '../store/records/store';
import { replaceCertificate } from '../store/records/trainee-rows';
import { type ExamAuditions, segmentResult, segmentSeed, segmentSetup } from './audition-segment';
import { certificatePdf } from './certificate';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { decodeExamCode, encodeExamCode, MAX_SEED, type ExamSource } from './code';
import { BUILT_INS, builtInInfo, itemCount, parseSchoolDefinition } from './definitions';
import { ExamError } from './errors';
import { readResultFile, resultFileName, resultFileText, safeName, signResult } from './export';
import { generateItem, planCode, type PlannedItem, reviewOf, scoreItem } from './items';
import { buildResult, type ClassNames } from './result';
import { insertSession, loadSession, saveChanges } from './rows';
import * as session from './session';
import { examSecret, hostedCodeSeed } from './secret';
import { installationSigner, traineeSigner, verificationCode, type Signer } from './signing';

export interface ExamServiceOptions {
  /** The user-data folder: signing-key.json and exams/ (school definitions). */
  dataDir: string;
  records: SharedRecords;
  clock?: Clock;
  /** Seeds for new exam codes; injectable for tests. */
  newSeed?: () => number;
  log?: { warn(message: string): void };
  /** The school, class and instructor a class exam's result names (the host's settings). */
  classNames?: () => Promise<ClassNames>;
  /** The audition tables of exams with an audition segment. */
  auditions?: ExamAuditions;
}

export const DEFINITIONS_DIR = 'exams';
const PLANS_KEPT = 64;

export class ExamService {
  private readonly clock: Clock;
  /** Signing keys by trainee id ('' for the installation's own). */
  private readonly signers = new Map<string, Promise<Signer>>();
  /** Sessions in use, as loaded from the records (the records stay the truth). */
  private readonly sessions = new Map<string, session.Session>();
  private readonly listeners = new Set<(s: Readonly<session.Session>) => void>();

  constructor(private readonly options: ExamServiceOptions) {
    this.clock = options.clock ?? systemClock;
  }

  // Definitions and codes

  async definitions(): Promise<{ definitions: DefinitionInfo[]; problems: { file: string; message: string }[] }> {
    const definitions = BUILT_INS.map(builtInInfo);
    const problems: { file: string; message: string }[] = [];
    for (const file of await this.definitionFiles()) {
      try {
        definitions.push(fileInfo(file, parseSchoolDefinition(await fs.readFile(path.join(this.definitionsDir(), file), 'utf8'), file)));
      } catch (e) {
        problems.push({ file, message: errorText(e) });
      }
    }
    return { definitions, problems };
  }

  /** Validates a school's definition file and keeps it in the data folder's exams/. */
  async addDefinition(request: { fileName: string; text: string }): Promise<DefinitionInfo> {
    const file = `${safeName(request.fileName.replace(/\.json$/i, ''))}.json`;
    const definition = parseSchoolDefinition(request.text, request.fileName);
    try {
      await writeFileAtomic(path.join(this.definitionsDir(), file), request.text);
    } catch (error) {
      throw new ExamError('storage', `the definition could not be saved: ${errorText(error)}`);
    }
    return fileInfo(file, definition);
  }

  /**
   * `hosted`: a code for an exam in class on this host, whose items come from the host's secret;
   * one exam always gets the same hosted code, so that its attempts add up.
   */
  async createCode(request: { definitionId: string; seed?: number }, hosted = false): Promise<DecodedCode> {
    const source = await this.source(request.definitionId);
    const seed = request.seed ?? (hosted ? hostedCodeSeed(await this.secret(), source) : (this.options.newSeed?.() ?? randomInt(MAX_SEED + 1)));
    return this.decodeCode({ code: encodeExamCode({ ...source, hosted }, seed) });
  }

  decodeCode(request: { code: string }): DecodedCode {
    const { source: _source, ...decoded } = decodeExamCode(request.code);
    return decoded;
  }

  // Taking an exam

  /**
   * Starts an attempt at the code, or resumes the trainee's unfinished one. `host`: the classroom
   * host it is taken on (a code made on a host is taken only there); null for self-study.
   */
  async start(request: { code: string; traineeId: string }, host: string | null = null): Promise<ExamView> {
    const records = await this.options.records.store();
    const code = decodeExamCode(request.code);
    if (code.hosted && host === null) throw new ExamError('hosted-exam', 'this exam code was made on a classroom host: it is taken in class, on that host');
    const trainee = await this.trainee(records, request.traineeId);
    const attempts = await records.attempts({ id: trainee.id, student_id: trainee.studentId }, code.code);
    const open = attempts.find((a) => a.finished_at === null);
    if (open) return this.current({ examId: open.id });
    const passed = attempts.find((a) => a.passed === 1);
    if (passed) throw new ExamError('no-attempts-left', `${trainee.name} has already passed this exam (attempt ${passed.attempt})`);
    if (attempts.length >= code.definition.attempts) {
      throw new ExamError('no-attempts-left', `${trainee.name} has used all ${code.definition.attempts} attempt(s) at this exam`);
    }
    const attempt = attempts.length + 1;
    const s = session.newSession(
      { examId: randomUUID(), traineeId: trainee.id, code: code.code, seed: code.seed, definition: code.definition, attempt, startedAt: this.clock.now(), host },
      await this.plan(code, attempt),
    );
    await this.options.records.write((store) => insertSession(store, s));
    this.sessions.set(s.examId, s);
    return this.step(s, (now) => session.advance(s, now));
  }

  /**
   * A self-study exam of a definition, without a code from anyone: the trainee's own code for it,
   * its seed from the trainee and the definition, so that starting it again resumes it or counts
   * the next attempt. Like every self-study result, not proctored.
   */
  async startSelfStudy(request: { definitionId: string; traineeId: string }): Promise<ExamView> {
    const source = await this.source(request.definitionId);
    const seed = createHash('sha256').update(`self-study\n${request.traineeId}\n${request.definitionId}`).digest().readUIntBE(0, 3);
    return this.start({ code: encodeExamCode({ ...source, hosted: false }, seed), traineeId: request.traineeId });
  }

  /** An item of a finished exam with the engine's answer and reasons; refused while the exam runs (main's clock decides). */
  async review(request: { examId: string; index: number }): Promise<ReviewItem> {
    await this.finishedSigned(request.examId);
    const s = await this.session(request.examId);
    const item = s.items[request.index];
    if (!item) throw new ExamError('bad-request', `this exam has ${s.items.length} items; there is no item ${request.index + 1}`);
    const r = session.resultItem(item);
    const { question, answer, why, mistakes } = reviewOf(item, s.definition.profile, item.answer);
    const { status, earned, possible, seconds } = r;
    return { index: item.index, itemCount: s.items.length, kind: item.kind, level: item.level, status, question, given: item.answer, answer, mistakes, explanation: why, earned, possible, seconds };
  }

  /** The exam now: closes what ran out, shows the next item. What a reloaded renderer asks first. */
  async current(request: { examId: string }): Promise<ExamView> {
    const s = await this.session(request.examId);
    return this.step(s, (now) => session.advance(s, now));
  }

  /** The trainee's unfinished exam, if any: to resume after a restart. */
  async running(request: { traineeId: string }): Promise<{ view: ExamView | null }> {
    const [id] = await this.runningIds(request.traineeId);
    return { view: id ? await this.current({ examId: id }) : null };
  }

  /** Exams still running now (of one trainee, or on this host): those whose time ran out are closed first. */
  async runningIds(traineeId?: string): Promise<string[]> {
    const ids = await (await this.options.records.store()).runningExamIds(traineeId);
    const running: string[] = [];
    for (const id of ids) if ((await this.current({ examId: id })).status === 'running') running.push(id);
    return running;
  }

  /** Whose exam it is. */
  async owner(examId: string): Promise<string | undefined> {
    return (await this.session(examId).catch(() => undefined))?.traineeId;
  }

  /** The attempt as main has it now (time that ran out is closed first). For the classroom's live view. */
  async inspect(examId: string): Promise<Readonly<session.Session>> {
    const s = await this.session(examId);
    await this.apply(s, (now) => session.advance(s, now));
    return s;
  }

  /** The attempt as last seen, without moving it on (the live view reads this for each trainee). */
  peek(examId: string): Promise<Readonly<session.Session>> {
    return this.session(examId);
  }

  /** More time for a running attempt: every limit moves by `seconds`. */
  async extend(request: { examId: string; seconds: number }): Promise<ExamView> {
    const s = await this.session(request.examId);
    return this.step(s, (now) => session.extend(s, request.seconds, now));
  }

  /** Called after every change to an attempt (the classroom pushes its live view from here). */
  onChange(listener: (s: Readonly<session.Session>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async submit(request: { examId: string; index: number; answer: unknown }): Promise<{ index: number; status: 'answered' | 'late'; view: ExamView }> {
    const s = await this.session(request.examId);
    let status: 'answered' | 'late' = 'answered';
    const view = await this.step(s, (now) => {
      const out = session.answer(s, request.index, request.answer, now, (p, a: Answer) => scoreItem(p, s.definition.profile, a));
      status = out.status;
      return out.changes;
    });
    return { index: request.index, status, view };
  }

  /** Hands the exam in (what is still open scores zero) and returns the signed result. */
  async finish(request: { examId: string }): Promise<ExamResult> {
    const s = await this.session(request.examId);
    await this.step(s, (now) => session.finish(s, now), true);
    return (await this.signed(s)).result;
  }

  async result(request: { examId: string }): Promise<ExamResult> {
    return (await this.finishedSigned(request.examId)).result;
  }

  async exportResult(request: { examId: string }): Promise<{ fileName: string; text: string }> {
    const signed = await this.finishedSigned(request.examId);
    return { fileName: resultFileName(signed.result), text: resultFileText(signed) };
  }

  async certificate(request: { examId: string }): Promise<{ fileName: string; pdfBase64: string; verificationCode: string }> {
    const signed = await this.finishedSigned(request.examId);
    if (!signed.result.passed) throw new ExamError('not-passed', `a certificate is for a passed exam; this attempt scored ${signed.result.percent} % of ${signed.result.definition.passPercent} % needed`);
    const pdf = await certificatePdf(signed);
    return {
      fileName: resultFileName(signed.result).replace(/\.result\.json$/, '.certificate.pdf'),
      pdfBase64: Buffer.from(pdf).toString('base64'),
      verificationCode: verificationCode(signed.signature),
    };
  }

  /**
   * The certificate issued again under the trainee's name now (after a rename or a merge): the
   * same result signed anew, with a new verification code; the old code still verifies, marked
   * replaced by the new one. The certificate already printed keeps the name it was issued to.
   */
  async reissueCertificate(request: { examId: string }): Promise<{ fileName: string; pdfBase64: string; verificationCode: string }> {
    const old = await this.finishedSigned(request.examId);
    if (!old.result.passed) throw new ExamError('not-passed', `a certificate is for a passed exam; this attempt scored ${old.result.percent} % of ${old.result.definition.passPercent} % needed`);
    const records = await this.options.records.store();
    const row = (await records.exam(request.examId))!;
    const trainee = await this.trainee(records, row.trainee_id);
    if (trainee.name === old.result.trainee.name && trainee.studentId === old.result.trainee.studentId) {
      throw new ExamError('bad-request', `this certificate already names ${trainee.name}: there is nothing to issue again`);
    }
    const result = { ...old.result, trainee: { id: trainee.id, name: trainee.name, studentId: trainee.studentId } };
    const signed = signResult(result, await this.signer(row.host === null ? trainee.id : null));
    const codes = { old: verificationCode(old.signature), next: verificationCode(signed.signature) };
    await this.options.records.write((store) =>
      replaceCertificate(store, request.examId, { code: codes.old, signed: resultFileText(old) }, { code: codes.next, signed: resultFileText(signed) }, this.clock.now()),
    );
    return this.certificate(request);
  }

  /** Forgets the sessions in use (a merge moved exams to another trainee): they are read again from the records. */
  forgetSessions(): void {
    this.sessions.clear();
  }

  // Inside

  /** Runs a session step at main's now and returns the view the renderer gets. */
  private async step(s: session.Session, run: (now: number) => session.Change[], handIn = false): Promise<ExamView> {
    return this.view(s, await this.apply(s, run, handIn));
  }

  /** Runs a session step at main's now (then the audition segment's), saves its changes, signs the result when it finishes; returns that now. */
  private async apply(s: session.Session, run: (now: number) => session.Change[], handIn = false): Promise<number> {
    const now = this.clock.now();
    const changes = run(now);
    changes.push(...(await this.segment(s, now, handIn)));
    if (changes.length === 0) return now;
    try {
      await this.options.records.write((store) => saveChanges(store, s, changes));
    } catch (error) {
      this.sessions.delete(s.examId); // reload from the records, which are the truth
      throw error;
    }
    if (s.finishedAt !== null) await this.signed(s);
    for (const listener of this.listeners) listener(s);
    return now;
  }

  /** Segment steps under way, by exam: two requests at once open one table. */
  private readonly segmentSteps = new Map<string, Promise<session.Change[]>>();

  /**
   * The audition segment (audition-segment.ts), once the items are done: its table is opened, and
   * the segment closes when the table is over, the exam's time runs out (the table ends where it
   * stands) or the exam is handed in. A table this host no longer holds (restarted mid-segment) is
   * over where its records stop.
   */
  private async segment(s: session.Session, now: number, handIn: boolean): Promise<session.Change[]> {
    if (!session.segmentDue(s)) return [];
    const under = this.segmentSteps.get(s.examId);
    if (under) return (await under, []);
    const work = this.segmentStep(s, now, handIn).finally(() => this.segmentSteps.delete(s.examId));
    this.segmentSteps.set(s.examId, work);
    return work;
  }

  private async segmentStep(s: session.Session, now: number, handIn: boolean): Promise<session.Change[]> {
    const auditions = this.options.auditions;
    if (!auditions) throw new ExamError('kind-unavailable', 'this host cannot deal an audition: the exam\'s audition segment cannot be taken here');
    const deadline = session.examDeadline(s);
    const timeUp = deadline !== null && now > deadline;
    const end = timeUp ? deadline : now;
    let run = await auditions.examRun(s.examId);
    if (!run) {
      if (handIn || timeUp) return session.closeSegment(s, segmentResult(s.definition, { marks: await auditions.marks() }), end);
      const seed = segmentSeed(s.code, s.attempt, decodeExamCode(s.code).hosted ? await this.secret() : undefined);
      const { view } = await auditions.start({ setup: segmentSetup(s.definition)!, traineeId: s.traineeId, seed }, 'exam', s.examId);
      s.audition = { runId: view.runId, result: null };
      return [];
    }
    s.audition = { runId: run.runId, result: null };
    if (!run.finished && (handIn || timeUp)) {
      await auditions.end(run.runId);
      run = (await auditions.examRun(s.examId))!;
    }
    return run.finished ? session.closeSegment(s, segmentResult(s.definition, run), end) : [];
  }

  private view(s: session.Session, now: number): ExamView {
    const item = session.openItem(s);
    const shown = item && item.shownAt !== null ? item : undefined;
    return {
      examId: s.examId,
      code: s.code,
      title: s.definition.title,
      traineeId: s.traineeId,
      attempt: s.attempt,
      attempts: s.definition.attempts,
      status: s.finishedAt === null ? 'running' : 'finished',
      itemCount: s.items.length,
      tally: tally(s.items),
      now,
      startedAt: s.startedAt,
      deadline: session.examDeadline(s),
      item: shown
        ? {
            index: shown.index,
            kind: shown.kind,
            level: shown.level,
            question: generateItem(shown, s.definition.profile).question,
            shownAt: shown.shownAt!,
            deadline: session.itemDeadline(s, shown),
          }
        : null,
      audition: s.audition?.runId ? { runId: s.audition.runId, status: s.audition.result ? 'finished' : 'running' } : null,
    };
  }

  /** The finished session's signed result: made and stored once, then read back. */
  private async signed(s: session.Session): Promise<SignedResult> {
    const records = await this.options.records.store();
    const row = await records.exam(s.examId);
    // Read from a damaged records file: neither shown nor signed anew from what may be damaged too.
    if (row?.damaged) throw new ExamError('damaged-result', `the result of this exam was damaged in the records file (${row.damaged}): it cannot be shown or certified`);
    const stored = row?.signed_result;
    if (stored) return readResultFile(stored);
    const names = s.host === null ? undefined : await this.options.classNames?.();
    const signed = signResult(buildResult(s, await this.trainee(records, s.traineeId), names), await this.signer(s.host === null ? s.traineeId : null));
    await this.options.records.write((store) => store.setExamResult(s.examId, signed.result.percent, signed.result.passed, resultFileText(signed), verificationCode(signed.signature)));
    return signed;
  }

  private async finishedSigned(examId: string): Promise<SignedResult> {
    const s = await this.session(examId);
    await this.step(s, (now) => session.advance(s, now)); // a deadline may have passed meanwhile
    if (s.finishedAt === null) throw new ExamError('not-finished', 'this exam is still running: finish it first');
    return this.signed(s);
  }

  private async session(examId: string): Promise<session.Session> {
    const cached = this.sessions.get(examId);
    if (cached) return cached;
    // Two requests at once load one session each: the first one loaded is kept and shared.
    const loaded = await loadSession(await this.options.records.store(), examId, (code, attempt) => this.plan(decodeExamCode(code), attempt));
    if (!loaded) throw new ExamError('unknown-exam', `there is no exam ${examId}`);
    const kept = this.sessions.get(examId) ?? loaded;
    this.sessions.set(examId, kept);
    return kept;
  }

  private async trainee(records: RecordsStore, id: string) {
    const t = await records.trainee(id);
    if (!t) throw new ExamError('unknown-trainee', `there is no trainee ${id}`);
    return toTrainee(t);
  }

  private async source(definitionId: string): Promise<ExamSource> {
    const [type, name] = [definitionId.slice(0, definitionId.indexOf(':')), definitionId.slice(definitionId.indexOf(':') + 1)];
    if (type === 'builtin') {
      const b = BUILT_INS.find((x) => x.name === name);
      if (b) return { builtIn: b.number };
    } else if (type === 'file' && (await this.definitionFiles()).includes(name)) {
      return { definition: parseSchoolDefinition(await fs.readFile(path.join(this.definitionsDir(), name), 'utf8'), name) };
    }
    throw new ExamError('bad-request', `there is no exam definition ${definitionId}`);
  }

  private definitionsDir(): string {
    return path.join(this.options.dataDir, DEFINITIONS_DIR);
  }

  private async definitionFiles(): Promise<string[]> {
    try {
      return (await fs.readdir(this.definitionsDir())).filter((f) => f.endsWith('.json')).sort();
    } catch {
      return [];
    }
  }

  /** Plans by code and attempt: a class starting one exam at once has every trainee's first attempt planned once (1600 HMACs for 40 trainees of 40 items otherwise). */
  private readonly plans = new Map<string, readonly PlannedItem[]>();

  private async plan(code: ReturnType<typeof decodeExamCode>, attempt: number): Promise<PlannedItem[]> {
    const key = `${code.code}#${attempt}`;
    let plan = this.plans.get(key);
    if (!plan) {
      plan = setBounded(this.plans, key, planCode(code, attempt, code.hosted ? await this.secret() : undefined).map((p) => Object.freeze(p)), PLANS_KEPT);
    }
    return [...plan];
  }

  private secretP: Promise<Buffer> | undefined;

  /** The host's exam secret (secret.ts), made on first use. */
  private secret(): Promise<Buffer> {
    this.secretP ??= examSecret(this.options.dataDir).catch((error: unknown) => {
      this.secretP = undefined;
      throw error instanceof ExamError ? error : new ExamError('storage', `the exam secret could not be read or made: ${errorText(error)}`);
    });
    return this.secretP;
  }

  /** A trainee's public key on this installation (base64 SPKI DER): its hash is the enrolment code the instructor enrols. */
  async publicKey(traineeId: string): Promise<string> {
    await this.trainee(await this.options.records.store(), traineeId);
    return (await this.signer(traineeId)).publicKey;
  }

  /** Who signs a result: the trainee's own key for self-study, the host's (the installation's) for a class exam. */
  private signer(traineeId: string | null): Promise<Signer> {
    const key = traineeId ?? '';
    let signer = this.signers.get(key);
    if (!signer) {
      const warn = (movedTo: string) => this.options.log?.warn(`The signing key file was damaged; it was moved to ${movedTo} and a new key made.`);
      signer = (traineeId === null ? installationSigner(this.options.dataDir, warn) : traineeSigner(this.options.dataDir, traineeId, warn)).catch((error: unknown) => {
        this.signers.delete(key);
        throw new ExamError('storage', `the signing key could not be read or made: ${errorText(error)}`);
      });
      this.signers.set(key, signer);
    }
    return signer;
  }
}

function fileInfo(file: string, definition: DefinitionInfo['definition']): DefinitionInfo {
  return { id: `file:${file}`, builtIn: false, definition, itemCount: itemCount(definition) };
}
