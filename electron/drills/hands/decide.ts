/**
 * Decision drills (pot-limit, min-raise, action): a hand played until a player faces a decision
 * worth asking about. The question is the table at that moment; `phh` is the hand so far.
 */
import { cloneHand, legalActions, type Hand, type LegalActions, type Rng } from '../../engine';
import { playOn, startPlay, type Level, type Play } from './play';
import { type SteeredTable } from './steer';

export interface Decision {
  /** The hand at the decision and the actions that led to it (the hand is played no further). */
  play: Pick<Play, 'hand' | 'actions' | 'config'>;
  /** The player's legal actions, without their reasons ... */
  legal: LegalActions;
  /** ... and with them: built only when an item's reasons are read (a result's explanation). */
  reasoned: () => LegalActions;
}

export interface DecisionSpec {
  /** The table and how it plays (play.ts: plainTable, shortAllInTable, ...). */
  table: (rng: Rng) => SteeredTable;
  /** Whether this decision is the kind the level promises. */
  wanted: (hand: Hand, legal: LegalActions, play: Play) => boolean;
  /** Chance of asking at a wanted decision (lower spreads questions over the hand). */
  chance: number;
}

/**
 * Plays hands from `rng` until a player faces a wanted decision (after 30 hands, any decision).
 * A wanted decision passed over by `chance` is kept (a copy of the hand there): when the hand ends
 * without another being asked, the last one passed over is asked, rather than a new hand dealt.
 */
export function findDecision(rng: Rng, level: Level, spec: DecisionSpec): Decision {
  for (let attempt = 0; ; attempt++) {
    const table = spec.table(rng);
    const play = startPlay(rng, level, table.config);
    const desperate = attempt >= 30; // never loop for ever: take the first decision there is
    // The legal actions playOn gave at the decision asked (or passed over), kept rather than worked out again.
    const passed = { hand: null as Hand | null, legal: null as LegalActions | null, actions: 0 };
    let asked: LegalActions | null = null;
    const stopped = playOn(play, table.style, (hand, legal) => {
      asked = legal;
      if (desperate) return true;
      if (!spec.wanted(hand, legal, play)) return false;
      if (rng.next() < spec.chance) return true;
      passed.hand = cloneHand(hand);
      passed.legal = legal;
      passed.actions = play.actions.length;
      return false;
    });
    const hand = stopped ? play.hand : passed.hand;
    const legal = stopped ? asked : passed.legal;
    if (!hand || !legal) continue;
    const at = stopped ? play : { hand, actions: play.actions.slice(0, passed.actions), config: play.config };
    return { play: at, legal, reasoned: () => legalActions(hand)! };
  }
}

/** An all-in this round that was less than a full bet or raise (TDA 47's short all-in). */
export const shortAllInThisRound = (play: Play): boolean => play.shortAllIn;
