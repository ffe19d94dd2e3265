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
    const measure = () => {
      const room = el.clientWidth;
      const caption = el.querySelector('figcaption')?.getBoundingClientRect().height ?? 24;
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
 * The natural size of a seat's words, each item at its own width (the chips line's one over
 * another): its widest line and the lines' height, with the seat's state beside its stack and on a
 * line of its own (measured as drawn either way).
 */
export function measureText(seat: HTMLElement): { beside: Size; own: Size } {
  const width = (el: Element) => el.getBoundingClientRect().width;
  let w = 0;
  let h = 0;
  let stack = 0;
  let gapBeside = 0;
  let state = { w: 0, h: 0 };
  for (const line of seat.querySelectorAll<HTMLElement>('.seat-text .seat-line')) {
    const items = [...line.children];
    const said = items.find((item) => item.classList.contains('seat-state'));
    if (said) state = { w: width(said), h: said.getBoundingClientRect().height };
    const rest = items.filter((item) => item !== said).map(width);
    // The state's own line: counted below, for the layout that has it.
    if (said && !rest.length) continue;
    const gap = parseFloat(getComputedStyle(line).columnGap) || 0;
    const lineW = line.classList.contains('seat-tags') ? Math.max(0, ...rest) : rest.reduce((sum, n) => sum + n, 0) + gap * Math.max(0, rest.length - 1);
    h += line.getBoundingClientRect().height;
    if (items.some((item) => item.classList.contains('seat-stack'))) {
      stack = lineW;
      gapBeside = gap;
    } else w = Math.max(w, lineW);
  }
  return {
    beside: { w: Math.ceil(Math.max(w, stack + (state.w ? gapBeside + state.w : 0))), h: Math.ceil(h) },
    own: { w: Math.ceil(Math.max(w, stack, state.w)), h: Math.ceil(h + state.h) },
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

