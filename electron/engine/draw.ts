/**
 * Draw games: the order of a draw and the dealer's arithmetic of the stub. Pure reads of a Hand.
 * RULES.md (games beyond hold'em and Omaha, draw games), after Robert's Rules of Poker:
 *
 * - The draw goes clockwise from the first player left of the button: every player still in the
 *   hand, all-in players too, stands pat or discards, and is dealt as many cards as discarded
 *   before the next player declares.
 * - A card is burned before the first replacement of each draw.
 * - The last card of the stub is not dealt. When a player's draw needs it, the dealer deals what
 *   the stub holds above it, then shuffles that last card with the burns and the discards of the
 *   players who have drawn (not those of the player now drawing, nor the folded hands) into a new
 *   stub, burns a card, and deals the rest from it.
 */
import { explain, type Explanation } from './explain';
import type { Hand } from './state';

/** The stub, the muck a reshuffle gathers (burns and the discards of the players served) and the burns among them. */
export interface StubCounts {
  stub: number;
  muck: number;
  burns: number;
}

/** How the dealer serves one player's draw, and the counts after it (the player's discards then in the muck). */
export interface Serve extends StubCounts {
  /** The draw's burn, before its first replacement (it may take the stub's last card: that card is burned, not dealt). */
  burn: boolean;
  /** Cards dealt from the stub as it stands (never its last card). */
  fromStub: number;
  /** The rest come from a new stub: the old one's last card shuffled with the muck, and a card burned. */
  reshuffle: boolean;
}

/** Serving `count` cards (the draw's first replacements: `burn` first) from the stub and muck `c`; null when even a reshuffle cannot. */
export function planServe(c: StubCounts, count: number, burn: boolean): Serve | null {
  let { stub, muck, burns } = c;
  if (burn) {
    stub--;
    muck++;
    burns++;
  }
  const fromStub = Math.min(count, Math.max(0, stub - 1));
  stub -= fromStub;
  const rest = count - fromStub;
  if (rest > 0) {
    // The new stub: the old one's last card (if the burn left it) and the muck; then a burn.
    stub += muck - 1;
    muck = 1;
    burns = 1;
    if (rest > stub - 1) return null;
    stub -= rest;
  }
  return { burn, fromStub, reshuffle: rest > 0, stub, muck: muck + count, burns };
}

/** The most cards a player about to draw can be dealt (the players before them served): `wanted` or fewer. */
export function servable(hand: Hand, wanted: number): number {
  let k = wanted;
  while (k > 0 && !planServe(hand, k, !hand.draw!.burnt)) k--;
  return k;
}

/** The next player to stand pat or discard: the first still in, left of the button, who has not; null when all have. */
export function nextToDraw(hand: Hand): number | null {
  const declared = hand.draw?.seats ?? [];
  // Clockwise from the button's left (seatsFromButton's order), without building that list.
  const n = hand.seats.length;
  for (let k = 1; k <= n; k++) {
    const i = (hand.config.button + k) % n;
    if (!hand.seats[i].folded && !declared.includes(i)) return i;
  }
  return null;
}

export interface NextServe {
  /** The player dealt next (players are dealt in the order they drew) and how many cards. */
  seat: number;
  count: number;
  serve: Serve | null;
  why: Explanation;
}

/** Who the dealer deals to next in the draw, and whether the stub runs out (null when nobody is waiting). */
export function nextServe(hand: Hand): NextServe | null {
  const draw = hand.draw;
  if (!draw || draw.served >= draw.seats.length) return null;
  const seat = draw.seats[draw.served];
  const count = draw.discards[draw.served].length;
  const serve = planServe(hand, count, !draw.burnt);
  // The stub and muck as the dealer deals this draw: after the draw's burn, if it comes now.
  const burn = serve && serve.burn ? 1 : 0;
  const stub = hand.stub - burn;
  const muck = hand.muck + burn;
  const why = !serve
    ? explain('RULES draw', 'deck-exhausted', { seat, count, stub, muck }, `seat ${seat} draws ${count}, but the stub (${stub}) and the muck (${muck}) cannot serve it`)
    : serve.reshuffle
      ? explain(
          'RULES draw',
          'reshuffle',
          { seat, count, stub, fromStub: serve.fromStub, muck },
          `seat ${seat} draws ${count} and the stub has ${stub}: the dealer deals ${serve.fromStub}, keeps the last card back and shuffles it with the burns and the discards of the players who have drawn (${muck} card${muck === 1 ? '' : 's'}, not seat ${seat}'s own), burns a card and deals the other ${count - serve.fromStub}`,
        )
      : explain('RULES draw', 'serve', { seat, count, stub }, `seat ${seat} draws ${count} from the stub of ${stub}`);
  return { seat, count, serve, why };
}
