import { type FrameHandlers, needsFrameApproval } from '@gangway/frame/frame'
import { chainIdHex, namespaceOfMethod } from '../chains.js'
import { prepareApproval, UnsupportedMethodError } from '../rpc/approvals.js'
import { servicesFacts } from '../services/approval-facts.js'
import { chainFor, NotSignedInError, requireSession } from '../state.js'
import type { FrameDeps } from './context.js'

/**
 * RPC_REQUEST. The endpoint has already refused anything off the allow-list (SPEC §6). Account and chain
 * questions are answered here; other reads go to the services' RPC gateway; every signing or sending method
 * waits for the visitor's Approve in the frame's own dialog, and only then is the key rebuilt, for that one request. The dialog's USD fee
 * and token symbols come from the services' public routes, waited for briefly (services/approval-facts.ts).
 */
export function rpcHandlers(deps: FrameDeps): FrameHandlers {
  const { state, approvals, rpcFor } = deps
  // One source for the frame's life, so a token's symbol is asked for once.
  const facts = servicesFacts(deps.services, state.projectId)
  return {
    async RPC_REQUEST({ method, params, chainNamespace }, { origin }) {
      switch (method) {
        case 'eth_accounts':
          return state.session ? [state.session.wallet.addresses.eip155] : []
        case 'eth_requestAccounts':
          return [requireSession(state).wallet.addresses.eip155]
        case 'wallet_getCapabilities':
          // A plain EOA: no atomic batches, paymasters or permissions to announce.
          return {}
      }
      if (method.startsWith('wallet_') && !needsFrameApproval(method))
        throw new UnsupportedMethodError(method)
      const chain = chainFor(state, namespaceOfMethod(method, chainNamespace))
      if (method === 'eth_chainId') return chainIdHex(chain)
      if (!needsFrameApproval(method)) return rpcFor(chain).request(method, params ?? [])

      const { wallet } = requireSession(state)
      // The request takes the frame: a "Set up recovery" left open behind a closed view gives way, as "Not now".
      deps.recovery.dialogs.cancelAll()
      // A new device: "Recover your wallet" first, while the app shows the frame for this request.
      if (wallet.needsRecovery) await wallet.recover()
      const signer = wallet.signer()
      const action = await prepareApproval(method, params, {
        keys: signer.keys,
        chain,
        rpc: rpcFor(chain),
        facts,
      })
      await approvals.ask(action.summary, { name: deps.ui.dappName, origin }, action.describe)
      // Signed out while the dialog was up: the wallet is closed, and the approval with it.
      if (state.session?.wallet !== wallet) throw new NotSignedInError()
      return signer.unlocked(() => action.run())
    },
  }
}
