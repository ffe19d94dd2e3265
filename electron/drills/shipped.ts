/** The real hands shipped with the app (assets/phh, see its README.md): listed by id, read by id. */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ShippedTitle } from '../../shared/drills';
import type { Variant } from '../engine';
import { listPhhFiles } from '../phh/files';
import { gameOfPhh } from '../phh/games';
import { parsePhh } from '../phh/parse';

export interface ShippedHand {
  /** The path under assets/phh without `.phh`, e.g. `pluribus/30/2`. */
  id: string;
  /** The folder it comes from: `pluribus` or `wsop/2023/43/5`. */
  collection: string;
  /** The game it is dealt in (read from the file once, when the hands are first listed). */
  variant: Variant;
}

/**
 * A shipped hand's title, read from its id: `wsop/2023/43/5/27` is hand 27 of day 5 of the 2023
 * WSOP's event 43, `pluribus/30/2` hand 2 of Pluribus session 30.
 */
export function shippedTitle(id: string): ShippedTitle {
  const parts = id.split('/');
  const hand = Number(parts.at(-1));
  if (parts[0] === 'wsop' && parts.length === 5) {
    const [year, event, day] = parts.slice(1, 4).map(Number);
    return { collection: 'wsop', year, event, day, hand };
  }
  return { collection: 'pluribus', session: parts.slice(1, -1).join('/'), hand };
}

/** assets/phh next to the sources (tsx, tests) or next to the built main process. */
function root(): string {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  const candidates = [join(here, '../../assets/phh'), join(here, '../../../assets/phh'), join(process.cwd(), 'assets/phh')];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error('the shipped hands (assets/phh) are missing');
  return found;
}

let cache: ShippedHand[] | null = null;

export function listShippedHands(): ShippedHand[] {
  if (!cache) {
    const base = root();
    cache = listPhhFiles([base]).map((file) => {
      const id = relative(base, file).split(sep).join('/').replace(/\.phh$/, '');
      const game = gameOfPhh(parsePhh(readFileSync(file, 'utf8')));
      if (typeof game === 'string') throw new Error(`shipped hand ${id}: ${game}`);
      return { id, collection: id.split('/').slice(0, -1).join('/').replace(/^pluribus\/.*$/, 'pluribus'), variant: game.variant };
    });
  }
  return cache;
}

/** The PHH text of a shipped hand; null when there is no hand of that id (ids come only from the list, never a path). */
export function shippedHandText(id: string): string | null {
  const hand = listShippedHands().find((h) => h.id === id);
  return hand ? readFileSync(join(root(), `${hand.id}.phh`), 'utf8') : null;
}
