import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['electron/**/*.test.ts', 'shared/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Limits for a test or hook that hangs, not speed claims (npm run bench measures speed): on a
    // shared, busy machine a test runs many times slower than alone. A hook's limit is the same
    // kind (signing.test.ts plays a whole exam in its beforeAll), not vitest's default 10 s.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
