/** Finding and reading PHH files on disk (the only module of the format layer that uses node:fs). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhh, parsePhhs } from './parse';
import type { PhhHand } from './types';

const isPhhName = (name: string): boolean => name.endsWith('.phh') || name.endsWith('.phhs');

/**
 * The files to read for these command-line paths, in order: a directory stands for every
 * `.phh` and `.phhs` file below it (recursively, following symlinks, in natural path order:
 * `2.phh` before `10.phh`); any other path is kept as given, whatever its name, even if it does
 * not exist, so that the caller reports it as an unreadable file in its place.
 */
export function listPhhFiles(paths: string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (isDirectory(p)) {
      const found: string[] = [];
      walk(p, found);
      found.sort(comparePathsNaturally);
      for (const f of found) out.push(f);
    } else {
      out.push(p);
    }
  }
  return out;
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function walk(dir: string, found: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    // Symlinks: ask stat what they point to.
    const directory = entry.isDirectory() || (entry.isSymbolicLink() && isDirectory(p));
    if (directory) walk(p, found);
    else if (isPhhName(entry.name) && (entry.isFile() || entry.isSymbolicLink())) found.push(p);
  }
}

/**
 * Natural order, segment by segment: runs of digits compare as numbers (then shorter first, so
 * '7' before '07'), everything else by code unit. Locale-free so the order is the same everywhere.
 */
export function comparePathsNaturally(a: string, b: string): number {
  const as = a.split(/[\\/]/);
  const bs = b.split(/[\\/]/);
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareNaturally(as[i], bs[i]);
    if (c !== 0) return c;
  }
  return as.length - bs.length;
}

function compareNaturally(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      let ie = i;
      while (ie < a.length && isDigit(a.charCodeAt(ie))) ie++;
      let je = j;
      while (je < b.length && isDigit(b.charCodeAt(je))) je++;
      const da = a.slice(i, ie).replace(/^0+(?=\d)/, '');
      const db = b.slice(j, je).replace(/^0+(?=\d)/, '');
      // Equal-length digit strings compare as numbers lexically; shorter is smaller.
      if (da.length !== db.length) return da.length - db.length;
      if (da !== db) return da < db ? -1 : 1;
      if (ie - i !== je - j) return ie - i - (je - j);
      i = ie;
      j = je;
    } else {
      if (ca !== cb) return ca - cb;
      i++;
      j++;
    }
  }
  return a.length - i - (b.length - j);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The hands of one file: a `.phhs` file holds several, anything else is read as one `.phh`. */
export function readPhhFile(path: string): PhhHand[] {
  let text = readFileSync(path, 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark is encoding, not TOML
  return path.endsWith('.phhs') ? parsePhhs(text) : [parsePhh(text)];
}
