/**
 * Gather: the end of a betting round with the bets in front (folds, all-ins, an over-bet). The
 * trainee hands back the uncalled chips and states the pots after gathering. The hand is then
 * played to its end without further betting (checked down, or the all-in run out), so the pots
 * of the finished hand, which `npm run -s phh` prints, are the answer.
 *
 * Levels: 1. any round's end at a small table; 2. an uncalled bet or an all-in at the gathering,
 * uneven stacks; 3. the same at full tables with antes, all-ins and folds.
 *
 * Games: level 1 hold'em; levels 2 and 3 half hold'em, half the other games (Omaha hi-lo,
 * seven-card stud, stud hi-lo, razz, 2-7 single and triple draw, a twelfth each), on any of
 * their betting rounds (stud's five streets, a draw game's rounds between the draws).
 */
import { createRng, ledgerOf, GAMES, type Action, type GatherView, type Hand, type Profile, type Variant } from '../engine';
import { gameTable, weighted } from './steer';
import { askedLater, itemOf } from './item';
import { playOn, startPlay, STYLES, tableFor, type Level, type Play } from './play';
import { betRounds, gatherOf, type RoundEnd } from './rounds';
import { combine, scorePots, scoreReturned } from './scoring';
import { potSteps } from './explain';
import { tableView } from './view';
import type { Asked, DrillItem, DrillModule } from './types';
import type { Ledger } from '../engine';

/** Plays a hand with betting up to street `last`, and checks it down from there. */
function playWithBettingUntil(play: Play, last: number, style = STYLES.normal): void {
  playOn(play, (h: Hand) => (h.round <= last ? style : STYLES.checkDown));
}

/** The games of levels 2 and 3, weighted (the module comment). */
export const GATHER_GAMES: readonly (readonly [Variant, number])[] = [['holdem', 6], ['omaha-hi-lo', 1], ['stud', 1], ['stud-hi-lo', 1], ['razz', 1], ['2-7-single-draw', 1], ['2-7-triple-draw', 1]];

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'gather', Ledger> {
  const rng = createRng(seed);
  const variant = level === 1 ? 'holdem' : weighted(rng, GATHER_GAMES);
  for (let attempt = 0; ; attempt++) {
    // Full tables at level 3 (six players or more; stud seats eight at most).
    const config = variant === 'holdem' ? tableFor(rng, level, profile, { uneven: level >= 2 }) : gameTable(rng, level, profile, variant, { uneven: true, players: level === 3 ? [6, Math.min(10, GAMES[variant].maxSeats)] : undefined });
    const play = startPlay(rng, level, config, true);
    playWithBettingUntil(play, rng.int(GAMES[variant].rounds.length), level === 3 ? STYLES.allIn : STYLES.normal);
    const rounds = betRounds(play);
    const round = rounds[rounds.length - 1];
    // Level 2 and 3 promise an over-bet or an all-in at the gathering; level 1 takes any round.
    // Checked before the question is built: its table view (the history replayed) costs more than the check.
    const g = gatherOf(round);
    const allIn = round.table.seats.some((s) => !s.folded && s.stack === 0);
    if (level > 1 && !g.returned && !allIn && attempt < 30) continue;
    return itemOf(askGather(round, play.actions, ledgerOf(play.hand), g), seed, level, profile, true, config, play.actions);
  }
}

/** The question at a round's end: hand back the uncalled chips, gather. `ledger`: the stakes once gathered, for the reasons; `g`: the round's gathering, if already worked out. */
export function askGather(round: RoundEnd, actions: readonly Action[], ledger: Ledger, g: GatherView = gatherOf(round)): Asked<'gather', Ledger> {
  return askedLater(
    'gather',
    { kind: 'gather', table: tableView(round.table, actions.slice(0, round.to + 1), { middle: g.potsBefore }) },
    {
      kind: 'gather',
      returned: g.returned ? [{ player: g.returned.seat, amount: g.returned.amount }] : [],
      pots: g.potsAfter.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() })),
    },
    ledger,
    // The pot-by-pot reasons are built when a result is explained.
    () => [...g.why, ...potSteps(ledger)],
  );
}

export const gather: DrillModule<'gather', Ledger> = {
  kind: 'gather',
  generate,
  score: (item, answer) => combine(scoreReturned(item.answer.returned, answer.returned), scorePots(item.answer.pots, answer.pots, item.context)),
};
