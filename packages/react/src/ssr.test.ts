// @vitest-environment node
import { describe, expect, it } from 'vitest'

// A cold import transforms the package's whole module graph: seconds on a loaded 2-core CI machine.
const COLD_IMPORT_MS = 60_000

describe('server-side import', () => {
  it('imports every package with no window or document', { timeout: COLD_IMPORT_MS }, async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const modules = await Promise.all([
      import('@gangway/common'),
      import('@gangway/core'),
      import('@gangway/ui-react'),
      import('@gangway/adapter-wagmi'),
      import('@gangway/testing'),
      import('./index.js'),
      import('./networks.js'),
    ])
    for (const module of modules) expect(Object.keys(module).length).toBeGreaterThan(0)
  })

  it('createAppKit on the server returns an instance without touching the DOM', async () => {
    const { createAppKit } = await import('./index.js')
    const { mainnet } = await import('./networks.js')
    const appKit = createAppKit({ projectId: 'ssr', networks: [mainnet] })
    expect(appKit.getState()).toMatchObject({ open: false, initialized: false })
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
  })
})
