import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentType, resolveStaticFile } from './static-files';

describe('resolveStaticFile', () => {
  const root = path.resolve('/srv/renderer');

  it('maps paths under the root, "/" to index.html', () => {
    expect(resolveStaticFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveStaticFile(root, '/assets/a%20b.js')).toBe(path.join(root, 'assets', 'a b.js'));
  });

  it('never leaves the root', () => {
    for (const sneaky of ['/..', '/../x', '/%2e%2e/x', '/a/../../x', '/%00', '/a\\..\\..\\x', '/%E0%A4%A']) {
      const file = resolveStaticFile(root, sneaky);
      expect(file === null || file.startsWith(root + path.sep), sneaky).toBe(true);
    }
    expect(resolveStaticFile(root, '/../etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveStaticFile(root, '/%E0%A4%A')).toBeNull();
  });

  it('knows the types a renderer serves', () => {
    expect(contentType('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('x.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentType('x.svg')).toBe('image/svg+xml');
    expect(contentType('x.unknown')).toBe('application/octet-stream');
  });
});
