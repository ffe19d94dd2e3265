/**
 * The renderer's build (npm run build runs it, with the other bundles: scripts/build.ts).
 * The CSP meta tag comes from the same policy the hosts send as a header.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicy } from './electron/security/csp';

function cspMetaTag(): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build', // the dev server's React refresh needs an inline script
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy('meta') }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  root: path.resolve(__dirname, 'renderer'),
  base: './',
  plugins: [react(), cspMetaTag()],
  build: {
    outDir: path.resolve(__dirname, 'dist/renderer'),
    emptyOutDir: true,
    target: 'chrome130',
    // Every asset is a file: the CSP allows no inline data: scripts or styles.
    assetsInlineLimit: 0,
  },
});
