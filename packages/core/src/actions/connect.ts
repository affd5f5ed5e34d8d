import {
  type ChainNamespace,
  ChainAdapterNotFoundError,
  ERROR_MESSAGES,
  isUserRejection,
  toGangwayError,
} from '@gangway/common'
import type { Connector } from '../types.js'
import type { CoreContext } from './context.js'
import { type FinishOptions, finishConnection } from './finish-connection.js'
import { syncConnectionStatus } from './session.js'

/**
 * Connects a wallet. On success the account is connected, the connector and namespace are stored, the wallet
 * joins the recent list, the balance is read and the modal closes on Account. On failure the error message is
 * kept in `connection.state.error` and reported as an event. Never throws.
 */
export async function connect(
  ctx: CoreContext,
  connector: Connector,
  options: { namespace?: ChainNamespace | undefined } & FinishOptions = {},
): Promise<void> {
  const { chain, connection, events } = ctx.store
  const namespace = options.namespace ?? connector.chain
  // A merged (MULTI_CHAIN / AUTH) entry connects through its connector for the namespace.
  const target = connector.connectors?.find((member) => member.chain === namespace) ?? connector

  connection.setStatus('connecting')
  connection.setError(undefined)
  connection.setConnectingWallet(connector)
  events.send({
    type: 'track',
    event: 'SELECT_WALLET',
    properties: { name: connector.name, id: connector.id },
  })

  const previousStatus = chain.state.chains[namespace]?.accountState.status ?? 'disconnected'
  try {
    const adapter = ctx.adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
    chain.setAccountState(namespace, { status: 'connecting' })
    const active = chain.state.activeCaipNetwork
    const session = await adapter.connect({
      id: target.id,
      chainId: active?.chainNamespace === namespace ? active.id : undefined,
    })
    await finishConnection(
      ctx,
      [{ namespace, session, connector: target }],
      { id: connector.id, name: connector.name },
      { offerRecovery: options.offerRecovery },
    )
  } catch (error) {
    if (chain.state.chains[namespace]) {
      chain.setAccountState(namespace, {
        status: previousStatus === 'connected' ? 'connected' : 'disconnected',
      })
    }
    connection.setConnectingWallet(undefined)
    syncConnectionStatus(ctx)
    if (isUserRejection(error)) {
      connection.setError(ERROR_MESSAGES.connectionDeclined)
      events.send({
        type: 'track',
        event: 'USER_REJECTED',
        properties: { name: connector.name, id: connector.id },
      })
    } else {
      const { shortMessage } = toGangwayError(error)
      connection.setError(shortMessage)
      events.send({
        type: 'track',
        event: 'CONNECT_ERROR',
        properties: { name: connector.name, id: connector.id, message: shortMessage },
      })
    }
  }
}
