/**
 * The action drill on a street where nobody has bet yet (seven-card stud's fourth street with a
 * pair showing, issue 29's seeds): the options are check, bet or fold (RULES.md, A betting round),
 * so the reason, the mistakes and the bounds are a bet's, not a raise's.
 */
import { describe, expect, it } from 'vitest';
import { nothingBet } from '../../../shared/table';
import { action, generate } from './action';
import type { Level } from '../hands/play';

describe('action: a street with no bet yet is asked as a bet', () => {
  it.each([[92010, 2], [92012, 2], [93064, 3]] as [number, Level][])('seed %i, level %i, cash', (seed, level) => {
    const item = generate(seed, level, 'cash');
    expect(nothingBet(item.question.table)).toBe(true);
    expect(item.answer).toMatchObject({ to_call: 0, can_raise: true });
    // Not "[TDA 47] the player has not acted this round": nothing is faced.
    expect(item.why[0]).toMatchObject({ rule: 'RULES betting round', key: 'no-bet-yet', text: 'nobody has bet this round: the player may check, bet or fold' });
    expect(item.why.map((w) => w.key)).not.toContain('not-acted');
    expect(item.why[1]).toMatchObject({ key: 'double-bet', values: { small: item.answer.min_raise_to, big: item.answer.max_raise_to } });
    expect(item.why[1].text).toMatch(/the bet is to/);

    const wrong = action.score(item, { ...item.answer, can_raise: false, min_raise_to: 0, max_raise_to: 0 });
    expect(wrong.mistakes.map((m) => m.message.key)).toEqual(['wrong-can_bet', 'wrong-min_bet', 'wrong-max_bet']);
    expect(wrong.mistakes[0].message.text).toMatch(/may bet: nobody has bet this round/);
    const bounds = action.score(item, { ...item.answer, min_raise_to: item.answer.min_raise_to + 1, max_raise_to: item.answer.max_raise_to + 1 });
    expect(bounds.mistakes.map((m) => [m.message.key, m.message.text])).toEqual([
      ['wrong-min_bet', `the minimum bet is ${item.answer.min_raise_to}, you said ${item.answer.min_raise_to + 1}`],
      ['wrong-max_bet', `the largest bet is ${item.answer.max_raise_to}, you said ${item.answer.max_raise_to + 1}`],
    ]);
  });

  it('facing a bet, the same item is asked as a raise', () => {
    const item = generate(1, 1, 'cash');
    expect(nothingBet(item.question.table)).toBe(false);
    const wrong = action.score(item, { ...item.answer, can_raise: !item.answer.can_raise });
    expect(wrong.mistakes.map((m) => m.message.key)).toEqual(['wrong-can_raise']);
  });
});
