/**
 * The certificate's fonts: DejaVu Sans, regular and bold, from the npm package dejavu-fonts-ttf
 * (its licence: Bitstream Vera's and public domain, LICENSE beside the files). `npm run build`
 * copies them, with the licence, to dist/fonts/ beside the bundles; run from the sources (tests,
 * tsx) they are read from node_modules. Read once, kept: every certificate embeds a subset.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** dist/fonts beside a bundle in dist/<name>/, or the package's own folder from the sources. */
export function fontsDir(): string {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  const candidates = [path.join(here, '../fonts'), path.join(here, '../../node_modules/dejavu-fonts-ttf/ttf'), path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf')];
  const found = candidates.find((dir) => existsSync(path.join(dir, FONT_FILES.regular)));
  if (!found) throw new Error(`the certificate's font (${FONT_FILES.regular}) is missing: looked in ${candidates.join(', ')}`);
  return found;
}

let loaded: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

export function certificateFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  loaded ??= (async () => {
    const dir = fontsDir();
    const [regular, bold] = await Promise.all([readFile(path.join(dir, FONT_FILES.regular)), readFile(path.join(dir, FONT_FILES.bold))]);
    return { regular, bold };
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
