/**
 * Reading PHH text into typed plain data (types.ts). Strict: anything outside the specification
 * is a PhhFormatError naming the field or the action; nothing is repaired.
 *
 * Speed: PHH files are flat TOML (one `key = value` per line), so a small scanner handles that
 * subset directly and anything else (multi-line arrays, escapes, dates, dotted keys, errors) goes
 * to smol-toml, which stays the reference. The scanner reads the text as bytes, and the actions
 * are read from the same bytes: words found by scanning for spaces, cards decoded through a table
 * of character codes; no regular expressions on the common path.
 */
import { parse as parseToml, TomlError } from 'smol-toml';
import { RANKS, SUITS, makeCard, type Card } from '../engine/cards';
import {
  FIXED_LIMIT_VARIANTS,
  PHH_VARIANTS,
  STUD_VARIANTS,
  type PhhAction,
  type PhhHand,
  type PhhShowMuck,
  type PhhVariant,
} from './types';

export class PhhFormatError extends Error {
  /** The TOML key at fault, when the error is about one field. */
  readonly field?: string;
  /** Index in `actions` (from 0), when the error is about one action. */
  readonly action?: number;

  constructor(message: string, options?: { field?: string; action?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PhhFormatError';
    if (options?.field !== undefined) this.field = options.field;
    if (options?.action !== undefined) this.action = options.action;
  }
}

// ---------------------------------------------------------------------------------------------
// TOML

/** Parses one hand (.phh). */
export function parsePhh(text: string): PhhHand {
  return handFromTable(readToml(text));
}

/**
 * Parses a .phhs file: every top-level key is a table holding one hand (`[1]`, `[2]`, ...).
 * Hands come in JavaScript key order: integer-named tables ascending, then the others in file
 * order. Errors are prefixed with the table, e.g. "hand [3]: field 'antes' ...".
 */
export function parsePhhs(text: string): PhhHand[] {
  const root = readToml(text);
  const hands: PhhHand[] = [];
  for (const key of Object.keys(root)) {
    const table = root[key];
    if (!isTable(table)) throw new PhhFormatError(`key '${key}' is not a hand table ([${key}])`, { field: key });
    try {
      hands.push(handFromTable(table));
    } catch (e) {
      if (e instanceof PhhFormatError) {
        throw new PhhFormatError(`hand [${key}]: ${e.message}`, { field: e.field, action: e.action, cause: e });
      }
      throw e;
    }
  }
  return hands;
}

type Table = Record<string, unknown>;

const isTable = (v: unknown): v is Table =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

function readToml(text: string): Table {
  const fast = parseFlatToml(text);
  if (fast !== undefined) return fast;
  try {
    return parseToml(text) as Table;
  } catch (e) {
    if (e instanceof TomlError) {
      const what = e.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
      throw new PhhFormatError(`invalid TOML at line ${e.line}, column ${e.column}: ${what}`, { cause: e });
    }
    throw e;
  }
}

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
function copyByChar(s: string, b: Uint8Array): void {
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
  const b = bytesOf(text);
  scannedActions = [];
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
  return root;
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

/**
 * The `actions` arrays of the text the scanner read last, with where each string's characters
 * start in the scanner's bytes: the actions are then read from those bytes (parseActions), which
 * costs a fraction of reading the strings again. Emptied at every scan, so never stale.
 */
let scannedActions: { texts: unknown[]; starts: number[] }[] = [];

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

// ---------------------------------------------------------------------------------------------
// Fields

/** Keys that become typed fields; every other key goes to `extra` untouched. */
const TYPED_KEYS = new Set([
  'variant', 'ante_trimming_status', 'antes', 'blinds_or_straddles', 'bring_in', 'small_bet', 'big_bet',
  'min_bet', 'starting_stacks', 'actions', 'finishing_stacks', 'winnings', 'players', 'seats', 'seat_count',
]);
const VARIANTS = new Set<string>(PHH_VARIANTS);
const STUD = new Set<string>(STUD_VARIANTS);
const FIXED = new Set<string>(FIXED_LIMIT_VARIANTS);

const fieldError = (field: string, message: string): PhhFormatError =>
  new PhhFormatError(`field '${field}': ${message}`, { field });

/** A value for an error message (tables have no prototype, so String() would throw). */
const show = (v: unknown): string =>
  typeof v === 'string' ? `'${v}'` : Array.isArray(v) ? 'an array' : v instanceof Date ? 'a date' : typeof v === 'object' && v !== null ? 'a table' : String(v);

function handFromTable(t: Table): PhhHand {
  const variant = t.variant;
  if (variant === undefined) throw fieldError('variant', 'missing required field');
  if (typeof variant !== 'string' || !VARIANTS.has(variant)) {
    throw fieldError('variant', `unknown variant ${show(variant)} (expected one of ${PHH_VARIANTS.join(', ')})`);
  }
  const stud = STUD.has(variant);
  const fixed = FIXED.has(variant);

  const startingStacks = numberArray(t.starting_stacks, 'starting_stacks', -1, true);
  if (startingStacks === undefined) throw fieldError('starting_stacks', 'missing required field');
  const n = startingStacks.length;
  if (n < 2) throw fieldError('starting_stacks', `a hand needs at least 2 players, got ${n}`);

  const antes = numberArray(t.antes, 'antes', n, false);
  if (antes === undefined) throw fieldError('antes', 'missing required field');

  const hand: PhhHand = { variant: variant as PhhVariant, antes, startingStacks, actions: [], extra: {} };

  const ats = t.ante_trimming_status;
  if (ats !== undefined) {
    if (typeof ats !== 'boolean') throw fieldError('ante_trimming_status', `expected true or false, got ${show(ats)}`);
    hand.anteTrimmingStatus = ats;
  }

  // Forced bets and bet sizes depend on the variant (phh-std "Required Fields").
  const blinds = numberArray(t.blinds_or_straddles, 'blinds_or_straddles', n, false);
  const bringIn = positive(t.bring_in, 'bring_in');
  if (stud) {
    if (bringIn === undefined) throw fieldError('bring_in', `missing required field (stud variant ${variant})`);
    if (blinds !== undefined) throw fieldError('blinds_or_straddles', `not used in stud variant ${variant} (it has bring_in)`);
    hand.bringIn = bringIn;
  } else {
    if (blinds === undefined) throw fieldError('blinds_or_straddles', `missing required field (variant ${variant})`);
    if (bringIn !== undefined) throw fieldError('bring_in', `only stud variants have a bring-in, not ${variant}`);
    hand.blindsOrStraddles = blinds;
  }
  const smallBet = positive(t.small_bet, 'small_bet');
  const bigBet = positive(t.big_bet, 'big_bet');
  const minBet = positive(t.min_bet, 'min_bet');
  if (fixed) {
    if (smallBet === undefined) throw fieldError('small_bet', `missing required field (fixed-limit variant ${variant})`);
    if (bigBet === undefined) throw fieldError('big_bet', `missing required field (fixed-limit variant ${variant})`);
    if (minBet !== undefined) throw fieldError('min_bet', `not used in fixed-limit variant ${variant} (it has small_bet and big_bet)`);
    hand.smallBet = smallBet;
    hand.bigBet = bigBet;
  } else {
    if (minBet === undefined) throw fieldError('min_bet', `missing required field (variant ${variant})`);
    if (smallBet !== undefined) throw fieldError('small_bet', `only fixed-limit variants have small_bet, not ${variant}`);
    if (bigBet !== undefined) throw fieldError('big_bet', `only fixed-limit variants have big_bet, not ${variant}`);
    hand.minBet = minBet;
  }

  const actionTexts = t.actions;
  if (actionTexts === undefined) throw fieldError('actions', 'missing required field');
  if (!Array.isArray(actionTexts)) throw fieldError('actions', `expected an array of strings, got ${show(actionTexts)}`);
  hand.actions = parseActions(actionTexts, n, variant === 'NS');

  const finishing = numberArray(t.finishing_stacks, 'finishing_stacks', n, false);
  if (finishing !== undefined) hand.finishingStacks = finishing;
  const winnings = numberArray(t.winnings, 'winnings', n, false);
  if (winnings !== undefined) hand.winnings = winnings;

  const players = t.players;
  if (players !== undefined) {
    checkLength('players', players, n);
    for (let i = 0; i < n; i++) {
      if (typeof players[i] !== 'string') throw fieldError('players', `entry ${i}: expected a string, got ${show(players[i])}`);
    }
    hand.players = players as string[];
  }
  const seats = t.seats;
  if (seats !== undefined) {
    checkLength('seats', seats, n);
    for (let i = 0; i < n; i++) {
      if (!Number.isInteger(seats[i]) || (seats[i] as number) < 1) throw fieldError('seats', `entry ${i}: expected a seat number (1 or more), got ${show(seats[i])}`);
    }
    hand.seats = seats as number[];
  }
  const seatCount = t.seat_count;
  if (seatCount !== undefined) {
    if (!Number.isInteger(seatCount) || (seatCount as number) < n) {
      throw fieldError('seat_count', `expected a whole number of seats of at least ${n} (the players), got ${show(seatCount)}`);
    }
    hand.seatCount = seatCount as number;
  }
  // time_banks is the one per-player array of the specification kept in `extra`.
  if (t.time_banks !== undefined) checkLength('time_banks', t.time_banks, n);

  for (const key of Object.keys(t)) {
    if (TYPED_KEYS.has(key)) continue;
    // Defined rather than assigned so that a key named __proto__ stays a plain key.
    if (key === '__proto__') Object.defineProperty(hand.extra, key, { value: t[key], enumerable: true, writable: true, configurable: true });
    else hand.extra[key] = t[key];
  }
  return hand;
}

function checkLength(field: string, v: unknown, n: number): asserts v is unknown[] {
  if (!Array.isArray(v)) throw fieldError(field, `expected an array with one entry per player, got ${show(v)}`);
  if (v.length !== n) throw fieldError(field, `has ${v.length} entries but there are ${n} players (starting_stacks)`);
}

// The field readers take the value, read by name where they are called: a read by a key that
// varies costs a generic lookup every time.

/** A per-player array of non-negative numbers (n < 0: any length, which then defines n). */
function numberArray(v: unknown, field: string, n: number, allowInfinity: boolean): number[] | undefined {
  if (v === undefined) return undefined;
  if (n >= 0) checkLength(field, v, n);
  else if (!Array.isArray(v)) throw fieldError(field, `expected an array with one entry per player, got ${show(v)}`);
  const a = v as unknown[];
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (typeof x !== 'number' || !(x >= 0) || (x === Infinity && !allowInfinity)) {
      throw fieldError(field, `entry ${i}: expected a non-negative number, got ${show(x)}`);
    }
  }
  return a as number[];
}

function positive(v: unknown, field: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !(v > 0) || v === Infinity) throw fieldError(field, `expected a positive number, got ${show(v)}`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Actions

function parseActions(texts: unknown[], n: number, shortDeck: boolean): PhhAction[] {
  const actions: PhhAction[] = new Array(texts.length);
  const starts = scannedStarts(texts);
  let asDealt = false;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (typeof text !== 'string') {
      throw new PhhFormatError(`action ${i}: expected a string, got ${show(text)}`, { field: 'actions', action: i });
    }
    const a = starts === null ? parseAction(text, i) : parseActionAt(scratch, starts[i], text, i);
    if (a.type !== 'deal-board' && a.type !== 'no-op') {
      if (a.player >= n) throw actionError(i, text, `no player ${a.player + 1} in a ${n}-player hand`);
      if (a.type === 'show-muck' && a.asDealt) asDealt = true;
    }
    if (shortDeck) checkShortDeck(a, i, text);
    actions[i] = a;
  }
  if (asDealt) resolveAsDealt(actions, texts as string[]);
  return actions;
}

/** Where the scanner's bytes hold the strings of `texts`, when it read them in its last scan. */
function scannedStarts(texts: unknown[]): number[] | null {
  for (let k = 0; k < scannedActions.length; k++) if (scannedActions[k].texts === texts) return scannedActions[k].starts;
  return null;
}

const actionError = (index: number, text: string, message: string): PhhFormatError =>
  new PhhFormatError(`action ${index} '${text}': ${message}`, { field: 'actions', action: index });

/**
 * Parses one action string (index: its place in `actions`, from 0, for messages). Player
 * numbers are checked against the hand in parsePhh; here only their form.
 */
export function parseAction(text: string, index: number): PhhAction {
  return parseActionAt(lineBytes(text), 0, text, index);
}

/**
 * Parses the action `text`, whose characters are also the bytes b[start, start + text.length)
 * (one byte per character, as the scanner reads text). Words are found and read by byte code:
 * this runs for every action of every hand, and String.split or charCodeAt cost several times
 * more than the whole scan.
 */
function parseActionAt(b: Uint8Array, start: number, text: string, index: number): PhhAction {
  // The common line, one space between words and no comment, parses at once: a '#' never fits a
  // word, so a line with a comment fails here and is taken apart below.
  try {
    return parseWords(b, start, start + text.length, text, text, index);
  } catch {
    // below
  }
  let end = text.length;
  let comment: string | undefined;
  const hash = text.indexOf('#');
  if (hash >= 0) {
    comment = text.slice(hash + 1).trim();
    end = hash;
    while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  }
  let a: PhhAction;
  try {
    a = parseWords(b, start, start + end, text, text, index);
  } catch (e) {
    // The specification allows any runs of whitespace between and around words. Irregular
    // spacing always fails the single-space scan (an empty or odd word), so it is normalised
    // only then, keeping the check off the common path.
    if (!IRREGULAR_SPACE.test(text.slice(0, end))) throw e;
    const words = text.slice(0, end).trim();
    const normal = words === '' ? '' : words.split(/\s+/).join(' ');
    a = parseWords(lineBytes(normal), 0, normal.length, normal, text, index);
  }
  if (comment !== undefined) a.comment = comment;
  return a;
}

const IRREGULAR_SPACE = /^\s|\s$|\s\s|[^\S ]/;

let lineScratch = new Uint8Array(256);

/** A string as one byte per character (beyond ASCII: 128), for actions that are not in the scanner's bytes. */
function lineBytes(s: string): Uint8Array {
  if (lineScratch.length < s.length) lineScratch = new Uint8Array(2 * s.length);
  copyByChar(s, lineScratch);
  return lineScratch;
}

/** End of the word starting at `from` (the next space, or `end`). */
function wordEnd(b: Uint8Array, from: number, end: number): number {
  let i = from;
  while (i < end && b[i] !== 32) i++;
  return i;
}

/**
 * Parses the words in b[from, end), separated by single spaces: the characters of `s` (so that
 * b[from + k] is s's character k, which messages quote); `text` is the action as written.
 */
function parseWords(b: Uint8Array, from: number, end: number, s: string, text: string, index: number): PhhAction {
  if (end === from) return { type: 'no-op' };
  const e1 = wordEnd(b, from, end);
  if (e1 === from + 1 && b[from] === 100 /* d */) {
    if (e1 === end) throw actionError(index, text, 'missing dealer action (dh or db)');
    const e2 = wordEnd(b, e1 + 1, end);
    if (e2 === e1 + 3 && b[e1 + 1] === 100 /* d */) {
      const v = b[e1 + 2];
      if (v === 104 /* h */) {
        const e3 = e2 === end ? end : wordEnd(b, e2 + 1, end);
        if (e3 === end || wordEnd(b, e3 + 1, end) !== end) throw actionError(index, text, `expected 'd dh pN CARDS'`);
        const player = parsePlayer(b, e2 + 1, e3, s, from, text, index);
        const all = decodeCards(b, e3 + 1, end, s, from, text, index);
        const cardText = s.slice(e3 + 1 - from, end - from);
        if (cardsUnknown === 0) return { type: 'deal-hole', player, cards: all as Card[], count: all.length, text: cardText };
        if (cardsUnknown === all.length) return { type: 'deal-hole', player, cards: null, count: all.length, text: cardText };
        return { type: 'deal-hole', player, cards: null, count: all.length, text: cardText, known: all };
      }
      if (v === 98 /* b */) {
        if (e2 === end || wordEnd(b, e2 + 1, end) !== end) throw actionError(index, text, `expected 'd db CARDS'`);
        const all = decodeCards(b, e2 + 1, end, s, from, text, index);
        if (cardsUnknown !== 0) throw actionError(index, text, 'board cards must be known');
        return { type: 'deal-board', cards: all as Card[] };
      }
    }
    throw actionError(index, text, `unknown dealer action '${s.slice(e1 + 1 - from, e2 - from)}' (expected dh or db)`);
  }
  const player = parsePlayer(b, from, e1, s, from, text, index);
  if (e1 === end) throw actionError(index, text, 'missing action after the player');
  const e2 = wordEnd(b, e1 + 1, end);
  const length = e2 - e1 - 1;
  const c1 = b[e1 + 1];
  const c2 = length > 1 ? b[e1 + 2] : 0;
  const hasArgument = e2 !== end;
  if (hasArgument && wordEnd(b, e2 + 1, end) !== end) throw actionError(index, text, 'too many words');
  if (length === 1 && c1 === 102 /* f */) {
    if (hasArgument) throw actionError(index, text, `'f' takes no argument`);
    return { type: 'fold', player };
  }
  if (length === 2) {
    if (c1 === 99 /* c */ && c2 === 99) {
      if (hasArgument) throw actionError(index, text, `'cc' takes no argument`);
      return { type: 'check-call', player };
    }
    if (c1 === 112 /* p */ && c2 === 98 /* b */) {
      if (hasArgument) throw actionError(index, text, `'pb' takes no argument`);
      return { type: 'bring-in', player };
    }
    if (c1 === 115 /* s */ && c2 === 100 /* d */) {
      if (!hasArgument) return { type: 'stand-pat-discard', player, cards: [] };
      const all = decodeCards(b, e2 + 1, end, s, from, text, index);
      if (cardsUnknown === 0) return { type: 'stand-pat-discard', player, cards: all as Card[] };
      if (cardsUnknown === all.length) return { type: 'stand-pat-discard', player, cards: null, unknown: true, count: all.length };
      return { type: 'stand-pat-discard', player, cards: null, unknown: true, count: all.length, known: all };
    }
    if (c1 === 115 /* s */ && c2 === 109 /* m */) {
      if (!hasArgument) return { type: 'show-muck', player, cards: null };
      if (end === e2 + 2 && b[e2 + 1] === 45 /* - */) {
        return { type: 'show-muck', player, cards: null, unknown: true, asDealt: true };
      }
      const all = decodeCards(b, e2 + 1, end, s, from, text, index);
      if (cardsUnknown === 0) return { type: 'show-muck', player, cards: all as Card[] };
      if (cardsUnknown === all.length) return { type: 'show-muck', player, cards: null, unknown: true, count: all.length };
      return { type: 'show-muck', player, cards: null, unknown: true, count: all.length, known: all };
    }
  }
  if (length === 3 && c1 === 99 /* c */ && c2 === 98 /* b */ && b[e1 + 3] === 114 /* r */) {
    if (!hasArgument) throw actionError(index, text, `expected 'pN cbr AMOUNT'`);
    return { type: 'bet-raise', player, amount: parseAmount(b, e2 + 1, end, s, from, text, index) };
  }
  throw actionError(index, text, `unknown action '${s.slice(e1 + 1 - from, e2 - from)}' (expected f, cc, cbr, pb, sd or sm)`);
}

/** The card of each (rank char << 7 | suit char) pair, -1 for none: one lookup per card, and no
 *  call into cards.ts in the loop (a transpiled import is a getter call). */
const CARD_CODE = new Int8Array(128 * 128).fill(-1);
for (let r = 0; r < RANKS.length; r++) {
  for (let u = 0; u < SUITS.length; u++) CARD_CODE[(RANKS.charCodeAt(r) << 7) | SUITS.charCodeAt(u)] = makeCard(r, u);
}

/** How many of the cards the last decodeCards call returned are unknown (saves a result object). */
let cardsUnknown = 0;

// The readers below take b[from, to) and, for messages, the string s whose character k is b[base + k].

/** Cards position by position, null for '??'. */
function decodeCards(b: Uint8Array, from: number, to: number, s: string, base: number, text: string, index: number): (Card | null)[] {
  const len = to - from;
  if (len === 0 || (len & 1) !== 0) {
    throw actionError(index, text, `'${s.slice(from - base, to - base)}' is not a list of cards (two characters each)`);
  }
  // Pushed, not preallocated: `new Array(n)` makes a holey array, slower to read ever after.
  const all: (Card | null)[] = [];
  let unknown = 0;
  for (let i = from; i < to; i += 2) {
    const r = b[i];
    const u = b[i + 1];
    if (r === 63 && u === 63) {
      all.push(null);
      unknown++;
      continue;
    }
    const card = r < 128 && u < 128 ? CARD_CODE[(r << 7) | u] : -1;
    if (card < 0) {
      throw actionError(index, text, `'${s.slice(i - base, i + 2 - base)}' is not a card (rank of ${RANKS}, suit of ${SUITS}, or ?? for unknown)`);
    }
    all.push(card);
  }
  cardsUnknown = unknown;
  return all;
}

/** 'p1' -> 0. Strict form: 'p' then a number from 1 without leading zeros. */
function parsePlayer(b: Uint8Array, from: number, to: number, s: string, base: number, text: string, index: number): number {
  const len = to - from;
  let ok = len >= 2 && len <= 4 && b[from] === 112 /* p */ && b[from + 1] !== 48;
  let n = 0;
  for (let i = from + 1; ok && i < to; i++) {
    const c = b[i];
    if (c < 48 || c > 57) ok = false;
    n = n * 10 + (c - 48);
  }
  if (!ok) throw actionError(index, text, `'${s.slice(from - base, to - base)}' is not a player (p1, p2, ...) or the dealer (d)`);
  return n - 1;
}

/** An unsigned decimal, digits with an optional fraction ('300', '10112.5'). */
function parseAmount(b: Uint8Array, from: number, to: number, s: string, base: number, text: string, index: number): number {
  let n = 0;
  let dot = -1;
  let ok = to > from;
  for (let i = from; ok && i < to; i++) {
    const c = b[i];
    if (c === 46 && dot < 0 && i > from && i < to - 1) dot = i;
    else if (c < 48 || c > 57) ok = false;
    else n = n * 10 + (c - 48);
  }
  if (!ok) throw actionError(index, text, `'${s.slice(from - base, to - base)}' is not an amount (a non-negative number)`);
  // Whole amounts of up to 15 digits are exact from the digits; others go through Number.
  return dot < 0 && to - from <= 15 ? n : Number(s.slice(from - base, to - base));
}

/** Short-deck hold'em has no deuces to fives (ranks 0..3). */
function checkShortDeck(a: PhhAction, index: number, text: string): void {
  const cards = 'known' in a && a.known ? a.known : 'cards' in a ? a.cards : null;
  if (!cards) return;
  for (const c of cards) {
    if (c !== null && c >> 2 < 4) throw actionError(index, text, `${RANKS[c >> 2]}${SUITS[c & 3]} is not in the short deck (6 to A)`);
  }
}

/**
 * Fills in `pN sm -` from the player's deals and discards before it. A known discard must be in
 * the holding, unless the holding has unknown cards (then it was one of them).
 */
function resolveAsDealt(actions: PhhAction[], texts: string[]): void {
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    if (a.type !== 'show-muck' || !a.asDealt) continue;
    const holding: (Card | null)[] = [];
    for (let j = 0; j < i; j++) {
      const b = actions[j];
      if (!('player' in b) || b.player !== a.player) continue;
      if (b.type === 'deal-hole') {
        const cards = b.cards ?? b.known ?? new Array<null>(b.count).fill(null);
        for (const c of cards) holding.push(c);
      } else if (b.type === 'stand-pat-discard') {
        const discards = b.cards ?? b.known ?? new Array<null>(b.count ?? 0).fill(null);
        for (const c of discards) {
          let k = c === null ? -1 : holding.indexOf(c);
          if (k < 0) k = holding.indexOf(null);
          if (k < 0) throw actionError(i, texts[i], `cannot resolve '-': player ${a.player + 1} discarded a card not dealt to them (action ${j})`);
          holding.splice(k, 1);
        }
      }
    }
    if (holding.length === 0) throw actionError(i, texts[i], `cannot resolve '-': no cards were dealt to player ${a.player + 1}`);
    let unknown = 0;
    for (const c of holding) if (c === null) unknown++;
    const resolved: PhhShowMuck =
      unknown === 0
        ? { type: 'show-muck', player: a.player, cards: holding as Card[], asDealt: true }
        : unknown === holding.length
          ? { type: 'show-muck', player: a.player, cards: null, unknown: true, count: holding.length, asDealt: true }
          : { type: 'show-muck', player: a.player, cards: null, unknown: true, count: holding.length, known: holding, asDealt: true };
    if (a.comment !== undefined) resolved.comment = a.comment;
    actions[i] = resolved;
  }
}
