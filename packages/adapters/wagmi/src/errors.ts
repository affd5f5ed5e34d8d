import { GangwayError } from '@gangway/common/start'

/** connect/reconnect named a connector this adapter does not have (e.g. a wallet that stopped announcing). */
export class WagmiConnectorNotFoundError extends GangwayError {
  override name = 'WagmiConnectorNotFoundError'

  constructor(id: string) {
    super('Connector not found', { details: `No wagmi connector with id "${id}".` })
  }
}

/** The adapter was given no eip155 network, and wagmi cannot be configured without one. */
export class WagmiNoNetworksError extends GangwayError {
  override name = 'WagmiNoNetworksError'

  constructor() {
    super('WagmiAdapter needs at least one eip155 network', {
      details: 'Pass `networks` to new WagmiAdapter({ networks, projectId }).',
    })
  }
}
