/**
 * Where a PHH file went wrong, for a person to fix it: the line (when the file has one for it)
 * and what was expected there, e.g. line 3: expected `variant = '...'`. From the PhhFormatError
 * the parser threw, which names the TOML line, the field or the action at fault.
 */
import { TomlError } from 'smol-toml';
import { PhhFormatError } from './format-error';

export interface PhhProblem {
  /** 1-based; null when the file has no line for it (a missing field). */
  line: number | null;
  /** What a line of a PHH file looks like there, written as PHH writes it. */
  expected: string;
}

/** The shape of each field's line (PHH.md's fields). */
const SHAPES: Record<string, string> = {
  variant: "variant = '...'",
  starting_stacks: 'starting_stacks = [...]',
  antes: 'antes = [...]',
  blinds_or_straddles: 'blinds_or_straddles = [...]',
  actions: "actions = ['d dh p1 ...', ...]",
  players: "players = ['...', ...]",
  seats: 'seats = [...]',
  ante_trimming_status: 'ante_trimming_status = true',
};

/** The problem in `text` that `error` reports, or null when the error is not about the file's form. */
export function phhProblem(text: string, error: unknown): PhhProblem | null {
  if (!(error instanceof PhhFormatError)) return null;
  const toml = error.cause instanceof PhhFormatError ? error.cause.cause : error.cause;
  if (toml instanceof TomlError) return { line: toml.line, expected: 'key = value' };
  const field = error.field;
  if (field === undefined) return { line: null, expected: SHAPES.variant };
  const expected = SHAPES[field] ?? `${field} = ...`;
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => new RegExp(`^\\s*${field.replace(/[^a-z_0-9]/gi, '')}\\s*=`).test(l));
  if (at < 0) return { line: null, expected };
  // An action on a line of its own (a multi-line array): that line.
  const action = error.action !== undefined ? actionLine(lines, at, error.action) : at;
  return { line: action + 1, expected };
}

/** The line of action `index` of the array opened on line `at`: each action on its own line after the key's, else the key's line. */
function actionLine(lines: readonly string[], at: number, index: number): number {
  if (/\]\s*(#.*)?$/.test(lines[at])) return at; // a one-line array
  const line = at + 1 + index;
  return line < lines.length ? line : at;
}
