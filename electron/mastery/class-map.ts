/**
 * The class's maps (issue 31): each trainee's skills side by side, how many are mastered and the
 * share of an exam's skills mastered (readiness), and the rules the class recalls least.
 */
import { MASTERY, type ClassMap, type Skill } from '../../shared/mastery';
import type { TraineeRow } from '../store/records/store';
import { recallOf } from './cards';
import { skillState } from './evidence';
import type { Cards } from './plan';
import { SKILLS, skillId, skillIndex } from './skills';

/** The rules listed as the class's weakest, at most. */
export const WEAKEST_RULES = 10;

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function classMapOf(trainees: readonly Pick<TraineeRow, 'id' | 'name' | 'student_id'>[], cards: ReadonlyMap<string, Cards>, exam: { id: string; title: string; skills: readonly Skill[] } | undefined, now: number): ClassMap {
  const examIndices = exam ? [...new Set(exam.skills.map((s) => skillIndex(s)).filter((k) => k !== undefined))] : [];
  const rules = new Map<string, number[]>();
  const rows = trainees.map((t) => {
    const mine = cards.get(t.id)!;
    const states = SKILLS.map((s) => skillState(s, mine.skills.get(skillId(s)), now));
    for (const [rule, card] of mine.rules) rules.set(rule, [...(rules.get(rule) ?? []), recallOf(card.memory, now)]);
    const mastered = (indices: readonly number[]) => indices.filter((k) => states[k].status === 'mastered').length;
    return {
      traineeId: t.id,
      name: t.name,
      studentId: t.student_id,
      answers: states.reduce((n, s) => n + s.answers, 0),
      skills: states.map((s) => ({ status: s.status, answers: s.answers, accuracy: s.accuracy, recall: s.recall })),
      mastered: states.filter((s) => s.status === 'mastered').length,
      readiness: exam ? (examIndices.length ? round3(mastered(examIndices) / examIndices.length) : 0) : null,
    };
  });
  const weakestRules = [...rules]
    .map(([rule, recalls]) => ({ rule, recall: round3(recalls.reduce((a, b) => a + b, 0) / recalls.length), trainees: recalls.length, below: recalls.filter((r) => r < MASTERY.recall).length }))
    .sort((a, b) => a.recall - b.recall || b.below - a.below || a.rule.localeCompare(b.rule))
    .slice(0, WEAKEST_RULES);
  return { skills: [...SKILLS], exam: exam ? { id: exam.id, title: exam.title, skills: examIndices } : null, trainees: rows, weakestRules, now };
}
