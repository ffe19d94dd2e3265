/**
 * An audition's irregularities: drawn at the mode's rate from those the game can have, each hand
 * that plans one gets it at a moment the trainee sees before a task, and its ruling is the
 * engine's (the drill's scoring gives the engine's answer every point).
 */
import { describe, expect, it } from 'vitest';
import { createRng, GAMES } from '../../engine';
import { auditionIrregularities, type AuditionFormat, type AuditionIrregularity, type AuditionMode } from '../../../shared/audition-vocab';
import { drillModule } from '../registry';
import { GAME_SPECS } from './formats';
import { nextHand, tableAfter } from './hands';
import { IRREGULARITY_RATE, planIrregularity } from './irregular';
import { openTable } from './table';

const modes: AuditionMode[] = ['learn', 'practice', 'table-ready'];

describe('audition irregularities', () => {
  it.each(modes)('%s: planned at the mode rate, only those the game can have', (mode) => {
    const draws = 4000;
    for (const variant of ['holdem', 'omaha-hi-lo', 'stud', '2-7-triple-draw'] as const) {
      const rng = createRng(99);
      let planned = 0;
      for (let k = 0; k < draws; k++) {
        const plan = planIrregularity(rng, mode, variant);
        if (!plan) continue;
        planned++;
        if (GAMES[variant].family !== 'board') expect(['exposed-card', 'premature-board', 'misannounced']).not.toContain(plan);
        if (variant === 'omaha-hi-lo') expect(plan).not.toBe('misannounced');
      }
      // Within 4 standard deviations of the rate (4,000 draws: at 25 % the spread is about 27).
      const rate = IRREGULARITY_RATE[mode];
      expect(Math.abs(planned - draws * rate), `${variant} ${mode}: ${planned}`).toBeLessThanOrEqual(4 * Math.sqrt(draws * rate * (1 - rate)));
    }
    expect(IRREGULARITY_RATE.learn).toBe(0);
  });

  it.each<[AuditionFormat, AuditionMode]>([
    ['holdem', 'table-ready'],
    ['horse', 'practice'],
    ['omaha', 'table-ready'],
  ])('%s, %s: dealt hands carry one at the rate, seen before a task and ruled by the engine', (format, mode) => {
    const hands = 160;
    let state = openTable({ format, seats: 6, rotation: 'orbit', profile: 'cash' }, createRng(5));
    let injected = 0;
    const kinds = new Set<AuditionIrregularity>();
    for (let h = 0; h < hands; h++) {
      const dealt = nextHand(state, 5, mode);
      const inj = dealt.injected;
      if (inj) {
        injected++;
        kinds.add(inj.irregularity);
        // It shows on a frame the trainee sees before at least one task, so it can be caught or missed.
        expect(inj.at).toBeGreaterThanOrEqual(0);
        expect(inj.at).toBeLessThan(dealt.tasks[dealt.tasks.length - 1].at);
        const ruled = inj.ruled(inj.at);
        if (ruled.kind === 'irregularities') {
          expect(ruled.question.choices).toContain(ruled.answer.ruling);
          expect(ruled.question.table.toAct).toBeNull();
        }
        if (inj.irregularity === 'misannounced') expect(ruled.kind).toBe('showdown-procedure');
        if (inj.irregularity === 'oversized-chip' || inj.irregularity === 'string-bet') expect(ruled.kind).toBe('chip-rulings');
        if (GAMES[GAME_SPECS[dealt.game].variant].family !== 'board') expect(['exposed-card', 'premature-board', 'misannounced']).not.toContain(inj.irregularity);
        // The engine's answer scores every point; the drill's scoring gives the reasons.
        const scored = drillModule(ruled.kind).score(ruled as never, ruled.answer as never);
        expect(scored.possible).toBeGreaterThan(0);
        expect(scored.earned).toBe(scored.possible);
        expect(ruled.why.length).toBeGreaterThan(0);
      }
      state = tableAfter(state, dealt, 5);
    }
    const rate = IRREGULARITY_RATE[mode];
    expect(Math.abs(injected - hands * rate), `${injected} of ${hands}`).toBeLessThanOrEqual(4 * Math.sqrt(hands * rate * (1 - rate)));
    if (format === 'holdem') expect(kinds.size).toBeGreaterThanOrEqual(5);
  });

  it('learn deals no irregularity', () => {
    let state = openTable({ format: 'eight-game', seats: 6, rotation: 'hand', profile: 'tournament' }, createRng(3));
    for (let h = 0; h < 40; h++) {
      const dealt = nextHand(state, 3, 'learn');
      expect(dealt.injected).toBeNull();
      state = tableAfter(state, dealt, 3);
    }
  });

  it('names every irregularity the model has', () => {
    expect([...auditionIrregularities].sort()).toEqual(['exposed-card', 'misannounced', 'misdeal-cause', 'out-of-turn', 'oversized-chip', 'premature-board', 'string-bet']);
  });
});
