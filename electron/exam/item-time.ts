/** An exam item's time, apart from the session logic so the records store can use it without zod. */
export interface Timed {
  shownAt: number | null;
  closedAt: number | null;
}

/** From being shown to being closed, in seconds; zero for an item never shown. */
export const itemSeconds = (i: Timed): number => (i.shownAt === null || i.closedAt === null ? 0 : Math.max(0, (i.closedAt - i.shownAt) / 1000));
