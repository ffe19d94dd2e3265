/**
 * `npm run -s phh -- [--profile cash|tournament] [--decisions] PATH...`
 * Replays PHH hand histories and prints one JSON object per hand (DESIGN.md, command-line contracts).
 */
import { listPhhFiles, readPhhFile } from '../phh/files';
import { replay, replayReport } from '../phh/replay';
import { parseCliArgs } from './args';

function main(argv: string[]): number {
  const { flags, values, paths } = parseCliArgs(argv, { booleans: ['decisions'], strings: ['profile'] });
  const profile = values.profile ?? 'tournament';
  if (profile !== 'cash' && profile !== 'tournament') {
    process.stderr.write(`--profile must be cash or tournament, not ${profile}\n`);
    return 2;
  }
  if (paths.length === 0) {
    process.stderr.write('usage: npm run -s phh -- [--profile cash|tournament] [--decisions] PATH...\n');
    return 2;
  }
  const out: string[] = [];
  for (const file of listPhhFiles(paths)) {
    let hands;
    try {
      hands = readPhhFile(file);
    } catch (e) {
      out.push(JSON.stringify({ file, ok: false, error: (e as Error).message }));
      continue;
    }
    hands.forEach((phh, k) => {
      const name = hands.length > 1 ? { file, hand: k + 1 } : { file };
      try {
        const { settlement, decisions } = replay(phh, profile, flags.decisions);
        out.push(JSON.stringify({ ...name, ...replayReport(settlement, flags.decisions ? decisions : undefined) }));
      } catch (e) {
        out.push(JSON.stringify({ ...name, ok: false, error: (e as Error).message }));
      }
    });
    if (out.length >= 256) process.stdout.write(out.splice(0).join('\n') + '\n');
  }
  if (out.length) process.stdout.write(out.join('\n') + '\n');
  return 0;
}

process.exitCode = main(process.argv.slice(2));
