/** Drill kind name -> its module. */
import type { Answer, DrillKind } from '../../shared/drills';
import type { Profile } from '../engine';
import type { Level } from './hands/play';
import type { DrillItem, DrillModule, Scored } from './types';
import { gather } from './kinds/gather';
import { sidePots } from './kinds/side-pots';
import { showdownOrderDrill } from './kinds/showdown-order';
import { award } from './kinds/award';
import { potLimit } from './kinds/pot-limit';
import { minRaise } from './kinds/min-raise';
import { action } from './kinds/action';
import { readHands } from './kinds/read-hands';
import { chipRulings } from './kinds/chip-rulings';
import { rakeDrill } from './kinds/rake';
import { wholeHand } from './kinds/whole-hand';
import { bringIn } from './kinds/bring-in';
import { lowHands } from './kinds/low-hands';
import { actionOrder } from './kinds/action-order';
import { chipRaceDrill } from './kinds/chip-race';
import { chipCount } from './kinds/chip-count';
import { showdownProcedureDrill } from './kinds/showdown-procedure';
import { irregularities } from './kinds/irregularities';

export const DRILLS: { [K in DrillKind]?: DrillModule<K> } = {
  gather,
  'side-pots': sidePots,
  'showdown-order': showdownOrderDrill,
  award,
  'pot-limit': potLimit,
  'min-raise': minRaise,
  action,
  'read-hands': readHands,
  'chip-rulings': chipRulings,
  rake: rakeDrill,
  'bring-in': bringIn,
  'low-hands': lowHands,
  'whole-hand': wholeHand,
  'action-order': actionOrder,
  'chip-race': chipRaceDrill,
  'chip-count': chipCount,
  'showdown-procedure': showdownProcedureDrill,
  irregularities,
};

export const availableKinds = (): DrillKind[] => Object.keys(DRILLS) as DrillKind[];

/** A module seen without its kind: the service checks that an answer's kind is the item's. */
export interface AnyDrill {
  kind: DrillKind;
  generate(seed: number, level: Level, profile: Profile): DrillItem;
  score(item: DrillItem, answer: Answer): Scored;
}

export function drillModule(kind: DrillKind): AnyDrill {
  const m = DRILLS[kind];
  if (!m) throw new Error(`the ${kind} drill is not available yet`);
  return m as unknown as AnyDrill;
}
