import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers';

const trees: string[] = [];
afterAll(() => trees.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** `'@/shared/contract'` in a fixture file: that file of the fixture tree, as the relative import the file would write. */
const relativeImports = (file: string, text: string): string =>
  text.replace(/'@\/([^']+)'/g, (_, target: string) => {
    const relative = path.posix.relative(path.posix.dirname(file), target);
    return `'${relative.startsWith('.') ? relative : `./${relative}`}'`;
  });

/** A source tree of the given files (path -> text), checked by the project's rules. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), relativeImports(file, text));
  }
  return root;
}

describe('the layer and circle check', () => {
  it('fails on an import circle, type-only imports counted', async () => {
    const root = tree({
      'electron/exam/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'electron/exam/b.ts': "import type { C } from '../records/c';\nexport const b = 1;\n",
      'electron/records/c.ts': "import { a } from '../exam/a';\nexport type C = typeof a;\n",
      'electron/exam/d.ts': "import { a } from './a';\nexport const d = a;\n",
    });
    const violations = await checkLayers(root);
    expect(violations).toContain('no-circular: electron/exam/a.ts -> electron/exam/b.ts -> electron/records/c.ts -> electron/exam/a.ts');
    expect(violations.every((line) => line.startsWith('no-circular: ') && !line.includes('d.ts'))).toBe(true);
  });

  it('fails on imports against the layers', async () => {
    const root = tree({
      'shared/contract.ts': 'export const channels = {};\n',
      'electron/engine/pots.ts': "import { channels } from '@/shared/contract';\nexport const pots = channels;\n",
      'electron/drills/steer.ts': "import { pots } from '../engine/pots';\nimport { memo } from '../lru';\nexport const steer = [pots, memo];\n",
      'electron/lru.ts': 'export const memo = 1;\n',
      'electron/exam/session.ts': 'export interface ExamSession { id: string }\n',
      'electron/store/records/store.ts': "import type { ExamSession } from '@/electron/exam/session';\nexport type Row = ExamSession;\n",
      'electron/web/server.ts': 'export const serve = 1;\n',
      'electron/exam/service.ts': "import { serve } from '../web/server';\nexport const service = serve;\n",
      'renderer/App.tsx': "import { pots } from '../electron/engine/pots';\nexport const App = () => <main>{String(pots)}</main>;\n",
    });
    expect((await checkLayers(root)).sort()).toEqual([
      'engine-imports-nothing: electron/engine/pots.ts -> shared/contract.ts',
      'records-store-knows-no-exam: electron/store/records/store.ts -> electron/exam/session.ts',
      'renderer-only-shared: renderer/App.tsx -> electron/engine/pots.ts',
      'services-know-no-host: electron/exam/service.ts -> electron/web/server.ts',
    ]);
  });

  it('fails when a circle the project had is put back (hi-lo and the showdown)', async () => {
    const root = tree({
      'electron/engine/hilo.ts': "import { show } from './showdown';\nexport const hilo = () => show;\n",
      'electron/engine/showdown.ts': "import { hilo } from './hilo';\nexport const show = () => hilo;\n",
    });
    expect(await checkLayers(root)).toContain('no-circular: electron/engine/hilo.ts -> electron/engine/showdown.ts -> electron/engine/hilo.ts');
  });

  it('passes on the project itself', async () => {
    expect(await checkLayers()).toEqual([]);
  });
});
