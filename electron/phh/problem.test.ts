import { describe, expect, it } from 'vitest';
import { parsePhh } from './parse';
import { phhProblem } from './problem';

const HAND = ["variant = 'NT'", 'antes = [0, 0]', 'blinds_or_straddles = [1, 2]', 'min_bet = 2', 'starting_stacks = [200, 200]', "actions = ['d dh p1 AcAd', 'd dh p2 KcKd', 'p2 cc', 'p1 cc']"];

const problemOf = (text: string) => {
  try {
    parsePhh(text);
  } catch (e) {
    return phhProblem(text, e);
  }
  throw new Error('parsed');
};

describe("a PHH file's problem, for a person to fix", () => {
  it('names the line of a field whose value is wrong, and what the line should look like', () => {
    expect(problemOf(['# a hand', '', "variant = 'XYZ'", ...HAND.slice(1)].join('\n'))).toEqual({ line: 3, expected: "variant = '...'" });
    expect(problemOf([...HAND.slice(0, 4), 'starting_stacks = [200]', HAND[5]].join('\n'))).toEqual({ line: 5, expected: 'starting_stacks = [...]' });
  });

  it('says what is missing when no line has it', () => {
    expect(problemOf(HAND.slice(1).join('\n'))).toEqual({ line: null, expected: "variant = '...'" });
  });

  it('names the line of a text that is not TOML at all, and of a bad action on a line of its own', () => {
    expect(problemOf('Hello,\nthis is a letter, not a hand.\n')).toEqual({ line: 1, expected: 'key = value' });
    const actions = [...HAND.slice(0, 5), 'actions = [', "  'd dh p1 AcAd',", "  'd dh p2 KcKd',", "  'p2 fly away',", ']'].join('\n');
    expect(problemOf(actions)).toEqual({ line: 9, expected: "actions = ['d dh p1 ...', ...]" });
  });

  it('is null for an error that is not about the file', () => {
    expect(phhProblem('', new Error('disk'))).toBeNull();
  });
});
