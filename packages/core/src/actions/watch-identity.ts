import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from './context.js'

/**
 * Keeps the eip155 account's name and avatar (SPEC §3 identity) in its account state, for the account button
 * and the Account header: read when the address changes. The reader (and the blockchain-service client) load on
 * the first connected address, so an app whose visitors never connect downloads neither.
 */
export function watchIdentity(ctx: CoreContext): () => void {
  let shown: string | undefined
  const check = () => {
    const address = ctx.store.chain.state.chains.eip155?.accountState.address
    if (address === shown) return
    shown = address
    if (!address || !ctx.store.options.state.services?.blockchainApiUrl || ctx.destroyed) return
    void import('../account/load-identity.js').then(({ loadIdentity }) =>
      loadIdentity(ctx, 'eip155', address),
    )
  }
  check()
  return subscribe(ctx.store.chain.state, check)
}
