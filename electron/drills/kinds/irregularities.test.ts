/** The irregularities drill: each level's situations over 1,000 items, the rulings and cards they carry, and scoring. */
import { describe, expect, it } from 'vitest';
import { parsePhh } from '../../phh/parse';
import { replayLines } from '../../phh/replay';
import { writePhh } from '../../phh/write';
import { generate, irregularities, SITUATIONS } from './irregularities';
import type { Level } from '../hands/play';

const levels: Level[] = [1, 2, 3];

describe('irregularities', () => {
  it.each(levels)('level %i: every listed situation appears in 1,000 items, near its share, and no other', (level) => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 1000; seed++) {
      const item = generate(seed, level, seed % 2 ? 'cash' : 'tournament');
      const s = item.question.situation;
      counts.set(s, (counts.get(s) ?? 0) + 1);
      // The right ruling is among the four offered; the room is named by the table's profile.
      expect(item.question.choices).toHaveLength(4);
      expect(item.question.choices).toContain(item.answer.ruling);
      expect(item.question.table.profile).toBe(item.profile);
      // Cards asked come from the stub shown, never a boxed one.
      const stub = item.question.stub.match(/../g) ?? [];
      for (const c of item.answer.cards.match(/../g) ?? []) expect(stub.filter((_, k) => k !== item.question.boxedAt)).toContain(c);
      expect(item.question.table.toAct).toBeNull();
    }
    const listed = SITUATIONS[level].map(([s]) => s);
    expect([...counts.keys()].sort()).toEqual([...listed].sort());
    for (const [s, share] of SITUATIONS[level]) {
      // Within a third of its share (1,000 draws: the spread of a count near 150 is about 11).
      expect(Math.abs(counts.get(s)! - 1000 * share), `${s}: ${counts.get(s)}`).toBeLessThan(1000 * share * 0.34);
    }
  });

  it('each situation gets the ruling RULES.md gives it', () => {
    const want: Record<string, string[]> = {
      'exposed-first': ['misdeal'],
      'two-exposed': ['misdeal'],
      'exposed-later': ['exposed-burn'],
      'exposed-flop': ['exposed-burn'],
      'exposed-boxed': ['exposed-burn'],
      boxed: ['boxed-set-aside'],
      'premature-flop': ['flop-reshuffle'],
      'premature-turn': ['turn-set-aside'],
      'premature-river': ['river-reshuffle'],
      'missed-burn': ['burn-corrected'],
      'two-burnt': ['burn-corrected'],
      'burn-boxed': ['burn-corrected'],
      'burn-late': ['board-stands'],
      'misdeal-cause': ['misdeal', 'play-on'],
      'misdeal-counted': ['misdeal', 'play-on'],
      oot: ['oot-binding', 'oot-options-back'],
      'oot-raise': ['oot-options-back'],
      // A fold out of turn where the action to the folder does not change: it stands.
      'oot-fold': ['oot-binding'],
      verbal: ['verbal-binding'],
      'verbal-oot': ['oot-binding', 'oot-options-back'],
    };
    const seen = new Map<string, Set<string>>();
    for (const level of levels) {
      for (let seed = 0; seed < 400; seed++) {
        const item = generate(seed, level, 'cash');
        expect(want[item.question.situation]).toContain(item.answer.ruling);
        const set = seen.get(item.question.situation) ?? new Set();
        set.add(item.answer.ruling);
        seen.set(item.question.situation, set);
      }
    }
    // Both sides of substantial action and of the out-of-turn rule come up.
    expect([...seen.get('misdeal-cause')!].sort()).toEqual(['misdeal', 'play-on']);
    expect([...seen.get('misdeal-counted')!].sort()).toEqual(['misdeal', 'play-on']);
    expect([...seen.get('oot')!].sort()).toEqual(['oot-binding', 'oot-options-back']);
    expect([...seen.get('verbal-oot')!].sort()).toEqual(['oot-binding', 'oot-options-back']);
  });

  it('a fold out of turn stands when the action to the folder does not change; its reason says the hand is dead', () => {
    let n = 0;
    for (let seed = 0; seed < 400; seed++) {
      const item = generate(seed, 1, seed % 2 ? 'cash' : 'tournament');
      const q = item.question;
      if (q.situation !== 'oot-fold') continue;
      n++;
      expect(q.oot!.act).toBe('fold');
      expect(['call', 'fold']).toContain(q.oot!.skippedActs);
      expect(q.asks.toAct).toBe(true);
      expect(item.why.map((w) => w.key)).toEqual(['oot-back', 'oot-unchanged', 'oot-fold-binding']);
      expect(item.why[2].values).toEqual({ player: q.oot!.player });
    }
    expect(n).toBeGreaterThan(20);
  });

  it('verbal declarations: in turn they bind whatever the player did after; out of turn they are an action out of turn', () => {
    const seen = { verbal: 0, oot: 0 };
    for (let seed = 0; seed < 400; seed++) {
      for (const level of [2, 3] as const) {
        const item = generate(seed, level, 'cash');
        const q = item.question;
        if (q.situation === 'verbal') {
          seen.verbal++;
          expect(q.verbal!.did).not.toBe(q.verbal!.said);
          // The player to act in the replayed hand is the one who spoke.
          expect(q.verbal!.seat).toBe(replayLines(parsePhh(writePhh(item.phh!)), item.profile).toAct);
          expect(q.oot).toBeNull();
          expect(q.asks.toAct).toBe(false);
          expect(item.answer).toMatchObject({ ruling: 'verbal-binding', to_act: null });
          expect(item.why).toEqual([expect.objectContaining({ key: 'verbal-binding', values: { seat: q.verbal!.seat, said: q.verbal!.said, did: q.verbal!.did } })]);
          expect(q.choices).toContain('chips-stand');
        }
        if (q.situation === 'verbal-oot') {
          seen.oot++;
          expect(q.verbal).toEqual({ seat: q.oot!.player, said: q.oot!.act, did: null });
          expect(item.why[0].key).toBe('verbal-out-of-turn');
          expect(item.why.slice(1).map((w) => w.key)).toEqual(['oot-back', item.answer.ruling === 'oot-binding' ? 'oot-unchanged' : 'oot-changed', ...(q.oot!.act === 'fold' && item.answer.ruling === 'oot-binding' ? ['oot-fold-binding'] : [])]);
          expect(q.choices).toEqual(expect.arrayContaining(['oot-binding', 'oot-options-back', 'verbal-binding', 'chips-stand']));
        }
      }
    }
    expect(seen.verbal).toBeGreaterThan(20);
    expect(seen.oot).toBeGreaterThan(20);
  });

  it('a missed burn put right: the burn is the first card of the stub, the flop the next three (boxed set aside)', () => {
    for (let seed = 0; seed < 300; seed++) {
      const item = generate(seed, 3, 'tournament');
      if (item.question.situation !== 'burn-boxed') continue;
      const live = (item.question.stub.match(/../g) ?? []).filter((_, k) => k !== item.question.boxedAt);
      expect(item.answer.cards).toBe(live.slice(1, 4).join(''));
      expect(item.question.shown[0]).toEqual({ role: 'board', cards: live.slice(0, 3).join('') });
      expect(item.why.map((w) => w.rule)).toEqual(['RULES boxed card', 'RRP burn']);
    }
  });

  it('scores the ruling, the cards and who acts, each a part', () => {
    let checked = 0;
    for (let seed = 0; seed < 200 && checked < 2; seed++) {
      const item = generate(seed, 1, 'cash');
      const right = irregularities.score(item, item.answer);
      expect(right.earned).toBe(right.possible);
      if (item.question.asks.cards) {
        const wrong = irregularities.score(item, { ...item.answer, cards: '' });
        expect(wrong).toMatchObject({ earned: 1, possible: 2 });
        expect(wrong.mistakes[0].message.key).toBe('wrong-next-cards');
        checked++;
      }
      if (item.question.asks.toAct) {
        const other = item.question.table.seats.find((s) => s.seat !== item.answer.to_act && !s.folded)!.seat;
        const wrong = irregularities.score(item, { ...item.answer, to_act: other, ruling: item.answer.ruling === 'oot-binding' ? 'oot-options-back' : 'oot-binding' });
        expect(wrong).toMatchObject({ earned: 0, possible: 2 });
        expect(wrong.mistakes.map((m) => m.message.key)).toEqual(['wrong-irregular-ruling', 'wrong-oot-to_act']);
        checked++;
      }
    }
    expect(checked).toBe(2);
  });
});
