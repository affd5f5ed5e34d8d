import { proxy, snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../types.js'
import { toStateConnector } from './state-connector.js'

const provider = { request: async () => null }
const connector: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  provider,
}

describe('toStateConnector', () => {
  it('keeps the provider as the same object through proxies and snapshots', () => {
    const state = proxy({ list: [toStateConnector(connector)] })
    expect(state.list[0]?.provider).toBe(provider)
    expect(snapshot(state).list[0]?.provider).toBe(provider)
  })

  it('copies the plain data so state never writes to the caller’s object', () => {
    const state = proxy({ list: [toStateConnector(connector)] })
    state.list[0]!.info!.rdns = 'changed'
    expect(connector.info?.rdns).toBe('io.metamask')
  })

  it('converts merged connectors too', () => {
    const merged = toStateConnector({ ...connector, type: 'MULTI_CHAIN', connectors: [connector] })
    const state = proxy({ merged })
    expect(snapshot(state).merged.connectors?.[0]?.provider).toBe(provider)
  })
})
