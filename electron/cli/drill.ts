/**
 * `npm run -s drill -- KIND [--seed N] [--count K] [--level L] [--profile cash|tournament]`
 * An instructor's answer key (DESIGN.md): K items, one JSON object per line. The items use the
 * seeds N, N+1, ..., N+K-1 (so item k can be regenerated alone with --seed N+k --count 1).
 * Defaults: seed 1, count 1, level 1, profile tournament (as the phh command).
 * A kind that asks about no hand (chip-race) prints "phh": null (DESIGN.md).
 */
import { drillKinds, type DrillKind } from '../../shared/drills';
import { drillModule } from '../drills/registry';
import { writePhh } from '../phh/write';
import { parseCliArgs } from './args';

const USAGE = `usage: npm run -s drill -- KIND [--seed N] [--count K] [--level 1|2|3] [--profile cash|tournament]\nkinds: ${drillKinds.join(', ')}\n`;

function int(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, not ${text}`);
  return n;
}

function main(argv: string[]): number {
  let args;
  try {
    args = parseCliArgs(argv, { booleans: [], strings: ['seed', 'count', 'level', 'profile'] });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const kind = args.paths[0] as DrillKind;
  if (args.paths.length !== 1 || !drillKinds.includes(kind)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const profile = args.values.profile ?? 'tournament';
  if (profile !== 'cash' && profile !== 'tournament') {
    process.stderr.write(`--profile must be cash or tournament, not ${profile}\n`);
    return 2;
  }
  let seed: number, count: number, level: 1 | 2 | 3;
  try {
    seed = int('seed', args.values.seed, 1, 0, Number.MAX_SAFE_INTEGER);
    count = int('count', args.values.count, 1, 1, 1_000_000);
    level = int('level', args.values.level, 1, 1, 3) as 1 | 2 | 3;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  const drill = drillModule(kind);
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const item = drill.generate(seed + k, level, profile);
    const { kind: _kind, ...question } = item.question;
    const { kind: _k, ...answer } = item.answer as { kind: string };
    // A whole hand's key lists every step's question (the app hands them out one at a time).
    const asks = kind === 'whole-hand' ? { asks: (item.context as { steps: { question: unknown }[] }).steps.map((s) => s.question) } : {};
    out.push(JSON.stringify({ kind, seed: seed + k, level, profile: item.profile, ...question, ...asks, phh: item.phh ? writePhh(item.phh) : null, phh_complete: item.phhComplete, answer }));
    if (out.length >= 256) process.stdout.write(out.splice(0).join('\n') + '\n');
  }
  if (out.length) process.stdout.write(out.join('\n') + '\n');
  return 0;
}

process.exitCode = main(process.argv.slice(2));
