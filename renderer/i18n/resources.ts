/**
 * The translations, shared by the renderer and by the main process (for its menu). Typing every
 * language as English's shape makes a missing key a compile error. The drill screens' strings
 * (drill, kinds, and the engine's explain and mistake keys) live in drills.<language>.json; the
 * exam and records screens' (exams, trainees, progress, instructor) in exam.<language>.json.
 */
import type { Language } from '../../shared/enums';
import da from './da.json';
import drillsDa from './drills.da.json';
import drillsEn from './drills.en.json';
import drillsSv from './drills.sv.json';
import en from './en.json';
import examDa from './exam.da.json';
import examEn from './exam.en.json';
import examSv from './exam.sv.json';
import sv from './sv.json';

const english = { ...en, ...drillsEn, ...examEn };
export type Translation = typeof english;

export const resources: Record<Language, { translation: Translation }> = {
  en: { translation: english },
  sv: { translation: { ...sv, ...drillsSv, ...examSv } },
  da: { translation: { ...da, ...drillsDa, ...examDa } },
};
