/**
 * An exam attempt as a value, and the pure steps that move it on: show the next item, take an
 * answer, close items whose time ran out, finish. Every step is given the time; nothing here reads
 * a clock or the disk, so the service can persist each change and a test can walk the clock.
 * Rules: an item's time starts when main first shows it and keeps running while the app is closed;
 * an answer after its deadline is kept but scores zero; at the exam's deadline every open item
 * closes; the exam finishes when its last item closes, or, with an audition segment, when the
 * segment closes after them (the service runs its table: audition-segment.ts).
 */
import { Answer, type DrillKind } from '../../shared/drills';
import type { ExamAuditionResult, ExamDefinition, ItemStatus, ResultItem } from '../../shared/exam';
import { ExamError, issuesText } from './errors';
import type { PlannedItem } from './items';
import { itemSeconds } from './item-time';

export interface SessionItem extends PlannedItem {
  shownAt: number | null;
  closedAt: number | null;
  status: ItemStatus;
  answer: Answer | null;
  earned: number;
  possible: number;
  score: number;
}

export interface Session {
  examId: string;
  traineeId: string;
  code: string;
  seed: number;
  definition: ExamDefinition;
  attempt: number;
  startedAt: number;
  finishedAt: number | null;
  /** Seconds the instructor added: every time limit of the attempt moves by them. */
  extraSeconds: number;
  /** The classroom host it is taken on; null for self-study. */
  host: string | null;
  items: SessionItem[];
  /** The audition segment once its table is opened (its run), and its result once over; null before (or without one). */
  audition: { runId: string | null; result: ExamAuditionResult | null } | null;
}

/** What changed in a step: the service saves exactly these. */
export type Change =
  | { type: 'shown'; item: SessionItem }
  | { type: 'closed'; item: SessionItem }
  | { type: 'finished'; at: number }
  | { type: 'extended'; extraSeconds: number };

/** Scores an answer to a planned item (the drill module's own scoring). */
export type Scorer = (item: PlannedItem, answer: Answer) => { earned: number; possible: number };

export function newSession(fields: Omit<Session, 'items' | 'finishedAt' | 'extraSeconds' | 'audition'>, plan: PlannedItem[]): Session {
  const items = plan.map((p) => ({ ...p, shownAt: null, closedAt: null, status: 'pending' as const, answer: null, earned: 0, possible: 1, score: 0 }));
  return { ...fields, finishedAt: null, extraSeconds: 0, items, audition: null };
}

/** The items are done and the audition segment is still to deal (or dealing): the service runs its table. */
export const segmentDue = (s: Session): boolean => s.finishedAt === null && s.definition.audition !== undefined && !s.audition?.result && !openItem(s);

/** The segment is over (`result`): the exam finishes at `at`. */
export function closeSegment(s: Session, result: ExamAuditionResult, at: number): Change[] {
  s.audition = { runId: s.audition?.runId ?? null, result };
  const changes: Change[] = [];
  finishAt(s, at, changes);
  return changes;
}

export const examDeadline = (s: Session): number | null =>
  s.definition.totalSeconds === null ? null : s.startedAt + (s.definition.totalSeconds + s.extraSeconds) * 1000;

export function itemDeadline(s: Session, item: SessionItem): number | null {
  const limits = [examDeadline(s)];
  if (item.shownAt !== null && s.definition.perItemSeconds !== null) limits.push(item.shownAt + (s.definition.perItemSeconds + s.extraSeconds) * 1000);
  const set = limits.filter((d): d is number => d !== null);
  return set.length ? Math.min(...set) : null;
}

export const openItem = (s: Session): SessionItem | undefined => s.items.find((i) => i.status === 'pending');

/**
 * Closes what ran out by `now` and shows the next item. Mutates `s` and returns the changes.
 * An unanswered item closes at its deadline, not at `now`, so the record does not depend on when
 * the app was next opened.
 */
export function advance(s: Session, now: number): Change[] {
  const changes: Change[] = [];
  while (s.finishedAt === null) {
    const item = openItem(s);
    const total = examDeadline(s);
    if (!item) {
      if (!segmentDue(s)) finishAt(s, Math.max(s.startedAt, ...s.items.map((i) => i.closedAt ?? 0)), changes);
      break;
    }
    if (total !== null && now > total) {
      for (const i of s.items.filter((i) => i.status === 'pending')) close(i, i.shownAt === null ? 'unanswered' : 'timed-out', total, changes);
      continue;
    }
    if (item.shownAt === null) {
      item.shownAt = now;
      changes.push({ type: 'shown', item });
      break;
    }
    const deadline = itemDeadline(s, item);
    if (deadline !== null && now > deadline) {
      close(item, 'timed-out', deadline, changes);
      continue;
    }
    break;
  }
  return changes;
}

/**
 * More time: every limit moves by `seconds`. Only while running; what already closed stays closed
 * (`advance` first, so that an item whose time ran out before the extension is not reopened).
 */
export function extend(s: Session, seconds: number, now: number): Change[] {
  const changes = advance(s, now);
  if (s.finishedAt !== null) return changes;
  s.extraSeconds += seconds;
  changes.push({ type: 'extended', extraSeconds: s.extraSeconds });
  return changes;
}

/** Takes the answer to the open item: on time it is scored, late it is kept and scores zero. */
export function answer(s: Session, index: number, given: unknown, now: number, scorer: Scorer): { status: 'answered' | 'late'; changes: Change[] } {
  if (s.finishedAt !== null) throw new ExamError('not-running', 'this exam is finished: no more answers are taken');
  const item = openItem(s);
  if (!item || item.shownAt === null || item.index !== index) {
    const what = s.items[index]?.status;
    throw new ExamError(
      'wrong-item',
      what && what !== 'pending' ? `item ${index + 1} is already closed (${what}); go on with the current item` : `item ${index + 1} is not the current item`,
    );
  }
  const parsed = Answer.safeParse(given);
  if (!parsed.success) throw new ExamError('malformed-answer', `the answer is not in the form of a ${item.kind} answer: ${issuesText(parsed.error)}`);
  if (parsed.data.kind !== item.kind) throw new ExamError('wrong-kind', `item ${index + 1} is a ${item.kind} item, the answer is for ${parsed.data.kind as DrillKind}`);
  const deadline = itemDeadline(s, item);
  const late = deadline !== null && now > deadline;
  const { earned, possible } = scorer(item, parsed.data);
  item.answer = parsed.data;
  item.possible = possible;
  item.earned = late ? 0 : earned;
  item.score = late ? 0 : item.earned / item.possible;
  const changes: Change[] = [];
  close(item, late ? 'late' : 'answered', now, changes);
  changes.push(...advance(s, now));
  return { status: late ? 'late' : 'answered', changes };
}

/** The trainee hands in early: what is still open closes unanswered. */
export function finish(s: Session, now: number): Change[] {
  const changes = advance(s, now);
  if (s.finishedAt !== null) return changes;
  for (const i of s.items.filter((i) => i.status === 'pending')) close(i, 'unanswered', now, changes);
  if (!segmentDue(s)) finishAt(s, now, changes);
  return changes;
}

function close(item: SessionItem, status: ItemStatus, at: number, changes: Change[]): void {
  item.status = status;
  item.closedAt = at;
  if (status !== 'answered') {
    item.earned = 0;
    item.score = 0;
  }
  changes.push({ type: 'closed', item });
}

function finishAt(s: Session, at: number, changes: Change[]): void {
  s.finishedAt = at;
  changes.push({ type: 'finished', at });
}

export function resultItem(i: SessionItem): ResultItem {
  const seconds = itemSeconds(i);
  return {
    index: i.index,
    kind: i.kind,
    level: i.level,
    seed: i.seed,
    status: i.status === 'pending' ? 'unanswered' : i.status,
    answer: i.answer,
    earned: i.earned,
    possible: i.possible,
    score: i.score,
    seconds,
  };
}

/** Mean item score in percent, rounded to 0.1; pass when at or above the pass mark. */
export function percentOf(items: readonly { score: number }[]): number {
  if (!items.length) return 0;
  return Math.round((1000 * items.reduce((n, i) => n + i.score, 0)) / items.length) / 10;
}

/** Per-kind percent, weakest first (ties by kind name, so the order is stable). */
export function byKind(items: readonly { kind: DrillKind; score: number }[]): { kind: DrillKind; items: number; percent: number }[] {
  const groups = new Map<DrillKind, { score: number }[]>();
  for (const i of items) groups.set(i.kind, [...(groups.get(i.kind) ?? []), i]);
  return [...groups]
    .map(([kind, list]) => ({ kind, items: list.length, percent: percentOf(list) }))
    .sort((a, b) => a.percent - b.percent || a.kind.localeCompare(b.kind));
}
