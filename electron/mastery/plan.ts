/**
 * Today's practice (issue 31): about 20 items chosen for one trainee from their cards, each with
 * the reason it was chosen. In this order: the rules the scheduler has due (one item each), the
 * skills it has due (two each), the weakest skills practised (three each), then one new skill: the
 * next level of a skill whose level before is mastered. Levels are suggested, never locked: a
 * trainee may practise any skill from the map. What room is left goes to the skills recalled
 * least, then to first skills not yet met (a new trainee starts there).
 *
 * Due today means due before the day ends (UTC): FSRS's short-term steps bring a missed rule back
 * a minute later and a first right answer ten minutes later, and the day's practice is where they
 * come back, not tomorrow's. Among them the earliest due (the missed) come first.
 *
 * A rule missed in one kind comes due in another: the rule's card is one, whichever kind needed
 * it, and its item is dealt in a skill where the trainee met the rule other than the one where it
 * was last missed (when there is one), so that what was learnt is used in another setting.
 */
import { MASTERY, type Skill, type TodayItem } from '../../shared/mastery';
import { recallOf, type RuleCard, type SkillCard } from './cards';
import { skillState } from './evidence';
import { skillById, SKILLS, skillId } from './skills';

export const PLAN_SIZE = 20;
const EACH = { dueRule: 1, dueSkill: 2, weak: 3, fresh: 5, review: 2 } as const;

export interface Cards {
  skills: ReadonlyMap<string, SkillCard>;
  rules: ReadonlyMap<string, RuleCard>;
}

const DAY = 86_400_000;

export function todayPlan(cards: Cards, now: number, size = PLAN_SIZE): TodayItem[] {
  const endOfDay = (Math.floor(now / DAY) + 1) * DAY;
  const items: TodayItem[] = [];
  const add = (skill: Skill, n: number, rule: string | null, reason: TodayItem['reason']) => {
    for (let k = 0; k < n && items.length < size; k++) items.push({ kind: skill.kind, family: skill.family, level: skill.level, rule, reason });
  };
  // Once the plan is full nothing more is added, so it stops there: with many rules due it is full
  // before any skill needs judging.
  const dueRules = [...cards.rules].filter(([, c]) => c.memory.due < endOfDay).sort(([a, x], [b, y]) => x.memory.due - y.memory.due || a.localeCompare(b));
  for (const [rule, card] of dueRules) {
    if (items.length >= size) return items;
    const place = placeFor(card);
    if (place) add(place, EACH.dueRule, rule, { type: 'due-rule', rule, lastMissedAt: card.lastMissedAt, recall: ruleRecall(card, now) });
  }

  if (items.length >= size) return items;
  const states = SKILLS.map((skill) => {
    const card = cards.skills.get(skillId(skill));
    return { skill, card, state: skillState(skill, card, now) };
  });
  const chosen = new Set<string>();
  const dueSkills = states.filter((s) => s.card && s.card.memory.due < endOfDay).sort((a, b) => a.card!.memory.due - b.card!.memory.due);
  for (const s of dueSkills) {
    chosen.add(skillId(s.skill));
    add(s.skill, EACH.dueSkill, null, { type: 'due-skill', lastAt: s.card!.lastAt, recall: s.state.recall ?? 0 });
  }

  const weak = states.filter((s) => s.card && !chosen.has(skillId(s.skill)) && s.state.accuracy! < MASTERY.accuracy).sort((a, b) => a.state.accuracy! - b.state.accuracy! || a.state.recall! - b.state.recall!);
  for (const s of weak) {
    chosen.add(skillId(s.skill));
    add(s.skill, EACH.weak, null, { type: 'weak', accuracy: s.state.accuracy!, answers: s.state.answers });
  }

  // One new skill: the next level of a mastered one.
  const byId = new Map(states.map((s) => [skillId(s.skill), s]));
  const next = states
    .filter((s) => s.state.status === 'mastered')
    .map((s) => ({ after: s.skill, next: byId.get(skillId({ ...s.skill, level: (s.skill.level + 1) as 1 | 2 | 3 })) }))
    .find((x) => x.next && !x.next.card);
  if (next) {
    chosen.add(skillId(next.next!.skill));
    add(next.next!.skill, EACH.fresh, null, { type: 'new', after: next.after });
  }

  // Room left: the skills recalled least, then first skills not met yet.
  const review = states.filter((s) => s.card && !chosen.has(skillId(s.skill))).sort((a, b) => a.state.recall! - b.state.recall!);
  for (const s of review) add(s.skill, EACH.review, null, { type: 'review', recall: s.state.recall! });
  for (const s of states) if (!s.card && s.skill.level === 1 && !chosen.has(skillId(s.skill))) add(s.skill, EACH.fresh, null, { type: 'new', after: null });
  return items;
}

/** The predicted recall of a rule's card now, for its reason line. */
const ruleRecall = (card: RuleCard, now: number) => Math.round(recallOf(card.memory, now) * 1000) / 1000;

/**
 * Where a due rule is practised: among the skills it was met in, not the one where it was last
 * missed when there is another; of those, the one it came up in most (a steered item finds it
 * soonest there).
 */
export function placeFor(card: RuleCard): Skill | null {
  const places = Object.entries(card.seen);
  if (places.length === 0) return null;
  const lastMissed = places.reduce<[string, number] | null>((m, [id, p]) => (p.missedAt !== null && (m === null || p.missedAt > m[1]) ? [id, p.missedAt] : m), null)?.[0];
  const others = places.length > 1 && lastMissed ? places.filter(([id]) => id !== lastMissed) : places;
  const [id] = others.reduce((best, p) => (p[1].n > best[1].n || (p[1].n === best[1].n && p[0] < best[0]) ? p : best));
  return skillById(id) ?? null;
}
