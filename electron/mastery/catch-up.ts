/**
 * A trainee's cards brought up to date with their answers: the answers after the last one the
 * cards include are applied in the order they were recorded, in one transaction, with the cards
 * they touch (rows derived for older answers are written back). Dropping the cards and catching
 * up from nothing rebuilds them: they are the answers' derivation, nothing more.
 */
import { answersAfter, cardRows, masteryThrough, saveCards, setAnswerFacts } from '../store/records/mastery-tables';
import type { RecordsDb, RecordsTrx } from '../store/records/schema';
import { reviewRule, reviewSkill, type RuleCard, type SkillCard } from './cards';
import { factsOf, type FactColumns } from './facts';
import { skillId } from './skills';

export const skillCard = (id: string): string => `skill:${id}`;
export const ruleCard = (rule: string): string => `rule:${rule}`;

/**
 * Applies the trainee's answers not yet in their cards; the number applied. Run it in a
 * transaction. With `atMost`, applies nothing when more are waiting than that (an answer's own
 * transaction brings its cards up to date when they were current before it, and leaves a long
 * catch-up, e.g. after an upgrade, to the next read).
 */
export async function catchUp(db: RecordsDb | RecordsTrx, traineeId: string, atMost?: number): Promise<number> {
  const through = await masteryThrough(db, traineeId);
  const rows = await answersAfter(db, traineeId, through, atMost === undefined ? undefined : atMost + 1);
  if (rows.length === 0 || rows.length > (atMost ?? Infinity)) return 0;
  const read = rows.map((row) => ({ id: Number(row.id), got: factsOf({ ...row, id: Number(row.id) }) }));
  const touched = new Set<string>();
  for (const { got } of read) {
    if (!got) continue;
    touched.add(skillCard(skillId(got.facts)));
    for (const rule of Object.keys(got.facts.rules)) touched.add(ruleCard(rule));
  }
  const cards = new Map<string, SkillCard | RuleCard>((await cardRows(db, [traineeId], [...touched])).map((r) => [r.card, JSON.parse(r.state)]));
  const derived: [number, FactColumns][] = [];
  for (const { id, got } of read) {
    if (!got) continue;
    const { facts } = got;
    if (got.derived) derived.push([id, got.derived]);
    const skill = skillId(facts);
    cards.set(skillCard(skill), reviewSkill(cards.get(skillCard(skill)) as SkillCard | undefined, facts));
    for (const [rule, right] of Object.entries(facts.rules)) cards.set(ruleCard(rule), reviewRule(cards.get(ruleCard(rule)) as RuleCard | undefined, facts, right, skill));
  }
  const changed = [...touched].filter((c) => cards.has(c)).map((card) => ({ card, state: JSON.stringify(cards.get(card)) }));
  await saveCards(db, traineeId, changed, read[read.length - 1].id);
  for (const [id, columns] of derived) await setAnswerFacts(db, id, columns);
  return rows.length;
}
