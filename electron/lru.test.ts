import { describe, expect, it } from 'vitest';
import { keptOrMade, setBounded } from './lru';

describe('keptOrMade', () => {
  it('makes a value once, keeps at most the limit, and lets the least recently used go', () => {
    const kept = new Map<string, number>();
    let made = 0;
    const get = (key: string) => keptOrMade(kept, key, 2, () => ++made);
    expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
    expect(made).toBe(2);
    get('c'); // 'b' was used least recently
    expect([...kept.keys()]).toEqual(['a', 'c']);
    expect(get('b')).toBe(4);
    expect([...kept.keys()]).toEqual(['c', 'b']);
  });

  it('setBounded lets the oldest go past the limit, and replaces a key in place of growing', () => {
    const kept = new Map([['a', 1], ['b', 2]]);
    setBounded(kept, 'b', 3, 2);
    expect([...kept]).toEqual([['a', 1], ['b', 3]]);
    setBounded(kept, 'c', 4, 2);
    expect([...kept]).toEqual([['b', 3], ['c', 4]]);
  });
});
