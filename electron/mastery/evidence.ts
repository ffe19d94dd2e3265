/**
 * Mastery of a skill, with its evidence (issue 31): at least 30 answers, at least 90 % over the
 * last 30, their median time within the normal limit, and recall predicted by FSRS at least 90 %
 * now. Fewer than 30 answers is "not enough answers yet", judged no further.
 *
 * The median time is within the limit when at least half of the last 30 answers were (each item
 * is graded against its own limit: a chip count's is its clock, chip-count.ts clockOf); the map
 * shows the median seconds beside the kind's normal limit at the level.
 */
import { MASTERY, type RuleState, type Skill, type SkillState } from '../../shared/mastery';
import { speedLimits } from '../drills/speed';
import { recallOf, type RuleCard, type SkillCard } from './cards';

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function skillState(skill: Skill, card: SkillCard | undefined, now: number): SkillState {
  const normalSeconds = skill.kind === 'chip-count' ? null : speedLimits(skill.kind, skill.level).normal;
  // Built field by field, never by spreading: V8 copies a spread object many times slower, and a class map has thousands of skills.
  const { kind, family, level } = skill;
  if (!card) return { kind, family, level, status: 'new', answers: 0, accuracy: null, medianSeconds: null, normalSeconds, recall: null, misses: [], due: null };
  const { recent } = card;
  const accuracy = round3(recent.reduce((n, [score]) => n + score, 0) / recent.length);
  const recall = round3(recallOf(card.memory, now));
  const misses: SkillState['misses'] = [];
  const judged = card.answers >= MASTERY.answers;
  if (judged && accuracy < MASTERY.accuracy) misses.push('accuracy');
  if (judged && recent.filter(([, , slow]) => slow).length * 2 > recent.length) misses.push('speed');
  if (judged && recall < MASTERY.recall) misses.push('recall');
  const status = !judged ? 'too-few' : misses.length ? 'practising' : 'mastered';
  return { kind, family, level, status, answers: card.answers, accuracy, medianSeconds: round3(median(recent.map(([, s]) => s))), normalSeconds, recall, misses, due: card.memory.due };
}

export function ruleState(rule: string, card: RuleCard, now: number): RuleState {
  return { rule, answers: card.answers, right: card.right, recall: round3(recallOf(card.memory, now)), due: card.memory.due, lastMissedAt: card.lastMissedAt };
}

/** The rules a trainee has met, lowest predicted recall first. */
export const ruleStates = (rules: ReadonlyMap<string, RuleCard>, now: number): RuleState[] =>
  [...rules].map(([rule, card]) => ruleState(rule, card, now)).sort((a, b) => a.recall - b.recall || a.rule.localeCompare(b.rule));
