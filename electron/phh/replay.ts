/**
 * Replays a PHH hand history through the rules engine, strictly: an illegal line is an error,
 * never repaired. Produces the settlement in the vocabulary of DESIGN.md's `phh` command.
 */
import {
  advance,
  createHand,
  legalActions,
  settle,
  Action,
  type Antes,
  type Hand,
  type Profile,
  type Settlement,
  type TableConfig,
} from '../engine';
import { gameOfPhh } from './games';
import type { PhhAction, PhhHand } from './types';

export interface Decision {
  player: number;
  to_call: number;
  can_raise: boolean;
  min_raise_to: number;
  max_raise_to: number;
}

export interface ReplayResult {
  hand: Hand;
  settlement: Settlement;
  decisions: Decision[];
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}

/** The user field (PHH allows keys that begin with `_`) that carries the smallest chip in play. */
export const SMALLEST_CHIP_FIELD = '_smallest_chip';

/** The PHH arrays are in position order with the button last; heads-up they are read in reverse (PHH.md). */
export function positional(values: number[], n: number): number[] {
  return n === 2 ? values.slice().reverse() : values.slice();
}

/** Whether the engine plays the hand's game. */
export const isSupportedGame = (phh: PhhHand): boolean => typeof gameOfPhh(phh) !== 'string';

function antesOf(antes: number[]): { antes: Antes; bigBlindSeat?: number } {
  const paying: number[] = [];
  for (let i = 0; i < antes.length; i++) if (antes[i] > 0) paying.push(i);
  if (paying.length === 0) return { antes: { kind: 'none' } };
  if (paying.length === antes.length && antes.every((a) => a === antes[0])) return { antes: { kind: 'uniform', amount: antes[0] } };
  if (paying.length === 1) return { antes: { kind: 'big-blind', amount: antes[paying[0]] }, bigBlindSeat: paying[0] };
  throw new ReplayError(`unsupported ante layout [${antes.join(', ')}]: neither uniform nor a big-blind ante`);
}

function wholeChips(name: string, values: number[]): void {
  if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) throw new ReplayError(`${name} must be whole chips: [${values.join(', ')}]`);
}

/** The table a PHH hand is played at: players in file order, the last one on the button. */
export function tableOf(phh: PhhHand, profile: Profile): TableConfig {
  const game = gameOfPhh(phh);
  if (typeof game === 'string') throw new ReplayError(game);
  const n = phh.startingStacks.length;
  wholeChips('starting_stacks', phh.startingStacks);
  wholeChips('antes', phh.antes);
  // Stud has a bring-in and no blinds (zeros here); its dealer sits before p1, where the button is.
  const blinds = positional(phh.blindsOrStraddles ?? new Array<number>(n).fill(0), n);
  wholeChips('blinds_or_straddles', blinds);
  const { antes, bigBlindSeat } = antesOf(positional(phh.antes, n));
  const limit = game.structure === 'fixed-limit';
  const minBet = limit ? phh.smallBet : phh.minBet;
  if (minBet === undefined || !Number.isSafeInteger(minBet) || minBet <= 0) throw new ReplayError(limit ? 'small_bet is missing' : 'min_bet is missing');
  // Built field by field: object spreads cost more than the whole replay here.
  const config: TableConfig = { variant: game.variant, structure: game.structure, profile, stacks: phh.startingStacks.slice(), button: n - 1, blinds, antes, minBet };
  if (bigBlindSeat !== undefined) config.bigBlindSeat = bigBlindSeat;
  // PHH has no field for the smallest chip; the trainer writes it as the user field `_smallest_chip`.
  const chip = phh.extra[SMALLEST_CHIP_FIELD];
  if (chip !== undefined) {
    if (typeof chip !== 'number' || !Number.isSafeInteger(chip) || chip <= 0) throw new ReplayError(`${SMALLEST_CHIP_FIELD} must be a positive whole number`);
    config.smallestChip = chip;
  }
  if (limit && phh.bigBet !== undefined) config.bigBet = phh.bigBet;
  if (phh.bringIn !== undefined) {
    wholeChips('bring_in', [phh.bringIn]);
    config.bringIn = phh.bringIn;
  }
  return config;
}

/** The engine action for a PHH line, given the hand so far (`cc` is a check or a call); null for lines with nothing to do. */
export function engineAction(hand: Hand, a: PhhAction): Action | null {
  switch (a.type) {
    case 'deal-hole':
      return Action.dealHole(a.player, a.cards ?? a.known ?? new Array<null>(a.count).fill(null));
    case 'deal-board':
      return Action.dealBoard(a.cards);
    case 'fold':
      return Action.fold(a.player);
    case 'check-call': {
      const owed = hand.toAct === a.player ? hand.currentBet - hand.seats[a.player].bet : 0;
      return owed > 0 ? Action.call(a.player) : Action.check(a.player);
    }
    case 'bet-raise':
      return Action.raise(a.player, a.amount);
    case 'bring-in':
      return Action.bringIn(a.player);
    case 'stand-pat-discard':
      return Action.discard(a.player, a.cards ?? a.known ?? new Array<null>(a.count ?? 0).fill(null));
    case 'show-muck':
      if (a.cards) return Action.show(a.player, a.cards);
      // Shown face down in the record (unknown cards): nothing the engine can use.
      return a.unknown ? null : Action.muck(a.player);
    case 'no-op':
      return null;
  }
}

/**
 * Plays the lines of a hand history through the engine, finished or not (a drill asks mid-hand).
 * `beforePlayerAction` sees the hand just before each fold, check, call, bet or raise line.
 */
export function replayLines(phh: PhhHand, profile: Profile = 'tournament', beforePlayerAction?: (hand: Hand, player: number) => void): Hand {
  // One hand advanced in place: a replay keeps no history, and a refused line ends it anyway.
  const hand = createHand(tableOf(phh, profile));
  step(hand, Action.post(), 0);
  phh.actions.forEach((a, index) => {
    const action = engineAction(hand, a);
    if (!action) return;
    if (beforePlayerAction && (a.type === 'fold' || a.type === 'check-call' || a.type === 'bet-raise')) beforePlayerAction(hand, a.player);
    step(hand, action, index + 1);
  });
  return hand;
}

export function replay(phh: PhhHand, profile: Profile = 'tournament', withDecisions = false): ReplayResult {
  const decisions: Decision[] = [];
  const record = (hand: Hand, player: number): void => {
    const legal = legalActions(hand, false);
    if (legal && legal.seat === player) {
      decisions.push({ player, to_call: legal.toCall, can_raise: legal.canRaise, min_raise_to: legal.minRaiseTo, max_raise_to: legal.maxRaiseTo });
    }
  };
  const hand = replayLines(phh, profile, withDecisions ? record : undefined);
  const settled = settle(hand, false);
  if (!settled.ok) throw new ReplayError(`the hand cannot be settled: ${settled.error.text}`);
  return { hand, settlement: settled.value, decisions };
}

/** `line`: the action's number in the file (from 1), 0 for posting. */
function step(hand: Hand, action: Action, line: number): void {
  const error = advance(hand, action);
  if (error) throw new ReplayError(`${line === 0 ? 'posting' : `action ${line}`} (${error.action}): ${error.text} [${error.rule}]`);
}

/** The replay as DESIGN.md's `phh` command prints it (without the file name). */
export function replayReport(settlement: Settlement, decisions?: Decision[]): Record<string, unknown> {
  return {
    ok: true,
    finishing_stacks: settlement.finalStacks,
    returned: settlement.returned.map((r) => ({ player: r.seat, amount: r.amount })),
    pots: settlement.pots.map((p) => ({
      amount: p.amount,
      eligible: p.eligible,
      winners: p.winners.map((w) => ({ player: w.seat, amount: w.amount })),
    })),
    showdown_order: settlement.showdown.order,
    ...(decisions ? { decisions } : {}),
  };
}
