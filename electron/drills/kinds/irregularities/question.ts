/**
 * What every irregularities situation shares: the rulings offered, the question around the table,
 * the stub shown and the calm play that brings a hand to the street asked.
 */
import type { Explanation, Rng } from '../../../engine';
import type { TableView } from '../../../../shared/drills';
import type { irregularRulings } from '../../../../shared/enums';
import { playStyle, type Play, type Style } from '../../hands/play';
import { tableView } from '../../hands/view';
import type { QuestionOf } from '../../types';

export type RulingId = (typeof irregularRulings)[number];
export type Situation =
  | 'exposed-first'
  | 'exposed-later'
  | 'boxed'
  | 'premature-flop'
  | 'premature-river'
  | 'missed-burn'
  | 'oot'
  | 'misdeal-cause'
  | 'two-exposed'
  | 'premature-turn'
  | 'two-burnt'
  | 'burn-late'
  | 'exposed-flop'
  | 'exposed-boxed'
  | 'misdeal-counted'
  | 'burn-boxed'
  | 'oot-raise'
  | 'oot-fold'
  | 'verbal'
  | 'verbal-oot';

/** The rulings offered beside the right one, by the part of the game the situation is in. */
export const DEAL_CHOICES: readonly RulingId[] = ['misdeal', 'play-on', 'exposed-burn', 'exposed-replaced-now', 'boxed-set-aside', 'boxed-dealt'];
export const BOARD_CHOICES: readonly RulingId[] = ['flop-reshuffle', 'turn-set-aside', 'river-reshuffle', 'burn-corrected', 'board-stands'];
export const OOT_CHOICES: readonly RulingId[] = ['oot-binding', 'oot-options-back', 'kill-hand', 'misdeal'];
/** Cards of the stub shown face up for the drill (the dealer's stub as it lies). */
export const STUB_SHOWN = 7;
/** Calm play: calls and checks, few folds, so the hand reaches the street asked. */
export const CALM: Style = playStyle({ fold: 0.5, call: 6, raise: 0.3, allIn: 0, passive: 6, sizing: 0.1 });

export type Question = QuestionOf<'irregularities'>;

export const offer = (rng: Rng, right: RulingId, pool: readonly RulingId[]): RulingId[] => rng.shuffle([right, ...rng.shuffle(pool.filter((r) => r !== right)).slice(0, 3)]);

export interface Built {
  question: Question;
  answer: { ruling: RulingId; cards: string; to_act: number | null };
  why: Explanation[];
  play: Play;
}

export function base(play: Play, situation: Situation, choices: RulingId[]): Question {
  return questionAround(tableView(play.hand, play.actions), situation, choices);
}

/** The question around `table`; who is to act is not shown: after an action out of turn it is the answer (`asksToAct`). */
export function questionAround(table: TableView, situation: Situation, choices: RulingId[], asksToAct = false): Question {
  return {
    kind: 'irregularities',
    table: { ...table, toAct: null },
    situation,
    cause: null,
    place: null,
    seat: null,
    shown: [],
    stub: '',
    stubWhen: null,
    boxedAt: null,
    oot: null,
    verbal: null,
    choices,
    asks: { cards: null, toAct: asksToAct },
  };
}
