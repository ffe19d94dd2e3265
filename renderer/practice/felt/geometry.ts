/**
 * Where things sit on the felt, in pixels of the felt's box: the seats on the rail, clockwise from
 * the dealer's left (the dealer sits at the middle of the near side, between the last seat and the
 * first), each seat's bet between it and the middle, and the free middle for the board and the
 * pots. A felt may be wide (a laptop) or tall (a phone held upright): the seats go round an oval of
 * the felt's own shape, spaced so that none touches another. Geometry only: sizes come from the box
 * and from what the seats hold, nothing here knows a rule of the game.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Size {
  w: number;
  h: number;
}

/** Size classes of the felt's contents (felt.css sizes the text and cards of each), smallest first. */
export const SCALES = ['xs', 'small', 'medium', 'large'] as const;
export type Scale = (typeof SCALES)[number];

export interface LayoutSizes {
  seat: Size;
  bet: Size;
  /** What a bet beside its seat (not in front) adds to its width: its seat's number. */
  owner: number;
  dealer: Size;
}

export interface FeltLayout {
  width: number;
  height: number;
  /** Seat boxes, by seat index. */
  seats: Box[];
  /** The chips in front of each seat. */
  bets: Box[];
  /** Each seat's chips lie beside it rather than in front (they show the seat's number). */
  betBeside: boolean[];
  /** The dealer's place on the rail. */
  dealer: Box;
  /** The rail: it runs through the seats' centres; an oval on a wide felt, a rounded oblong of corner `railRadius` on an upright one. */
  rail: Box;
  /** The rail's corner radius; null for an oval. */
  railRadius: number | null;
  /** The middle, clear of seats and bets: the board and the pots go here. */
  middle: Box;
  /** Seats, bets and the dealer's place are all clear of each other (at a felt too small for them, the least overlap found). */
  fits: boolean;
}

export const overlaps = (a: Box, b: Box, gap = 0): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/** The felt's height for its width where the room allows: a long oval on a wide screen, taller on a narrow one, upright on a phone. */
export function feltRatio(width: number): number {
  return width < 600 ? 1.95 : width < 1000 ? 0.75 : 0.6;
}

/** The size class for a felt of this size: a phone's felt (narrow, or short when held sideways) gets the smallest. */
export function scaleFor(width: number, height: number): Scale {
  if (width < 600 || height < 400) return 'xs';
  if (width < 780 || height < 460) return 'small';
  return width >= 1150 && height >= 620 ? 'large' : 'medium';
}

/** A seat's card at each scale (felt.css draws them so): a face-up card's width and height, a face-down card's width, the gap between cards and between rows. */
export const CARD: Record<Scale, { w: number; h: number; back: number; gap: number }> = {
  xs: { w: 19, h: 29, back: 12, gap: 2 },
  small: { w: 22, h: 32, back: 13, gap: 2 },
  medium: { w: 23, h: 35, back: 14, gap: 2 },
  large: { w: 27, h: 40, back: 17, gap: 3 },
};

/** A seat's padding and border, both sides together, at each scale (felt.css). */
const FRAME: Record<Scale, Size> = { xs: { w: 12, h: 8 }, small: { w: 16, h: 10 }, medium: { w: 20, h: 10 }, large: { w: 20, h: 10 } };

/** What the seats show: their words (the widest seat's lines and their height, as measured), and the most cards a seat shows face up and face down. */
export interface SeatContent {
  text: Size;
  /** The words laid out another way where they may be (a seat's state on a line of its own: narrower, taller). */
  otherText?: Size;
  up: number;
  down: number;
}

/** The words of a seat before they are measured: its name and stack lines. */
export const TEXT_ESTIMATE: Record<Scale, Size> = { xs: { w: 84, h: 32 }, small: { w: 108, h: 36 }, medium: { w: 120, h: 42 }, large: { w: 152, h: 52 } };

/** Seat, bet and dealer sizes at a scale for what the seats show, their cards in one row or two. */
export function sizesFor(scale: Scale, content: SeatContent, rows: 1 | 2 = 1): LayoutSizes {
  const card = CARD[scale];
  const cards = content.up + content.down;
  // One row: backs narrower than faces; two: the longer row as if all were face up.
  const perRow = rows === 1 ? cards : Math.ceil(cards / 2);
  const cardsW = rows === 1 ? content.up * card.w + content.down * card.back + Math.max(0, cards - 1) * card.gap : perRow * card.w + Math.max(0, perRow - 1) * card.gap;
  const cardsH = cards === 0 ? 0 : rows * card.h + rows * card.gap;
  const frame = FRAME[scale];
  return {
    seat: { w: Math.ceil(Math.max(content.text.w, cardsW) + frame.w), h: Math.ceil(content.text.h + cardsH + frame.h) },
    // A bet: its chips (up to four columns) over its amount, in a button's border; on a phone its amount alone (felt.css).
    bet: { w: { xs: 66, small: 84, medium: 84, large: 102 }[scale], h: { xs: 24, small: 50, medium: 50, large: 58 }[scale] },
    owner: { xs: 18, small: 20, medium: 20, large: 22 }[scale],
    dealer: { w: { xs: 60, small: 80, medium: 92, large: 110 }[scale], h: { xs: 20, small: 24, medium: 26, large: 30 }[scale] },
  };
}

/**
 * One way of going round the rail: the arc left open in front of the dealer (a share of the whole
 * way round; the seats share the rest evenly), and how much a step across counts against a step
 * along (below 1, the seats gather at the felt's ends and leave its long sides freer).
 */
interface Spacing {
  open: number;
  across: number;
}

/** The rail's shape around a centre: half-widths rx and ry, and a corner radius (null: an oval). */
interface Rail {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  corner: number | null;
}

/** The point of the rail in direction t (radians, screen coordinates: y grows downwards). */
function railPoint(rail: Rail, t: number): { x: number; y: number } {
  const c = Math.cos(t);
  const s = Math.sin(t);
  if (rail.corner === null) return { x: rail.cx + rail.rx * c, y: rail.cy + rail.ry * s };
  // Where the ray meets the oblong, or the corner's arc when it meets a corner.
  const k = Math.min(c ? rail.rx / Math.abs(c) : Infinity, s ? rail.ry / Math.abs(s) : Infinity);
  let x = k * c;
  let y = k * s;
  const ax = rail.rx - rail.corner;
  const ay = rail.ry - rail.corner;
  if (Math.abs(x) > ax && Math.abs(y) > ay) {
    const ox = Math.sign(x) * ax;
    const oy = Math.sign(y) * ay;
    // |λ(c, s) − o|² = r², the far root.
    const b = c * ox + s * oy;
    const λ = b + Math.sqrt(Math.max(0, b * b - (ox * ox + oy * oy - rail.corner * rail.corner)));
    x = λ * c;
    y = λ * s;
  }
  return { x: rail.cx + x, y: rail.cy + y };
}

/** Whether a point lies on the felt inside the rail. */
function insideRail(rail: Rail, x: number, y: number): boolean {
  const dx = Math.abs(x - rail.cx);
  const dy = Math.abs(y - rail.cy);
  if (rail.corner === null) return (dx / rail.rx) ** 2 + (dy / rail.ry) ** 2 <= 1;
  if (dx > rail.rx || dy > rail.ry) return false;
  const ax = rail.rx - rail.corner;
  const ay = rail.ry - rail.corner;
  return dx <= ax || dy <= ay || (dx - ax) ** 2 + (dy - ay) ** 2 <= rail.corner ** 2;
}

/**
 * The centres of `count` seats on the rail, clockwise on screen from the dealer's left, the dealer
 * at the bottom: the arc `open` around the bottom is left to the dealer, the rest shared evenly in
 * units of a seat box (w × h), two such boxes overlapping exactly when their centres are less than
 * one unit apart both ways, so that even spacing keeps neighbours furthest apart.
 */
function alongRail(rail: Rail, count: number, seat: Size, spacing: Spacing): Array<{ x: number; y: number }> {
  const steps = 720;
  const pts: Array<{ x: number; y: number; at: number }> = [];
  let at = 0;
  for (let k = 0; k <= steps; k++) {
    // From the bottom, clockwise on screen: bottom, left, top, right.
    // Its fields set one by one: a spread object given a field after was slower here by twenty times.
    const q = railPoint(rail, Math.PI / 2 + (k / steps) * 2 * Math.PI);
    const p = { x: q.x, y: q.y, at: 0 };
    if (k > 0) {
      const dx = Math.abs(p.x - pts[k - 1].x) / seat.w;
      const dy = Math.abs(p.y - pts[k - 1].y) / seat.h;
      // Across: along x on an upright felt, along y on a wide one.
      at += rail.ry > rail.rx ? Math.max(dx * spacing.across, dy) : Math.max(dx, dy * spacing.across);
    }
    p.at = at;
    pts.push(p);
  }
  const total = at;
  // The dealer's arc, then the seats: the first and last seat half a step from its ends.
  const open = Math.max(spacing.open, 1 / (count + 1)) * total;
  const step = (total - open) / count;
  const out: Array<{ x: number; y: number }> = [];
  let j = 0;
  for (let i = 0; i < count; i++) {
    const want = open / 2 + step / 2 + i * step;
    while (j < steps && pts[j + 1].at < want) j++;
    out.push({ x: pts[j].x, y: pts[j].y });
  }
  return out;
}

/** How far apart, in direction (ux, uy) (a unit vector), the centres of two boxes must be for the boxes to clear each other. */
const clearance = (a: Size, b: Size, ux: number, uy: number): number =>
  Math.min(ux ? (a.w + b.w) / 2 / Math.abs(ux) : Infinity, uy ? (a.h + b.h) / 2 / Math.abs(uy) : Infinity);

/** The area two boxes share. */
function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const GAP = 6;
const MARGIN = 2;

/**
 * The ways round the rail tried, the most even first (an even ring looks most like a table, and is
 * kept unless another leaves the middle clearly more room): wider arcs left to the dealer, and
 * seats gathered more on the long sides.
 */
const SPACINGS: readonly Spacing[] = [0, 0.12, 0.24, 0.36, 0.45].flatMap((open) => [1, 0.7, 0.45, 0.25].map((across) => ({ open, across })));

interface Placed {
  seats: Box[];
  bets: Box[];
  /** A bet beside its seat rather than in front of it (it shows the seat's number, felt.css). */
  beside: boolean[];
  /** The area where seats, bets (of every seat) and the dealer overlap: 0 when they fit. */
  overlap: number;
}

/**
 * Where a seat's chips go first: straight in from its side of the felt, or along the felt's long
 * side (above or below a seat on an upright phone's felt, where chips from both sides would meet in
 * the middle; beside it on a short wide one).
 */
type BetWay = 'in' | 'along';

function place(rail: Rail, count: number, size: LayoutSizes, dealer: Box, spacing: Spacing, withBets: boolean, betWay: BetWay): Placed {
  const seats = alongRail(rail, count, size.seat, spacing).map((p) => ({ x: p.x - size.seat.w / 2, y: p.y - size.seat.h / 2, w: size.seat.w, h: size.seat.h }));
  const taken: Box[] = [...seats, dealer];
  const bets = seats.map((box) => {
    const sx = box.x + box.w / 2;
    const sy = box.y + box.h / 2;
    // Towards the nearest point of the felt's long axis (straight in from a long side, as chips lie in
    // front of a player); where that meets another seat's chips, straight across or straight up or down.
    const reach = Math.abs(rail.rx - rail.ry);
    const tx = rail.rx > rail.ry ? Math.min(Math.max(sx, rail.cx - reach), rail.cx + reach) : rail.cx;
    const ty = rail.rx > rail.ry ? rail.cy : Math.min(Math.max(sy, rail.cy - reach), rail.cy + reach);
    const lengthwise = rail.rx > rail.ry ? [rail.cx - sx, 0] : [0, rail.cy - sy];
    const ways = betWay === 'in' ? [[tx - sx, ty - sy], [rail.cx - sx, 0], [0, rail.cy - sy]] : [lengthwise, [tx - sx, ty - sy]];
    const front = Math.hypot(tx - sx, ty - sy) || 1;
    let first: { bet: Box; beside: boolean } | null = null;
    for (const [dx, dy] of ways) {
      const d = Math.hypot(dx, dy);
      if (d < 1) continue;
      const ux = dx / d;
      const uy = dy / d;
      // More than 45° off straight in front: beside the seat, and a seat number's width wider.
      const beside = (ux * (tx - sx) + uy * (ty - sy)) / front < Math.SQRT1_2;
      const w = size.bet.w + (beside ? size.owner : 0);
      const chips = { w, h: size.bet.h };
      const along = clearance(box, chips, ux, uy) + GAP;
      const bet = { x: sx + ux * along - w / 2, y: sy + uy * along - chips.h / 2, w, h: chips.h };
      first ??= { bet, beside };
      if (!withBets || !taken.some((t) => overlaps(t, bet))) {
        first = { bet, beside };
        break;
      }
    }
    const chosen = first ?? { bet: { x: sx - size.bet.w / 2, y: sy - size.bet.h / 2, w: size.bet.w, h: size.bet.h }, beside: false };
    taken.push(chosen.bet);
    return chosen;
  });
  const boxes = [...seats, ...(withBets ? bets.map((b) => b.bet) : []), dealer];
  let overlap = 0;
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) overlap += overlapArea(boxes[i], boxes[j]);
  return { seats, bets: bets.map((b) => b.bet), beside: bets.map((b) => b.beside), overlap };
}

/**
 * `betSeats`: the seats with chips in front now (the middle keeps clear of those only, so that it
 * grows as the bets are gathered); `withBets`: chips lie in front of seats in this item at all (the
 * seats are placed so that every seat's bet clears the others, and stay where they are as the bets
 * are gathered).
 */
export function feltLayout(width: number, height: number, seats: number, size: LayoutSizes, options: { betSeats?: readonly number[]; withBets?: boolean } = {}): FeltLayout {
  const betSeats = options.betSeats ?? [];
  const withBets = options.withBets ?? betSeats.length > 0;
  const cx = width / 2;
  const dealer = { x: cx - size.dealer.w / 2, y: height - size.dealer.h - MARGIN, w: size.dealer.w, h: size.dealer.h };
  const rx = Math.max(1, width / 2 - size.seat.w / 2 - MARGIN);
  const ry = Math.max(1, height / 2 - size.seat.h / 2 - MARGIN);
  // An upright felt is an oblong with round corners: its long sides seat the players, its ends leave room for the pots;
  // so is a flat one (a phone held sideways), whose seats sit in rows along it.
  const rail: Rail = { cx, cy: height / 2, rx, ry, corner: ry > rx * 1.1 ? rx * 0.35 : ry < rx * 0.45 ? ry * 0.6 : null };
  let best: { placed: Placed; middle: Box; score: number } | null = null;
  for (const [spacing, betWay] of SPACINGS.flatMap((spacing) => (withBets ? (['in', 'along'] as const) : (['in'] as const)).map((way) => [spacing, way] as const))) {
    const placed = place(rail, seats, size, dealer, spacing, withBets, betWay);
    if (best && placed.overlap > best.placed.overlap) continue;
    const middle = middleBox(rail, height, [...placed.seats, ...(withBets ? placed.bets : []), dealer], false);
    const score = middleScore(middle, rail.corner !== null);
    // Fewer overlaps first; then a clearly roomier middle (the even ring is kept for a little more).
    if (!best || placed.overlap < best.placed.overlap || score > best.score * 1.25) best = { placed, middle, score };
  }
  const { placed } = best!;
  const middle = middleBox(rail, height, [...placed.seats, ...betSeats.map((seat) => placed.bets[seat]), dealer], true);
  return {
    width,
    height,
    seats: placed.seats,
    bets: placed.bets,
    betBeside: placed.beside,
    dealer,
    rail: { x: cx - rx, y: rail.cy - ry, w: 2 * rx, h: 2 * ry },
    railRadius: rail.corner,
    middle,
    fits: placed.overlap === 0,
  };
}

/**
 * The layout at a scale for what the seats show: seats with more than four cards try them in two
 * rows as well, and their words laid out the other way where they may be (narrower, taller seats
 * suit an upright felt); the first that fits with a clearly roomier middle is kept.
 */
export function layoutFor(
  width: number,
  height: number,
  seats: number,
  scale: Scale,
  content: SeatContent,
  options: { betSeats?: readonly number[]; withBets?: boolean } = {},
): FeltLayout & { cardRows: 1 | 2; otherText: boolean } {
  let best: (FeltLayout & { cardRows: 1 | 2; otherText: boolean }) | null = null;
  for (const otherText of content.otherText ? [false, true] : [false]) {
    for (const cardRows of content.up + content.down > 4 ? ([1, 2] as const) : ([1] as const)) {
      const text = otherText ? content.otherText! : content.text;
      const layout = { ...feltLayout(width, height, seats, sizesFor(scale, { ...content, text }, cardRows), options), cardRows, otherText };
      const upright = layout.railRadius !== null;
      if (!best || (layout.fits && !best.fits) || (layout.fits === best.fits && middleScore(layout.middle, upright) > middleScore(best.middle, upright) * 1.1)) best = layout;
    }
  }
  return best!;
}

/**
 * How much a middle holds: its area, but a middle too flat for a card and a row of pots is of little
 * use (on a wide felt area counts up to a height of 0.8 of the width); on an upright felt the pots
 * may stack in a tall middle, as long as it is about as wide as the board (five cards on a phone).
 */
function middleScore(b: Box, upright: boolean): number {
  if (!upright) return b.w * Math.min(b.h, b.w * 0.8);
  return b.w * Math.min(b.h, b.w * 3) * Math.min(1, b.w / 150) ** 2;
}

/**
 * The largest box on the felt inside the rail that keeps clear of every other box (searched over its
 * height and where it sits, from above the centre to the dealer's end).
 */
function middleBox(rail: Rail, height: number, taken: Box[], fine: boolean): Box {
  const { cx } = rail;
  let best: Box = { x: cx, y: rail.cy, w: 0, h: 0 };
  // Coarse to compare the ways round the rail, fine for the one kept.
  const stepY = Math.max(2, height / (fine ? 120 : 30));
  const tries = fine ? 14 : 9;
  for (let shift = -0.25; shift <= 0.35 + 1e-9; shift += fine ? 0.05 : 0.1) {
    const cy = height * (0.5 + shift);
    for (let hh = 10; hh < height * 0.45; hh += stepY) {
      const top = cy - hh;
      const bottom = cy + hh;
      if (!insideRail(rail, cx, top) || !insideRail(rail, cx, bottom)) break;
      // The widest half-width clear of the others and with its corners on the felt.
      let lo = 0;
      let hi = rail.rx;
      for (let k = 0; k < tries; k++) {
        const hw = (lo + hi) / 2;
        const box = { x: cx - hw, y: top, w: 2 * hw, h: 2 * hh };
        if (!insideRail(rail, cx + hw, top) || !insideRail(rail, cx + hw, bottom) || taken.some((t) => overlaps(box, t, GAP))) hi = hw;
        else lo = hw;
      }
      const box = { x: cx - lo, y: top, w: 2 * lo, h: 2 * hh };
      if (middleScore(box, rail.corner !== null) > middleScore(best, rail.corner !== null)) best = box;
    }
  }
  return best;
}
