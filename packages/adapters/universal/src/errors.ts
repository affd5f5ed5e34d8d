import { GangwayError } from '@gangway/common/start'

// The destroyed client's error is core's: the client's contract (see @gangway/core's WalletConnectClient).
export { WalletConnectDestroyedError } from '@gangway/core/start'

export class WalletConnectNotEnabledError extends GangwayError {
  constructor() {
    super('WalletConnectConnector not found', {
      details: 'This instance has no WalletConnect client (enableWalletConnect is false).',
    })
    this.name = 'WalletConnectNotEnabledError'
  }
}

export class WalletConnectNoAccountError extends GangwayError {
  constructor(namespace: string) {
    super('Address or auth connector not found', {
      details: `The WalletConnect session has no ${namespace} account.`,
    })
    this.name = 'WalletConnectNoAccountError'
  }
}
