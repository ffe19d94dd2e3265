/**
 * The translations, shared by the renderer and by the main process (for its menu). Typing every
 * language as English's shape makes a missing key a compile error. The drill screens' strings
 * (drill, kinds, and the engine's explain and mistake keys) live in drills.<language>.json; the
 * exam and records screens' (exams, trainees, progress, instructor) in exam.<language>.json; the
 * classroom's (classroom) in classroom.<language>.json; the
 * felt's (the table, moving chips, the action history, what an answer lacks) in felt.<language>.json;
 * the everyday paths' (managing trainees, the instructor area, Home's progress, the hub's groups) in paths.<language>.json.
 * mastery's (Today's practice, the skill map, the class maps) in mastery.<language>.json.
 * audition mode's (audition) in audition.<language>.json.
 */
import type { Language } from '../../shared/enums';
import auditionDa from './audition.da.json';
import auditionEn from './audition.en.json';
import auditionSv from './audition.sv.json';
import classroomDa from './classroom.da.json';
import classroomEn from './classroom.en.json';
import classroomSv from './classroom.sv.json';
import da from './da.json';
import drillsDa from './drills.da.json';
import drillsEn from './drills.en.json';
import drillsSv from './drills.sv.json';
import en from './en.json';
import examDa from './exam.da.json';
import examEn from './exam.en.json';
import examSv from './exam.sv.json';
import feltDa from './felt.da.json';
import feltEn from './felt.en.json';
import feltSv from './felt.sv.json';
import masteryDa from './mastery.da.json';
import masteryEn from './mastery.en.json';
import masterySv from './mastery.sv.json';
import pathsDa from './paths.da.json';
import pathsEn from './paths.en.json';
import pathsSv from './paths.sv.json';
import sv from './sv.json';

const english = { ...en, ...drillsEn, ...examEn, ...classroomEn, ...feltEn, ...pathsEn, ...masteryEn, ...auditionEn };
export type Translation = typeof english;

export const resources: Record<Language, { translation: Translation }> = {
  en: { translation: english },
  sv: { translation: { ...sv, ...drillsSv, ...examSv, ...classroomSv, ...feltSv, ...pathsSv, ...masterySv, ...auditionSv } },
  da: { translation: { ...da, ...drillsDa, ...examDa, ...classroomDa, ...feltDa, ...pathsDa, ...masteryDa, ...auditionDa } },
};
