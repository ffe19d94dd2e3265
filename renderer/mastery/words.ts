/** How mastery's screens say a skill, a rule, a share and a time ago, in the trainee's language. */
import type { TFunction } from 'i18next';
import type { Skill } from '../../shared/mastery';

const DAY = 86_400_000;

export function skillName(t: TFunction, f: { n(value: number): string }, s: Skill): string {
  return t('mastery.skill', { kind: t(`kinds.${s.kind}.name`), family: t(`mastery.family.${s.family}`), level: f.n(s.level) });
}

/** A rule by its reason key, in the trainee's language ("pot-limit-max": "pot-limit maximum raise"); a key this version does not know reads as its words. */
export const ruleName = (t: TFunction, key: string): string => t(`mastery.rule.${key}` as 'mastery.rule.split', { defaultValue: key.replace(/-/g, ' ') });

/** Whole days between `at` and `now`: "today", "3 days ago". */
export function ago(t: TFunction, now: number, at: number): string {
  const days = Math.floor((now - at) / DAY);
  return days < 1 ? t('mastery.ago.today') : t('mastery.ago.days', { count: days });
}
