/**
 * Side pots: several all-ins across rounds, uneven stacks, dead money from folds. The trainee
 * sees each round's bets and builds the main pot and every side pot of the finished hand.
 *
 * Levels (RULES.md, side pots):
 * 1. a side pot when three play (two or three players, round numbers);
 * 2. one side pot or more (four to six players, antes now and then);
 * 3. four pots or more, with chips of a player who folded in them (full tables, antes): short
 *    stacks at distinct levels move in against deep callers.
 *
 * Games: level 1 hold'em; level 2 half hold'em, half the other games (Omaha hi-lo, seven-card
 * stud, stud hi-lo, razz, 2-7 single and triple draw, a twelfth each); level 3 half hold'em, a
 * tenth each of 2-7 single draw and of fixed-limit ladders in Omaha hi-lo and the stud games (a
 * limit bet is one unit, so the short stacks go all-in street by street).
 */
import { createRng, ledgerOf, potLayers, returnedShares, type Ledger, type Profile, type Rng, type Variant } from '../../engine';
import { askedLater, itemOf } from '../item';
import { playOn, startPlay, type Level } from '../hands/play';
import { allInLadder, GAME_STRUCTURE, limitLadder, shortStacksTable, weighted, type SteeredTable } from '../hands/steer';
import { betRounds, gatherOf, roundBets } from '../hands/rounds';
import { combine, scorePots, scoreReturned } from '../scoring';
import { potSteps } from '../hands/explain';
import { tableView } from '../hands/view';
import type { DrillItem, DrillModule } from '../types';

/** Pots a level promises (level 1: when three play). */
export const LEVEL_POTS: Record<Level, number> = { 1: 2, 2: 2, 3: 4 };

/** A player who folded put chips in: they stay in the pots they reached. */
export const hasFoldedChips = (ledger: Ledger): boolean => ledger.stakes.some((stake, seat) => stake > 0 && ledger.folded[seat]);

/** The games of each level, weighted (the module comment). */
export const SIDE_POT_GAMES: Record<Level, readonly (readonly [Variant, number])[]> = {
  1: [['holdem', 1]],
  2: [['holdem', 6], ['omaha-hi-lo', 1], ['stud', 1], ['stud-hi-lo', 1], ['razz', 1], ['2-7-single-draw', 1], ['2-7-triple-draw', 1]],
  3: [['holdem', 5], ['omaha-hi-lo', 1], ['stud', 1], ['stud-hi-lo', 1], ['razz', 1], ['2-7-single-draw', 1]],
};

/** A table of the level steered to side pots in `variant`: uneven stacks that go all-in; at level 3 a ladder of all-ins. */
export function sidePotTable(rng: Rng, level: Level, profile: Profile, variant: Variant): SteeredTable {
  if (level < 3) return shortStacksTable(rng, level, profile, variant);
  return GAME_STRUCTURE[variant] === 'fixed-limit' ? limitLadder(rng, level, profile, variant) : allInLadder(rng, level, profile, variant);
}

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'side-pots', Ledger> {
  const rng = createRng(seed);
  const variant = level === 1 ? 'holdem' : weighted(rng, SIDE_POT_GAMES[level]);
  for (let attempt = 0; ; attempt++) {
    // A game that does not give the level's pots in 20 tries deals hold'em.
    const game = attempt < 20 ? variant : 'holdem';
    const table = sidePotTable(rng, level, profile, game);
    const play = startPlay(rng, level, table.config, true);
    playOn(play, table.style);
    const hand = play.hand;
    const ledger = ledgerOf(hand);
    const layers = potLayers(ledger);
    const want = hand.seats.length === 2 ? 1 : LEVEL_POTS[level];
    const promised = layers.length >= want && (level < 3 || hasFoldedChips(ledger));
    if (!promised && attempt < 40) continue;
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
          rounds: roundBets(play),
        },
        {
          kind: 'side-pots',
          returned: returnedShares(hand).map(({ seat, amount }) => ({ player: seat, amount })),
          pots: layers.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() })),
        },
        ledger,
        // The reasons are built when a result is explained.
        () => [...betRounds(play).flatMap((r) => gatherOf(r).why), ...potSteps(ledger, play.config.antes.kind === 'uniform' ? play.antes : undefined)],
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
