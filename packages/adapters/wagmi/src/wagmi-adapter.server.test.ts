// @vitest-environment node
import { mainnet } from '@gangway/common'
import { createEventRecorder } from '@gangway/testing/conformance'
import { describe, expect, it } from 'vitest'
import { WagmiAdapter } from './wagmi-adapter.js'

describe('WagmiAdapter on a server', () => {
  it('imports, constructs and lists connectors without a window', async () => {
    expect(typeof window).toBe('undefined')
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test', ssr: true })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks: [mainnet], events: recorder.sink })
    await adapter.syncConnectors()

    expect(recorder.events).toEqual([
      {
        event: 'connectors',
        payload: [{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }],
      },
    ])
    expect(adapter.getProvider()).toBeUndefined()
  })
})
