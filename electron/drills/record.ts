/**
 * From an engine table and its recorded actions to a PHH hand (the inverse of phh/replay.ts'
 * tableOf and its action mapping), and back again up to any point of the hand.
 */
import { apply, createHand, unwrap, type Action, type Hand, type Profile, type TableConfig } from '../engine';
import { tableOf } from '../phh/replay';
import type { PhhAction, PhhHand, PhhVariant } from '../phh/types';
import { cardsToString } from '../engine';

const VARIANTS: Record<string, PhhVariant> = {
  'holdem/no-limit': 'NT',
  'omaha/pot-limit': 'PO',
  'holdem/fixed-limit': 'FT',
};

/** PHH arrays list the button last and, heads-up, are read reversed (PHH.md; replay.ts `positional`). */
const positional = (values: number[]): number[] => (values.length === 2 ? values.slice().reverse() : values.slice());

export function phhVariant(config: TableConfig): PhhVariant {
  const v = VARIANTS[`${config.variant}/${config.structure}`];
  if (!v) throw new Error(`PHH has no code for ${config.variant} ${config.structure}`);
  return v;
}

function phhAction(a: Action): PhhAction | null {
  switch (a.type) {
    case 'post':
      return null;
    case 'deal-hole': {
      const cards = a.cards.every((c) => c !== null) ? (a.cards as number[]) : null;
      return { type: 'deal-hole', player: a.seat, cards, count: a.cards.length, text: cards ? cardsToString(cards) : '??'.repeat(a.cards.length) };
    }
    case 'deal-board':
      return { type: 'deal-board', cards: a.cards.slice() };
    case 'fold':
      return { type: 'fold', player: a.seat };
    case 'check':
    case 'call':
      return { type: 'check-call', player: a.seat };
    case 'raise':
      return { type: 'bet-raise', player: a.seat, amount: a.to };
    case 'show':
      return { type: 'show-muck', player: a.seat, cards: a.cards ? a.cards.slice() : null };
    case 'muck':
      return { type: 'show-muck', player: a.seat, cards: null };
  }
}

/** The PHH form of a table and the actions played at it. */
export function recordPhh(config: TableConfig, actions: readonly Action[]): PhhHand {
  const n = config.stacks.length;
  if (config.button !== n - 1) throw new Error('PHH needs the button on the last seat');
  const antes = new Array<number>(n).fill(0);
  if (config.antes.kind === 'uniform') antes.fill(config.antes.amount);
  if (config.antes.kind === 'big-blind') antes[config.bigBlindSeat ?? config.blinds.indexOf(Math.max(...config.blinds))] = config.antes.amount;
  const limit = config.structure === 'fixed-limit';
  const phh: PhhHand = {
    variant: phhVariant(config),
    antes: positional(antes),
    blindsOrStraddles: positional(config.blinds),
    startingStacks: config.stacks.slice(),
    actions: actions.flatMap((a) => phhAction(a) ?? []),
    // The engine splits pots in units of the smallest chip; PHH has no field for it (user field).
    extra: (config.smallestChip ?? 1) !== 1 ? { _smallest_chip: config.smallestChip } : {},
  };
  if (limit) {
    phh.smallBet = config.minBet;
    phh.bigBet = config.bigBet ?? config.minBet * 2;
  } else phh.minBet = config.minBet;
  return phh;
}

/** The engine table of a PHH hand, with the smallest chip of `_smallest_chip` when present. */
export function tableOfRecorded(phh: PhhHand, profile: Profile): TableConfig {
  const config = tableOf(phh, profile);
  const chip = phh.extra._smallest_chip;
  return typeof chip === 'number' ? { ...config, smallestChip: chip } : config;
}

/** Replays a PHH hand through the engine up to its last line, finished or not (a drill asks mid-hand). */
export function replayPrefix(phh: PhhHand, profile: Profile): Hand {
  let hand = unwrap(apply(createHand(tableOfRecorded(phh, profile)), { type: 'post' }));
  for (const a of phh.actions) {
    let action: Action | null = null;
    switch (a.type) {
      case 'deal-hole':
        action = { type: 'deal-hole', seat: a.player, cards: a.cards ?? a.known ?? new Array<null>(a.count).fill(null) };
        break;
      case 'deal-board':
        action = { type: 'deal-board', cards: a.cards };
        break;
      case 'fold':
        action = { type: 'fold', seat: a.player };
        break;
      case 'check-call':
        action = { type: hand.currentBet > hand.seats[a.player].bet ? 'call' : 'check', seat: a.player };
        break;
      case 'bet-raise':
        action = { type: 'raise', seat: a.player, to: a.amount };
        break;
      case 'show-muck':
        action = a.cards ? { type: 'show', seat: a.player, cards: a.cards } : { type: 'muck', seat: a.player };
        break;
      default:
        break;
    }
    if (action) hand = unwrap(apply(hand, action));
  }
  return hand;
}
