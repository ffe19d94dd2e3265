/**
 * Progress, chart-ready: per drill kind, accuracy and median time per day or week (UTC), and the
 * weak spots (kind and level) where the latest answers' accuracy is under 90 % or their median
 * time is slower than the drill's "normal" speed grade, and the kinds and levels too little answered
 * to say they are not weak (issue 31: never "no weak spots" on a few answers). One pass over the
 * answers, oldest first.
 */
import type { DrillKind } from '../../shared/drills';
import type { Progress } from '../../shared/exam';
import { MASTERY } from '../../shared/mastery';
import { speedLimits } from '../drills/speed';

/** One answered item as progress reads it. */
export interface AnswerPoint {
  kind: DrillKind;
  level: 1 | 2 | 3;
  score: number;
  seconds: number;
  answeredAt: number;
}

/** How many of the latest answers of a kind and level judge a weak spot, and the least to judge at all. */
export const RECENT = 20;
const MIN_ITEMS = 3;
const ACCURACY_TARGET = 0.9;
const DAY = 86_400_000;

/** `points` by kind, then oldest first. */
export function progressOf(points: Iterable<AnswerPoint>, traineeId: string, bucket: 'day' | 'week' = 'day'): Progress {
  const kinds: Progress['kinds'] = [];
  const recent = new Map<string, AnswerPoint[]>();
  const counts = new Map<string, number>();
  let open: { kind: DrillKind; start: number; points: AnswerPoint[] } | undefined;
  const close = () => {
    if (!open) return;
    const last = kinds[kinds.length - 1];
    const point = { date: new Date(open.start).toISOString().slice(0, 10), ...stats(open.points) };
    if (last?.kind === open.kind) last.points.push(point);
    else kinds.push({ kind: open.kind, points: [point] });
  };
  for (const p of points) {
    const start = bucketStart(p.answeredAt, bucket);
    if (open?.kind !== p.kind || open.start !== start) {
      close();
      open = { kind: p.kind, start, points: [] };
    }
    open.points.push(p);
    const key = `${p.kind}|${p.level}`;
    const list = recent.get(key) ?? [];
    list.push(p);
    if (list.length > RECENT) list.shift();
    recent.set(key, list);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  close();
  const weak = weakSpots([...recent.values()]);
  const tooFew = [...recent.values()]
    .map((list) => ({ kind: list[0].kind, level: list[0].level, items: counts.get(`${list[0].kind}|${list[0].level}`)! }))
    .filter((c) => c.items < MASTERY.answers && !weak.some((w) => w.kind === c.kind && w.level === c.level))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.level - b.level);
  return { traineeId, kinds, weakSpots: weak, tooFew };
}

export function weakSpots(groups: AnswerPoint[][]): Progress['weakSpots'] {
  return groups
    .map((list) => {
      const { kind, level } = list[0];
      const s = stats(list);
      const reasons: ('accuracy' | 'speed')[] = [];
      if (s.accuracy < ACCURACY_TARGET) reasons.push('accuracy');
      if (s.medianSeconds > speedLimits(kind, level).normal) reasons.push('speed');
      return { kind, level, ...s, reasons };
    })
    .filter((w) => w.items >= MIN_ITEMS && w.reasons.length > 0)
    .sort((a, b) => a.accuracy - b.accuracy || b.medianSeconds - a.medianSeconds || a.kind.localeCompare(b.kind) || a.level - b.level);
}

export function stats(ps: readonly AnswerPoint[]) {
  const secs = ps.map((p) => p.seconds).sort((a, b) => a - b);
  const mid = secs.length >> 1;
  return {
    items: ps.length,
    accuracy: round3(ps.reduce((n, p) => n + p.score, 0) / ps.length),
    medianSeconds: round3(secs.length % 2 ? secs[mid] : (secs[mid - 1] + secs[mid]) / 2),
  };
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The UTC day, or the Monday starting the week, that `ms` falls in (epoch ms). */
export function bucketStart(ms: number, bucket: 'day' | 'week'): number {
  const day = Math.floor(ms / DAY);
  // Day 0 (1 Jan 1970) was a Thursday: (day + 3) % 7 days since Monday.
  return (bucket === 'day' ? day : day - ((((day + 3) % 7) + 7) % 7)) * DAY;
}
