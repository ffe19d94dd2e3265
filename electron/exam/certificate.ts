/**
 * The PDF certificate (pdf-lib, standard Helvetica): name, exam, score, date and a verification
 * code derived from the result's signature, which the instructor's class view lists. The PDF's
 * dates are the exam's, so the same result always gives the same file.
 */
import type { PDFFont } from 'pdf-lib';
import type { ExamResult, SignedResult } from '../../shared/exam';
import { keyFingerprint, verificationCode } from './signing';

export async function certificatePdf(signed: SignedResult, appName = 'Dealer Trainer'): Promise<Uint8Array> {
  // Loaded on the first certificate: pdf-lib takes a noticeable part of the hosts' start-up.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const r = signed.result;
  const finished = new Date(r.finishedAt);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${r.definition.title}: ${r.trainee.name}`);
  doc.setProducer(appName);
  doc.setCreator(appName);
  doc.setCreationDate(finished);
  doc.setModificationDate(finished);
  const page = doc.addPage([842, 595]); // A4 landscape
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const grey = rgb(0.4, 0.42, 0.46);
  const centre = (text: string, y: number, font: PDFFont, size: number, color = ink) => {
    const safe = printable(text, font);
    const fit = Math.min(size, (size * 760) / font.widthOfTextAtSize(safe, size)); // long names shrink to fit
    page.drawText(safe, { x: (842 - font.widthOfTextAtSize(safe, fit)) / 2, y, font, size: fit, color });
  };
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: rgb(0.55, 0.45, 0.2), borderWidth: 3 });
  centre(appName.toUpperCase(), 500, regular, 14, grey);
  centre('Certificate', 440, bold, 40);
  centre('This certifies that', 390, regular, 16, grey);
  centre(r.trainee.name + (r.trainee.studentId ? ` (${r.trainee.studentId})` : ''), 345, bold, 30);
  centre('has passed the exam', 305, regular, 16, grey);
  centre(r.definition.title, 265, bold, 24);
  centre(`with a score of ${r.percent.toFixed(1)} % (pass mark ${r.definition.passPercent} %), attempt ${r.attempt}`, 225, regular, 16);
  centre(`on ${finished.toISOString().slice(0, 10)}`, 195, regular, 16);
  centre(takenText(r.taken), 160, bold, 14);
  centre(`Verification code ${verificationCode(signed.signature)}`, 110, bold, 14);
  centre(`Exam code ${r.code} - signing key ${keyFingerprint(signed.publicKey)}`, 88, regular, 10, grey);
  return doc.save({ useObjectStreams: false });
}

/** How the exam was taken, as the certificate says it (results of 0.1.0 say nothing: self-study). */
export function takenText(taken: ExamResult['taken']): string {
  return taken?.mode === 'class'
    ? `Taken in class on host ${taken.host}, signed with the host's key`
    : "Self-study: taken alone on the trainee's own computer, signed with its key";
}

/** Helvetica covers Latin-1 (WinAnsi): other letters lose their accents, or become "?". */
function printable(text: string, font: PDFFont): string {
  const ok = (c: string) => {
    try {
      font.encodeText(c);
      return true;
    } catch {
      return false;
    }
  };
  return [...text].map((c) => (ok(c) ? c : [...c.normalize('NFKD')].filter(ok).join('') || '?')).join('');
}
