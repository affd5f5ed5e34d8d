import { defineConfig } from 'vitest/config'

// Every package is tested from its sources: the `source` export condition points at src/.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/adapters/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
    ],
  },
})
