/**
 * `npm run -s exam-key -- CODE [--attempt N]`: the answer key of an exam code. The first line is
 * the exam (its definition, seed and item count); then one JSON object per item, in exam order.
 */
import { answerKey } from '../exam/key';
import { parseCliArgs } from './args';

const USAGE = 'usage: npm run -s exam-key -- CODE [--attempt N]\n';

function main(argv: string[]): number {
  let args;
  try {
    args = parseCliArgs(argv, { booleans: [], strings: ['attempt'] });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.paths.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const attempt = Number(args.values.attempt ?? '1');
  try {
    if (!Number.isInteger(attempt) || attempt < 1) throw new Error(`--attempt must be a whole number from 1, not ${args.values.attempt}`);
    const key = answerKey(args.paths[0], attempt);
    if (attempt > key.header.definition.attempts) throw new Error(`this exam allows ${key.header.definition.attempts} attempt(s), not ${attempt}`);
    process.stdout.write([key.header, ...key.items].map((l) => JSON.stringify(l)).join('\n') + '\n');
    return 0;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
