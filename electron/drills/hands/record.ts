/**
 * From an engine table and its recorded actions to a PHH hand (the inverse of phh/replay.ts'
 * tableOf and its action mapping).
 */
import { cardsToString, type Action, type TableConfig } from '../../engine';
import { phhCodeOf } from '../../phh/games';
import { positional, SMALLEST_CHIP_FIELD } from '../../phh/replay';
import { actionToString, betRaiseLine, boardLine } from '../../phh/write';
import type { PhhAction, PhhHand } from '../../phh/types';

/** The PHH line of an engine action; `faceDown` writes hole cards as `??`, as the dealer sees them. */
function phhAction(a: Action, faceDown = false): PhhAction | null {
  switch (a.type) {
    case 'post':
      return null;
    case 'deal-hole': {
      const cards = !faceDown && a.cards.every((c) => c !== null) ? (a.cards as number[]) : null;
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
    case 'bring-in':
      return { type: 'bring-in', player: a.seat };
    case 'discard': {
      // Standing pat shows no cards (a bare `sd`); discards are face down to the dealer.
      const known = a.cards.length === 0 || (!faceDown && a.cards.every((c) => c !== null));
      return known ? { type: 'stand-pat-discard', player: a.seat, cards: a.cards as number[] } : { type: 'stand-pat-discard', player: a.seat, cards: null, unknown: true, count: a.cards.length };
    }
    case 'show':
      return { type: 'show-muck', player: a.seat, cards: a.cards ? a.cards.slice() : null };
    case 'muck':
      return { type: 'show-muck', player: a.seat, cards: null };
  }
}

/**
 * The actions in the order PHH writes them (DESIGN.md; PokerKit reads a draw so): in each draw
 * every player's discard or stand-pat first, then the replacements in the same order. The dealer
 * (and the felt, and the narration) deals each player's right after their discard. A draw ends at
 * the next action of another kind, or at a seat's second discard (the next draw, when no betting
 * is left between them). The same array when there is no draw.
 */
export function phhOrder(actions: readonly Action[]): readonly Action[] {
  let out: Action[] | null = null;
  for (let k = 0; k < actions.length; ) {
    if (actions[k].type !== 'discard') {
      if (out) out.push(actions[k]);
      k++;
      continue;
    }
    out ??= actions.slice(0, k);
    const deals: Action[] = [];
    const drawn = new Set<number>();
    for (; k < actions.length; k++) {
      const a = actions[k];
      if (a.type === 'deal-hole') deals.push(a);
      else if (a.type !== 'discard' || drawn.has(a.seat)) break;
      else {
        drawn.add(a.seat);
        out.push(a);
      }
    }
    for (const a of deals) out.push(a);
  }
  return out ?? actions;
}

/**
 * PokerKit turns stud's common card only when the cards not in a live player's hand cannot give
 * each a card: it gathers the folded cards too, which RULES.md never scrambles. Where the two
 * differ the line says so (DESIGN.md: a hand beyond PokerKit stays as RULES.md has it).
 */
const COMMON_CARD_NOTE = 'RULES.md stud: the stub and the burn cards cannot give every live player a card, so one common card; PokerKit would also gather the folded cards and deal each a card';

/** The PHH form of a table and the actions played at it. */
export function recordPhh(config: TableConfig, actions: readonly Action[]): PhhHand {
  const n = config.stacks.length;
  if (config.button !== n - 1) throw new Error('PHH needs the button on the last seat');
  const antes = new Array<number>(n).fill(0);
  if (config.antes.kind === 'uniform') antes.fill(config.antes.amount);
  if (config.antes.kind === 'big-blind') antes[config.bigBlindSeat ?? config.blinds.indexOf(Math.max(...config.blinds))] = config.antes.amount;
  const limit = config.structure === 'fixed-limit';
  const code = phhCodeOf(config);
  const phh: PhhHand = {
    variant: code.variant,
    antes: positional(antes, antes.length),
    startingStacks: config.stacks.slice(),
    actions: phhLines(config, actions),
    // The engine splits pots in units of the smallest chip; PHH has no field for it (user field).
    extra: (config.smallestChip ?? 1) !== 1 ? { ...code.extra, [SMALLEST_CHIP_FIELD]: config.smallestChip } : code.extra,
  };
  // Stud has a bring-in instead of blinds.
  if (config.bringIn !== undefined) phh.bringIn = config.bringIn;
  else phh.blindsOrStraddles = positional(config.blinds, config.blinds.length);
  if (limit) {
    phh.smallBet = config.minBet;
    phh.bigBet = config.bigBet ?? config.minBet * 2;
  } else phh.minBet = config.minBet;
  return phh;
}

/** The PHH lines of the actions, in PHH's order, a stud common card that PokerKit would not turn noted. */
function phhLines(config: TableConfig, actions: readonly Action[]): PhhAction[] {
  const stud = config.bringIn !== undefined;
  const held = new Array<number>(config.stacks.length).fill(0);
  const folded = new Array<boolean>(config.stacks.length).fill(false);
  let board = 0;
  const out: PhhAction[] = [];
  for (const a of phhOrder(actions)) {
    const line = phhAction(a);
    if (!line) continue;
    if (a.type === 'deal-hole') held[a.seat] += a.cards.length;
    else if (a.type === 'fold') folded[a.seat] = true;
    else if (a.type === 'deal-board') {
      let live = 0;
      let inHands = 0;
      for (let seat = 0; seat < held.length; seat++) {
        if (folded[seat]) continue;
        live++;
        inHands += held[seat];
      }
      if (stud && live <= 52 - inHands - board) line.comment = COMMON_CARD_NOTE;
      board += a.cards.length;
    }
    out.push(line);
  }
  return out;
}

/**
 * The lines last written, one per action (null: none, the posting): a whole hand asks its steps of
 * one list of actions, and writing every line again for each step cost a tenth of generating one.
 */
const written: { actions: Action[]; lines: (string | null)[] } = { actions: [], lines: [] };

/**
 * Face-down lines that depend only on the action's type, seat and card count (`d dh p3 ????`,
 * `p2 f`, `p1 cc`), written once each by the PHH writer: most of a hand's lines are these.
 */
const sameLines: (string | null | undefined)[] = new Array<string | null | undefined>(8 * 16 * 64).fill(undefined);

/** The key of a line that depends only on type, seat and card count; -1 for the others (bets, board cards, shown cards). */
function sameLineKey(a: Action): number {
  switch (a.type) {
    case 'deal-hole':
      return (16 + a.seat) * 64 + a.cards.length;
    case 'discard':
      return (32 + a.seat) * 64 + a.cards.length;
    case 'fold':
      return (48 + a.seat) * 64;
    case 'check':
      return (64 + a.seat) * 64;
    case 'call':
      return (80 + a.seat) * 64;
    case 'bring-in':
      return (96 + a.seat) * 64;
    case 'muck':
      return (112 + a.seat) * 64;
    default:
      return -1;
  }
}

/** An action's PHH line with hole cards face down (null: none, the posting). */
export function faceDownLine(a: Action): string | null {
  // Bets and board cards, the lines that differ from hand to hand, straight from their values (no PHH action built).
  if (a.type === 'raise') return betRaiseLine(a.seat, a.to);
  if (a.type === 'deal-board') return boardLine(a.cards);
  const key = sameLineKey(a);
  let line = key < 0 ? undefined : sameLines[key];
  if (line === undefined) {
    const p = phhAction(a, true);
    line = p ? actionToString(p) : null;
    if (key >= 0) sameLines[key] = line;
  }
  return line;
}

/** The hand so far as PHH action lines in PHH's order, hole cards face down (the question's `actions`). */
export function actionLines(played: readonly Action[]): string[] {
  const actions = phhOrder(played);
  // The lines of the actions it shares from the start with the last list are the same lines.
  let same = 0;
  const last = written.actions;
  while (same < last.length && same < actions.length && last[same] === actions[same]) same++;
  last.length = same;
  written.lines.length = same;
  for (let k = same; k < actions.length; k++) {
    last.push(actions[k]);
    written.lines.push(faceDownLine(actions[k]));
  }
  const lines: string[] = [];
  for (const line of written.lines) if (line !== null) lines.push(line);
  return lines;
}
