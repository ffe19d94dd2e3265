/**
 * Mapping a request path to a file of the built renderer, for both hosts that serve it (the web
 * host over HTTP, Electron over app://). Nothing outside the root is ever served.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
};

export function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under `root` that `urlPath` names ('/' is index.html), or null if it names none. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = path.posix.normalize(decoded === '/' || decoded === '' ? '/index.html' : decoded);
  const file = path.resolve(root, `.${relative}`);
  const base = path.resolve(root);
  return file.startsWith(base + path.sep) ? file : null;
}

/** Read the file `urlPath` names under `root`, or null when there is none. */
export async function readStaticFile(root: string, urlPath: string): Promise<{ file: string; body: Buffer } | null> {
  const file = resolveStaticFile(root, urlPath);
  if (!file) return null;
  try {
    return { file, body: await fs.readFile(file) };
  } catch {
    return null; // missing, or a folder
  }
}
