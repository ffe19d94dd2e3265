/** Drill kind name -> its module. */
import type { Answer, DrillKind } from '../../shared/drills';
import type { Profile } from '../engine';
import type { Level } from './play';
import type { DrillItem, DrillModule, Scored } from './types';
import { gather } from './gather';
import { sidePots } from './side-pots';
import { showdownOrderDrill } from './showdown-order';
import { award } from './award';
import { potLimit } from './pot-limit';
import { minRaise } from './min-raise';
import { action } from './action';
import { readHands } from './read-hands';
import { chipRulings } from './chip-rulings';
import { rakeDrill } from './rake';
import { wholeHand } from './whole-hand';
import { bringIn } from './bring-in';
import { lowHands } from './low-hands';
import { actionOrder } from './action-order';
import { chipRaceDrill } from './chip-race';
import { chipCount } from './chip-count';
import { showdownProcedureDrill } from './showdown-procedure';
import { irregularities } from './irregularities';

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
