/**
 * The action grammar of PHH (`d dh p1 AsKs`, `p2 cbr 300`, `p3 sm -` ...): each string read into a
 * typed action, strictly. Words are found by scanning for spaces and cards decoded through a
 * table of character codes, from the scanner's bytes where it read the file.
 */
import { RANKS, SUITS, makeCard, type Card } from '../engine/cards';
import { copyByChar, type ScannedActions } from './flat-toml';
import { PhhFormatError, show } from './format-error';
import type { PhhAction, PhhShowMuck } from './types';

/** The `actions` of a hand of n players, read from the scanner's bytes where it read them. */
export function parseActions(texts: unknown[], n: number, shortDeck: boolean, scanned: ScannedActions | null): PhhAction[] {
  const actions: PhhAction[] = new Array(texts.length);
  const starts = scanned === null ? null : scannedStarts(scanned, texts);
  let asDealt = false;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (typeof text !== 'string') {
      throw new PhhFormatError(`action ${i}: expected a string, got ${show(text)}`, { field: 'actions', action: i });
    }
    const a = starts === null ? parseAction(text, i) : parseActionAt(scanned!.bytes, starts[i], text, i);
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

/** Where the scanner's bytes hold the strings of `texts`, when it read them. */
function scannedStarts(scanned: ScannedActions, texts: unknown[]): number[] | null {
  const arrays = scanned.arrays;
  for (let k = 0; k < arrays.length; k++) if (arrays[k].texts === texts) return arrays[k].starts;
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
