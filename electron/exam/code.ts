/**
 * Exam codes: a short text that carries an exam definition and a seed, so a whole class gets the
 * same items without sharing a file. A versioned binary, CRC-16 checked, in Crockford base32:
 *   byte 0     version (high nibble) and form (low nibble: 0 built-in, 1 full definition; 2 and 3
 *              the same made on a classroom host, whose items come from the host's secret; 4 added
 *              to a full definition's: it has an audition segment)
 *   bytes 1-3  seed (24 bits, big-endian)
 *   built-in:  byte 4 its number                                   -> 12 characters in all
 *   full:      flags (profile, shuffle, per-item, total, attempts), pass percent, [per-item s],
 *              [total s], section count, 2 bytes a section (kind, level, count), [audition: game,
 *              hands, mode and seats (0: the default) in a byte], title (UTF-8)
 *   last 2     CRC-16/CCITT of the rest
 * A CRC-16 catches every error within 16 consecutive bits, so every single mistyped character
 * (5 bits) and every swap of two neighbours is detected, not just most of them.
 */
import type { AuditionFormat, AuditionMode } from '../../shared/audition-vocab';
import type { DrillKind } from '../../shared/drills';
import type { DecodedCode, ExamAudition, ExamDefinition } from '../../shared/exam';
import { builtInByNumber, itemCount, validateDefinition } from './definitions';
import { ExamError } from './errors';

const VERSION = 1;
const FORM_BUILT_IN = 0;
const FORM_FULL = 1;
/** Added to the form of a code made on a classroom host. */
const HOSTED = 2;
/** Added to a full definition's form when it has an audition segment (codes without one read as before). */
const AUDITION = 4;
export const MAX_SEED = 0xffffff;

/**
 * Kind numbers as version 1 codes have them: frozen here, whatever order shared/drills.ts lists; a
 * new kind is appended. A section packs its kind in 4 bits: numbers from KIND_ESCAPE on are written
 * as KIND_ESCAPE and the rest in a byte after the section (codes with the first 15 kinds read as before).
 */
const KINDS_V1: readonly DrillKind[] = ['gather', 'side-pots', 'showdown-order', 'award', 'pot-limit', 'min-raise', 'action', 'read-hands', 'chip-rulings', 'whole-hand', 'rake', 'bring-in', 'low-hands', 'action-order', 'chip-race', 'chip-count', 'showdown-procedure', 'irregularities'];
const KIND_ESCAPE = 15;

/** Audition games and modes by number, frozen as KINDS_V1 is: a new one is appended. */
const FORMATS_V1: readonly AuditionFormat[] = ['holdem', 'limit-holdem', 'omaha', 'omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz', 'five-card-draw', '2-7-single-draw', '2-7-triple-draw', 'horse', 'eight-game'];
const MODES_V1: readonly AuditionMode[] = ['learn', 'practice', 'table-ready'];

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TYPO = 'this exam code has a typo (its check characters do not match): compare it character by character with the one you were given';

/** What a code carries besides its seed; `hosted`: made on a classroom host (items from its secret, taken there). */
export type ExamSource = ({ builtIn: number } | { definition: ExamDefinition }) & { hosted?: boolean };

export function encodeExamCode(source: ExamSource, seed: number): string {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) throw new ExamError('bad-request', `an exam seed is a whole number from 0 to ${MAX_SEED}, not ${seed}`);
  const bytes: number[] = [];
  const u16 = (n: number) => bytes.push(n >> 8, n & 0xff);
  const hostedBit = source.hosted ? HOSTED : 0;
  if ('builtIn' in source) {
    if (!builtInByNumber(source.builtIn)) throw new ExamError('bad-request', `there is no built-in exam number ${source.builtIn}`);
    bytes.push((VERSION << 4) | (FORM_BUILT_IN + hostedBit), seed >> 16, (seed >> 8) & 0xff, seed & 0xff, source.builtIn);
  } else {
    const d = validateDefinition(source.definition);
    bytes.push((VERSION << 4) | (FORM_FULL + hostedBit + (d.audition ? AUDITION : 0)), seed >> 16, (seed >> 8) & 0xff, seed & 0xff);
    const flags =
      (d.profile === 'tournament' ? 1 : 0) | (d.shuffle ? 2 : 0) | (d.perItemSeconds !== null ? 4 : 0) | (d.totalSeconds !== null ? 8 : 0) | (d.attempts << 4);
    bytes.push(flags, d.passPercent);
    if (d.perItemSeconds !== null) u16(d.perItemSeconds);
    if (d.totalSeconds !== null) u16(d.totalSeconds);
    bytes.push(d.sections.length);
    for (const s of d.sections) {
      const kind = KINDS_V1.indexOf(s.kind);
      u16((Math.min(kind, KIND_ESCAPE) << 12) | ((s.level - 1) << 10) | s.count);
      if (kind >= KIND_ESCAPE) bytes.push(kind - KIND_ESCAPE);
    }
    if (d.audition) bytes.push(FORMATS_V1.indexOf(d.audition.game), d.audition.hands, (MODES_V1.indexOf(d.audition.mode) << 4) | (d.audition.seats ?? 0));
    bytes.push(...new TextEncoder().encode(d.title.trim()));
  }
  u16(crc16(bytes));
  return group(toBase32(bytes));
}

export function decodeExamCode(text: string): DecodedCode & { source: ExamSource } {
  const bytes = fromBase32(text);
  if (bytes.length < 7) throw new ExamError('bad-code', 'this exam code is too short: check that no characters are missing');
  const body = bytes.slice(0, -2);
  if (crc16(body) !== ((bytes[bytes.length - 2] << 8) | bytes[bytes.length - 1])) {
    throw new ExamError('bad-code', TYPO);
  }
  const version = body[0] >> 4;
  const hosted = (body[0] & HOSTED) !== 0;
  const withAudition = (body[0] & AUDITION) !== 0;
  const form = body[0] & 0xf & ~(HOSTED | AUDITION);
  if (version !== VERSION) throw new ExamError('bad-code', `this exam code is of version ${version}, made by a newer trainer: update the trainer to take it`);
  const seed = (body[1] << 16) | (body[2] << 8) | body[3];
  if (form === FORM_BUILT_IN && !withAudition) {
    if (body.length !== 5) throw new ExamError('bad-code', 'this exam code is damaged (wrong length for a built-in exam)');
    const b = builtInByNumber(body[4]);
    if (!b) throw new ExamError('bad-code', `this exam code names built-in exam ${body[4]}, which this version of the trainer does not have: update the trainer`);
    return decoded({ builtIn: b.number, hosted }, b.definition, seed, b.name);
  }
  if (form !== FORM_FULL) throw new ExamError('bad-code', `this exam code is of an unknown form (${form}): update the trainer`);
  let at = 4;
  const need = (n: number) => {
    if (at + n > body.length) throw new ExamError('bad-code', 'this exam code is damaged (it ends too early)');
    const out = body.slice(at, at + n);
    at += n;
    return out;
  };
  const u16 = () => {
    const [a, b] = need(2);
    return (a << 8) | b;
  };
  const [flags, passPercent] = need(2);
  const perItemSeconds = flags & 4 ? u16() : null;
  const totalSeconds = flags & 8 ? u16() : null;
  const [n] = need(1);
  const sections = Array.from({ length: n }, () => {
    const w = u16();
    const kind = KINDS_V1[w >> 12 === KIND_ESCAPE ? KIND_ESCAPE + need(1)[0] : w >> 12];
    if (!kind) throw new ExamError('bad-code', 'this exam code names a drill kind this trainer does not know: update the trainer');
    return { kind, level: (((w >> 10) & 3) + 1) as 1 | 2 | 3, count: w & 0x3ff };
  });
  let audition: ExamAudition | undefined;
  if (withAudition) {
    const [game, hands, modeSeats] = need(3);
    const format = FORMATS_V1[game];
    const mode = MODES_V1[modeSeats >> 4];
    if (!format || !mode) throw new ExamError('bad-code', 'this exam code names an audition game or mode this trainer does not know: update the trainer');
    audition = { game: format, hands, mode, ...((modeSeats & 0xf) !== 0 && { seats: modeSeats & 0xf }) };
  }
  let title: string;
  try {
    title = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(body.slice(at)));
  } catch {
    throw new ExamError('bad-code', 'this exam code is damaged (its title is not readable)');
  }
  const definition: ExamDefinition = {
    title,
    profile: flags & 1 ? 'tournament' : 'cash',
    sections,
    perItemSeconds,
    totalSeconds,
    passPercent,
    attempts: flags >> 4,
    shuffle: (flags & 2) !== 0,
    ...(audition && { audition }),
  };
  return decoded({ definition, hosted }, validateDefinition(definition, 'the exam in this code'), seed, null);
}

function decoded(source: ExamSource, definition: ExamDefinition, seed: number, builtIn: string | null) {
  return { source, code: encodeExamCode(source, seed), seed, builtIn, definition, itemCount: itemCount(definition), hosted: source.hosted === true };
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF). */
export function crc16(bytes: readonly number[]): number {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function toBase32(bytes: readonly number[]): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(acc >> (bits - 5)) & 31];
      bits -= 5;
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): number[] {
  // Crockford: case does not matter, O reads as 0, I and L as 1; dashes and spaces are layout.
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const bad = [...clean].find((c) => !ALPHABET.includes(c));
  if (bad !== undefined) throw new ExamError('bad-code', `"${bad}" is not used in exam codes: check the code (codes use digits and letters except I, L, O and U)`);
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of clean) {
    acc = (acc << 5) | ALPHABET.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bytes.push((acc >> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  }
  // Leftover bits must be zero padding: a character too many or too few, or a typo in the last one, shows here.
  if (bits >= 5) throw new ExamError('bad-code', 'this exam code has a character too many or too few: compare it with the one you were given');
  if (acc !== 0) throw new ExamError('bad-code', TYPO);
  return bytes;
}

const group = (s: string): string => s.match(/.{1,4}/g)!.join('-');
