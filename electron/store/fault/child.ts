/**
 * The fault test's writer (records.fault.test.ts bundles it and kills it at random): records
 * answers one after another and, once each is on disk, prints its number. Answer n has seed n and
 * content derived from n, so the test can check each one whole.
 * argv: DATA_DIR WASM_PATH
 */
import { writeSync } from 'node:fs';
import { Records } from '../records';
import { faultAnswer } from './answer';

async function main(): Promise<void> {
  const [dataDir, wasmPath] = process.argv.slice(2);
  const records = await Records.open(dataDir, { wasmPath });
  const trainee = records.trainees()[0] ?? (await records.addTrainee('Fault Test'));
  const last = records.db.get<{ n: number | null }>('SELECT max(seed) AS n FROM answers')?.n;
  for (let n = (last ?? -1) + 1; ; n++) {
    await records.recordAnswer({
      traineeId: trainee.id,
      kind: 'min-raise',
      level: 2,
      profile: 'cash',
      seed: n,
      answer: faultAnswer(n),
      earned: n % 3 === 0 ? 0 : 1,
      possible: 1,
      score: n % 3 === 0 ? 0 : 1,
      seconds: n / 10,
      answeredAt: 1_700_000_000_000 + n,
    });
    writeSync(1, `${n}\n`); // synchronous: the line is out before the next save begins
  }
}

void main();
