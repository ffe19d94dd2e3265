/**
 * `npm run -s exam-key -- CODE [--attempt N] [--data-dir DIR]`: the answer key of an exam code.
 * The first line is the exam (its definition, seed and item count); then one JSON object per
 * item, in exam order. A code made on a classroom host needs that host's data folder, where its
 * secret is: the code alone gives no answers.
 */
import path from 'node:path';
import { answerKey } from '../exam/key';
import { readExamSecret } from '../exam/secret';
import { parseCliArgs } from './args';

const USAGE = 'usage: npm run -s exam-key -- CODE [--attempt N] [--data-dir DIR (the classroom host\'s, for a code made there)]\n';

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseCliArgs(argv, { booleans: [], strings: ['attempt', 'data-dir'] });
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
    const dataDir = args.values['data-dir'];
    const secret = dataDir === undefined ? undefined : await readExamSecret(path.resolve(dataDir));
    if (dataDir !== undefined && !secret) throw new Error(`${dataDir} holds no exam secret: give the data folder of the classroom host that made the code`);
    const key = answerKey(args.paths[0], attempt, secret);
    if (attempt > key.header.definition.attempts) throw new Error(`this exam allows ${key.header.definition.attempts} attempt(s), not ${attempt}`);
    process.stdout.write([key.header, ...key.items].map((l) => JSON.stringify(l)).join('\n') + '\n');
    return 0;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
}

main(process.argv.slice(2)).then((code) => (process.exitCode = code));
