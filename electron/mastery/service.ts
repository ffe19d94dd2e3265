/**
 * The mastery service (issue 31): a trainee's skill map and Today's practice, and the class's
 * maps with each trainee's readiness for an exam. Every read first brings the cards up to date
 * with the answers recorded since (catch-up.ts), so practice and exam answers count alike
 * wherever they were recorded. It shares the records with the other services and knows no exam
 * types: an exam is handed to it as its skills.
 */
import type { DrillKind } from '../../shared/drills';
import type { ClassMap, SkillMap, TodayPlan } from '../../shared/mastery';
import { ExamError } from '../exam/errors';
import type { SharedRecords } from '../records/shared-records';
import { cardRows, traineesBehind } from '../store/records/mastery-tables';
import type { RecordsStore, TraineeRow } from '../store/records/store';
import type { RuleCard, SkillCard } from './cards';
import { catchUp } from './catch-up';
import { classMapOf } from './class-map';
import { classCsv } from './csv';
import { ruleStates, skillState } from './evidence';
import { type Cards, todayPlan } from './plan';
import { SKILLS, skillId, skillsOfSection } from './skills';

/** An exam definition as readiness needs it: its sections' kinds and levels. */
export interface ExamSkills {
  id: string;
  title: string;
  sections: readonly { kind: DrillKind; level: 1 | 2 | 3 }[];
}

export class MasteryService {
  constructor(
    private readonly records: SharedRecords,
    private readonly now: () => number,
  ) {}

  async today(request: { traineeId: string }): Promise<TodayPlan> {
    const cards = (await this.cardsOf([await this.trainee(request.traineeId)])).get(request.traineeId)!;
    const now = this.now();
    return { traineeId: request.traineeId, items: todayPlan(cards, now), now };
  }

  async map(request: { traineeId: string }): Promise<SkillMap> {
    const cards = (await this.cardsOf([await this.trainee(request.traineeId)])).get(request.traineeId)!;
    const now = this.now();
    return {
      traineeId: request.traineeId,
      skills: SKILLS.map((s) => skillState(s, cards.skills.get(skillId(s)), now)),
      rules: ruleStates(cards.rules, now),
      now,
    };
  }

  async classMap(request: { traineeIds?: readonly string[] }, exam?: ExamSkills): Promise<ClassMap> {
    return (await this.classView(request, exam)).map;
  }

  /** The class map as CSV, with the rules each trainee has met. */
  async classCsv(request: { traineeIds?: readonly string[] }, exam?: ExamSkills): Promise<{ fileName: string; text: string }> {
    const { map, cards } = await this.classView(request, exam);
    const rules = new Map([...cards].map(([id, c]) => [id, ruleStates(c.rules, map.now)]));
    return { fileName: 'class-skills.csv', text: classCsv(map, rules) };
  }

  private async classView(request: { traineeIds?: readonly string[] }, exam?: ExamSkills): Promise<{ map: ClassMap; cards: Map<string, Cards> }> {
    const store = await this.records.store();
    const trainees = (await store.trainees()).filter((t) => !request.traineeIds || request.traineeIds.includes(t.id));
    const cards = await this.cardsOf(trainees, store);
    const examSkills = exam && { id: exam.id, title: exam.title, skills: exam.sections.flatMap((s) => skillsOfSection(s.kind, s.level)) };
    return { map: classMapOf(trainees, cards, examSkills, this.now()), cards };
  }

  private async trainee(id: string): Promise<TraineeRow> {
    const row = await (await this.records.store()).trainee(id);
    if (!row) throw new ExamError('unknown-trainee', `there is no trainee ${id}`);
    return row;
  }

  /** The trainees' cards, brought up to date first (one write for all who have new answers). */
  private async cardsOf(trainees: readonly TraineeRow[], given?: RecordsStore): Promise<Map<string, Cards>> {
    const store = given ?? (await this.records.store());
    const behind = await traineesBehind(store.db, trainees.map((t) => t.id));
    if (behind.length) await this.records.write((s) => catchUpAll(s, behind));
    const out = new Map<string, Cards>(trainees.map((t) => [t.id, { skills: new Map<string, SkillCard>(), rules: new Map<string, RuleCard>() }]));
    for (const row of await cardRows(store.db, trainees.map((t) => t.id))) {
      const cards = out.get(row.trainee_id)!;
      const colon = row.card.indexOf(':');
      const kind = row.card.slice(0, colon);
      const id = row.card.slice(colon + 1);
      if (kind === 'skill') (cards.skills as Map<string, SkillCard>).set(id, JSON.parse(row.state) as SkillCard);
      else (cards.rules as Map<string, RuleCard>).set(id, JSON.parse(row.state) as RuleCard);
    }
    return out;
  }
}

async function catchUpAll(store: RecordsStore, traineeIds: readonly string[]): Promise<void> {
  for (const id of traineeIds) await catchUp(store.db, id);
}
