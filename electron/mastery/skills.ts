/**
 * Every skill there is: each drill kind at each level in each game family it deals there (the
 * drills' own mixes of games; skills.test.ts deals each kind and level and checks this table
 * against the items). The order is the map's and the course's: the drills as the hub lists them,
 * level by level, the flop games first.
 */
import { drillKinds, type DrillKind } from '../../shared/drills';
import type { GameFamily, Skill } from '../../shared/mastery';

type Levels = readonly [readonly GameFamily[], readonly GameFamily[], readonly GameFamily[]];

const FLOP: Levels = [['flop'], ['flop'], ['flop']];
const MIXED: Levels = [['flop'], ['flop', 'stud', 'draw'], ['flop', 'stud', 'draw']];
const FLOP_AND_STUD: Levels = [['flop'], ['flop', 'stud'], ['flop', 'stud']];

/** The families each kind deals, by level. */
export const FAMILIES: Record<DrillKind, Levels> = {
  gather: MIXED,
  'side-pots': MIXED,
  'showdown-order': MIXED,
  award: FLOP_AND_STUD,
  'pot-limit': FLOP,
  'min-raise': FLOP_AND_STUD,
  action: FLOP_AND_STUD,
  'read-hands': FLOP_AND_STUD,
  'chip-rulings': FLOP,
  rake: FLOP,
  'bring-in': [['stud'], ['stud'], ['stud']],
  'low-hands': [['stud', 'draw'], ['flop', 'stud', 'draw'], ['flop', 'stud', 'draw']],
  'whole-hand': [['flop', 'draw'], ['flop', 'stud', 'draw'], ['flop', 'stud', 'draw']],
  'action-order': FLOP,
  'chip-race': [['chips'], ['chips'], ['chips']],
  'chip-count': [['chips'], ['chips'], ['chips']],
  'showdown-procedure': FLOP,
  irregularities: FLOP,
};

const LEVELS = [1, 2, 3] as const;

/** Every skill, in map order: by kind, then level, then family. */
export const SKILLS: readonly Skill[] = drillKinds.flatMap((kind) => LEVELS.flatMap((level) => FAMILIES[kind][level - 1].map((family) => ({ kind, family, level }))));

export const skillId = (s: Skill): string => `${s.kind}/${s.family}/${s.level}`;

const byId = new Map(SKILLS.map((s, k) => [skillId(s), k]));

/** A skill's place in SKILLS (undefined: not a skill the drills deal). */
export const skillIndex = (s: Skill): number | undefined => byId.get(skillId(s));

export const skillById = (id: string): Skill | undefined => SKILLS[byId.get(id) ?? -1];

/** The skills an exam section asks: its kind at its level, in every family dealt there. */
export const skillsOfSection = (kind: DrillKind, level: 1 | 2 | 3): Skill[] => FAMILIES[kind][level - 1].map((family) => ({ kind, family, level }));
