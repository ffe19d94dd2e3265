import type { TFunction } from 'i18next';
import { resources } from '../i18n/resources';

type BuiltInName = keyof typeof resources.en.translation.exams.builtIn;
const builtInNames = Object.keys(resources.en.translation.exams.builtIn) as BuiltInName[];

/**
 * An exam's title in the trainee's language. A built-in exam is named by its stable name (from a
 * definition's id "builtin:<name>" or a decoded code's `builtIn`); where only the stored title
 * travels (a running exam, a result), by that title, which a shipped built-in never changes. A
 * school's own exam keeps the title its file gives.
 */
export function examTitle(t: TFunction, title: string, builtIn?: string | null): string {
  const name = builtIn?.replace(/^builtin:/, '') ?? builtInNames.find((n) => resources.en.translation.exams.builtIn[n].title === title);
  const known = builtInNames.find((n) => n === name);
  return known ? t(`exams.builtIn.${known}.title`) : title;
}
