/**
 * An audition's hands, one after another, from the table's seed: each hand dealt from a seed of its
 * own (the table's and the hand's number), its irregularity drawn at the mode's rate, and the table
 * moved on by the hand's result. The same seed deals the same hands, whatever the trainee answers.
 */
import { createRng } from '../../engine';
import type { AuditionMode } from '../../../shared/audition-vocab';
import { dealHand, type DealtHand } from './deal';
import { GAME_SPECS } from './formats';
import { planIrregularity } from './irregular';
import { afterHand, gameOf, type TableState } from './table';

/** A hand's own seed (`attempt`: dealt again when the planned irregularity found no moment in it). */
const handSeed = (seed: number, hand: number, attempt: number): number => seed * 4096 + hand * 8 + attempt;

/** Tries to find a moment for the planned irregularity before it falls back on one that always has its moment, at the deal. */
const ATTEMPTS = 3;

/** The table's next hand: an irregularity at the mode's rate, from those the game can have. */
export function nextHand(state: TableState, seed: number, mode: AuditionMode): DealtHand {
  const plan = planIrregularity(createRng(handSeed(seed, state.hands, 7)), mode, GAME_SPECS[gameOf(state)].variant);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const dealt = dealHand(state, handSeed(seed, state.hands, attempt), plan);
    if (!plan || dealt.injected) return dealt;
  }
  return dealHand(state, handSeed(seed, state.hands, ATTEMPTS), 'misdeal-cause');
}

/** The table once the hand is over: its stacks, a seat for each busted player, the button and the rotation moved on. */
export function tableAfter(state: TableState, dealt: DealtHand, seed: number): TableState {
  return afterHand(state, dealt.config, dealt.finalStacks, dealt.rake, createRng(handSeed(seed, state.hands, 6)));
}
