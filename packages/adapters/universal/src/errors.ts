import { GangwayError } from '@gangway/common/start'

export class WalletConnectNotEnabledError extends GangwayError {
  constructor() {
    super('WalletConnectConnector not found', {
      details: 'This instance has no WalletConnect client (enableWalletConnect is false).',
    })
    this.name = 'WalletConnectNotEnabledError'
  }
}

export class WalletConnectDestroyedError extends GangwayError {
  constructor() {
    super('WalletConnect client destroyed', {
      details: 'destroy() ended this client; a new instance brings a new one.',
    })
    this.name = 'WalletConnectDestroyedError'
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
