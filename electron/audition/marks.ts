/** The instructor's pass marks for each audition mode, in the data folder (atomic saves, per-field recovery). */
import path from 'node:path';
import { AuditionMarks } from '../../shared/audition';
import { DEFAULT_MARKS } from '../drills/audition/score';
import { JsonDocument } from '../store/json-document';

export const MARKS_FILE = 'audition-marks.json';

export type MarksStore = JsonDocument<AuditionMarks>;

export function createMarksStore(dataDir: string, log?: { warn(message: string): void }): MarksStore {
  return new JsonDocument<AuditionMarks>({
    file: path.join(dataDir, MARKS_FILE),
    label: 'audition marks',
    version: 1,
    schema: AuditionMarks,
    defaults: DEFAULT_MARKS,
    warn: log && ((message) => log.warn(message)),
  });
}
