/**
 * Where things sit on the felt, in pixels of the felt's box: the seats on the rail, clockwise from
 * the dealer's left (the dealer sits at the middle of the near long side, between the last seat
 * and the first), each seat's bet between it and the middle, and the free middle for the board and
 * the pots. Geometry only: sizes come from the box, nothing here knows a rule of the game.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FeltLayout {
  width: number;
  height: number;
  /** Seat boxes, by seat index. */
  seats: Box[];
  /** The chips in front of each seat. */
  bets: Box[];
  /** The dealer's place on the rail. */
  dealer: Box;
  /** The rail's oval: it runs through the seats' centres. */
  rail: Box;
  /** The middle, clear of seats and bets: the board and the pots go here. */
  middle: Box;
  /** A size class for the seat boxes' contents. */
  scale: 'small' | 'medium' | 'large';
}

/** The felt's height for its width (a long oval table). */
export const FELT_RATIO = 0.6;

export const overlaps = (a: Box, b: Box, gap = 0): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/**
 * `count` points along an ellipse, the first at the bottom, then clockwise on screen, spaced evenly
 * in units of a box (w × h): two such boxes overlap exactly when their centres are less than one
 * unit apart in both directions, so even spacing in this measure keeps neighbours furthest apart.
 */
function alongEllipse(cx: number, cy: number, rx: number, ry: number, count: number, w: number, h: number): Array<{ x: number; y: number }> {
  const steps = 1440;
  const pts: Array<{ x: number; y: number; at: number }> = [];
  let at = 0;
  for (let k = 0; k <= steps; k++) {
    // Angle from the bottom (screen y grows downwards), clockwise on screen: bottom, left, top, right.
    const t = Math.PI / 2 + (k / steps) * 2 * Math.PI;
    const p = { x: cx + rx * Math.cos(t), y: cy + ry * Math.sin(t), at };
    if (k > 0) at += Math.max(Math.abs(p.x - pts[k - 1].x) / w, Math.abs(p.y - pts[k - 1].y) / h);
    p.at = at;
    pts.push(p);
  }
  const total = at;
  const out: Array<{ x: number; y: number }> = [];
  let j = 0;
  for (let i = 0; i < count; i++) {
    const want = (i / count) * total;
    while (j < steps && pts[j + 1].at < want) j++;
    out.push({ x: pts[j].x, y: pts[j].y });
  }
  return out;
}

/** How far apart, in direction (ux, uy) (a unit vector), the centres of two boxes must be for the boxes to clear each other. */
const clearance = (a: { w: number; h: number }, b: { w: number; h: number }, ux: number, uy: number): number =>
  Math.min(ux ? (a.w + b.w) / 2 / Math.abs(ux) : Infinity, uy ? (a.h + b.h) / 2 / Math.abs(uy) : Infinity);

export interface LayoutSizes {
  seat: { w: number; h: number };
  bet: { w: number; h: number };
  dealer: { w: number; h: number };
}

/** Seat, bet and dealer sizes for a felt of this width; seats showing tabled cards are taller (the CSS sizes their contents to match). */
export function sizesFor(width: number, holeCards: number, tabled: boolean): LayoutSizes & { scale: FeltLayout['scale'] } {
  const scale: FeltLayout['scale'] = width >= 1150 ? 'large' : width >= 780 ? 'medium' : 'small';
  // Wider for four hole cards, and wider again for stud's seven (their ranks stay 16 px or more: felt.css).
  const seatW = { small: 124, medium: 140, large: 172 }[scale] + (tabled && holeCards > 4 ? 34 : tabled && holeCards > 2 ? 14 : 0);
  const seatH = (tabled ? { small: 82, medium: 88, large: 106 } : { small: 48, medium: 52, large: 62 })[scale];
  return {
    scale,
    seat: { w: seatW, h: seatH },
    bet: { w: { small: 68, medium: 76, large: 92 }[scale], h: { small: 40, medium: 44, large: 52 }[scale] },
    dealer: { w: { small: 80, medium: 92, large: 110 }[scale], h: { small: 24, medium: 26, large: 30 }[scale] },
  };
}

/**
 * `betSeats`: the seats with chips in front (the middle keeps clear of those only, so that it grows
 * as the bets are gathered); `tabled`: seats show face-up cards.
 */
export function feltLayout(width: number, height: number, seats: number, options: { holeCards?: number; tabled?: boolean; betSeats?: readonly number[] } = {}): FeltLayout {
  const size = sizesFor(width, options.holeCards ?? 2, options.tabled ?? false);
  const cx = width / 2;
  const cy = height / 2;
  const margin = 2;
  const rx = width / 2 - size.seat.w / 2 - margin;
  const ry = height / 2 - size.seat.h / 2 - margin;
  // One place more than the seats: the first is the dealer's.
  const places = alongEllipse(cx, cy, rx, ry, seats + 1, size.seat.w, size.seat.h);
  const seatBoxes = places.slice(1).map((p) => ({ x: p.x - size.seat.w / 2, y: p.y - size.seat.h / 2, w: size.seat.w, h: size.seat.h }));
  const dealer = { x: cx - size.dealer.w / 2, y: height - size.dealer.h - margin, w: size.dealer.w, h: size.dealer.h };
  const gap = 6;
  const bets = seatBoxes.map((box) => {
    const sx = box.x + box.w / 2;
    const sy = box.y + box.h / 2;
    const d = Math.hypot(cx - sx, cy - sy) || 1;
    const ux = (cx - sx) / d;
    const uy = (cy - sy) / d;
    const along = clearance(box, size.bet, ux, uy) + gap;
    return { x: sx + ux * along - size.bet.w / 2, y: sy + uy * along - size.bet.h / 2, w: size.bet.w, h: size.bet.h };
  });
  const rail = { x: size.seat.w / 2 + margin, y: size.seat.h / 2 + margin, w: width - size.seat.w - 2 * margin, h: height - size.seat.h - 2 * margin };
  return { width, height, seats: seatBoxes, bets, dealer, rail, middle: middleBox(width, height, [...seatBoxes, ...(options.betSeats ?? []).map((seat) => bets[seat]), dealer], gap), scale: size.scale };
}

/** The largest box near the felt's centre that keeps clear of every other box (searched over its height and how far it sits above or below the centre). */
function middleBox(width: number, height: number, taken: Box[], gap: number): Box {
  const cx = width / 2;
  let best: Box = { x: cx, y: height / 2, w: 0, h: 0 };
  const score = (b: Box) => b.w * Math.min(b.h, b.w * 0.8);
  for (let shift = -0.12; shift <= 0.12 + 1e-9; shift += 0.04) {
    const cy = height * (0.5 + shift);
    // Inside the oval of the felt, whatever the seats leave.
    for (let hh = 20; hh < height * 0.34; hh += 4) {
      // The widest half-width at this half-height.
      let lo = 0;
      let hi = width * 0.36;
      for (let k = 0; k < 20; k++) {
        const hw = (lo + hi) / 2;
        const box = { x: cx - hw, y: cy - hh, w: 2 * hw, h: 2 * hh };
        if (taken.some((t) => overlaps(box, t, gap))) hi = hw;
        else lo = hw;
      }
      const box = { x: cx - lo, y: cy - hh, w: 2 * lo, h: 2 * hh };
      // Prefer area, but a middle too flat for a card and a row of pots is of no use.
      if (score(box) > score(best)) best = box;
    }
  }
  return best;
}
