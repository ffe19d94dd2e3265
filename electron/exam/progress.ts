/**
 * Progress, chart-ready: per drill kind, accuracy and median time per day or week, and the weak
 * spots (kind and level) where recent accuracy is under 90 % or the median time is slower than
 * the drill's "normal" speed grade.
 */
import type { DrillKind } from '../../shared/drills';
import type { Progress } from '../../shared/exam';
import { speedLimits } from '../drills/speed';
import type { AnswerPoint } from '../store/records';

const RECENT = 20;
const MIN_ITEMS = 3;
const ACCURACY_TARGET = 0.9;

export function progressOf(traineeId: string, points: readonly AnswerPoint[], bucket: 'day' | 'week' = 'day'): Progress {
  const byKind = groupBy(points, (p) => p.kind);
  const kinds = [...byKind].map(([kind, list]) => ({
    kind: kind as DrillKind,
    points: [...groupBy(list, (p) => bucketStart(p.answeredAt, bucket))].map(([date, ps]) => ({ date, ...stats(ps) })).sort((a, b) => a.date.localeCompare(b.date)),
  }));
  const weakSpots = [...groupBy(points, (p) => `${p.kind}|${p.level}`).values()]
    .map((list) => {
      const recent = list.slice(-RECENT);
      const { kind, level } = recent[0];
      const s = stats(recent);
      const reasons: ('accuracy' | 'speed')[] = [];
      if (s.accuracy < ACCURACY_TARGET) reasons.push('accuracy');
      if (s.medianSeconds > speedLimits(kind, level).normal) reasons.push('speed');
      return { kind, level, ...s, reasons };
    })
    .filter((w) => w.items >= MIN_ITEMS && w.reasons.length > 0)
    .sort((a, b) => a.accuracy - b.accuracy || b.medianSeconds - a.medianSeconds || a.kind.localeCompare(b.kind) || a.level - b.level);
  return { traineeId, kinds: kinds.sort((a, b) => a.kind.localeCompare(b.kind)), weakSpots };
}

function stats(ps: readonly AnswerPoint[]) {
  const secs = ps.map((p) => p.seconds).sort((a, b) => a - b);
  const mid = secs.length >> 1;
  return {
    items: ps.length,
    accuracy: round3(ps.reduce((n, p) => n + p.score, 0) / ps.length),
    medianSeconds: round3(secs.length % 2 ? secs[mid] : (secs[mid - 1] + secs[mid]) / 2),
  };
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** "YYYY-MM-DD" of the UTC day, or of the Monday starting the week. */
export function bucketStart(ms: number, bucket: 'day' | 'week'): string {
  const d = new Date(ms);
  if (bucket === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const t of items) {
    const k = key(t);
    const list = m.get(k);
    if (list) list.push(t);
    else m.set(k, [t]);
  }
  return m;
}
