import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'pnpm --filter @gangway/testing build >/dev/null && node packages/testing/bin/chains.mjs',
      port: 8546,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command:
        'pnpm exec turbo run build --filter=@gangway/services... --output-logs=errors-only && SERVICES_DB=:memory: SERVICES_MODE=test node apps/services/bin/services.mjs',
      url: 'http://127.0.0.1:8787/v1/supported-chains',
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The secure frame on its own site (localhost, while the sandbox is on 127.0.0.1): the embedded wallet. A
      // host name, not an IP address, so WebAuthn accepts it as a relying party (recovery passkeys).
      command:
        'pnpm --filter @gangway/secure-frame build >/dev/null && pnpm --filter @gangway/secure-frame preview',
      url: 'http://localhost:8790/',
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The Next.js example (apps/examples/next) under `next start`. turbo reuses the build `pnpm build` made.
      command:
        'pnpm exec turbo run build --filter=@gangway/example-next --output-logs=errors-only && pnpm --filter @gangway/example-next start',
      url: 'http://127.0.0.1:3100/',
      // Its first build in a fresh tree builds the packages too; after `pnpm build` it is a turbo cache hit.
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm --filter @gangway/sandbox build >/dev/null && pnpm --filter @gangway/sandbox preview',
      url: 'http://127.0.0.1:5173',
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
