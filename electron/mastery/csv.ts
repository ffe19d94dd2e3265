/**
 * The class map as CSV (the class CSV's format: exam/export.ts): one row per trainee and skill,
 * with the trainee's readiness for the exam chosen, then one row per trainee and rule they have
 * met. Like the kind and game columns, a rule is given by its key, for a sheet to sort and join
 * on, and beside it its English name (a CSV is read outside the app, whatever its screens' language).
 */
import type { ClassMap, RuleState } from '../../shared/mastery';
import { csvCell } from '../exam/export';
import names from '../../renderer/i18n/mastery.en.json';

const HEADER = ['name', 'student id', 'exam', 'readiness %', 'skills mastered', 'kind', 'game', 'level', 'status', 'answers', 'accuracy % (last 30)', 'recall % today', 'rule', 'rule name'];

const percent = (x: number | null): string => (x === null ? '' : (x * 100).toFixed(1));

/** A rule's English name (its words, for a key this version has no name for). */
export const englishRuleName = (key: string): string => (names.mastery.rule as Record<string, string>)[key] ?? key.replace(/-/g, ' ');

export function classCsv(map: ClassMap, rules: ReadonlyMap<string, readonly RuleState[]>): string {
  const lines = [HEADER];
  for (const t of map.trainees) {
    const trainee = [t.name, t.studentId ?? '', map.exam?.title ?? '', percent(t.readiness), String(t.mastered)];
    map.skills.forEach((skill, k) => {
      const s = t.skills[k];
      lines.push([...trainee, skill.kind, skill.family, String(skill.level), s.status, String(s.answers), percent(s.accuracy), percent(s.recall), '', '']);
    });
    for (const r of rules.get(t.traineeId) ?? []) lines.push([...trainee, '', '', '', '', String(r.answers), '', percent(r.recall), r.rule, englishRuleName(r.rule)]);
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
