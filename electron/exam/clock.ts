/** Main's clock for exams: wall time in epoch ms, so a start time survives a restart. Tests inject their own. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told: for tests and the answer-key tool. */
export function fakeClock(start = Date.UTC(2026, 0, 1)): Clock & { set(ms: number): void; advance(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    set: (ms) => void (t = ms),
    advance: (ms) => void (t += ms),
  };
}
