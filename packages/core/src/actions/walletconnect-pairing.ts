import {
  type ChainNamespace,
  ERROR_MESSAGES,
  GangwayError,
  isUserRejection,
  parseCaipAddress,
  TIMING,
  toGangwayError,
} from '@gangway/common'
import type { ListedWallet } from '../types.js'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectSession } from '../walletconnect/client.js'
import { isPairingExpired, msUntilPairingRefresh } from '../walletconnect/pairing-refresh.js'
import type { CoreContext } from './context.js'
import { type FinishedConnection, finishConnection } from './finish-connection.js'
import { syncConnectionStatus } from './session.js'

/**
 * A WalletConnect view is showing: make sure it has a live pairing URI. A URI with more than 10 s left is kept;
 * otherwise a new pairing starts. While the view shows, the pairing is replaced when 10 s remain (SPEC §9) and
 * a failed attempt is retried every second. `wallet` is the directory wallet the visitor picked, if any.
 */
export function startWalletConnectPairing(ctx: CoreContext, options: { wallet?: ListedWallet } = {}): void {
  const { walletConnect, events, connection } = ctx.store
  walletConnect.setActive(true)
  if (!ctx.walletConnect) {
    walletConnect.setError(ERROR_MESSAGES.walletConnectConnectorNotFound)
    return
  }
  const wallet = options.wallet ?? { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect' }
  events.send({ type: 'track', event: 'SELECT_WALLET', properties: { name: wallet.name, id: wallet.id } })
  if (ctx.pairingShowsConnecting()) connection.setStatus('connecting')
  const { uri, pairingExpiry, declined } = walletConnect.state
  if (uri && !declined && !isPairingExpired(pairingExpiry, ctx.now())) {
    scheduleRefresh(ctx, pairingExpiry as number)
    return
  }
  requestPairing(ctx)
}

/**
 * A WalletConnect option is on screen: load the SDK, open its relay socket and make a pairing in the
 * background, so picking WalletConnect shows a code at once. Nothing is refreshed or retried until a view
 * asks for it (`startWalletConnectPairing` reuses the code while it has more than 10 s left).
 */
export function prepareWalletConnect(ctx: CoreContext): void {
  const client = ctx.walletConnect
  if (!client) return
  client.prepare().then(
    () => {
      const { uri, pairingExpiry, loading, declined } = ctx.store.walletConnect.state
      const live = uri !== undefined && !declined && !isPairingExpired(pairingExpiry, ctx.now())
      if (!ctx.destroyed && !loading && !live) requestPairing(ctx)
    },
    // A failure shows when a view starts the pairing and it fails again.
    () => undefined,
  )
}

/** The view went away: no more refreshes or retries. A live URI is kept for the next view within its life. */
export function stopWalletConnectPairing(ctx: CoreContext): void {
  ctx.store.walletConnect.setActive(false)
  cancelTimers(ctx)
  if (ctx.store.connection.state.status === 'connecting') syncConnectionStatus(ctx)
}

/** The visitor asked for a fresh pairing (after a decline, or to get a new code). */
export function retryWalletConnectPairing(ctx: CoreContext): void {
  ctx.store.walletConnect.setActive(true)
  if (!ctx.walletConnect) return
  requestPairing(ctx)
}

function cancelTimers(ctx: CoreContext): void {
  ctx.pairing.cancelRefresh?.()
  ctx.pairing.cancelRetry?.()
  ctx.pairing.cancelRefresh = undefined
  ctx.pairing.cancelRetry = undefined
}

function scheduleRefresh(ctx: CoreContext, expiry: number): void {
  ctx.pairing.cancelRefresh?.()
  ctx.pairing.cancelRefresh = ctx.timers.after(msUntilPairingRefresh(expiry, ctx.now()), () => {
    ctx.pairing.cancelRefresh = undefined
    if (ctx.store.walletConnect.state.active) requestPairing(ctx)
  })
}

function requestPairing(ctx: CoreContext): void {
  const client = ctx.walletConnect
  if (!client) return
  cancelTimers(ctx)
  ctx.pairing.attempt += 1
  const attempt = ctx.pairing.attempt
  const { walletConnect } = ctx.store
  walletConnect.setLoading()
  const isCurrent = () => attempt === ctx.pairing.attempt && !ctx.destroyed
  client
    .connect({
      onUri(uri) {
        if (!isCurrent()) return
        walletConnect.setUri(uri)
        scheduleRefresh(ctx, walletConnect.state.pairingExpiry as number)
      },
    })
    // Any attempt's approval counts, even one whose code was replaced: the visitor did approve it.
    .then((session) => (ctx.destroyed ? undefined : completeWalletConnect(ctx, session)))
    .catch((error: unknown) => {
      if (!isCurrent()) return
      if (isUserRejection(error)) {
        walletConnect.setError(ERROR_MESSAGES.connectionDeclined, { declined: true })
        ctx.store.events.send({
          type: 'track',
          event: 'USER_REJECTED',
          properties: { id: WALLET_CONNECT_CONNECTOR_ID },
        })
        return
      }
      walletConnect.setError(toGangwayError(error).shortMessage)
      if (walletConnect.state.active) {
        ctx.pairing.cancelRetry = ctx.timers.after(TIMING.retryInterval, () => {
          ctx.pairing.cancelRetry = undefined
          if (walletConnect.state.active) requestPairing(ctx)
        })
      }
    })
}

/**
 * The wallet approved: every namespace the session has accounts in and an adapter for is connected through
 * that adapter (which reads the shared session, no prompt). The namespace the visitor is on comes first.
 */
export async function completeWalletConnect(ctx: CoreContext, session: WalletConnectSession): Promise<void> {
  const { walletConnect, chain, connectors, events } = ctx.store
  cancelTimers(ctx)
  walletConnect.clear()
  const approved = new Set(session.accounts.map((account) => parseCaipAddress(account).namespace))
  // Only adapters that speak WalletConnect (they report its connector) can take the session over.
  const speaksWalletConnect = (namespace: ChainNamespace) =>
    connectors.state.allConnectors.some(
      (connector) => connector.chain === namespace && connector.id === WALLET_CONNECT_CONNECTOR_ID,
    )
  const namespaces = [...ctx.adapters.keys()].filter(
    (namespace) => approved.has(namespace) && speaksWalletConnect(namespace),
  )
  const activeNamespace = chain.state.activeChain
  namespaces.sort((a, b) => Number(b === activeNamespace) - Number(a === activeNamespace))
  try {
    if (namespaces.length === 0) {
      throw new GangwayError(ERROR_MESSAGES.chainAdapterNotFound, {
        details: `The wallet approved no namespace this app has an adapter for (${[...approved].join(', ')}).`,
      })
    }
    const connections = await Promise.all(
      namespaces.map(async (namespace): Promise<FinishedConnection> => {
        const adapter = ctx.adapters.get(namespace as ChainNamespace)
        const active = chain.state.chains[namespace]?.activeCaipNetwork
        const result = await adapter!.connect({ id: WALLET_CONNECT_CONNECTOR_ID, chainId: active?.id })
        const connector = connectors.state.allConnectors.find(
          (candidate) => candidate.chain === namespace && candidate.id === WALLET_CONNECT_CONNECTOR_ID,
        )
        // The wallet named itself when it approved: that, not "WalletConnect", is the wallet the visitor sees.
        const wallet = result.wallet ?? { name: session.peer.name, icon: session.peer.icons[0] }
        return { namespace, session: { ...result, wallet }, connector }
      }),
    )
    await finishConnection(ctx, connections, { id: WALLET_CONNECT_CONNECTOR_ID, name: session.peer.name })
  } catch (error) {
    const { shortMessage } = toGangwayError(error)
    walletConnect.setError(shortMessage)
    syncConnectionStatus(ctx)
    events.send({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { id: WALLET_CONNECT_CONNECTOR_ID, message: shortMessage },
    })
  }
}
