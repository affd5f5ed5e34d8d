import { GangwayError } from '@gangway/common/start'

// Thrown only by code that loads after start-up (the operations, the connectors' calls): kept apart
// from errors.ts, whose classes the page's first download carries.

/** A call named a network the adapter was not given. */
export class WagmiChainNotConfiguredError extends GangwayError {
  override name = 'WagmiChainNotConfiguredError'

  constructor(caipNetworkId: string) {
    super('Network not found', { details: `The WagmiAdapter has no network ${caipNetworkId}.` })
  }
}

/** A wallet call was made with no wallet connected (SPEC §8: 'Not supported' when not connected). */
export class WagmiNotConnectedError extends GangwayError {
  override name = 'WagmiNotConnectedError'

  constructor() {
    super('Not supported', { details: 'No wallet is connected to the WagmiAdapter.' })
  }
}

/** The embedded-wallet connector was asked to connect with no sign-in made or stored (SPEC §8 wording). */
export class WagmiNoAuthSessionError extends GangwayError {
  override name = 'WagmiNoAuthSessionError'

  constructor() {
    super('Address or auth connector not found', {
      details: 'Sign in by e-mail, social account or Farcaster first; no embedded-wallet session is stored.',
    })
  }
}

/** The WalletConnect connector was asked to connect without an approved session with eip155 accounts. */
export class WagmiNoWalletConnectSessionError extends GangwayError {
  override name = 'WagmiNoWalletConnectSessionError'

  constructor() {
    super('WalletConnectConnector not found', {
      details: 'There is no WalletConnect session with an eip155 account to adopt.',
    })
  }
}
