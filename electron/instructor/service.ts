/**
 * The instructor's service: trainees' signed result files checked and imported, the class of
 * imported results (table, CSV, a certificate's verification code looked up), and the class's
 * practice progress at a glance. It shares the records with the other services.
 */
import type { z } from 'zod';
import type { DrillKind } from '../../shared/drills';
import type { EnrolledKey } from '../../shared/classroom';
import { type ClassProgressRequest, type ClassRequest, type ClassRow, type ClassProgress, type ImportRequest, type ImportVerdict, type ExamResult, type SignedResult, tally } from '../../shared/exam';
import { decodeExamCode } from '../exam/code';
import { ExamError } from '../exam/errors';
import { classCsv, readResultFile, safeName } from '../exam/export';
import { weakestKinds } from '../exam/result';
import { enrolmentCode, keyFingerprint, normalCode, verificationCode } from '../exam/signing';
import { checkResultFile } from '../exam/verify';
import type { SharedRecords } from '../records/shared-records';
import type { EnrolledKeyRow, ImportRow, RecordsStore } from '../store/records/store';
import { replacedCertificate } from '../store/records/trainee-rows';

export class InstructorService {
  constructor(
    private readonly records: SharedRecords,
    private readonly now: () => number,
    /** The school's import setting: only results taken in class count, so self-study results are not imported. */
    private readonly onlyClassResults: () => Promise<boolean> = async () => false,
  ) {}

  async importResults(request: z.infer<typeof ImportRequest>): Promise<{ verdicts: ImportVerdict[] }> {
    const records = await this.records.store();
    const verdicts: ImportVerdict[] = [];
    const onlyClass = await this.onlyClassResults();
    for (const { name, text } of request.files) {
      if (onlyClass) {
        verdicts.push({ file: name, ok: false, messages: [ONLY_CLASS], verificationCode: null, trainee: null, percent: null, duplicate: false });
        continue;
      }
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
      if (await records.hasImport(signed.signature)) {
        verdicts.push({ ...base, ok: true, verificationCode: code, duplicate: true, messages: ['already imported'] });
        continue;
      }
      const refused = await refusal(records, signed);
      if (refused) {
        verdicts.push({ ...base, ok: false, percent: null, messages: [refused] });
        continue;
      }
      const messages = [`self-study (not proctored): signed by key ${fingerprint}, enrolled for student ${signed.result.trainee.studentId}`];
      await this.records.write((s) => s.addImport(importRow(signed, code, fingerprint, text, this.now())));
      verdicts.push({ ...base, ok: true, verificationCode: code, messages });
    }
    return { verdicts };
  }

  async classRows(request: z.infer<typeof ClassRequest>): Promise<{ rows: ClassRow[] }> {
    const rows = await (await this.records.store()).importedRows(request.code && decodeExamCode(request.code).code);
    return {
      rows: rows.map((r): ClassRow => ({
        traineeName: r.trainee_name,
        studentId: r.student_id,
        title: r.title,
        code: r.code,
        attempt: r.attempt,
        percent: r.percent,
        passed: r.passed === 1,
        seconds: r.seconds,
        finishedAt: r.finished_at,
        weakestKinds: JSON.parse(r.weakest_kinds) as DrillKind[],
        verificationCode: r.verification_code,
        keyFingerprint: r.key_fingerprint,
        taken: 'self-study', // results taken in class stay on their host: never imported
        host: null,
        school: null,
        className: null,
        instructor: null,
        ...itemsOf(r.file),
      })),
    };
  }

  /**
   * The result a certificate's verification code belongs to: an exam taken in class on this host
   * (signed with its key), or an imported self-study result.
   */
  async verifyCertificate(request: { verificationCode: string }): Promise<{ row: ClassRow | null; onlyClassResults: boolean; replacedBy: string | null }> {
    const onlyClassResults = await this.onlyClassResults();
    const wanted = normalCode(request.verificationCode);
    if (wanted.length !== 12) return { row: null, onlyClassResults, replacedBy: null };
    const grouped = wanted.match(/.{4}/g)!.join('-');
    const store = await this.records.store();
    // A certificate issued again under a new name: the old one still says whose it was, and that it was replaced.
    const replaced = await replacedCertificate(store, grouped);
    if (replaced) return { row: classRowOf(readResultFile(replaced.signed_result)), onlyClassResults, replacedBy: replaced.replaced_by };
    const hosted = await store.signedResultByVerificationCode(grouped);
    if (hosted) return { row: classRowOf(readResultFile(hosted)), onlyClassResults, replacedBy: null };
    return { row: (await this.classRows({})).rows.find((r) => r.verificationCode === grouped) ?? null, onlyClassResults, replacedBy: null };
  }

  /** Enrols a trainee's installation key (by the code their app shows) for self-study results. */
  async enrol(request: { enrolmentCode: string; name: string; studentId: string }): Promise<EnrolledKey> {
    const code = normalCode(request.enrolmentCode);
    if (code.length !== 16) throw new ExamError('bad-request', 'an enrolment code has 16 characters (four groups of four): check it against the trainee\'s screen');
    const row: EnrolledKeyRow = { enrolment_code: code.match(/.{4}/g)!.join('-'), name: request.name.trim(), student_id: request.studentId.trim(), enrolled_at: this.now() };
    await this.records.write((s) => s.enrol(row));
    return enrolled(row);
  }

  async enrolments(): Promise<{ enrolments: EnrolledKey[] }> {
    return { enrolments: (await (await this.records.store()).enrolments()).map(enrolled) };
  }

  async classCsv(request: z.infer<typeof ClassRequest>): Promise<{ fileName: string; text: string }> {
    const { rows } = await this.classRows(request);
    return { fileName: `class-${request.code ? safeName(request.code) : 'all'}.csv`, text: classCsv(rows) };
  }

  /** Each trainee's practice and exam answers so far, per kind and level, from the running totals. */
  async classProgress(request: z.infer<typeof ClassProgressRequest>): Promise<ClassProgress> {
    const store = await this.records.store();
    const trainees = (await store.trainees()).filter((t) => !request.traineeIds || request.traineeIds.includes(t.id));
    const totals = await store.progressTotals(request.traineeIds);
    const byTrainee = new Map<string, typeof totals>();
    for (const row of totals) byTrainee.set(row.trainee_id, [...(byTrainee.get(row.trainee_id) ?? []), row]);
    return {
      trainees: trainees.map((t) => {
        const rows = byTrainee.get(t.id) ?? [];
        const items = rows.reduce((n, r) => n + r.items, 0);
        return {
          traineeId: t.id,
          name: t.name,
          studentId: t.student_id,
          items,
          accuracy: items ? round3(rows.reduce((n, r) => n + r.score_sum, 0) / items) : 0,
          lastAnsweredAt: rows.length ? Math.max(...rows.map((r) => r.last_answered_at)) : null,
          kinds: rows.map((r) => ({
            kind: r.kind as DrillKind,
            level: r.level as 1 | 2 | 3,
            items: r.items,
            accuracy: round3(r.score_sum / r.items),
            meanSeconds: round3(r.seconds_sum / r.items),
            lastAnsweredAt: r.last_answered_at,
          })),
        };
      }),
    };
  }
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

const ONLY_CLASS = 'this school counts only results taken in class: a self-study result (not proctored) is not imported';

/** An imported result's items as counted from its stored file, and its audition segment (null if the file cannot be read back). */
function itemsOf(file: string): Pick<ClassRow, 'tally' | 'audition'> {
  try {
    const r = readResultFile(file).result;
    return { tally: tally(r.items), audition: auditionCells(r) };
  } catch {
    return { tally: null, audition: null };
  }
}

/** A result's audition segment as the class table has it. */
function auditionCells(r: ExamResult): ClassRow['audition'] {
  const a = r.audition;
  return a && r.definition.audition ? { hands: a.stats.hands, of: r.definition.audition.hands, accuracy: a.stats.accuracy, handsPerHour: a.stats.handsPerHour, passed: a.passed } : null;
}

const enrolled = (r: EnrolledKeyRow): EnrolledKey => ({ enrolmentCode: r.enrolment_code, name: r.name, studentId: r.student_id, enrolledAt: r.enrolled_at });

/**
 * Why a verified self-study result is still refused: it names no student id, its key was never
 * enrolled (or for another student), or that student already has this attempt, or all attempts,
 * of the exam imported: attempts are counted per student id, whoever's records took them.
 */
async function refusal(records: RecordsStore, signed: SignedResult): Promise<string | undefined> {
  const r = signed.result;
  if (r.taken?.mode === 'class') return 'this result was taken in class on a classroom host: its certificate is checked on that host, not imported';
  const studentId = r.trainee.studentId;
  if (studentId === null) return 'this result names no student id: a self-study result is accepted only from a trainee with a student id and an enrolled key';
  const students = await records.enrolledStudents(enrolmentCode(signed.publicKey));
  if (students.length === 0) return `it is signed by a key that was never enrolled (enrolment code ${enrolmentCode(signed.publicKey)}): enrol the trainee's computer first`;
  if (!students.includes(studentId)) return `it is signed by a key enrolled for ${students.join(', ')}, not for student ${studentId}`;
  const imported = await records.importedAttempts(studentId, r.code);
  if (imported.includes(r.attempt)) return `student ${studentId} already has attempt ${r.attempt} of this exam imported, from another result file`;
  if (imported.length >= r.definition.attempts) return `student ${studentId} already has all ${r.definition.attempts} attempt(s) of this exam imported`;
  return undefined;
}

/** A signed result as a row of the class table (an exam taken on this host, or an imported one). */
export function classRowOf(signed: SignedResult): ClassRow {
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
    verificationCode: verificationCode(signed.signature),
    keyFingerprint: keyFingerprint(signed.publicKey),
    taken: r.taken?.mode ?? 'self-study',
    host: r.taken?.mode === 'class' ? r.taken.host : null,
    school: (r.taken?.mode === 'class' && r.taken.school) || null,
    className: (r.taken?.mode === 'class' && r.taken.className) || null,
    instructor: (r.taken?.mode === 'class' && r.taken.instructor) || null,
    tally: tally(r.items),
    audition: auditionCells(r),
  };
}

function importRow(signed: SignedResult, code: string, fingerprint: string, file: string, importedAt: number): ImportRow {
  const r = signed.result;
  return {
    signature: signed.signature,
    key_fingerprint: fingerprint,
    verification_code: code,
    trainee_name: r.trainee.name,
    student_id: r.trainee.studentId,
    title: r.definition.title,
    code: r.code,
    attempt: r.attempt,
    percent: r.percent,
    passed: r.passed ? 1 : 0,
    seconds: r.seconds,
    finished_at: r.finishedAt,
    weakest_kinds: JSON.stringify(weakestKinds(r)),
    file,
    imported_at: importedAt,
  };
}
