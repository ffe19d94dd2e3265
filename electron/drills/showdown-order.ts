/** Showdown order: who shows first (last aggressor on the river, else first left of the button), or all at once (TDA 16). */
import { createRng, showdownOrder, type Action, type Hand, type Profile } from '../engine';
import { playOn, startPlay, STYLES, tableFor, type Level, type Style } from './play';
import { itemOf } from './item';
import { combine, scoreBoolean, scoreOrder, seatList } from './scoring';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule } from './types';

const TO_SHOWDOWN: Style = { fold: 1, call: 6, raise: 1.5, allIn: 0.15, passive: 5 };

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'showdown-order', number | null> {
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    const config = tableFor(rng, level, profile, { uneven: level === 3 });
    const play = startPlay(rng, level, config);
    playOn(play, () => (level === 3 && rng.int(4) === 0 ? STYLES.allIn : TO_SHOWDOWN));
    const hand = play.hand;
    if (hand.phase !== 'showdown' && attempt < 40) continue;
    if (hand.phase !== 'showdown') continue;
    return itemOf(askShowdownOrder(hand, play.actions), seed, level, profile, true, config, play.actions);
  }
}

/** The question at the showdown: who shows first, and whether all at once. */
export function askShowdownOrder(hand: Hand, actions: readonly Action[]): Asked<'showdown-order', number | null> {
  const order = showdownOrder(hand);
  return {
    kind: 'showdown-order',
    question: { kind: 'showdown-order', table: tableView(hand, actions) },
    answer: { kind: 'showdown-order', showdown_order: order.order, all_at_once: order.allAtOnce },
    why: [order.why],
    context: hand.aggressor.river,
  };
}

export const showdownOrderDrill: DrillModule<'showdown-order', number | null> = {
  kind: 'showdown-order',
  generate,
  score: (item, a) => {
    const e = item.answer;
    const first = e.showdown_order[0];
    const allAtOnce = scoreBoolean('all_at_once', e.all_at_once, a.all_at_once, e.all_at_once ? 'a player is all-in and no betting remains: every hand is turned face up at once (TDA 16)' : 'nobody is all-in: the hands are shown in order, not all at once');
    // TDA 16: when every hand goes face up at once there is no order to judge.
    if (e.all_at_once) return allAtOnce;
    return combine(
      scoreOrder('showdown_order', e.showdown_order, a.showdown_order, () =>
        a.showdown_order[0] !== first
          ? `seat ${first} shows first: ${first === item.context ? 'the last aggressor on the river' : 'the river was checked, so the first live player left of the button'}; then clockwise: ${seatList(e.showdown_order)}`
          : `after seat ${first}, the hands are shown clockwise: ${seatList(e.showdown_order)}`,
      ),
      allAtOnce,
    );
  },
};
