/**
 * `audition_feedback_ms` of `npm run bench` (measured, never asserted in tests): a trainee's answer
 * to an audition task, the call of the floor and the ruling, each from the service's call to its
 * response: the answer parsed and scored, a missed irregularity told, at a hand's end the table
 * moved on and the next hand dealt, the run recorded (the default backend, the SQLite file, before
 * the response goes out) and the next segment's view. The 95th percentile (wall clock) over a run
 * of `hands` hands in each game at Table ready's rate of irregularities, every other irregularity
 * caught and the rest missed. The IPC or HTTP around it is the e2e responsiveness report's.
 * The bench deals the same table beside the run (a table is dealt again from its seed) to know the
 * engine's answers, and stops if the run's questions are not the ones it dealt.
 */
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { auditionGames, type AuditionSetup, type AuditionView } from '../../shared/audition';
import type { Answer } from '../../shared/drills';
import { createRng } from '../engine';
import type { Measure } from '../drills/bench';
import { maxSeats } from '../drills/audition/formats';
import { nextHand, tableAfter } from '../drills/audition/hands';
import { openTable } from '../drills/audition/table';
import { filled, percentile, saved } from '../records/bench';

export async function benchAuditionFeedback(hands = 30): Promise<Measure[]> {
  const { services, ids, dataDir } = await filled(1, 0);
  const trainee = ids[0];
  const auditions = services.auditions;
  const times: number[] = [];
  const timed = async <T extends { record: { status: string } }>(call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const out = await call();
    times.push(performance.now() - started);
    saved(out.record);
    return out;
  };
  let irregularities = 0;
  try {
    for (const game of auditionGames) {
      const seed = 7;
      const setup: AuditionSetup = { format: game, seats: Math.min(6, maxSeats(game)), mode: 'table-ready', hands, rotation: 'orbit', profile: 'cash' };
      let state = openTable(setup, createRng(seed));
      let hand = nextHand(state, seed, setup.mode);
      let task = 0;
      let view: AuditionView = (await auditions.start({ setup, traineeId: trainee, seed })).view;
      const runId = view.runId;
      while (view.status === 'running') {
        const segment = view.segment!;
        const asked = hand.tasks[task];
        if (JSON.stringify(segment.task) !== JSON.stringify(asked.asked.question)) throw new Error(`the audition bench is out of step with the run in ${game}`);
        const injected = hand.injected;
        if (injected && injected.at >= segment.from && injected.at < asked.at && irregularities++ % 2 === 0) {
          await timed(() => auditions.floor(runId, injected.at, trainee));
          await timed(() => auditions.ruling(runId, injected.ruled(injected.at).answer, trainee));
        }
        view = (await timed(() => auditions.answer(runId, asked.asked.answer as Answer, trainee))).view;
        if (++task < hand.tasks.length) continue;
        state = tableAfter(state, hand, seed);
        hand = nextHand(state, seed, setup.mode);
        task = 0;
      }
    }
  } finally {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    { name: 'audition_feedback_ms', value: percentile(times, 95), unit: `ms p95 wall clock (${times.length} answers, floor calls and rulings)` },
    { name: 'audition_feedback_max_ms', value: Math.max(...times), unit: 'ms' },
  ];
}
