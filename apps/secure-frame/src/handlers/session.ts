import type { FrameHandlers } from '@gangway/frame/frame'
import { ServicesError } from '../services/client.js'
import { forgetSession, switchChain } from '../state.js'
import type { FrameDeps } from './context.js'
import { activeAddress, restoreSignIn, userResult } from './sign-in.js'

class NoSmartAccountsError extends Error {
  override name = 'NoSmartAccountsError'
  constructor() {
    super('Smart accounts are not available')
  }
}

/** Who is signed in, on which chain, and signing out. The embedded wallet is an EOA only. */
export function sessionHandlers(deps: FrameDeps): FrameHandlers {
  const { state, services, approvals, keeper } = deps
  let restoring: Promise<unknown> | undefined
  // Two adapters restoring at once share one restore, so the keys are fetched once.
  const restore = () => {
    restoring ??= restoreSignIn(deps).finally(() => {
      restoring = undefined
    })
    return restoring
  }
  return {
    async GET_USER({ chainId }) {
      if (chainId !== undefined) switchChain(state, chainId)
      // After a reload: the session this frame stored, if it has one. The app hands nothing back.
      if (!state.session && (await keeper.current())) await restore()
      return userResult(state)
    },

    IS_CONNECTED: () => ({ isConnected: state.session !== undefined }),

    GET_CHAIN_ID: () => ({ chainId: state.chain.id }),

    async SWITCH_NETWORK({ chainId }) {
      return { chainId: switchChain(state, chainId).id }
    },

    async SIGN_OUT() {
      const session = state.session
      // Nothing signs after sign-out: what waits for approval or recovery is refused first.
      approvals.cancelAll()
      deps.recovery.dialogs.cancelAll()
      forgetSession(state)
      try {
        // The services revoke the whole session (every access and refresh token of it).
        if (session || (await keeper.current())) {
          await services.call('/frame/v1/sign-out', { method: 'POST', auth: true })
        }
      } catch (error) {
        // An expired session is signed out already.
        if (!(error instanceof ServicesError && error.status === 401)) throw error
      } finally {
        await keeper.forget()
      }
      return {}
    },

    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),

    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new NoSmartAccountsError()
      return { type, address: activeAddress(state) }
    },

    async INIT_SMART_ACCOUNT() {
      throw new NoSmartAccountsError()
    },
  }
}
