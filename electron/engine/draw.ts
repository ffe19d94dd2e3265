/**
 * Draw games: the order of a draw and the dealer's arithmetic of the stub. Pure reads of a Hand.
 * Robert's Rules of Poker (draw poker, lowball) and card-room practice:
 *
 * - The draw goes clockwise from the first player left of the button: every player still in the
 *   hand, all-in players too, stands pat or discards, and is dealt as many cards as discarded.
 * - One card is burned before a draw is dealt.
 * - The last card of the stub is never dealt. When a player's draw needs it, the dealer deals what
 *   the stub holds above it, then shuffles that last card with the muck (the burn cards, the folded
 *   hands and the discards) into a new stub and deals the rest from it. The discards of the player
 *   being served are kept out of the reshuffle, so nobody is dealt back their own discards.
 */
import { explain, type Explanation } from './explain';
import type { Hand } from './state';

/** How the dealer serves one player's draw. */
export interface Serve {
  /** Cards dealt from the stub as it stands (never its last card). */
  fromStub: number;
  /** The rest come from a reshuffle of the last card and the muck. */
  reshuffle: boolean;
  /** The stub and the muck after the serve. */
  stub: number;
  muck: number;
}

/** Serving `count` cards from a stub of `stub` with `muck` cards out of play, `own` of them the player's discards; null when even a reshuffle cannot. */
export function planServe(stub: number, muck: number, count: number, own: number): Serve | null {
  if (count <= stub - 1) return { fromStub: count, reshuffle: false, stub: stub - count, muck };
  const fromStub = Math.max(0, stub - 1);
  const fresh = stub - fromStub + muck - own;
  const rest = count - fromStub;
  if (rest > fresh - 1) return null;
  return { fromStub, reshuffle: true, stub: fresh - rest, muck: own };
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
  const serve = planServe(hand.stub, hand.muck, count, count);
  const why = !serve
    ? explain('RULES draw', 'deck-exhausted', { seat, count, stub: hand.stub, muck: hand.muck }, `seat ${seat} draws ${count}, but the stub (${hand.stub}) and the muck (${hand.muck}) cannot serve it`)
    : serve.reshuffle
      ? explain(
          'RULES draw',
          'reshuffle',
          { seat, count, stub: hand.stub, fromStub: serve.fromStub, muck: hand.muck - count },
          `seat ${seat} draws ${count} and the stub has ${hand.stub}: the dealer deals ${serve.fromStub}, keeps the last card back and shuffles it with the muck (${hand.muck - count} cards, not seat ${seat}'s own discards) for the other ${count - serve.fromStub}`,
        )
      : explain('RULES draw', 'serve', { seat, count, stub: hand.stub }, `seat ${seat} draws ${count} from the stub of ${hand.stub}`);
  return { seat, count, serve, why };
}
