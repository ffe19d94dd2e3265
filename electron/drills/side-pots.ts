/**
 * Side pots: several all-ins across rounds, uneven stacks, dead money from folds. The trainee
 * sees each round's bets and builds the main pot and every side pot of the finished hand.
 */
import { createRng, ledgerOf, potLayers, type Ledger, type Profile } from '../engine';
import { itemOf } from './item';
import { playOn, startPlay, STYLES, tableFor, type Level } from './play';
import { betRounds, gatherOf } from './rounds';
import { combine, scorePots, scoreReturned } from './scoring';
import { potSteps } from './explain';
import { tableView } from './view';
import type { DrillItem, DrillModule } from './types';

/** Pots a level promises: level 1 a side pot when three play, level 2 one side pot, level 3 two. */
const WANT_POTS: Record<Level, number> = { 1: 2, 2: 2, 3: 3 };

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'side-pots', Ledger> {
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    const config = tableFor(rng, level, profile, { uneven: true });
    const play = startPlay(rng, level, config);
    playOn(play, () => STYLES.allIn);
    const ledger = ledgerOf(play.hand);
    const layers = potLayers(ledger);
    const want = config.stacks.length === 2 ? 1 : WANT_POTS[level];
    if (layers.length < want && attempt < 40) continue;
    const hand = play.hand;
    const rounds = betRounds(play);
    return itemOf(
      {
        kind: 'side-pots',
        question: {
          kind: 'side-pots',
          // The end of the hand, nothing gathered yet: the middle is what the trainee builds.
          table: tableView(hand, play.actions, { middle: [], bets: hand.seats.map(() => 0) }),
          antes: play.antes,
          rounds: rounds.map((r) => ({ street: r.street, bets: r.bets })),
        },
        answer: {
          kind: 'side-pots',
          returned: hand.returned.flatMap((amount, player) => (amount > 0 ? [{ player, amount }] : [])),
          pots: layers.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() })),
        },
        why: [...rounds.flatMap((r) => gatherOf(r).why), ...potSteps(ledger)],
        context: ledger,
      },
      seed,
      level,
      profile,
      true,
      config,
      play.actions,
    );
  }
}

export const sidePots: DrillModule<'side-pots', Ledger> = {
  kind: 'side-pots',
  generate,
  score: (item, answer) => combine(scoreReturned(item.answer.returned, answer.returned), scorePots(item.answer.pots, answer.pots, item.context)),
};
