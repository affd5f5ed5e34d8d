import { ERROR_MESSAGES, GangwayError } from '@gangway/common'

/** connect or reconnect named a connector the adapter does not offer (a wallet that left, WalletConnect off). */
export class SolanaConnectorNotFoundError extends GangwayError {
  override name = 'SolanaConnectorNotFoundError'

  constructor(connectorId: string) {
    super(ERROR_MESSAGES.addressNotFound, {
      details: `No Solana wallet is offered under the connector id "${connectorId}".`,
    })
  }
}

/** A wallet call was made with no wallet connected (SPEC §8: 'Not supported' when not connected). */
export class SolanaNotConnectedError extends GangwayError {
  override name = 'SolanaNotConnectedError'

  constructor(action: string) {
    super(ERROR_MESSAGES.notSupported, { details: `${action} needs a connected Solana wallet.` })
  }
}

/** The wallet lacks a feature the call needs (a Wallet Standard wallet without solana:signMessage …). */
export class SolanaFeatureMissingError extends GangwayError {
  override name = 'SolanaFeatureMissingError'

  constructor(wallet: string, feature: string) {
    super(ERROR_MESSAGES.notSupported, { details: `${wallet} does not offer ${feature}.` })
  }
}

/** The wallet approved no Solana account (a WalletConnect session without the solana namespace …). */
export class SolanaNoAccountError extends GangwayError {
  override name = 'SolanaNoAccountError'

  constructor(wallet: string) {
    super(ERROR_MESSAGES.addressNotFound, {
      details: `${wallet} approved no Solana account on a configured network.`,
    })
  }
}
