/**
 * `npm run -s bench [-- --phh PATH...]`: speed, measured (never asserted in tests).
 * Prints one JSON object per line: {"name", "value", "unit"}.
 */
import { readFileSync } from 'node:fs';
import { createRng, scoreHoldem, shuffledDeck } from '../engine';
import { listPhhFiles } from '../phh/files';
import { parsePhh, parsePhhs } from '../phh/parse';
import { isSupportedGame, replay } from '../phh/replay';
import type { PhhHand } from '../phh/types';
import { bestRate } from '../best-rate';
import { parseCliArgs } from './args';

interface Metric {
  name: string;
  value: number;
  unit: string;
}

const print = (m: Metric): void => {
  process.stdout.write(JSON.stringify({ ...m, value: Math.round(m.value * 100) / 100 }) + '\n');
};

/** Items per second of `work` (which handles `batch` items): the best of ten 300 ms slices after a warm-up
 *  (a core of this kind of machine is now and then slowed to half speed for seconds at a time). */
function rate(work: () => void, batch: number): number {
  // Warm up until the optimising compiler has settled: on the PHH sample V8 goes on re-optimising
  // for 1 to 1.5 s (measured in 100 ms slices), running at half speed or less meanwhile.
  const warm = performance.now();
  while (performance.now() - warm < 2000) work();
  return bestRate(work, batch, 10, 300);
}

function benchPhh(paths: string[]): void {
  // Which parser a file needs is decided once, as a reader that knows its files would.
  const texts = listPhhFiles(paths).map((f) => ({ phhs: f.endsWith('.phhs'), text: readFileSync(f, 'utf8') }));
  const parse = (t: { phhs: boolean; text: string }): PhhHand[] => (t.phhs ? parsePhhs(t.text) : [parsePhh(t.text)]);
  // Only the hands the engine plays and that replay (see PHH.md's known quirks).
  const playable = texts.filter((t) => {
    try {
      return parse(t).every((h) => isSupportedGame(h) && replay(h));
    } catch {
      return false;
    }
  });
  const hands = playable.flatMap(parse);
  if (hands.length === 0) throw new Error('no playable hands in the given paths');
  const heapBefore = process.memoryUsage().heapUsed;
  print({ name: 'phh_replay', value: rate(() => playable.forEach((t) => parse(t).forEach((h) => replay(h))), hands.length), unit: 'hands/s' });
  print({ name: 'phh_replay_without_parsing', value: rate(() => hands.forEach((h) => replay(h)), hands.length), unit: 'hands/s' });
  print({ name: 'phh_parse', value: rate(() => playable.forEach(parse), hands.length), unit: 'hands/s' });
  print({ name: 'phh_hands', value: hands.length, unit: 'hands' });
  print({ name: 'heap_used', value: process.memoryUsage().heapUsed / 2 ** 20, unit: 'MiB' });
  print({ name: 'heap_growth_during_replay', value: (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20, unit: 'MiB' });
  print({ name: 'rss', value: process.memoryUsage().rss / 2 ** 20, unit: 'MiB' });
}

function benchEvaluator(): void {
  const rng = createRng(1);
  const deals = Array.from({ length: 10_000 }, () => shuffledDeck(rng).slice(0, 7));
  let sink = 0;
  print({
    name: 'evaluate_holdem_7_cards',
    value: rate(() => {
      for (const d of deals) sink ^= scoreHoldem(d.slice(0, 2), d.slice(2));
    }, deals.length),
    unit: 'hands/s',
  });
  if (sink === 0.5) print({ name: 'never', value: 0, unit: '' });
}

async function main(argv: string[]): Promise<void> {
  const { values, paths } = parseCliArgs(argv, { booleans: [], strings: ['phh'] });
  if (values.phh !== undefined) {
    benchPhh([values.phh, ...paths]);
    return;
  }
  benchEvaluator();
  try {
    const { benchDrills } = await import('../drills/bench');
    for (const m of benchDrills()) print(m);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw e;
  }
  const { benchAudition } = await import('../drills/audition/bench');
  for (const m of benchAudition()) print(m);
  const { benchAuditionFeedback } = await import('../audition/bench');
  for (const m of await benchAuditionFeedback()) print(m);
  const { benchRecords } = await import('../records/bench');
  for (const m of await benchRecords()) print(m);
  const { benchMastery } = await import('../mastery/bench');
  for (const m of await benchMastery()) print(m);
}

main(process.argv.slice(2)).catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exitCode = 1;
});
