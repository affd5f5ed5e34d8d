import type { FrameHandlers } from '@gangway/frame/frame'
import { ServicesError } from '../services/client.js'
import { SessionUserSchema } from '../services/schemas.js'
import { forgetSession, switchChain } from '../state.js'
import type { FrameDeps } from './context.js'
import { activeAddress, completeSignIn, userResult } from './sign-in.js'

class NoSmartAccountsError extends Error {
  override name = 'NoSmartAccountsError'
  constructor() {
    super('Smart accounts are not available')
  }
}

/** Who is signed in, on which chain, and signing out. The embedded wallet is an EOA only. */
export function sessionHandlers(deps: FrameDeps): FrameHandlers {
  const { state, services, approvals } = deps
  return {
    async GET_USER({ chainId, sessionToken }) {
      if (chainId !== undefined) switchChain(state, chainId)
      // After a reload the frame remembers nothing; the app hands back the session it kept for us.
      if (!state.session && sessionToken) {
        const { user } = await services.call('/frame/v1/session', {
          token: sessionToken,
          schema: SessionUserSchema,
        })
        await completeSignIn(deps, { sessionToken, user })
      }
      return userResult(state)
    },

    IS_CONNECTED: () => ({ isConnected: state.session !== undefined }),

    GET_CHAIN_ID: () => ({ chainId: state.chain.id }),

    async SWITCH_NETWORK({ chainId }) {
      return { chainId: switchChain(state, chainId).id }
    },

    async SIGN_OUT() {
      const session = state.session
      // Nothing signs after sign-out: what waits for approval is refused first.
      approvals.cancelAll()
      try {
        if (session) await services.call('/frame/v1/sign-out', { method: 'POST', token: session.token })
      } catch (error) {
        // An expired session is signed out already.
        if (!(error instanceof ServicesError && error.status === 401)) throw error
      } finally {
        forgetSession(state)
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
