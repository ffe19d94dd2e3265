/**
 * Gather: the end of a betting round with the bets in front (folds, all-ins, an over-bet). The
 * trainee hands back the uncalled chips and states the pots after gathering. The hand is then
 * played to its end without further betting (checked down, or the all-in run out), so the pots
 * of the finished hand, which `npm run -s phh` prints, are the answer.
 *
 * Levels: 1. any round's end at a small table; 2. an uncalled bet or an all-in at the gathering,
 * uneven stacks; 3. the same at full tables with antes, all-ins and folds (a third of the players
 * fold in the first round).
 *
 * Games: level 1 hold'em; levels 2 and 3 half hold'em, half the other games (Omaha hi-lo,
 * seven-card stud, stud hi-lo, razz, 2-7 single and triple draw, a twelfth each), on any of
 * their betting rounds (stud's five streets, a draw game's rounds between the draws).
 */
import { createRng, ledgerOf, GAMES, type Action, type GatherView, type Hand, type Profile, type Variant } from '../../engine';
import { gameTable, weighted } from '../hands/steer';
import { askedLater, itemOf } from '../item';
import { playOn, startPlay, STYLES, tableFor, type Level, type Play, playStyle, type Style } from '../hands/play';
import { gatherOf, lastBetRound, type RoundEnd } from '../hands/rounds';
import { combine, scorePots, scoreReturned } from '../scoring';
import { potSteps } from '../hands/explain';
import { tableView } from '../hands/view';
import type { Asked, DrillItem, DrillModule } from '../types';
import type { Ledger } from '../../engine';

/** Bets, and folds to bets: rounds that end with a bet nobody called. */
const PRESSURE: Style = playStyle({ fold: 5, call: 2, raise: 3, allIn: 0.5, passive: 1 });
/** Level 3's full tables play all-in style; in the first round a third of the players fold, as at a real table. */
const FIRST_ROUND_AT_FULL_TABLE: Style = playStyle({ ...STYLES.allIn, fold: 4 });
const styleOf = (level: Level) => (hand: Hand): Style => (level < 3 ? STYLES.normal : hand.round === 0 ? FIRST_ROUND_AT_FULL_TABLE : STYLES.allIn);

/**
 * Plays a hand with betting from the start through round `target`, and through each later round
 * while `kept` says the last round with bets did not keep the level's promise; stops once the
 * asked round is over; returns that round and its gathering. What is left of the hand is checked
 * down by `rest`, when the item's PHH is read: a check-down puts no chips in, so the pots it ends
 * with are the gathered ones, and a rejected attempt never pays for it.
 */
function playToAskedRound(play: Play, target: number, style: (hand: Hand) => Style, kept: (round: RoundEnd, g: GatherView) => boolean): { round: RoundEnd; g: GatherView; rest: () => readonly Action[] } {
  let asked = target;
  let now = style;
  let at: { round: RoundEnd; g: GatherView } | null = null;
  const last = play.hand.game.rounds.length - 1;
  const stopped = playOn(
    play,
    (hand) => now(hand),
    (hand) => {
      if (hand.round <= asked) return false;
      const round = lastBetRound(play);
      at = round && { round, g: gatherOf(round) };
      if (asked >= last || (at !== null && kept(at.round, at.g))) return true;
      // A round that ends with a bet nobody calls is the likeliest way to keep the promise.
      asked = hand.round;
      now = () => PRESSURE;
      return false;
    },
  );
  // Stopped, the round asked is the one the stop looked at; a hand that ended is asked about its last round with bets.
  if (!stopped || at === null) {
    const round = lastBetRound(play)!;
    at = { round, g: gatherOf(round) };
  }
  // The fields written out: a spread of `at` gave each result a map of its own, and every read of it missed V8's caches.
  return {
    round: at.round,
    g: at.g,
    rest: () => {
      playOn(play, () => STYLES.checkDown);
      return play.actions;
    },
  };
}

/** The games of levels 2 and 3, weighted (the module comment). */
export const GATHER_GAMES: readonly (readonly [Variant, number])[] = [['holdem', 6], ['omaha-hi-lo', 1], ['stud', 1], ['stud-hi-lo', 1], ['razz', 1], ['2-7-single-draw', 1], ['2-7-triple-draw', 1]];

export function generate(seed: number, level: Level, profile: Profile): DrillItem<'gather', Ledger> {
  const rng = createRng(seed);
  const variant = level === 1 ? 'holdem' : weighted(rng, GATHER_GAMES);
  // Level 2 and 3 promise an over-bet or an all-in at the gathering; level 1 takes any round.
  const kept = (round: RoundEnd, g: GatherView): boolean => level === 1 || g.returned !== null || round.table.seats.some((s) => !s.folded && s.stack === 0);
  for (let attempt = 0; ; attempt++) {
    // Full tables at level 3 (six players or more; gameTable seats at most eight at stud, seven at a draw).
    const config = variant === 'holdem' ? tableFor(rng, level, profile, { uneven: level >= 2 }) : gameTable(rng, level, profile, variant, { uneven: true, players: level === 3 ? [6, 10] : undefined });
    const play = startPlay(rng, level, config, true);
    // Checked before the question is built: its table view (the history replayed) costs more than the check.
    const { round, g, rest } = playToAskedRound(play, rng.int(GAMES[variant].rounds.length), styleOf(level), kept);
    if (!kept(round, g) && attempt < 30) continue;
    return itemOf(askGather(round, play.actions, ledgerOf(play.hand), g), seed, level, profile, true, config, rest);
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
