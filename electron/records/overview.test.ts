import { describe, expect, it } from 'vitest';
import { type OverviewPoint, overviewOf, SESSION_GAP_MS, SESSIONS_SHOWN } from './overview';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 9);
const p = (at: number, score: number, kind: OverviewPoint['kind'] = 'gather', seconds = 5, practice = true): OverviewPoint => ({ kind, level: 1, score, seconds, answeredAt: at, practice });

describe('a trainee overview', () => {
  it('splits practice into sessions at a long pause, newest first, and leaves exam answers out of them', () => {
    const points = [p(T0, 1), p(T0 + 60_000, 0), p(T0 + 60_000 + SESSION_GAP_MS + 1, 1, 'side-pots'), p(T0 + 2 * SESSION_GAP_MS + 70_000, 0, 'rake', 5, false)];
    const o = overviewOf(points, 't');
    expect(o.sessions).toEqual([
      { startedAt: T0 + 60_000 + SESSION_GAP_MS + 1, endedAt: T0 + 60_000 + SESSION_GAP_MS + 1, items: 1, accuracy: 1, kinds: ['side-pots'] },
      { startedAt: T0, endedAt: T0 + 60_000, items: 2, accuracy: 0.5, kinds: ['gather'] },
    ]);
    // Accuracy per day counts every answer, the exam's too.
    expect(o.days).toEqual([{ date: '2026-06-01', items: 4, accuracy: 0.5 }]);
  });

  it('gives each kind its accuracy and median time at its level, and the weakest as the next step', () => {
    const points = [p(T0, 1, 'gather', 4), p(T0 + 1, 1, 'gather', 6), p(T0 + 2, 1, 'gather', 100), p(T0 + DAY, 0, 'award', 3), p(T0 + DAY + 1, 1, 'award', 3), p(T0 + DAY + 2, 0, 'award', 9)];
    const o = overviewOf(points, 't');
    expect(o.kinds).toEqual([
      { kind: 'award', level: 1, items: 3, accuracy: 0.333, medianSeconds: 3 },
      { kind: 'gather', level: 1, items: 3, accuracy: 1, medianSeconds: 6 },
    ]);
    expect(o.next).toEqual({ kind: 'award', level: 1, accuracy: 0.333, reasons: ['accuracy'] });
    expect(o.days.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('shows only the latest sessions, and no next step without answers', () => {
    const many = Array.from({ length: SESSIONS_SHOWN + 3 }, (_, i) => p(T0 + i * 2 * SESSION_GAP_MS, 1));
    expect(overviewOf(many, 't').sessions).toHaveLength(SESSIONS_SHOWN);
    expect(overviewOf(many, 't').sessions[0].startedAt).toBe(many[many.length - 1].answeredAt);
    expect(overviewOf([], 't')).toEqual({ traineeId: 't', kinds: [], sessions: [], days: [], next: null });
  });
});
