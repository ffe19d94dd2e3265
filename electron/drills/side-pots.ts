/**
 * Side pots: several all-ins across rounds, uneven stacks, dead money from folds. The trainee
 * sees each round's bets and builds the main pot and every side pot of the finished hand.
 *
 * Levels (RULES.md, side pots):
 * 1. a side pot when three play (two or three players, round numbers);
 * 2. one side pot or more (four to six players, antes now and then);
 * 3. four pots or more, with chips of a player who folded in them (full tables, antes): short
 *    stacks at distinct levels move in against deep callers.
 */
import { createRng, ledgerOf, potLayers, type Ledger, type Profile } from '../engine';
import { askedLater, itemOf } from './item';
import { playOn, startPlay, STYLES, type Level } from './play';
import { allInLadder, plainTable } from './steer';
import { betRounds, gatherOf } from './rounds';
import { combine, scorePots, scoreReturned } from './scoring';
import { potSteps } from './explain';
import { tableView } from './view';
import type { DrillItem, DrillModule } from './types';

/** Pots a level promises (level 1: when three play). */
export const LEVEL_POTS: Record<Level, number> = { 1: 2, 2: 2, 3: 4 };

/** A player who folded put chips in: they stay in the pots they reached. */
export const hasFoldedChips = (ledger: Ledger): boolean => ledger.stakes.some((stake, seat) => stake > 0 && ledger.folded[seat]);

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'side-pots', Ledger> {
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    const table = level === 3 ? allInLadder(rng, level, profile) : plainTable(rng, level, profile, { uneven: true }, STYLES.allIn);
    const play = startPlay(rng, level, table.config, true);
    playOn(play, table.style);
    const hand = play.hand;
    const ledger = ledgerOf(hand);
    const layers = potLayers(ledger);
    const want = hand.seats.length === 2 ? 1 : LEVEL_POTS[level];
    const promised = layers.length >= want && (level < 3 || hasFoldedChips(ledger));
    if (!promised && attempt < 40) continue;
    const rounds = betRounds(play);
    // The moment of the question: the hand played out, nothing gathered and nothing handed back yet.
    const stacks = hand.seats.map((s, i) => s.stack - hand.returned[i]);
    return itemOf(
      askedLater(
        'side-pots',
        {
          kind: 'side-pots',
          // The moment of the question: the hand played out, nothing gathered and nothing handed back yet.
          table: tableView(hand, play.actions, { middle: [], bets: hand.seats.map(() => 0), stacks }),
          antes: play.antes,
          rounds: rounds.map((r) => ({ street: r.street, bets: r.bets })),
        },
        {
          kind: 'side-pots',
          returned: hand.returned.flatMap((amount, player) => (amount > 0 ? [{ player, amount }] : [])),
          pots: layers.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() })),
        },
        ledger,
        // The reasons are built when a result is explained.
        () => [...rounds.flatMap((r) => gatherOf(r).why), ...potSteps(ledger, play.config.antes.kind === 'uniform' ? play.antes : undefined)],
      ),
      seed,
      level,
      profile,
      true,
      play.config,
      play.actions,
    );
  }
}

export const sidePots: DrillModule<'side-pots', Ledger> = {
  kind: 'side-pots',
  generate,
  score: (item, answer) => combine(scoreReturned(item.answer.returned, answer.returned), scorePots(item.answer.pots, answer.pots, item.context)),
};
