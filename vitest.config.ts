import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Every package is tested from its sources: the `source` export condition points at src/.
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which on a 2-core CI machine means one worker; the
    // main process mostly waits, so a worker per core finishes the run in about two thirds of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/adapters/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
    ],
  },
})
