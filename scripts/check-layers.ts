/**
 * The layer and circle check (`npm test` runs it; .dependency-cruiser.cjs holds the rules):
 * dependency-cruiser reads every source file's imports and reports each one the rules forbid.
 * TypeScript 7 has no JavaScript API for dependency-cruiser to parse with, so babel strips the
 * types first, keeping type-only imports as imports (layers/keep-type-imports.cjs).
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from './electron-binary';

const SOURCE_DIRS = ['electron', 'renderer', 'shared', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|cjs)$/;

/** The source files under root's source folders, relative to root. */
function sourceFiles(root: string): string[] {
  return SOURCE_DIRS.flatMap((dir) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
    } catch {
      return []; // a fixture tree need not have every folder
    }
    return names.filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('node_modules')).map((name) => path.posix.join(dir, name.split(path.sep).join('/')));
  });
}

/** Every forbidden import under root, one line each ("rule: from -> to"); none: []. */
export async function checkLayers(root: string = projectRoot): Promise<string[]> {
  const config = createRequire(__filename)(path.join(projectRoot, '.dependency-cruiser.cjs'));
  const { cruise } = await import('dependency-cruiser');
  const { enhancedResolveOptions, ...options } = config.options;
  const result = await cruise(
    sourceFiles(root),
    { ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } },
    enhancedResolveOptions,
    { babelConfig: { babelrc: false, configFile: false, presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]], plugins: [path.join(projectRoot, 'scripts/layers/keep-type-imports.cjs')] } },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered with text, not its result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${[v.from, v.to, ...(v.cycle ?? []).slice(1).map((step) => step.name)].join(' -> ')}`);
}

if (require.main === module) {
  checkLayers().then(
    (violations) => {
      for (const line of violations) console.log(line);
      console.log(violations.length === 0 ? 'layers: no circle, no import against the layers' : `layers: ${violations.length} forbidden imports (.dependency-cruiser.cjs, ARCHITECTURE.md)`);
      process.exit(violations.length === 0 ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
