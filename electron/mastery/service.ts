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
import { cardsVersions } from '../store/records/mastery-tables';
import type { RecordsStore } from '../store/records/store';
import { CardCache } from './card-cache';
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
  /** Parsed cards kept between reads (card-cache.ts: each read checks them against the records). */
  private readonly cache = new CardCache();

  constructor(
    private readonly records: SharedRecords,
    private readonly now: () => number,
  ) {}

  async today(request: { traineeId: string }): Promise<TodayPlan> {
    const cards = await this.cardsOfOne(request.traineeId);
    const now = this.now();
    return { traineeId: request.traineeId, items: todayPlan(cards, now), now };
  }

  async map(request: { traineeId: string }): Promise<SkillMap> {
    const cards = await this.cardsOfOne(request.traineeId);
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
    const cards = await this.cardsOf(trainees.map((t) => t.id), store);
    const examSkills = exam && { id: exam.id, title: exam.title, skills: exam.sections.flatMap((s) => skillsOfSection(s.kind, s.level)) };
    return { map: classMapOf(trainees, cards, examSkills, this.now()), cards };
  }

  /** A trainee's cards; an unknown trainee is an error. */
  private async cardsOfOne(id: string): Promise<Cards> {
    const cards = (await this.cardsOf([id])).get(id);
    if (!cards) throw new ExamError('unknown-trainee', `there is no trainee ${id}`);
    return cards;
  }

  /** The cards of those of the trainees that exist, brought up to date first (one write for all who have new answers). */
  private async cardsOf(traineeIds: readonly string[], given?: RecordsStore): Promise<Map<string, Cards>> {
    const store = given ?? (await this.records.store());
    let versions = await cardsVersions(store.db, traineeIds);
    const behind = versions.filter((v) => v.latest > v.through).map((v) => v.traineeId);
    if (behind.length) {
      await this.records.write((s) => catchUpAll(s, behind));
      versions = await cardsVersions(store.db, traineeIds);
    }
    return this.cache.cards(store.db, versions);
  }
}

async function catchUpAll(store: RecordsStore, traineeIds: readonly string[]): Promise<void> {
  for (const id of traineeIds) await catchUp(store.db, id);
}
