import { describe, expect, it } from 'vitest';
import { drillKinds } from './enums';
import { kindGroups } from './kind-groups';

describe('the kinds by the dealer’s job', () => {
  it('holds every drill kind exactly once', () => {
    const grouped = kindGroups.flatMap((g) => [...g.kinds]);
    expect([...grouped].sort()).toEqual([...drillKinds].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
