/**
 * Gathering and side pots from the contribution ledger: each player's stake (chips put in this
 * hand), whether they folded, and dead money (a big-blind ante). Pure functions over plain arrays.
 */
import { chipText as c, explain, type Explanation } from './explain';

export interface Pot {
  amount: number;
  /** Seats that can win it: they put chips into it and have not folded. Ascending. */
  eligible: number[];
}

export interface Ledger {
  stakes: readonly number[];
  folded: readonly boolean[];
  /** Chips in the main pot that belong to no player's stake (big-blind ante). */
  dead: number;
}

export interface Uncalled {
  seat: number;
  amount: number;
}

/**
 * RULES (uncalled bets): the part of the largest stake that no other player matched goes back
 * to its owner, also when the others are all-in for less or folded. A folded player gets nothing
 * back. The dealer's reason, in the round's bets, is gatherView's (gather.ts).
 */
export function uncalledBet(ledger: Ledger): Uncalled | null {
  let first = -1;
  let second = 0;
  for (let i = 0; i < ledger.stakes.length; i++) {
    const s = ledger.stakes[i];
    if (first < 0 || s > ledger.stakes[first]) {
      if (first >= 0) second = Math.max(second, ledger.stakes[first]);
      first = i;
    } else {
      second = Math.max(second, s);
    }
  }
  const top = first;
  if (top < 0 || ledger.folded[top]) return null;
  const amount = ledger.stakes[top] - second;
  if (amount <= 0) return null;
  return { seat: top, amount };
}

export interface PotLayer extends Pot {
  /** The stake level this layer reaches up to. */
  level: number;
  /** Chips each seat put into this layer. */
  contributions: number[];
}

/**
 * RULES (side pots): layers at every stake level of a player still in the hand; a layer takes
 * from each player the part of their stake between the level below and its own. Chips of folded
 * players stay in the layers they reached; chips above every live player's stake (a layer with
 * nobody eligible) merge into the pot below. Adjacent layers with the same eligible players are one pot.
 */
export function potLayers(ledger: Ledger): PotLayer[] {
  const n = ledger.stakes.length;
  const levels: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = ledger.stakes[i];
    if (!ledger.folded[i] && s > 0 && !levels.includes(s)) levels.push(s);
  }
  levels.sort((a, b) => a - b);
  const layers: PotLayer[] = [];
  let below = 0;
  for (const level of levels) {
    const contributions: number[] = [];
    let amount = 0;
    const eligible: number[] = [];
    for (let i = 0; i < n; i++) {
      const c = Math.min(ledger.stakes[i], level) - Math.min(ledger.stakes[i], below);
      contributions.push(c);
      amount += c;
      if (!ledger.folded[i] && ledger.stakes[i] >= level) eligible.push(i);
    }
    layers.push({ level, amount, eligible, contributions });
    below = level;
  }
  // Folded chips above every live stake: no one is eligible, so they merge into the top pot.
  let over = 0;
  for (let i = 0; i < n; i++) over += Math.max(0, ledger.stakes[i] - below);
  if (layers.length === 0) {
    if (over + ledger.dead === 0) return [];
    // Nothing gathered from the live players yet (a big-blind ante before the first gathering):
    // the dead money is the main pot, which every player still in the hand can win.
    const live: number[] = [];
    for (let i = 0; i < n; i++) if (!ledger.folded[i]) live.push(i);
    return [{ level: below, amount: over + ledger.dead, eligible: live, contributions: ledger.stakes.slice() }];
  }
  if (over > 0) {
    const top = layers[layers.length - 1];
    top.amount += over;
    for (let i = 0; i < n; i++) top.contributions[i] += Math.max(0, ledger.stakes[i] - below);
  }
  layers[0].amount += ledger.dead;
  return mergeSameEligible(layers);
}

function sameSeats(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, k) => x === b[k]);
}

/** Merges in place: the layers are potLayers' own, made for this call. */
function mergeSameEligible(layers: PotLayer[]): PotLayer[] {
  const merged: PotLayer[] = [];
  for (const layer of layers) {
    // Index -1 of an empty array is looked up as a property, on V8's slow path: the length is tested first.
    const last = merged.length > 0 ? merged[merged.length - 1] : undefined;
    if (last && sameSeats(last.eligible, layer.eligible)) {
      last.amount += layer.amount;
      last.level = layer.level;
      for (let i = 0; i < layer.contributions.length; i++) last.contributions[i] += layer.contributions[i];
    } else {
      merged.push(layer);
    }
  }
  return merged;
}

/** The pots as the dealer has them: main pot first, then the side pots. */
export function buildPots(ledger: Ledger): Pot[] {
  return potLayers(ledger).map(({ amount, eligible }) => ({ amount, eligible }));
}

/** Why a seat is not eligible for a pot, for explanations. */
export function ineligibleReason(layer: PotLayer, seat: number, ledger: Ledger): Explanation | null {
  if (layer.eligible.includes(seat)) return null;
  if (ledger.folded[seat]) {
    return explain('RULES side pots', 'not-eligible-folded', { seat }, `seat ${seat} folded`);
  }
  return explain(
    'RULES side pots',
    'not-eligible-all-in',
    { seat, stake: ledger.stakes[seat], level: layer.level },
    `seat ${seat} put in only ${c(ledger.stakes[seat])}, less than the ${c(layer.level)} this pot reaches`,
  );
}
