/** The project the sandbox uses, allowed from the sandbox's origin and any loopback port. */
export const SANDBOX_PROJECT_ID = 'gangway-sandbox'

/**
 * Projects known out of the box in development and test: project id → allowed origins (`*` wildcards allowed,
 * SPEC §5). A production server knows only the projects it is configured with.
 */
export const DEFAULT_PROJECT_ORIGINS: Record<string, string[]> = {
  [SANDBOX_PROJECT_ID]: [
    'http://127.0.0.1:5173',
    'http://localhost:5173',
    'http://127.0.0.1:*',
    'http://localhost:*',
  ],
  'gangway-bench': ['http://127.0.0.1:*', 'http://localhost:*'],
}

/** The anvil account the sandbox's test wallet uses, with a name so identity lookups have an answer. */
export const SEEDED_NAMES = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', name: 'gangway.reown.id', avatar: null },
]
