// @vitest-environment node
import { describe, expect, it } from 'vitest'

// A cold import transforms the package's whole module graph: seconds on a loaded 2-core CI machine.
const COLD_IMPORT_MS = 60_000

describe('@gangway/ui-react', () => {
  it('imports on a server: nothing touches window or document at import time', {
    timeout: COLD_IMPORT_MS,
  }, async () => {
    expect(typeof globalThis.document).toBe('undefined')
    const module = await import('./index.js')
    expect(Object.keys(module).sort()).toEqual([
      'AppKitAccountButton',
      'AppKitButton',
      'AppKitConnectButton',
      'AppKitNetworkButton',
      'AppKitWalletButton',
      'CoreProvider',
      'MissingCoreProviderError',
      'afterNextPaint',
      'ensureButtonStyles',
      'mountModal',
      'preloadModal',
      'themeVariablesToStyle',
      'useCore',
      'whenIdle',
    ])
  })
})
