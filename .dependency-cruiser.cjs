/**
 * The layers and the ban on import circles, checked by dependency-cruiser in `npm test`
 * (scripts/check-layers.ts; ARCHITECTURE.md explains the layers). Type-only imports count: a layer
 * may not know another's types either. Paths are relative to the project root; test files and
 * their helpers may compose the layers they test (they are not shipped).
 */

/** The project's own code: an import of anything else (node_modules, node:) is not a layer's business. */
const PROJECT = '^(electron|renderer|shared|scripts)/';
const TESTS = '(\\.test\\.tsx?|/testing\\.ts|^electron/test/.*)$';
/** The hosts: each builds the services and serves them (ARCHITECTURE.md); nothing below imports them. */
const HOSTS = '^electron/(main\\.ts|preload\\.ts|desktop\\.ts|window/|web/|classroom/(host|cli|args|warm-up)\\.ts)';
/** Small helpers any layer may use: they import nothing of the project (a rule below checks). */
const LEAVES = '^electron/(lru|best-rate)\\.ts$';

const layer = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { path: PROJECT, pathNot: allowed },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: the files in it cannot be understood, tested or moved apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('engine-imports-nothing', 'The engine imports nothing of the project.', '^electron/engine/', '^electron/engine/'),
    layer('phh-only-engine', 'PHH imports only the engine.', '^electron/phh/', '^electron/(phh|engine)/'),
    layer('drills-only-engine-phh-shared', 'Drills import only the engine, PHH and shared.', '^electron/drills/', ['^(electron/(drills|engine|phh)|shared)/', LEAVES]),
    layer('leaves-import-nothing', 'A leaf helper imports nothing of the project.', LEAVES, '^$'),
    layer('shared-only-shared', 'shared/ (the contract) imports nothing but itself.', '^shared/', '^shared/'),
    layer('renderer-only-shared', 'The renderer imports only shared/.', '^renderer/', '^(renderer|shared)/'),
    {
      name: 'records-store-knows-no-exam',
      comment: 'The records store knows tables and rows; the exam layer maps its sessions to rows.',
      severity: 'error',
      from: { path: '^electron/store/records/', pathNot: TESTS },
      to: { path: '^electron/exam/' },
    },
    {
      name: 'services-know-no-host',
      comment: 'Services (everything that is not a host) know no host: a host hands them what they need when it builds them.',
      severity: 'error',
      from: { path: '^electron/', pathNot: [HOSTS, TESTS] },
      to: { path: HOSTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
