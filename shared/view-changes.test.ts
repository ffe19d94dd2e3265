import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, changesOf, type ListKeys } from './view-changes';

interface View {
  now: number;
  title: string | null;
  people: { id: string; name: string; score: number }[];
}
const keys: ListKeys<View> = { people: 'id' };

const person = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), name: fc.constantFrom('Ann', 'Bo', 'Cy'), score: fc.integer({ min: 0, max: 3 }) });
const view = fc.record({
  now: fc.integer({ min: 0, max: 5 }),
  title: fc.option(fc.constantFrom('x', 'y')),
  people: fc.uniqueArray(person, { selector: (p) => p.id, maxLength: 6 }),
});

describe('a pushed view\'s changes (issue 32 finding 4)', () => {
  it('applied to the view before, give the view after, whatever the two are', () => {
    fc.assert(
      fc.property(view, view, (before, after) => {
        const changes = changesOf(before, after, keys);
        expect(changes === null ? before : applyChanges(before, changes, keys)).toEqual(after);
      }),
      { numRuns: 1000 },
    );
  });

  it('carry only what changed: one entry among many, not the list', () => {
    const people = Array.from({ length: 500 }, (_, k) => ({ id: `p${k}`, name: `Person ${k}`, score: 0 }));
    const before: View = { now: 1, title: 'class', people };
    const after: View = { now: 2, title: 'class', people: [...people.slice(0, 10), { ...people[10], score: 1 }, ...people.slice(11), { id: 'new', name: 'New', score: 0 }] };
    const changes = changesOf(before, after, keys)!;
    expect(changes).toEqual({ fields: { now: 2 }, lists: { people: { put: [after.people[10], after.people[500]], gone: [] } } });
    expect(JSON.stringify(changes).length).toBeLessThan(200);
    expect(changesOf(after, after, keys)).toBeNull();
  });
});
