// @vitest-environment node
import { describe, expect, it } from 'vitest'

// A cold import transforms the package's whole module graph: seconds on a loaded 2-core CI machine.
const COLD_IMPORT_MS = 60_000

describe('server-side import', () => {
  it('imports with no window, document or custom element registry', { timeout: COLD_IMPORT_MS }, async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof customElements).toBe('undefined')
    const [entry, networks] = await Promise.all([import('./index.js'), import('./networks.js')])
    expect(typeof entry.createAppKit).toBe('function')
    expect(networks.mainnet.id).toBe(1)
  })

  it('createAppKit on the server returns an instance and defines nothing', async () => {
    const { createAppKit } = await import('./index.js')
    const { mainnet } = await import('./networks.js')
    const appKit = createAppKit({ projectId: 'ssr', networks: [mainnet] })
    expect(appKit.getState()).toMatchObject({ open: false, initialized: false })
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
  })
})
