/**
 * The window's size and position, remembered in window-state.json beside the settings. A saved
 * position that is no longer on any screen (a monitor was unplugged) is dropped, not used.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../log';
import { JsonDocument } from '../store/json-document';

export const WindowState = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(320),
  height: z.number().int().min(240),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowState>;

export const defaultWindowState: WindowState = { width: 1100, height: 760, maximized: false };

export function createWindowStateStore(dataDir: string, log: Logger): JsonDocument<WindowState> {
  return new JsonDocument({
    file: path.join(dataDir, 'window-state.json'),
    label: 'window state',
    version: 1,
    schema: WindowState,
    defaults: defaultWindowState,
    warn: (message) => log.warn(message),
  });
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where to open the window: the saved bounds, shrunk to fit, and a position only if visible. */
export function placeWindow(saved: WindowState, workAreas: Rect[]): Rect | Omit<Rect, 'x' | 'y'> {
  const largest = workAreas.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b), workAreas[0] ?? { x: 0, y: 0, width: saved.width, height: saved.height });
  const width = Math.min(saved.width, largest.width);
  const height = Math.min(saved.height, largest.height);
  if (saved.x === undefined || saved.y === undefined) return { width, height };
  const bounds = { x: saved.x, y: saved.y, width, height };
  // The title bar (the top 40 px, at least 100 px of it) must be on a screen to drag the window.
  const grabbable = workAreas.some((area) => overlap(bounds.x, width, area.x, area.width) >= 100 && overlap(bounds.y, 40, area.y, area.height) >= 40);
  return grabbable ? bounds : { width, height };
}

function overlap(start: number, length: number, areaStart: number, areaLength: number): number {
  return Math.max(0, Math.min(start + length, areaStart + areaLength) - Math.max(start, areaStart));
}
