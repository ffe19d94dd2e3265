/**
 * The exam service of the main process: one method per proposed channel (shared/exam.ts
 * examChannels), each taking the channel's request and returning its response. Main keeps the
 * clock, the answers and the records: the renderer gets a question only when it is shown, never
 * an answer, and a result only once the exam is finished. Every change is on disk before a
 * method resolves. Expected failures are ExamError (code + a sentence fit for the trainee).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Answer } from '../../shared/drills';
import type {
  AddTraineeRequest,
  ClassRequest,
  ClassRow,
  DecodedCode,
  DefinitionInfo,
  ExamResult,
  ExamView,
  ImportRequest,
  ImportVerdict,
  ProgressRequest,
  SignedResult,
} from '../../shared/exam';
import { errorText } from '../errors';
import { Records } from '../store/records';
import { SqliteFileError } from '../store/sqlite-file';
import { writeFileAtomic } from '../store/atomic-file';
import { certificatePdf } from './certificate';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { decodeExamCode, encodeExamCode, MAX_SEED, type ExamSource } from './code';
import { BUILT_INS, builtInInfo, itemCount, parseSchoolDefinition } from './definitions';
import { ExamError } from './errors';
import { classCsv, readResultFile, resultFileName, resultFileText, safeName, signResult } from './export';
import { generateItem, planItems, scoreItem } from './items';
import { progressOf } from './progress';
import { buildResult, weakestKinds } from './result';
import * as session from './session';
import { installationSigner, keyFingerprint, verificationCode, type Signer } from './signing';
import { checkResultFile } from './verify';

export interface ExamServiceOptions {
  /** The user-data folder: records.sqlite, signing-key.json and exams/ (school definitions). */
  dataDir: string;
  clock?: Clock;
  /** Seeds for new exam codes; injectable for tests. */
  newSeed?: () => number;
  wasmPath?: string;
  log?: { warn(message: string): void };
}

export const DEFINITIONS_DIR = 'exams';

export class ExamService {
  private readonly clock: Clock;
  private recordsP: Promise<Records> | undefined;
  private signerP: Promise<Signer> | undefined;
  /** Sessions in use, as loaded from the records (the records stay the truth). */
  private readonly sessions = new Map<string, session.Session>();

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
    await this.storage(() => writeFileAtomic(path.join(this.definitionsDir(), file), request.text));
    return fileInfo(file, definition);
  }

  async createCode(request: { definitionId: string; seed?: number }): Promise<DecodedCode> {
    const seed = request.seed ?? this.options.newSeed?.() ?? randomInt(MAX_SEED + 1);
    return this.decodeCode({ code: encodeExamCode(await this.source(request.definitionId), seed) });
  }

  decodeCode(request: { code: string }): DecodedCode {
    const { source: _source, ...decoded } = decodeExamCode(request.code);
    return decoded;
  }

  // Taking an exam

  /** Starts an attempt at the code, or resumes the trainee's unfinished one. */
  async start(request: { code: string; traineeId: string }): Promise<ExamView> {
    const records = await this.records();
    const code = decodeExamCode(request.code);
    const trainee = this.trainee(records, request.traineeId);
    const attempts = records.attempts(trainee.id, code.code);
    const open = attempts.find((a) => !a.finished);
    if (open) return this.current({ examId: open.id });
    const passed = attempts.find((a) => a.passed);
    if (passed) throw new ExamError('no-attempts-left', `${trainee.name} has already passed this exam (attempt ${passed.attempt})`);
    if (attempts.length >= code.definition.attempts) {
      throw new ExamError('no-attempts-left', `${trainee.name} has used all ${code.definition.attempts} attempt(s) at this exam`);
    }
    const attempt = attempts.length + 1;
    const s = session.newSession(
      { examId: randomUUID(), traineeId: trainee.id, code: code.code, seed: code.seed, definition: code.definition, attempt, startedAt: this.clock.now() },
      planItems(code.definition, code.seed, attempt),
    );
    await this.storage(() => records.insertExam(s));
    this.sessions.set(s.examId, s);
    return this.step(s, (now) => session.advance(s, now));
  }

  /** The exam now: closes what ran out, shows the next item. What a reloaded renderer asks first. */
  async current(request: { examId: string }): Promise<ExamView> {
    const s = await this.session(request.examId);
    return this.step(s, (now) => session.advance(s, now));
  }

  /** The trainee's unfinished exam, if any: to resume after a restart. */
  async running(request: { traineeId: string }): Promise<{ view: ExamView | null }> {
    const [id] = (await this.records()).runningExamIds(request.traineeId);
    return { view: id ? await this.current({ examId: id }) : null };
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
    await this.step(s, (now) => session.finish(s, now));
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

  // Records

  async trainees() {
    return { trainees: (await this.records()).trainees() };
  }

  async addTrainee(request: z.infer<typeof AddTraineeRequest>) {
    const records = await this.records();
    return this.storage(() => records.addTrainee(request.name, request.studentId ?? null));
  }

  async progress(request: z.infer<typeof ProgressRequest>) {
    const records = await this.records();
    this.trainee(records, request.traineeId);
    return progressOf(records, request.traineeId, request.bucket ?? 'day');
  }

  /** What opening the records found (a damaged file set aside): for the app.notices channel. */
  async notices() {
    return { notices: [...(await this.records()).notices] };
  }

  /** For the drill.submit wiring: a practice answer joins the trainee's records. */
  async recordDrillResult(r: {
    traineeId: string;
    kind: Answer['kind'];
    level: 1 | 2 | 3;
    profile: 'cash' | 'tournament';
    seed: number;
    answer: Answer;
    earned: number;
    possible: number;
    score: number;
    seconds: number;
  }): Promise<void> {
    if (r.answer.kind !== r.kind) throw new ExamError('wrong-kind', `a ${r.kind} result with an answer for ${r.answer.kind}`);
    const records = await this.records();
    this.trainee(records, r.traineeId);
    await this.storage(() => records.recordAnswer({ ...r, answeredAt: this.clock.now() }));
  }

  // The instructor

  async importResults(request: z.infer<typeof ImportRequest>): Promise<{ verdicts: ImportVerdict[] }> {
    const records = await this.records();
    const verdicts: ImportVerdict[] = [];
    for (const { name, text } of request.files) {
      const checked = checkResultFile(text);
      const r = checked.signed?.result;
      const base = { file: name, verificationCode: null, trainee: r?.trainee.name ?? null, percent: checked.ok ? r!.percent : null, duplicate: false };
      if (!checked.ok) {
        verdicts.push({ ...base, ok: false, messages: checked.reasons });
        continue;
      }
      const signed = checked.signed;
      const code = verificationCode(signed.signature);
      const fingerprint = keyFingerprint(signed.publicKey);
      if (records.hasImport(signed.signature)) {
        verdicts.push({ ...base, ok: true, verificationCode: code, duplicate: true, messages: ['already imported'] });
        continue;
      }
      const known = records.knownKeys(signed.result.trainee.name, signed.result.trainee.studentId);
      const messages = [
        known.length === 0
          ? `first result from this trainee; signed by key ${fingerprint}`
          : known.includes(fingerprint)
            ? `signed by key ${fingerprint}, as earlier results of this trainee`
            : `signed by key ${fingerprint}, a different key from earlier results of this trainee (${known.join(', ')}): another computer, or a reinstall`,
      ];
      await this.storage(() => records.addImport({ ...classRow(signed, code, fingerprint), signature: signed.signature, file: text }));
      verdicts.push({ ...base, ok: true, verificationCode: code, messages });
    }
    return { verdicts };
  }

  async classRows(request: z.infer<typeof ClassRequest>) {
    return { rows: (await this.records()).classRows(request.code && decodeExamCode(request.code).code) };
  }

  /** The class row a certificate's verification code belongs to, if its result was imported. */
  async verifyCertificate(request: { verificationCode: string }): Promise<{ row: ClassRow | null }> {
    const wanted = request.verificationCode.toUpperCase().replace(/[^0-9A-Z]/g, '');
    return { row: (await this.records()).classRows().find((r) => r.verificationCode.replace(/-/g, '') === wanted) ?? null };
  }

  async classCsv(request: z.infer<typeof ClassRequest>): Promise<{ fileName: string; text: string }> {
    const { rows } = await this.classRows(request);
    return { fileName: `class-${request.code ? safeName(request.code) : 'all'}.csv`, text: classCsv(rows) };
  }

  async close(): Promise<void> {
    if (this.recordsP) await (await this.recordsP).close();
  }

  // Inside

  /** Runs a session step at main's now, saves its changes, signs the result when it finishes. */
  private async step(s: session.Session, run: (now: number) => session.Change[]): Promise<ExamView> {
    const records = await this.records();
    const now = this.clock.now();
    const changes = run(now);
    try {
      await this.storage(() => records.applyChanges(s, changes));
    } catch (error) {
      this.sessions.delete(s.examId); // reload from the records, which are the truth
      throw error;
    }
    if (s.finishedAt !== null) await this.signed(s);
    return this.view(s, now);
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
      answered: s.items.filter((i) => i.status !== 'pending').length,
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
    };
  }

  /** The finished session's signed result: made and stored once, then read back. */
  private async signed(s: session.Session): Promise<SignedResult> {
    const records = await this.records();
    const stored = records.signedResult(s.examId);
    if (stored) return readResultFile(stored);
    const signed = signResult(buildResult(s, this.trainee(records, s.traineeId)), await this.signer());
    await this.storage(() => records.setExamResult(s.examId, signed.result.percent, signed.result.passed, resultFileText(signed)));
    return signed;
  }

  private async finishedSigned(examId: string): Promise<SignedResult> {
    const s = await this.session(examId);
    await this.step(s, (now) => session.advance(s, now)); // a deadline may have passed meanwhile
    if (s.finishedAt === null) throw new ExamError('not-finished', 'this exam is still running: finish it first');
    return this.signed(s);
  }

  private async session(examId: string): Promise<session.Session> {
    const records = await this.records();
    // Looked up and loaded with no await in between: two requests at once share one session.
    const cached = this.sessions.get(examId);
    if (cached) return cached;
    const loaded = records.loadExam(examId);
    if (!loaded) throw new ExamError('unknown-exam', `there is no exam ${examId}`);
    this.sessions.set(examId, loaded);
    return loaded;
  }

  private trainee(records: Records, id: string) {
    const t = records.trainee(id);
    if (!t) throw new ExamError('unknown-trainee', `there is no trainee ${id}`);
    return t;
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

  private records(): Promise<Records> {
    this.recordsP ??= Records.open(this.options.dataDir, { wasmPath: this.options.wasmPath, now: () => this.clock.now() }).then(
      (r) => {
        for (const n of r.notices) this.options.log?.warn(`The records database was damaged (${n.reason}); it was moved to ${n.movedTo} and ${n.code === 'records-restored' ? 'the last good copy restored' : 'a new one started'}.`);
        return r;
      },
      (error: unknown) => {
        this.recordsP = undefined; // let the next request try again
        throw new ExamError('storage', `the records database could not be opened: ${errorText(error)}`);
      },
    );
    return this.recordsP;
  }

  private signer(): Promise<Signer> {
    this.signerP ??= installationSigner(this.options.dataDir, (movedTo) => this.options.log?.warn(`The signing key file was damaged; it was moved to ${movedTo} and a new key made.`)).catch(
      (error: unknown) => {
        this.signerP = undefined;
        throw new ExamError('storage', `the signing key could not be read or made: ${errorText(error)}`);
      },
    );
    return this.signerP;
  }

  /** Storage failures become 'storage' errors; exam errors pass through. */
  private async storage<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ExamError) throw error;
      if (error instanceof SqliteFileError || (error as NodeJS.ErrnoException).code) throw new ExamError('storage', errorText(error));
      throw error;
    }
  }
}

function fileInfo(file: string, definition: DefinitionInfo['definition']): DefinitionInfo {
  return { id: `file:${file}`, builtIn: false, definition, itemCount: itemCount(definition) };
}

function classRow(signed: SignedResult, code: string, fingerprint: string) {
  const r = signed.result;
  return {
    traineeName: r.trainee.name,
    studentId: r.trainee.studentId,
    title: r.definition.title,
    code: r.code,
    attempt: r.attempt,
    percent: r.percent,
    passed: r.passed,
    seconds: r.seconds,
    finishedAt: r.finishedAt,
    weakestKinds: weakestKinds(r),
    verificationCode: code,
    keyFingerprint: fingerprint,
  };
}
