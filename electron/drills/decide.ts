/**
 * Decision drills (pot-limit, min-raise, action): a hand played until a player faces a decision
 * worth asking about. The question is the table at that moment; `phh` is the hand so far.
 */
import { createRng, legalActions, type Hand, type LegalActions, type Profile } from '../engine';
import { playOn, startPlay, tableFor, type Level, type Play, type Style, type TableShape } from './play';

export interface Decision {
  play: Play;
  legal: LegalActions;
}

export interface DecisionSpec {
  shape: (rng: ReturnType<typeof createRng>) => TableShape;
  style: Style;
  /** Whether this decision is the kind the level promises. */
  wanted: (hand: Hand, legal: LegalActions, play: Play) => boolean;
  /** Chance of asking at a wanted decision (lower spreads questions over the hand). */
  chance: number;
}

export function findDecision(seed: number, level: Level, profile: Profile, spec: DecisionSpec): Decision {
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    const config = tableFor(rng, level, profile, spec.shape(rng));
    const play = startPlay(rng, level, config);
    const desperate = attempt >= 30; // never loop for ever: take the first decision there is
    const stopped = playOn(play, () => spec.style, (hand, legal) => desperate || (spec.wanted(hand, legal, play) && rng.next() < spec.chance));
    if (!stopped) continue;
    return { play, legal: legalActions(play.hand)! };
  }
}

/** An all-in this round that was less than a full raise (TDA 47's short all-in). */
export const shortAllInThisRound = (play: Play): boolean => play.shortAllIn;
