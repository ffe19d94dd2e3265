/**
 * Exam definitions: the built-in ones, and a school's own as JSON files, validated with errors
 * that name the field. Built-ins are referred to by number inside exam codes, so a shipped
 * built-in is never changed: a changed exam gets a new number.
 */
import type { DrillKind } from '../../shared/drills';
import { ExamDefinition, SchoolDefinitionFile, type DefinitionInfo, type ExamAudition } from '../../shared/exam';
import { maxSeats } from '../drills/audition/formats';
import { availableKinds } from '../drills/registry';
import { ExamError, issuesText } from './errors';

export interface BuiltIn {
  /** Its number in exam codes: never reused. */
  number: number;
  name: string;
  definition: ExamDefinition;
}

export const BUILT_INS: readonly BuiltIn[] = [
  {
    number: 1,
    name: 'pots-1',
    definition: {
      title: 'Pots and side pots, level 1',
      profile: 'tournament',
      sections: [
        { kind: 'gather', count: 8, level: 1 },
        { kind: 'side-pots', count: 12, level: 1 },
      ],
      perItemSeconds: 90,
      totalSeconds: null,
      passPercent: 90,
      attempts: 2,
      shuffle: true,
    },
  },
  {
    number: 2,
    name: 'raises-1',
    definition: {
      title: 'Raises and pot limit, level 1',
      profile: 'tournament',
      sections: [
        { kind: 'min-raise', count: 5, level: 1 },
        { kind: 'pot-limit', count: 5, level: 1 },
        { kind: 'action', count: 5, level: 1 },
      ],
      perItemSeconds: 60,
      totalSeconds: null,
      passPercent: 90,
      attempts: 2,
      shuffle: true,
    },
  },
  {
    // The TDA certification format: 40 items, 100 minutes, 90 % to pass, two attempts.
    number: 3,
    name: 'dealer-certification',
    definition: {
      title: 'Dealer certification',
      profile: 'tournament',
      sections: [
        { kind: 'gather', count: 4, level: 2 },
        { kind: 'side-pots', count: 5, level: 3 },
        { kind: 'showdown-order', count: 4, level: 2 },
        { kind: 'award', count: 5, level: 3 },
        { kind: 'pot-limit', count: 4, level: 2 },
        { kind: 'min-raise', count: 5, level: 2 },
        { kind: 'action', count: 5, level: 2 },
        { kind: 'read-hands', count: 4, level: 2 },
        { kind: 'chip-rulings', count: 4, level: 2 },
      ],
      perItemSeconds: null,
      totalSeconds: 100 * 60,
      passPercent: 90,
      attempts: 2,
      shuffle: true,
    },
  },
  {
    // A card room's audition after the written part: hold'em items, then ten hands at its pace.
    number: 4,
    name: 'holdem-table-ready',
    definition: {
      title: "Audition: hold'em table ready",
      profile: 'cash',
      sections: [
        { kind: 'gather', count: 3, level: 2 },
        { kind: 'side-pots', count: 3, level: 2 },
        { kind: 'min-raise', count: 3, level: 2 },
        { kind: 'award', count: 3, level: 2 },
      ],
      perItemSeconds: null,
      totalSeconds: 60 * 60,
      passPercent: 80,
      attempts: 2,
      shuffle: true,
      audition: { game: 'holdem', hands: 10, mode: 'table-ready', seats: 6 },
    },
  },
];

/** The players at an exam's audition table: as set, else six (or the game's most, if fewer). */
export const auditionSeats = (a: ExamAudition): number => a.seats ?? Math.min(6, maxSeats(a.game));

export const itemCount = (d: ExamDefinition): number => d.sections.reduce((n, s) => n + s.count, 0);

export function builtInByNumber(n: number): BuiltIn | undefined {
  return BUILT_INS.find((b) => b.number === n);
}

export function builtInInfo(b: BuiltIn): DefinitionInfo {
  return { id: `builtin:${b.name}`, builtIn: true, definition: b.definition, itemCount: itemCount(b.definition) };
}

/**
 * Kinds an exam can set. Not whole hands: those are asked one step at a time, each step's
 * question shown only after the step before is answered, which an exam item does not do yet.
 */
export const examKinds = (): DrillKind[] => availableKinds().filter((k) => k !== 'whole-hand');

/** Throws a 'kind-unavailable' error when this release cannot set one of the kinds in an exam. */
export function checkKindsAvailable(d: ExamDefinition, available: readonly DrillKind[] = examKinds()): void {
  const have = new Set(available);
  const missing = [...new Set(d.sections.map((s) => s.kind).filter((k) => !have.has(k)))];
  if (missing.length) {
    throw new ExamError('kind-unavailable', `this version of the trainer cannot set ${missing.join(', ')} items in an exam yet (it can set ${[...have].join(', ')})`);
  }
}

/** Validates a definition in stored form (e.g. decoded from a code). */
export function validateDefinition(value: unknown, where = 'the exam definition'): ExamDefinition {
  const parsed = ExamDefinition.safeParse(value);
  if (!parsed.success) throw new ExamError('bad-definition', `${where}: ${issuesText(parsed.error)}`);
  const a = parsed.data.audition;
  if (a?.seats !== undefined && a.seats > maxSeats(a.game)) throw new ExamError('bad-definition', `${where}: audition.seats: a ${a.game} table seats at most ${maxSeats(a.game)} players, not ${a.seats}`);
  checkKindsAvailable(parsed.data);
  return parsed.data;
}

/** A school's definition file (its text), to the stored form; errors name the file and field. */
export function parseSchoolDefinition(text: string, fileName: string): ExamDefinition {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ExamError('bad-definition', `${fileName}: not valid JSON (${(e as Error).message})`);
  }
  const file = SchoolDefinitionFile.safeParse(json);
  if (!file.success) throw new ExamError('bad-definition', `${fileName}: ${issuesText(file.error)}`);
  const f = file.data;
  return validateDefinition(
    {
      title: f.title,
      profile: f.profile,
      sections: f.sections,
      perItemSeconds: f.time.perItemSeconds ?? null,
      totalSeconds: f.time.totalSeconds ?? null,
      passPercent: f.passPercent,
      attempts: f.attempts,
      shuffle: f.shuffle,
      ...(f.audition !== undefined && { audition: f.audition }),
    },
    fileName,
  );
}

/** The file a school would write for `d` (the inverse of parseSchoolDefinition). */
export function schoolDefinitionText(d: ExamDefinition): string {
  const time: Record<string, number> = {};
  if (d.perItemSeconds !== null) time.perItemSeconds = d.perItemSeconds;
  if (d.totalSeconds !== null) time.totalSeconds = d.totalSeconds;
  const { title, profile, sections, passPercent, attempts, shuffle, audition } = d;
  return `${JSON.stringify({ format: 'dealer-trainer-exam', version: 1, title, profile, sections, time, passPercent, attempts, shuffle, audition }, null, 2)}\n`;
}
