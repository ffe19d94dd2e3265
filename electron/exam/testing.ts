/** Test helpers: a host's services on a fresh temporary data folder with a fake clock, and the key's answers. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Answer } from '../../shared/drills';
import { createServices } from '../services';
import { fakeClock } from './clock';
import { answerKey } from './key';

export const tempDir = (prefix = 'exam-'): string => mkdtempSync(path.join(tmpdir(), prefix));

const quiet = { warn: () => undefined, error: () => undefined };

/** The exam, records and instructor services of one host, as the handlers see them. */
export function testService(dataDir = tempDir(), clock = fakeClock(), database?: string) {
  const services = createServices({ host: 'web', dataDir, log: quiet, clock, database });
  return { dataDir, clock, services, service: services.exam, records: services.records, instructor: services.instructor, close: () => services.close() };
}

/** The answer key's answers, in exam order, as the renderer would submit them (`secret`: a classroom host's, for its codes). */
export const keyAnswers = (code: string, attempt = 1, secret?: Buffer): Answer[] =>
  answerKey(code, attempt, secret).items.map((i) => ({ kind: i.kind, ...i.answer }) as Answer);

/** The text a reader extracts from a PDF's first page (pdf.js, Mozilla's): one string per line drawn. */
export async function pdfText(pdf: Uint8Array | string): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = typeof pdf === 'string' ? new Uint8Array(Buffer.from(pdf, 'base64')) : pdf;
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : []));
}
