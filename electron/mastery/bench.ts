/**
 * The mastery figures of `npm run bench` (issue 31; measured, never asserted in tests):
 * - mastery_next_ms_p99: Today's practice chosen for a trainee with 100,000 answers, each call
 *   after one more answer (so it includes bringing the cards up to date with it);
 * - mastery_class_map_ms: the class maps of 40 trainees with 1,000,000 answers between them, the
 *   slowest of 20 runs.
 * The answers are bulk-loaded with their game, speed and rules as practice records them; the
 * first read derives every card from them (setup, not measured: the records keep the cards).
 */
import { rmSync } from 'node:fs';
import { filled } from '../records/bench';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const RULES = 120;

/** An answer's mastery columns as practice records them: a hold'em item, its speed, and two or three rules. */
const columns = (n: number) => {
  const right = n % 4 !== 0;
  const rules = { [`rule-${n % RULES}`]: right, [`rule-${(n * 7) % RULES}`]: true, 'pot-layer': right || n % 3 === 0 };
  return { variant: 'holdem', speed: ['fast', 'normal', 'slow'][n % 3], rules: JSON.stringify(rules) };
};

async function nextP99() {
  const { dataDir, services, ids } = await filled(1, 100_000, columns);
  const [trainee] = ids;
  await services.mastery.today({ traineeId: trainee });
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const facts = columns(i);
    const record = await services.records.recordPractice(trainee, { kind: 'min-raise', level: 1, profile: 'cash', seed: i, answer: { kind: 'min-raise', min_raise_to: 200 }, earned: 1, possible: 1, score: 1, seconds: 4, unfinished: false, facts });
    if (record.status !== 'saved') throw new Error(`an answer was not saved: ${JSON.stringify(record)}`);
    const started = performance.now();
    const plan = await services.mastery.today({ traineeId: trainee });
    times.push(performance.now() - started);
    if (plan.items.length === 0) throw new Error("Today's practice chose nothing");
  }
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { name: 'mastery_next_ms_p99', value: percentile(times, 99), unit: 'ms' };
}

async function classMap() {
  const { dataDir, services } = await filled(40, 1_000_000, columns);
  await services.mastery.classMap({});
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const map = await services.mastery.classMap({});
    times.push(performance.now() - started);
    if (map.trainees.length !== 40 || map.trainees.reduce((n, t) => n + t.answers, 0) !== 1_000_000) throw new Error('the class map does not add up');
  }
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { name: 'mastery_class_map_ms', value: Math.max(...times), unit: 'ms' };
}

export async function benchMastery() {
  return [await nextP99(), await classMap()];
}
