import { GangwayError } from '@gangway/common'

export class BitcoinConnectorNotFoundError extends GangwayError {
  override name = 'BitcoinConnectorNotFoundError'
  constructor(id: string) {
    super('Not supported', { details: `No Bitcoin wallet is registered as "${id}".` })
  }
}

export class BitcoinNotConnectedError extends GangwayError {
  override name = 'BitcoinNotConnectedError'
  constructor() {
    super('Address or auth connector not found', { details: 'No Bitcoin wallet is connected.' })
  }
}
