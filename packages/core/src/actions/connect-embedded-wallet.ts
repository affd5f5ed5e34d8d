import { ChainAdapterNotFoundError, type ChainNamespace, ERROR_MESSAGES, GangwayError } from '@gangway/common'
import type { CoreContext } from './context.js'
import { connect } from './connect.js'

/**
 * The last step of an e-mail, social or Farcaster sign-in: the frame holds a session, so the AUTH connector
 * connects its wallet on the active namespace (or the first one the embedded wallet serves). Like connect(), it
 * keeps a failure in `connection.state.error`. A wallet that no passkey or recovery code protects yet is offered
 * that next (the SetUpRecovery view) before the modal closes.
 */
export async function connectEmbeddedWallet(ctx: CoreContext): Promise<void> {
  const { connectors } = ctx.store.connectors.state
  const auth = connectors.find((connector) => connector.type === 'AUTH')
  if (!auth) throw new GangwayError(ERROR_MESSAGES.addressNotFound, { details: 'No AUTH connector' })
  const served = new Set<ChainNamespace>([auth.chain, ...(auth.connectors ?? []).map((c) => c.chain)])
  const active = ctx.store.chain.state.activeChain
  const namespace = active && served.has(active) ? active : auth.chain
  if (!ctx.adapters.has(namespace)) throw new ChainAdapterNotFoundError({ details: namespace })
  await connect(ctx, auth, { namespace, offerRecovery: true })
}
