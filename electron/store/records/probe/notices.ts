/**
 * A test's second process: opens the records of the data folder given, answers one practice item
 * for the trainee given, and prints what the host would report as JSON. Run as another user
 * (sqlite.test.ts, bundled outside the checkout) to see a folder that user may not write.
 * argv: DATA_DIR TRAINEE_ID [BETTER_SQLITE3_ADDON]
 */
import { createServices } from '../../../services';

async function main(): Promise<void> {
  const [dataDir, traineeId, nativeBinding] = process.argv.slice(2);
  const services = createServices({ host: 'web', dataDir, nativeBinding, log: { warn: () => undefined, error: () => undefined } });
  const record = await services.records.recordPractice(traineeId, {
    kind: 'min-raise',
    level: 1,
    profile: 'cash',
    seed: 1,
    answer: { kind: 'min-raise', min_raise_to: 1 },
    earned: 1,
    possible: 1,
    score: 1,
    seconds: 1,
    unfinished: false,
  });
  process.stdout.write(JSON.stringify({ record, notices: await services.recordsDb.notices() }));
  await services.close();
}

void main();
