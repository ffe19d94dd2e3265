/**
 * Seeded pseudo-random numbers for dealing and drills.
 *
 * The engine never draws on the platform's random numbers: a replay or a drill must be reproducible from its seed alone.
 * The generator is sfc32 (small, fast, passes PractRand), its 128-bit state filled by splitmix32
 * so that nearby seeds (1, 2, 3...) still start from unrelated states.
 */
import { FULL_DECK, type Card } from './cards';

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n); n must be a positive integer. */
  int(n: number): number;
  /** One item chosen uniformly; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** A uniformly shuffled copy (Fisher-Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
}

const TWO_POW_32 = 4294967296;
/** Below this, int(n) multiplies: a 32-bit word times n stays exact in a double (2^32 * 2^21 = 2^53). */
const SMALL = 2 ** 21;

/** splitmix32 step: turns a counter into a well-mixed 32-bit word. */
function splitmix32(state: number): number {
  let z = state | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * Creates a generator. Any finite number is a valid seed: both 32-bit halves of an integer seed
 * (e.g. a timestamp) feed the state, so seeds beyond 2^32 do not collide with small ones.
 */
export function createRng(seed: number): Rng {
  if (!Number.isFinite(seed)) throw new Error(`seed must be a finite number, got ${seed}`);
  const whole = Math.floor(seed);
  const lo = whole >>> 0;
  const hi = Math.floor(whole / TWO_POW_32) >>> 0;

  let counter = (lo ^ Math.imul(hi, 0x9e3779b9)) | 0;
  const nextSeedWord = (): number => {
    counter = (counter + 0x9e3779b9) | 0;
    return splitmix32(counter ^ hi);
  };
  let a = nextSeedWord();
  let b = nextSeedWord();
  let c = nextSeedWord();
  let d = nextSeedWord() | 1; // d is sfc32's counter; any value works, odd keeps it visibly non-zero

  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm-up: the first outputs of sfc32 still echo the seed words.
  for (let i = 0; i < 15; i++) nextUint32();

  const next = (): number => nextUint32() / TWO_POW_32;

  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0 || n > TWO_POW_32) {
      throw new Error(`int(n) needs an integer 1..2^32, got ${n}`);
    }
    // Rejection sampling keeps every value exactly equally likely (no modulo bias).
    if (n <= SMALL) {
      // Lemire's multiply-and-reject: x * n is exact in a double, and a division is needed only
      // in the rare case that the low word falls below n (the dealing of cards draws here).
      let m = nextUint32() * n;
      let high = Math.floor(m / TWO_POW_32);
      let low = m - high * TWO_POW_32;
      if (low < n) {
        const threshold = (TWO_POW_32 - n) % n;
        while (low < threshold) {
          m = nextUint32() * n;
          high = Math.floor(m / TWO_POW_32);
          low = m - high * TWO_POW_32;
        }
      }
      return high;
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = nextUint32();
    while (x >= limit) x = nextUint32();
    return x % n;
  };

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(items.length)];
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  };

  return { next, int, pick, shuffle };
}

/** The deck in order, as an ordinary array: copying the frozen FULL_DECK takes V8's slow path (some 30,000 instructions). */
const ORDERED_DECK: Card[] = [...FULL_DECK];

/**
 * A freshly shuffled 52-card deck. Only its first `dealt` cards are shuffled (Fisher-Yates from
 * the front, stopped early): they are as random as a full shuffle's, and a hand that deals no
 * more than that need not pay for the rest.
 */
export function shuffledDeck(rng: Rng, dealt = 52): Card[] {
  const deck = ORDERED_DECK.slice();
  const n = deck.length;
  for (let i = 0; i < Math.min(dealt, n - 1); i++) {
    const j = i + rng.int(n - i);
    const card = deck[i];
    deck[i] = deck[j];
    deck[j] = card;
  }
  return deck;
}
