// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('@gangway/ui-react', () => {
  it('imports on a server: nothing touches window or document at import time', async () => {
    expect(typeof globalThis.document).toBe('undefined')
    const module = await import('./index.js')
    expect(Object.keys(module).sort()).toEqual([
      'AppKitAccountButton',
      'AppKitButton',
      'AppKitConnectButton',
      'AppKitNetworkButton',
      'CoreProvider',
      'MissingCoreProviderError',
      'createTranslate',
      'defaultMessages',
      'ensureButtonStyles',
      'mountModal',
      'preloadWalletConnectViews',
      'themeVariablesToStyle',
      'useCore',
      'useMessages',
    ])
  })
})
