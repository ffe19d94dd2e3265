/**
 * Reading PHH text into typed plain data (types.ts). Strict: anything outside the specification
 * is a PhhFormatError naming the field or the action; nothing is repaired.
 *
 * Speed: PHH files are flat TOML (one `key = value` per line), so a small scanner handles that
 * subset directly (flat-toml.ts) and anything else goes to smol-toml, which stays the reference.
 * The fields are checked in fields.ts, and the actions (action-text.ts) are read from the
 * scanner's bytes: no regular expressions on the common path.
 */
import { parse as parseToml, TomlError } from 'smol-toml';
import { handFromTable } from './fields';
import { isTable, scanFlatToml, type ScannedActions, type Table } from './flat-toml';
import { PhhFormatError } from './format-error';
import type { PhhHand } from './types';

/** Parses one hand (.phh). */
export function parsePhh(text: string): PhhHand {
  const { table, scanned } = readToml(text);
  return handFromTable(table, scanned);
}

/**
 * Parses a .phhs file: every top-level key is a table holding one hand (`[1]`, `[2]`, ...).
 * Hands come in JavaScript key order: integer-named tables ascending, then the others in file
 * order. Errors are prefixed with the table, e.g. "hand [3]: field 'antes' ...".
 */
export function parsePhhs(text: string): PhhHand[] {
  const { table: root, scanned } = readToml(text);
  const hands: PhhHand[] = [];
  for (const key of Object.keys(root)) {
    const table = root[key];
    if (!isTable(table)) throw new PhhFormatError(`key '${key}' is not a hand table ([${key}])`, { field: key });
    try {
      hands.push(handFromTable(table, scanned));
    } catch (e) {
      if (e instanceof PhhFormatError) {
        throw new PhhFormatError(`hand [${key}]: ${e.message}`, { field: e.field, action: e.action, cause: e });
      }
      throw e;
    }
  }
  return hands;
}

/** The text's tables: by the flat scanner (with where it read the actions), else by smol-toml. */
function readToml(text: string): { table: Table; scanned: ScannedActions | null } {
  const fast = scanFlatToml(text);
  if (fast !== undefined) return { table: fast.table, scanned: fast.actions };
  try {
    return { table: parseToml(text) as Table, scanned: null };
  } catch (e) {
    if (e instanceof TomlError) {
      const what = e.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
      throw new PhhFormatError(`invalid TOML at line ${e.line}, column ${e.column}: ${what}`, { cause: e });
    }
    throw e;
  }
}
