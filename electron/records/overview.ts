/**
 * A trainee's practice at a glance, for the hub and Home: each kind's accuracy and median time at
 * each level over the latest answers (as the weak spots are judged, progress.ts), the latest
 * practice sessions, accuracy per day, and where to go next (the weakest spot). One pass over the
 * answers, oldest first.
 */
import type { Overview } from '../../shared/trainees';
import { type AnswerPoint, bucketStart, RECENT, stats, weakSpots } from './progress';

/** An answer as the overview reads it: practice answers (not an exam's) make the sessions. */
export interface OverviewPoint extends AnswerPoint {
  practice: boolean;
}

/** A pause this long between two practice answers ends a session. */
export const SESSION_GAP_MS = 30 * 60_000;
export const SESSIONS_SHOWN = 5;
export const DAYS_SHOWN = 30;

/** `points` in any order. */
export function overviewOf(points: readonly OverviewPoint[], traineeId: string): Overview {
  const sorted = [...points].sort((a, b) => a.answeredAt - b.answeredAt);
  const recent = new Map<string, AnswerPoint[]>();
  const days = new Map<number, AnswerPoint[]>();
  const sessions: AnswerPoint[][] = [];
  let last = -Infinity;
  for (const p of sorted) {
    const key = `${p.kind}|${p.level}`;
    const list = recent.get(key) ?? [];
    list.push(p);
    if (list.length > RECENT) list.shift();
    recent.set(key, list);
    const day = bucketStart(p.answeredAt, 'day');
    const onDay = days.get(day) ?? [];
    onDay.push(p);
    days.set(day, onDay);
    if (!p.practice) continue;
    if (p.answeredAt - last > SESSION_GAP_MS || sessions.length === 0) sessions.push([]);
    sessions[sessions.length - 1].push(p);
    last = p.answeredAt;
  }
  const groups = [...recent.values()];
  const next = weakSpots(groups)[0];
  return {
    traineeId,
    kinds: groups
      .map((list) => {
        const { items, accuracy, medianSeconds } = stats(list);
        return { kind: list[0].kind, level: list[0].level, items, accuracy, medianSeconds };
      })
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.level - b.level),
    sessions: sessions
      .slice(-SESSIONS_SHOWN)
      .reverse()
      .map((list) => ({
        startedAt: list[0].answeredAt,
        endedAt: list[list.length - 1].answeredAt,
        items: list.length,
        accuracy: stats(list).accuracy,
        kinds: [...new Set(list.map((p) => p.kind))],
      })),
    days: [...days]
      .slice(-DAYS_SHOWN)
      .map(([day, list]) => ({ date: new Date(day).toISOString().slice(0, 10), items: list.length, accuracy: stats(list).accuracy })),
    next: next ? { kind: next.kind, level: next.level, accuracy: next.accuracy, reasons: next.reasons } : null,
  };
}
