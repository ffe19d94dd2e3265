/**
 * Drill items and asked questions as objects of two small classes. Their computed fields (`phh`,
 * a lazy `why`) are getters of the class, not of each object: an accessor defined on an object
 * gives it a hidden class of its own, which V8 keeps in old space with everything the accessor
 * reaches until a full collection (whole hands spent a third of their time collecting that).
 */
import type { Action, Explanation, Profile, TableConfig } from '../engine';
import type { DrillKind } from '../../shared/drills';
import type { PhhHand } from '../phh/types';
import type { Level } from './hands/play';
import { recordPhh } from './hands/record';
import type { AnswerOf, Asked, DrillItem, QuestionOf } from './types';

/** An asked question whose reasons are built when read (only a result's explanation reads them). */
class AskedLater<K extends DrillKind, C> implements Asked<K, C> {
  constructor(
    readonly kind: K,
    readonly question: QuestionOf<K>,
    readonly answer: AnswerOf<K>,
    readonly context: C,
    private readonly reasons: () => Explanation[],
  ) {}

  get why(): Explanation[] {
    return this.reasons();
  }
}

export const askedLater = <K extends DrillKind, C>(kind: K, question: QuestionOf<K>, answer: AnswerOf<K>, context: C, reasons: () => Explanation[]): Asked<K, C> =>
  new AskedLater(kind, question, answer, context, reasons);

/** The hand an item was asked at: its table and actions, or a function that finishes the hand and returns them (called once, when the PHH is read). */
interface HandRecord {
  config: TableConfig;
  actions: readonly Action[] | (() => readonly Action[]);
}

/**
 * A drill item of an asked question. Its `phh` is built from the table and the actions on first
 * read: only the answer key (CLI) and tests read it, so `drill.next` does not pay for it.
 * `actions` must not change after.
 */
class Item<K extends DrillKind, C> implements DrillItem<K, C> {
  readonly kind: K;
  readonly question: QuestionOf<K>;
  readonly answer: AnswerOf<K>;
  readonly context: C;
  #asked: Asked<K, C>;
  #record: PhhHand | HandRecord;

  constructor(
    asked: Asked<K, C>,
    readonly seed: number,
    readonly level: Level,
    readonly profile: Profile,
    readonly phhComplete: boolean,
    record: PhhHand | HandRecord,
  ) {
    this.kind = asked.kind;
    this.question = asked.question;
    this.answer = asked.answer;
    this.context = asked.context;
    this.#asked = asked;
    this.#record = record;
  }

  get why(): Explanation[] {
    return this.#asked.why;
  }

  get phh(): PhhHand {
    const r = this.#record;
    return 'variant' in r ? r : (this.#record = recordPhh(r.config, typeof r.actions === 'function' ? r.actions() : r.actions));
  }
}

/** A drill item from a question asked at a table and the actions played there; `phh`: the record of a real hand, used as it is. */
export function itemOf<K extends DrillKind, C>(asked: Asked<K, C>, seed: number, level: Level, profile: Profile, phhComplete: boolean, config: TableConfig, actions: HandRecord['actions'], phh?: PhhHand): DrillItem<K, C> {
  return new Item(asked, seed, level, profile, phhComplete, phh ?? { config, actions });
}

/** A drill item that is not a hand (a chip race, a chip count): no PHH to carry. */
export function handlessItem<K extends DrillKind, C>(asked: Asked<K, C>, seed: number, level: Level, profile: Profile): DrillItem<K, C> {
  return { kind: asked.kind, question: asked.question, answer: asked.answer, why: asked.why, context: asked.context, seed, level, profile, phh: null, phhComplete: false };
}
