import { ERROR_MESSAGES, GangwayError } from '@gangway/common'

/** connect named a connector the adapter does not offer (a wallet that left, WalletConnect off). */
export class BitcoinConnectorNotFoundError extends GangwayError {
  override name = 'BitcoinConnectorNotFoundError'
  constructor(id: string) {
    super('Not supported', { details: `No Bitcoin wallet is offered under the connector id "${id}".` })
  }
}

/** A call for an address the connected wallet does not hold, or with no wallet connected. */
export class BitcoinNotConnectedError extends GangwayError {
  override name = 'BitcoinNotConnectedError'
  constructor() {
    super('Address or auth connector not found', { details: 'No Bitcoin wallet is connected.' })
  }
}

/** The wallet answered a signing request without what was signed. */
export class BitcoinNoSignatureError extends GangwayError {
  override name = 'BitcoinNoSignatureError'
  constructor(details: string) {
    super(ERROR_MESSAGES.signatureDeclined, { details })
  }
}

/** Balances, UTXOs and broadcasts need the blockchain API, and none was given. */
export class BitcoinApiMissingError extends GangwayError {
  override name = 'BitcoinApiMissingError'
  constructor() {
    super(ERROR_MESSAGES.notSupported, { details: 'Bitcoin balances need a blockchain API (`api`).' })
  }
}

/** A sats-connect provider answered with neither a result nor an error. */
export class BitcoinInvalidAnswerError extends GangwayError {
  override name = 'BitcoinInvalidAnswerError'
  constructor(wallet: string, method: string) {
    super(ERROR_MESSAGES.somethingWentWrong, {
      details: `${wallet} answered ${method} with neither a result nor an error.`,
    })
  }
}
