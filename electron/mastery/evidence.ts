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
  if (!card) return { ...skill, status: 'new', answers: 0, accuracy: null, medianSeconds: null, normalSeconds, recall: null, misses: [], due: null };
  const { recent } = card;
  const accuracy = round3(recent.reduce((n, [score]) => n + score, 0) / recent.length);
  const recall = round3(recallOf(card.memory, now));
  const base = { ...skill, answers: card.answers, accuracy, medianSeconds: round3(median(recent.map(([, s]) => s))), normalSeconds, recall, due: card.memory.due };
  if (card.answers < MASTERY.answers) return { ...base, status: 'too-few', misses: [] };
  const misses: SkillState['misses'] = [];
  if (accuracy < MASTERY.accuracy) misses.push('accuracy');
  if (recent.filter(([, , slow]) => slow).length * 2 > recent.length) misses.push('speed');
  if (recall < MASTERY.recall) misses.push('recall');
  return { ...base, status: misses.length ? 'practising' : 'mastered', misses };
}

export function ruleState(rule: string, card: RuleCard, now: number): RuleState {
  return { rule, answers: card.answers, right: card.right, recall: round3(recallOf(card.memory, now)), due: card.memory.due, lastMissedAt: card.lastMissedAt };
}

/** The rules a trainee has met, lowest predicted recall first. */
export const ruleStates = (rules: ReadonlyMap<string, RuleCard>, now: number): RuleState[] =>
  [...rules].map(([rule, card]) => ruleState(rule, card, now)).sort((a, b) => a.recall - b.recall || a.rule.localeCompare(b.rule));
