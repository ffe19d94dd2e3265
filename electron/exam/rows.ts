/**
 * An exam session in the records tables: an `exams` row, one `exam_items` row per planned item
 * (with when it was shown), and each closed item's answer in `answers` (beside the practice
 * answers, so progress counts both). The records store knows the tables; this is the mapping.
 */
import type { Answer, DrillKind } from '../../shared/drills';
import type { ExamDefinition, ItemStatus } from '../../shared/exam';
import type { AnswerRow, RecordsStore } from '../store/records/store';
import { errorText } from '../errors';
import { readResultFile } from './export';
import { itemSeconds } from './item-time';
import type { PlannedItem } from './items';
import type { Change, Session, SessionItem } from './session';

/** A new attempt with its planned items; durable when this resolves. */
export function insertSession(store: RecordsStore, s: Session): Promise<void> {
  return store.insertExam(
    {
      id: s.examId,
      trainee_id: s.traineeId,
      code: s.code,
      seed: s.seed,
      definition: JSON.stringify(s.definition),
      attempt: s.attempt,
      started_at: s.startedAt,
      finished_at: null,
      percent: null,
      passed: null,
      signed_result: null,
      extra_seconds: s.extraSeconds,
      host: s.host,
      verification_code: null,
      damaged: null,
    },
    // Issue 32 finding 8: an item's seed names its answer; it is stored when the item is shown, not before.
    s.items.map((i) => ({ exam_id: s.examId, idx: i.index, kind: i.kind, level: i.level, seed: i.shownAt === null ? null : i.seed, shown_at: i.shownAt })),
  );
}

/** What a session step changed, in one transaction; durable when this resolves. */
export async function saveChanges(store: RecordsStore, s: Session, changes: readonly Change[]): Promise<void> {
  if (!changes.length) return;
  await store.transaction(async (t) => {
    const answers: AnswerRow[] = [];
    for (const c of changes) {
      if (c.type === 'shown') await t.markShown(s.examId, c.item.index, c.item.shownAt!, c.item.seed);
      else if (c.type === 'finished') await t.markFinished(s.examId, c.at);
      else if (c.type === 'extended') await t.setExtraSeconds(s.examId, c.extraSeconds);
      else answers.push(answerRow(s, c.item));
    }
    await t.addAnswers(answers);
  });
}

/**
 * The session as saved: planned items, when each was shown, and each closed item's answer. The
 * seeds of items not shown yet are not stored: `plan` gives them (the code's plan for the attempt).
 */
export async function loadSession(store: RecordsStore, examId: string, plan: (code: string, attempt: number) => Promise<readonly PlannedItem[]>): Promise<Session | undefined> {
  const e = await store.exam(examId);
  if (!e) return undefined;
  const rows = await store.examItems(examId);
  const planned = rows.some((r) => r.seed === null) ? await plan(e.code, e.attempt) : [];
  const items = rows.map(
    (r): SessionItem => ({
      index: r.idx,
      kind: r.kind as DrillKind,
      level: r.level as 1 | 2 | 3,
      seed: r.seed ?? planned[r.idx].seed,
      shownAt: r.shown_at,
      closedAt: r.answered_at,
      status: (r.status as ItemStatus | null) ?? 'pending',
      answer: r.answer === null ? null : (JSON.parse(r.answer) as Answer | null),
      earned: r.earned ?? 0,
      possible: r.possible ?? 1,
      score: r.score ?? 0,
    }),
  );
  return {
    examId: e.id,
    traineeId: e.trainee_id,
    code: e.code,
    seed: e.seed,
    definition: JSON.parse(e.definition) as ExamDefinition,
    attempt: e.attempt,
    startedAt: e.started_at,
    finishedAt: e.finished_at,
    extraSeconds: e.extra_seconds,
    host: e.host,
    items,
    audition: null, // the service finds the segment's table in the audition records
  };
}

function answerRow(s: Session, i: SessionItem): AnswerRow {
  return {
    trainee_id: s.traineeId,
    kind: i.kind,
    level: i.level,
    profile: s.definition.profile,
    seed: i.seed,
    answer: JSON.stringify(i.answer),
    earned: i.earned,
    possible: i.possible,
    score: i.score,
    seconds: itemSeconds(i),
    answered_at: i.closedAt ?? s.startedAt,
    exam_id: s.examId,
    exam_index: i.index,
    status: i.status,
  };
}

/**
 * Why an exam row read from a damaged records file cannot be trusted (its stored result is not the
 * signed file of this exam it was), or undefined: the salvage keeps it marked damaged (issue 32
 * finding 11), and it is neither shown nor certified.
 */
export function damagedExamRow(table: string, row: Readonly<Record<string, unknown>>): string | undefined {
  if (table !== 'exams' || row.signed_result === null || row.signed_result === undefined) return undefined;
  try {
    if (readResultFile(String(row.signed_result)).result.examId !== row.id) return 'its stored result is that of another exam';
    return undefined;
  } catch (error) {
    return `its stored result is damaged (${errorText(error)})`;
  }
}
