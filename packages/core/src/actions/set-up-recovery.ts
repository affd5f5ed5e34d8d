import { GangwayError } from '@gangway/common'
import type { ChainNamespace } from '@gangway/common'
import type { CoreContext } from './context.js'

export class RecoveryUnavailableError extends GangwayError {
  override name = 'RecoveryUnavailableError'
  constructor() {
    super('Recovery is not available', { details: 'This instance has no embedded wallet' })
  }
}

/**
 * The frame's "Set up recovery" dialog for the embedded wallet (the SetUpRecovery view shows the frame while it
 * waits). Once a passkey or a recovery code protects the wallet, every namespace it is connected on says so,
 * which takes the Account view's notice away. Resolves false when the visitor chose "Not now".
 */
export async function setUpRecovery(ctx: CoreContext): Promise<boolean> {
  const auth = ctx.auth
  if (!auth) throw new RecoveryUnavailableError()
  const done = await auth.setUpRecovery()
  if (done) markRecoverySetUp(ctx)
  return done
}

function markRecoverySetUp(ctx: CoreContext): void {
  const { chain } = ctx.store
  for (const [namespace, state] of Object.entries(chain.state.chains)) {
    if (state?.accountState.connectedWalletInfo?.type === 'AUTH')
      chain.setAccountState(namespace as ChainNamespace, { recoverySetUp: true })
  }
}
