/** How an action is rejected: the rule it breaks, the numbers, and the action as the dealer saw it. */
import { cardsToString } from './cards';
import { explain, type RuleViolation, type Value } from './explain';
import type { Action } from './action';
import type { Hand } from './state';

export function describeAction(a: Action): string {
  switch (a.type) {
    case 'post':
      return 'post';
    case 'deal-hole':
      return `deal seat ${a.seat} ${a.cards.map((c) => (c === null ? '??' : cardsToString([c]))).join('')}`;
    case 'deal-board':
      return `deal board ${cardsToString(a.cards)}`;
    case 'raise':
      return `seat ${a.seat} bets or raises to ${a.to}`;
    case 'bring-in':
      return `seat ${a.seat} brings it in`;
    case 'discard':
      return a.cards.length === 0 ? `seat ${a.seat} stands pat` : `seat ${a.seat} discards ${a.cards.map((c) => (c === null ? '??' : cardsToString([c]))).join('')}`;
    case 'show':
      return `seat ${a.seat} shows${a.cards ? ' ' + cardsToString(a.cards) : ''}`;
    default:
      return `seat ${a.seat} ${a.type}s`;
  }
}

export function reject(action: Action, rule: string, key: string, values: Record<string, Value>, text: string): RuleViolation {
  return { ...explain(rule, key, values, text), action: describeAction(action) };
}

export function outOfTurn(hand: Hand, action: Action): RuleViolation {
  const expected: Record<Hand['phase'], string> = {
    post: 'the blinds and antes must be posted first',
    'deal-hole': 'hole cards are still to be dealt',
    betting: `seat ${hand.toAct} is to act`,
    'deal-board': 'the board is to be dealt',
    draw: hand.toAct === null ? 'the draw is being dealt' : `seat ${hand.toAct} is to draw`,
    showdown: 'the hand is at the showdown',
    complete: 'the hand is over',
  };
  return reject(action, 'RULES betting round', 'out-of-turn', { phase: hand.phase, toAct: hand.toAct }, `not now: ${expected[hand.phase]}`);
}
