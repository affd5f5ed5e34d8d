import type { ChainNamespace } from '@gangway/common'
import { useCore } from '../context.js'
import { useMessages } from '../use-messages.js'
import { errorText } from './error-text.js'

/**
 * Disconnects one namespace, or every connected one without a namespace. Resolves whether it worked; a
 * failure shows in the snackbar (SPEC §8 'Failed to disconnect').
 */
export function useDisconnect(): (namespace?: ChainNamespace) => Promise<boolean> {
  const core = useCore()
  const t = useMessages()
  return async (namespace) => {
    try {
      await core.disconnect(namespace)
      return true
    } catch (error) {
      core.store.snack.show(errorText(error, t('disconnectFailed')), 'error')
      return false
    }
  }
}
