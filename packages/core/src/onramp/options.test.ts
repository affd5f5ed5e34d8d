import { describe, expect, it } from 'vitest'
import { metamask, setupMultiChainCore } from '../test/setup-core.js'
import { onrampUnavailable } from './options.js'

const SERVICES = { services: { blockchainApiUrl: 'http://127.0.0.1:9' } }

describe('onrampUnavailable', () => {
  it('SPEC §9: Buy is for a connected eip155 account, with the onramp feature on and a service to ask', async () => {
    const { core } = setupMultiChainCore({ options: SERVICES })
    await core.ready()
    expect(onrampUnavailable(core)).toBe('not-connected')
    await core.connect(metamask.connector)
    expect(onrampUnavailable(core)).toBeUndefined()

    core.store.options.updateFeatures({ onramp: false })
    expect(onrampUnavailable(core)).toBe('feature-off')
    core.store.options.updateFeatures({ onramp: true })

    const phantom = core.store.connectors.getConnector('app.phantom')!
    await core.connect(phantom)
    expect(onrampUnavailable(core)).toBe('unsupported-namespace')
  })

  it('ARCHITECTURE: without a blockchain service, Buy is hidden rather than broken', async () => {
    const { core } = setupMultiChainCore()
    await core.ready()
    await core.connect(metamask.connector)
    expect(onrampUnavailable(core)).toBe('no-service')
  })
})
