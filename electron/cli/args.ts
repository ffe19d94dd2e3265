/** A small argument reader for the command-line tools: `--flag`, `--name value`, and paths. */
import { parseArgs } from 'node:util';

export function parseCliArgs<B extends string, S extends string>(
  argv: string[],
  spec: { booleans: B[]; strings: S[] },
): { flags: Record<B, boolean>; values: Partial<Record<S, string>>; paths: string[] } {
  const options: Record<string, { type: 'boolean' | 'string' }> = {};
  for (const b of spec.booleans) options[b] = { type: 'boolean' };
  for (const s of spec.strings) options[s] = { type: 'string' };
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const flags = Object.fromEntries(spec.booleans.map((b) => [b, values[b] === true])) as Record<B, boolean>;
  const strings = Object.fromEntries(spec.strings.flatMap((s) => (typeof values[s] === 'string' ? [[s, values[s]]] : []))) as Partial<Record<S, string>>;
  return { flags, values: strings, paths: positionals };
}
