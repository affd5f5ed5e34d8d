import type { ChainNamespace } from '@gangway/common'
import { useCore } from '../context.js'
import { useMessages } from '../use-messages.js'
import { errorText } from './error-text.js'

/**
 * Makes a connected namespace's account the active one: the active network becomes the network its wallet
 * is on (SPEC §4: the active namespace and address follow). Resolves whether it worked; a failure shows in
 * the snackbar.
 */
export function useActivateNamespace(): (namespace: ChainNamespace) => Promise<boolean> {
  const core = useCore()
  const t = useMessages()
  return async (namespace) => {
    const network = core.store.chain.state.chains[namespace]?.activeCaipNetwork
    if (!network) return false
    if (core.store.chain.state.activeCaipNetwork?.caipNetworkId === network.caipNetworkId) return true
    try {
      await core.switchNetwork(network, { throwOnFailure: true })
      return true
    } catch (error) {
      core.store.snack.show(errorText(error, t('switchNetworkFailed')), 'error')
      return false
    }
  }
}
