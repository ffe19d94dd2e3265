/** The class map as CSV: one row per trainee and skill, with the trainee's readiness for the exam chosen (the class CSV's format: exam/export.ts). */
import type { ClassMap } from '../../shared/mastery';
import { csvCell } from '../exam/export';

const HEADER = ['name', 'student id', 'exam', 'readiness %', 'skills mastered', 'kind', 'game', 'level', 'status', 'answers', 'accuracy % (last 30)', 'recall % today'];

const percent = (x: number | null): string => (x === null ? '' : (x * 100).toFixed(1));

export function classCsv(map: ClassMap): string {
  const lines = [HEADER];
  for (const t of map.trainees) {
    map.skills.forEach((skill, k) => {
      const s = t.skills[k];
      lines.push([t.name, t.studentId ?? '', map.exam?.title ?? '', percent(t.readiness), String(t.mastered), skill.kind, skill.family, String(skill.level), s.status, String(s.answers), percent(s.accuracy), percent(s.recall)]);
    });
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
