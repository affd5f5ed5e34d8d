// @vitest-environment node
import { mainnet } from '@gangway/common'
import { createEventRecorder } from '@gangway/testing/conformance'
import { describe, expect, it } from 'vitest'
import { Ethers5Adapter } from './ethers5-adapter.js'

describe('Ethers5Adapter on a server', () => {
  it('imports, constructs, lists no wallet and formats units without a window', async () => {
    expect(typeof window).toBe('undefined')
    const adapter = new Ethers5Adapter()
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks: [mainnet], events: recorder.sink })
    await adapter.syncConnectors()

    expect(recorder.events).toEqual([{ event: 'connectors', payload: [] }])
    expect(adapter.getProvider()).toBeUndefined()
    expect(await adapter.reconnect({ id: 'injected' })).toBeUndefined()
    expect(adapter.formatUnits(adapter.parseUnits('2.5', 18), 18)).toBe('2.5')
  })
})
