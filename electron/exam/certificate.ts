/**
 * The PDF certificate (pdf-lib): name, exam, score, date, how and where it was taken, and a
 * verification code derived from the result's signature, which the instructor's class view lists.
 * With an audition segment, its game, hands, accuracy, hands per hour and grade on a line of its own.
 * Set in DejaVu Sans (certificate-fonts.ts), subset into the file, so that every name a school
 * meets prints: Latin with every European diacritic, Greek, Cyrillic. The PDF's dates are the
 * exam's, so the same result always gives the same file.
 */
import type { PDFFont } from 'pdf-lib';
import type { AuditionFormat } from '../../shared/audition-vocab';
import { classPlace, type ExamResult, type SignedResult } from '../../shared/exam';
import { certificateFonts } from './certificate-fonts';
import { keyFingerprint, verificationCode } from './signing';

export async function certificatePdf(signed: SignedResult, appName = 'Dealer Trainer'): Promise<Uint8Array> {
  // Loaded on the first certificate: pdf-lib takes a noticeable part of the hosts' start-up.
  const [{ PDFDocument, rgb }, { default: fontkit }, fonts] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit'), certificateFonts()]);
  const r = signed.result;
  const finished = new Date(r.finishedAt);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  doc.setTitle(`${r.definition.title}: ${r.trainee.name}`);
  doc.setProducer(appName);
  doc.setCreator(appName);
  doc.setCreationDate(finished);
  doc.setModificationDate(finished);
  const page = doc.addPage([842, 595]); // A4 landscape
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const ink = rgb(0.1, 0.12, 0.16);
  const grey = rgb(0.4, 0.42, 0.46);
  const centre = (text: string, y: number, font: PDFFont, size: number, color = ink) => {
    const fit = Math.min(size, (size * 760) / font.widthOfTextAtSize(text, size)); // long names shrink to fit
    page.drawText(text, { x: (842 - font.widthOfTextAtSize(text, fit)) / 2, y, font, size: fit, color });
  };
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: rgb(0.55, 0.45, 0.2), borderWidth: 3 });
  centre(appName.toUpperCase(), 500, regular, 14, grey);
  centre('Certificate', 440, bold, 40);
  centre('This certifies that', 390, regular, 16, grey);
  centre(r.trainee.name + (r.trainee.studentId ? ` (${r.trainee.studentId})` : ''), 345, bold, 30);
  centre('has passed the exam', 305, regular, 16, grey);
  centre(r.definition.title, 265, bold, 24);
  centre(`with a score of ${r.percent.toFixed(1)} % (pass mark ${r.definition.passPercent} %), attempt ${r.attempt}`, 225, regular, 16);
  // The audition segment's line takes room from the space below the date.
  const segment = auditionText(r);
  if (segment) centre(segment, 200, regular, 14);
  const at = segment ? 18 : 0;
  centre(`on ${finished.toISOString().slice(0, 10)}`, 195 - at, regular, 16);
  centre(takenText(r.taken), 160 - at / 2, bold, 14);
  const by = r.taken?.mode === 'class' && r.taken.instructor ? `Instructor: ${r.taken.instructor}` : null;
  if (by) centre(by, 138 - at / 3, regular, 13);
  centre(`Verification code ${verificationCode(signed.signature)}`, 110, bold, 14);
  centre(`Exam code ${r.code} - signing key ${keyFingerprint(signed.publicKey)}`, 88, regular, 10, grey);
  return doc.save({ useObjectStreams: false });
}

/**
 * How the exam was taken, as the certificate says it: in class (the school and class when the
 * host's instructor named them, else the host), or self-study, not proctored (results of 0.1.0
 * say nothing: self-study).
 */
export function takenText(taken: ExamResult['taken']): string {
  if (taken?.mode !== 'class') return "Self-study (not proctored): taken alone on the trainee's own computer, signed with its key";
  const where = classPlace(taken);
  return where ? `Taken in class: ${where}; signed with the class host's key` : `Taken in class on host ${taken.host}, signed with the host's key`;
}

/** The certificate's names of the audition games (it is in English, as the rest of it). */
const GAME_NAMES: Readonly<Record<AuditionFormat, string>> = {
  holdem: "no-limit hold'em",
  'limit-holdem': "limit hold'em",
  omaha: 'pot-limit Omaha',
  'omaha-hi-lo': 'Omaha hi-lo',
  stud: 'seven-card stud',
  'stud-hi-lo': 'stud hi-lo',
  razz: 'razz',
  'five-card-draw': 'five-card draw',
  '2-7-single-draw': '2-7 single draw',
  '2-7-triple-draw': '2-7 triple draw',
  horse: 'HORSE',
  'eight-game': 'the eight-game mix',
};
const MODE_NAMES = { learn: 'learn', practice: 'practice', 'table-ready': 'table ready' } as const;

/** The audition segment as the certificate says it: "Audition: 10 hands of no-limit hold'em (table ready), accuracy 95 %, 32 hands an hour, passed". */
export function auditionText(r: ExamResult): string | null {
  const a = r.definition.audition;
  const seg = r.audition;
  if (!a || !seg) return null;
  const accuracy = seg.stats.accuracy === null ? 'no task answered' : `accuracy ${Math.round(seg.stats.accuracy * 100)} %`;
  const pace = seg.stats.handsPerHour === null ? 'untimed' : `${Math.round(seg.stats.handsPerHour)} hands an hour`;
  return `Audition: ${seg.stats.hands} of ${a.hands} hands of ${GAME_NAMES[a.game]} (${MODE_NAMES[a.mode]}), ${accuracy}, ${pace}, ${seg.passed ? 'passed' : 'not passed'}`;
}
