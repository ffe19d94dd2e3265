import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/support';
import { serveAppProtocol } from './app-protocol';

const tempDir = useTempDirs();

describe('app:// protocol', () => {
  it('serves the renderer with the security headers, and nothing else', async () => {
    const root = await tempDir();
    const rendererDir = path.join(root, 'renderer');
    await mkdir(rendererDir);
    await writeFile(path.join(rendererDir, 'index.html'), '<html></html>');
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    let handler: ((request: Request) => Promise<Response>) | undefined;
    serveAppProtocol({ handle: (_scheme: string, fn: (request: Request) => Promise<Response>) => void (handler = fn) } as never, rendererDir);
    const get = (url: string) => (handler as (request: Request) => Promise<Response>)(new Request(url));

    const page = await get('app://renderer/index.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<html></html>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const url of ['app://renderer/../secret.txt', 'app://renderer/%2e%2e/secret.txt', 'app://other/index.html', 'app://renderer/missing.js']) {
      const reply = await get(url);
      expect(reply.status, url).toBe(404);
    }
  });
});
