/**
 * The flat TOML that PHH files are written in (one `key = value` per line), read by a small
 * scanner; anything else (multi-line arrays, escapes, dates, dotted keys, errors) is left to
 * smol-toml, which stays the reference (parse.ts). The scanner reads the text as bytes, with no
 * regular expressions.
 */

export type Table = Record<string, unknown>;

export const isTable = (v: unknown): v is Table =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

// The scanner returns undefined for anything outside the subset it handles (no TOML value is
// undefined). Written out rather than named: a bundled module constant is a variable to V8, and
// comparing with one is a generic comparison.
let at = 0; // scanner cursor after scanValue, module-level to avoid allocating result pairs

/**
 * The text as one byte per character, for the scanner: reading a typed array costs a fraction of
 * String.charCodeAt, which re-examines the string's representation on every call. Characters
 * beyond ASCII become 128 (they only occur inside strings and comments, where any is allowed).
 * Newlines follow the text as sentinels, so that a look a few bytes ahead never reads stale bytes.
 */
let scratch = new Uint8Array(4096);
const encoder = new TextEncoder();
const SENTINELS = 4;

function bytesOf(text: string): Uint8Array {
  const len = text.length;
  if (scratch.length < len + SENTINELS) scratch = new Uint8Array(2 * len + SENTINELS);
  const b = scratch;
  // UTF-8 of ASCII is the text itself (every character read, one byte each); anything else is
  // copied character by character.
  const { read, written } = encoder.encodeInto(text, b);
  if (read !== len || written !== len) copyByChar(text, b);
  for (let i = len; i < len + SENTINELS; i++) b[i] = 10;
  return b;
}

/** Writes s into b one byte per character, beyond ASCII as 128. */
export function copyByChar(s: string, b: Uint8Array): void {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    b[i] = c < 128 ? c : 128;
  }
}

/**
 * The flat TOML subset PHH files use: `key = value` lines with bare keys, values that are
 * literal or escape-free basic strings, unsigned decimal numbers, booleans, or one-line arrays of
 * those; `# comments`; `[name]` table headers (for .phhs). Returns undefined for anything else,
 * so that smol-toml decides (and reports errors). Results equal smol-toml's but for the tables'
 * prototype, which the tests check on every sample file.
 * One pass by character code: no value may contain a newline or other control character here
 * (those are errors or escapes in TOML), so a newline always ends a line.
 */
export function parseFlatToml(text: string): Table | undefined {
  return scanFlatToml(text)?.table;
}

/**
 * The `actions` arrays of a scanned text, with where each string's characters start in the
 * scanner's bytes: the actions are then read from those bytes (action-text.ts), which costs a
 * fraction of reading the strings again. The bytes are the scanner's buffer, good until its next scan.
 */
export interface ScannedActions {
  bytes: Uint8Array;
  arrays: { texts: unknown[]; starts: number[] }[];
}

/** `parseFlatToml`, and where the scanner's bytes hold the strings of the `actions` arrays. */
export function scanFlatToml(text: string): { table: Table; actions: ScannedActions } | undefined {
  const b = bytesOf(text);
  const scannedActions: ScannedActions['arrays'] = [];
  // Plain objects (smol-toml's have no prototype): V8 then shares one hidden class across files
  // with the same keys, which makes the field reads below fast. __proto__ is left to smol-toml.
  const root: Table = {};
  let table = root;
  const len = text.length;
  let i = 0;
  while (i < len) {
    i = skipSpace(b, i);
    const c = b[i];
    if (c === 10) {
      i++;
      continue;
    }
    if (c === 35 /* # */) {
      i = skipComment(b, i + 1, len);
      if (i < 0) return undefined;
      continue;
    }
    const keyStart = i;
    if (c === 91 /* [ */) {
      i = scanBareKey(b, i + 1);
      if (i === keyStart + 1 || b[i] !== 93 /* ] */) return undefined;
      const name = text.slice(keyStart + 1, i);
      if (Object.hasOwn(root, name) || name === '__proto__') return undefined;
      table = {};
      root[name] = table;
      i++;
    } else {
      i = scanBareKey(b, i);
      if (i === keyStart) return undefined;
      let key = knownKey(b, keyStart, i);
      if (key === undefined) {
        key = text.slice(keyStart, i);
        if (key === '__proto__') return undefined;
      }
      i = skipSpace(b, i);
      if (b[i] !== 61 /* = */) return undefined;
      const starts = key === 'actions' ? [] : null;
      const value = scanValue(text, b, skipSpace(b, i + 1), starts);
      if (starts !== null && Array.isArray(value)) scannedActions.push({ texts: value, starts });
      // A defined value is a duplicate (or an inherited name such as toString): smol-toml decides.
      if (value === undefined || table[key] !== undefined) return undefined;
      table[key] = value;
      i = at;
    }
    // The rest of the line: nothing, or a comment.
    i = skipSpace(b, i);
    const d = b[i];
    if (d === 35) {
      i = skipComment(b, i + 1, len);
      if (i < 0) return undefined;
    } else if (d === 10) i++;
    else return undefined;
  }
  return { table: root, actions: { bytes: b, arrays: scannedActions } };
}

/** The usual PHH keys by (length, first letter). Storing under a freshly sliced string hashes it
 *  each time; these constants are interned, which makes the stores and later reads cheap. Every
 *  slot is filled: a sparse array would keep its elements in a hash table. */
const KNOWN_KEYS: ({ key: string; bytes: Uint8Array }[] | null)[] = new Array(32 << 7).fill(null);
for (const key of [
  'variant', 'ante_trimming_status', 'antes', 'blinds_or_straddles', 'bring_in', 'small_bet', 'big_bet', 'min_bet',
  'starting_stacks', 'actions', 'author', 'event', 'url', 'venue', 'address', 'city', 'region', 'postal_code', 'country',
  'time', 'time_zone', 'time_zone_abbreviation', 'day', 'month', 'year', 'hand', 'level', 'seats', 'seat_count', 'table',
  'players', 'finishing_stacks', 'winnings', 'currency', 'currency_symbol', 'time_limit', 'time_banks',
]) (KNOWN_KEYS[(key.length << 7) | key.charCodeAt(0)] ??= []).push({ key, bytes: encoder.encode(key) });

function knownKey(b: Uint8Array, from: number, to: number): string | undefined {
  const length = to - from;
  if (length > 31) return undefined;
  const candidates = KNOWN_KEYS[(length << 7) | b[from]];
  if (candidates === null) return undefined;
  next: for (let k = 0; k < candidates.length; k++) {
    const key = candidates[k].bytes;
    for (let i = 1; i < length; i++) if (key[i] !== b[from + i]) continue next;
    return candidates[k].key;
  }
  return undefined;
}

function skipSpace(b: Uint8Array, i: number): number {
  for (let c = b[i]; c === 32 || c === 9; c = b[++i]);
  return i;
}

/** Past the newline ending a comment, or -1 if it holds a control character (not TOML). */
function skipComment(b: Uint8Array, i: number, len: number): number {
  for (; i < len; i++) {
    const c = b[i];
    if (c === 10) return i + 1;
    if ((c < 32 && c !== 9) || c === 127) return -1;
  }
  return i;
}

function scanBareKey(b: Uint8Array, i: number): number {
  for (;;) {
    const c = b[i];
    // A-Z a-z 0-9 _ -
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45)) return i;
    i++;
  }
}

/** Whether c may follow a number or boolean: space, tab, comma, ], #, or a newline (which also
 *  stands for the end of the text). */
const isDelimiter = (c: number): boolean => c === 32 || c === 44 || c === 93 || c === 10 || c === 35 || c === 9;

/** Scans one value of `text` (whose bytes are b) starting at i: a one-line array of scalars or
 *  a scalar. Sets `at` past it. `starts` collects where the array's strings begin. */
function scanValue(text: string, b: Uint8Array, i: number, starts: number[] | null): unknown {
  if (b[i] !== 91 /* [ */) return scanScalar(text, b, i);
  const items: unknown[] = [];
  let j = skipSpace(b, i + 1);
  if (b[j] === 93) {
    at = j + 1;
    return items;
  }
  for (;;) {
    const item = scanScalar(text, b, j);
    if (item === undefined) return undefined;
    items.push(item);
    if (starts !== null) starts.push(j + 1);
    j = at;
    let d = b[j];
    if (d === 32 || d === 9) d = b[(j = skipSpace(b, j))];
    if (d === 93) {
      at = j + 1;
      return items;
    }
    if (d !== 44) return undefined; // also a newline: multi-line arrays go to smol-toml
    // The usual ', ' costs one comparison; anything else goes through skipSpace.
    j = b[j + 1] === 32 && b[j + 2] !== 32 ? j + 2 : skipSpace(b, j + 1);
    if (b[j] === 93) return undefined; // trailing comma
  }
}

/** A string, number or boolean (nested arrays are left to smol-toml); sets `at` past it. */
function scanScalar(text: string, b: Uint8Array, i: number): unknown {
  const c = b[i];
  if (c === 39 /* ' */ || c === 34 /* " */) {
    if (b[i + 1] === c && b[i + 2] === c) return undefined; // multi-line
    const len = text.length;
    let j = i + 1;
    for (;;) {
      if (j >= len) return undefined;
      const d = b[j];
      if (d === c) break;
      // Control characters (newline included) are errors; escapes are left to smol-toml.
      if (d < 32 ? d !== 9 : d === 127 || (d === 92 && c === 34)) return undefined;
      j++;
    }
    at = j + 1;
    return text.slice(i + 1, j);
  }
  if (c >= 48 && c <= 57) {
    let j = i + 1;
    let whole = c - 48;
    for (let d = b[j]; d >= 48 && d <= 57; d = b[++j]) whole = whole * 10 + (d - 48);
    if (c === 48 && j > i + 1) return undefined; // leading zero: not TOML
    if (j - i > 15) return undefined; // beyond exact doubles: smol-toml decides
    let fraction = false;
    if (b[j] === 46 /* . */) {
      fraction = true;
      const f = ++j;
      for (let d = b[j]; d >= 48 && d <= 57; d = b[++j]);
      if (j === f) return undefined;
    }
    if (!isDelimiter(b[j])) return undefined; // 1e5, 1_000, dates...
    at = j;
    return fraction ? Number(text.slice(i, j)) : whole;
  }
  // t r u e / f a l s e
  if (c === 116 && b[i + 1] === 114 && b[i + 2] === 117 && b[i + 3] === 101 && isDelimiter(b[i + 4])) {
    at = i + 4;
    return true;
  }
  if (c === 102 && b[i + 1] === 97 && b[i + 2] === 108 && b[i + 3] === 115 && b[i + 4] === 101 && isDelimiter(b[i + 5])) {
    at = i + 5;
    return false;
  }
  return undefined;
}
