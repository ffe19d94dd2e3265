/**
 * The felt in its window: how large it is drawn (the width it is given, in full view), and how much
 * room its seats' words take as drawn (the layout makes every seat as wide as the widest needs).
 */
import { useLayoutEffect, useState } from 'react';
import type { TableView } from '../../../shared/drills';
import { feltRatio, type Size } from './geometry';

/** The flattest felt, where the window is short (a phone held sideways): the felt is no wider than this makes it. */
const FLATTEST = 0.36;
/** Narrow screens (styles.css): the answer goes below the felt, and its submit button stays in a bar at the window's foot. */
export const NARROW = '(max-width: 75rem)';

/**
 * The felt's size: the width it is given, no taller than its ratio for that width (felt.css draws it
 * upright on a phone), and in full view: beside the answer, below the screen's heading; above the
 * answer (a narrow screen), in the window above the bar at its foot.
 */
export function useFeltSize(figure: React.RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = figure.current;
    if (!el) return;
    // The caption's room as it is when nothing is held: chips picked up lengthen it (what is held, the part to take),
    // and the felt does not move for that.
    let caption = 24;
    const measure = () => {
      const room = el.clientWidth;
      const facts = el.querySelector('figcaption');
      if (facts && !facts.querySelector('.holding')) caption = facts.getBoundingClientRect().height;
      let tallest: number;
      if (window.matchMedia(NARROW).matches) {
        const bar = document.querySelector('.answer-panel .actions')?.getBoundingClientRect().height ?? 0;
        tallest = window.innerHeight - bar - caption - 16;
      } else {
        // From the answer's top in the page, not the felt's own: the felt stays in view as the page scrolls (sticky).
        const top = (el.closest('.drill-layout') ?? el).getBoundingClientRect().top + window.scrollY;
        tallest = window.innerHeight - top - caption - 16;
      }
      const height = Math.round(Math.max(200, Math.min(room * feltRatio(room), tallest)));
      const width = Math.round(Math.min(room, height / FLATTEST));
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [figure]);
  return size;
}

/**
 * The natural size of a seat's words, each item at its own width: its widest line and the lines'
 * height, with what is said of its stack (its state, the chips handed back or won) beside the stack
 * and each on a line of its own (measured as drawn either way).
 */
export function measureText(seat: HTMLElement): { beside: Size; own: Size } {
  const rect = (el: Element) => el.getBoundingClientRect();
  const said = (el: Element) => el.classList.contains('seat-state') || el.classList.contains('seat-tags');
  let w = 0;
  let h = 0;
  let stack = 0;
  let gapBeside = 0;
  const parts: Size[] = [];
  for (const line of seat.querySelectorAll<HTMLElement>('.seat-text .seat-line')) {
    const items = [...line.children];
    for (const part of items.filter(said)) parts.push({ w: rect(part).width, h: rect(part).height });
    const rest = items.filter((item) => !said(item)).map((item) => rect(item).width);
    // A line of its own for a part said of the stack: counted below, for the layout that has it.
    if (!rest.length) continue;
    const gap = parseFloat(getComputedStyle(line).columnGap) || 0;
    const lineW = rest.reduce((sum, n) => sum + n, 0) + gap * (rest.length - 1);
    h += rect(line).height;
    if (items.some((item) => item.classList.contains('seat-stack'))) {
      stack = lineW;
      gapBeside = gap;
    } else w = Math.max(w, lineW);
  }
  return {
    beside: { w: Math.ceil(Math.max(w, stack + parts.reduce((sum, p) => sum + gapBeside + p.w, 0))), h: Math.ceil(h) },
    own: { w: Math.ceil(Math.max(w, stack, ...parts.map((p) => p.w))), h: Math.ceil(h + parts.reduce((sum, p) => sum + p.h, 0)) },
  };
}

/** The most cards a seat shows face up and face down (tabled cards are all face up). */
export function cardsShown(table: TableView): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const s of table.seats) {
    const faces = s.cards ? s.cards.length / 2 : (s.dealt?.filter((c) => c !== null).length ?? 0);
    const backs = s.cards ? 0 : (s.dealt?.filter((c) => c === null).length ?? s.held ?? 0);
    // The widest seat counts: a face is wider than a back.
    if (faces * 2 + backs > up * 2 + down) {
      up = faces;
      down = backs;
    }
  }
  return { up, down };
}

