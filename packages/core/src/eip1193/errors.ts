import { ERROR_MESSAGES, GangwayError } from '@gangway/common'

/** connect named a connector the adapter does not have (a wallet that stopped announcing, WalletConnect off). */
export class Eip1193ConnectorNotFoundError extends GangwayError {
  override name = 'Eip1193ConnectorNotFoundError'

  constructor(connectorId: string) {
    super(ERROR_MESSAGES.addressNotFound, {
      details: `No wallet is offered under the connector id "${connectorId}".`,
    })
  }
}

/** A wallet call was made with no wallet connected (SPEC §8: 'Not supported' when not connected). */
export class Eip1193NotConnectedError extends GangwayError {
  override name = 'Eip1193NotConnectedError'

  constructor(action: string) {
    super(ERROR_MESSAGES.notSupported, { details: `${action} needs a connected wallet.` })
  }
}
