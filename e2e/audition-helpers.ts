/** An audition's hands dealt in the test's own process from the table's number: the hands do not depend on the answers, so the test knows each task's answer. */
import type { AuditionFormat, AuditionMode } from '../shared/audition-vocab';
import { createRng } from '../electron/engine';
import type { DealtHand } from '../electron/drills/audition/deal';
import { nextHand, tableAfter } from '../electron/drills/audition/hands';
import { openTable } from '../electron/drills/audition/table';

export interface Table {
  format: AuditionFormat;
  seats: number;
  mode: AuditionMode;
  hands: number;
  rotation: 'orbit' | 'hand';
  profile: 'cash' | 'tournament';
}

export function dealt(table: Table, seed: number): DealtHand[] {
  let state = openTable(table, createRng(seed));
  const out: DealtHand[] = [];
  for (let h = 0; h < table.hands; h++) {
    const hand = nextHand(state, seed, table.mode);
    out.push(hand);
    state = tableAfter(state, hand, seed);
  }
  return out;
}

