/**
 * The mastery figures of `npm run bench` (issue 31; measured, never asserted in tests):
 * - mastery_next_ms_p99: Today's practice chosen for a trainee with 100,000 answers, each call
 *   after one more practice answer (whose own transaction brought the cards up to date: the
 *   call reads the cards that answer wrote, the others kept parsed from the call before);
 * - mastery_class_map_ms: the class maps of 40 trainees with 1,000,000 answers between them, the
 *   slowest of 20 runs.
 * The answers are bulk-loaded with their game, speed and rules as practice records them; the
 * first read derives every card from them (setup, not measured: the records keep the cards).
 */
import { percentile, practiceAnswer, saved, timedOnFilled } from '../records/bench';

const RULES = 120;

/** An answer's mastery columns as practice records them: a hold'em item, its speed, and two or three rules. */
const columns = (n: number) => {
  const right = n % 4 !== 0;
  const rules = { [`rule-${n % RULES}`]: right, [`rule-${(n * 7) % RULES}`]: true, 'pot-layer': right || n % 3 === 0 };
  return { variant: 'holdem', speed: ['fast', 'normal', 'slow'][n % 3], rules: JSON.stringify(rules) };
};

async function nextP99() {
  const times = await timedOnFilled({
    trainees: 1,
    answers: 100_000,
    extra: columns,
    runs: 300,
    setup: ({ services, ids }) => services.mastery.today({ traineeId: ids[0] }),
    before: async ({ services, ids }, i) => saved(await services.records.recordPractice(ids[0], practiceAnswer(i, columns(i)))),
    measured: ({ services, ids }) => services.mastery.today({ traineeId: ids[0] }),
    check: (plan) => {
      if (plan.items.length === 0) throw new Error("Today's practice chose nothing");
    },
  });
  return { name: 'mastery_next_ms_p99', value: percentile(times, 99), unit: 'ms' };
}

async function classMap() {
  const times = await timedOnFilled({
    trainees: 40,
    answers: 1_000_000,
    extra: columns,
    runs: 20,
    setup: ({ services }) => services.mastery.classMap({}),
    measured: ({ services }) => services.mastery.classMap({}),
    check: (map) => {
      if (map.trainees.length !== 40 || map.trainees.reduce((n, t) => n + t.answers, 0) !== 1_000_000) throw new Error('the class map does not add up');
    },
  });
  return { name: 'mastery_class_map_ms', value: Math.max(...times), unit: 'ms' };
}

export async function benchMastery() {
  return [await nextP99(), await classMap()];
}
