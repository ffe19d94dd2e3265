/**
 * Exports: a result as a signed JSON file, and a class as CSV.
 * The result file has exactly one spelling (keys sorted, two-space indent, one final newline), and
 * reading it insists on that spelling: so any changed byte, even in white space or in the
 * base64 of the signature (whose decoder forgives some changes), is caught, not only the ones
 * that change the signed data.
 */
import transliterate from '@sindresorhus/transliterate';
import { classPlace, SignedResult, type ClassRow, type ExamResult } from '../../shared/exam';
import { ExamError, issuesText } from './errors';
import { canonicalJson, type Signer } from './signing';

export function signResult(result: ExamResult, signer: Signer): SignedResult {
  return { result, signature: signer.sign(canonicalJson(result)), publicKey: signer.publicKey };
}

export function resultFileText(signed: SignedResult): string {
  return `${JSON.stringify(JSON.parse(canonicalJson(signed)), null, 2)}\n`;
}

/** Reads a result file; throws 'bad-result-file' for anything not in the exact exported form. */
export function readResultFile(text: string): SignedResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ExamError('bad-result-file', `not a result file: not valid JSON (${(e as Error).message})`);
  }
  const parsed = SignedResult.safeParse(json);
  if (!parsed.success) throw new ExamError('bad-result-file', `not a result file of this trainer: ${issuesText(parsed.error)}`);
  const canonical = {
    ...parsed.data,
    signature: Buffer.from(parsed.data.signature, 'base64').toString('base64'),
    publicKey: Buffer.from(parsed.data.publicKey, 'base64').toString('base64'),
  };
  if (resultFileText(canonical) !== text) throw new ExamError('bad-result-file', 'the file has been changed since it was exported (it is not in the exact form the trainer writes)');
  return parsed.data;
}

export const resultFileName = (r: ExamResult): string => `${safeName(r.trainee.name)}-${safeName(r.definition.title)}-attempt-${r.attempt}.result.json`;

/** Greek "ου" is "ou" in the usual romanisation of names (Παπαδοπούλου: Papadopoulou), not "oy". */
const GREEK_OU: [string, string][] = [['ου', 'ou'], ['Ου', 'Ou'], ['ΟΥ', 'OU'], ['ού', 'ou'], ['Ού', 'Ou']];

/** A file-name-safe slug that keeps the letters: transliterated to Latin ("Łukasz Żółć": "Lukasz-Zolc", "Аня": "Anya"). */
export const safeName = (s: string): string =>
  transliterate(s, { customReplacements: GREEK_OU })
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'result';

const CSV_HEADER = ['name', 'student id', 'exam', 'code', 'attempt', 'score %', 'passed', 'answered', 'late', 'timed out', 'unanswered', 'minutes', 'finished (UTC)', 'weakest kinds', 'verification code', 'key fingerprint', 'audition hands', 'audition accuracy %', 'audition hands an hour', 'audition passed', 'taken'];

/** RFC 4180 CSV (CRLF, quoted where needed) with a BOM so spreadsheet programs read UTF-8 names. */
export function classCsv(rows: readonly ClassRow[]): string {
  const lines = [CSV_HEADER, ...rows.map((r) => [
    r.traineeName,
    r.studentId ?? '',
    r.title,
    r.code,
    String(r.attempt),
    r.percent.toFixed(1),
    r.passed ? 'yes' : 'no',
    ...(r.tally ? [r.tally.answered, r.tally.late, r.tally.timedOut, r.tally.unanswered + r.tally.open].map(String) : ['', '', '', '']),
    (r.seconds / 60).toFixed(1),
    r.finishedAt,
    r.weakestKinds.join('; '),
    r.verificationCode,
    r.keyFingerprint,
    ...auditionCells(r),
    takenCell(r),
  ])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A row's audition segment: hands dealt of the segment's ("2/3"), accuracy, hands an hour, passed; empty without one. */
function auditionCells({ audition: a }: ClassRow): string[] {
  if (!a) return ['', '', '', ''];
  return [`${a.hands}/${a.of}`, a.accuracy === null ? '' : (a.accuracy * 100).toFixed(1), a.handsPerHour === null ? '' : a.handsPerHour.toFixed(1), a.passed ? 'yes' : 'no'];
}

/** How a row's exam was taken: in class (its class and school when named, and the host), or self-study, not proctored. */
function takenCell(r: ClassRow): string {
  if (r.taken !== 'class') return 'self-study (not proctored)';
  return ['in class', classPlace(r), r.instructor && `instructor ${r.instructor}`, `host ${r.host}`].filter(Boolean).join(', ');
}

export function csvCell(value: string): string {
  // A cell starting like a formula would run in a spreadsheet: make it text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
