import { useCore, useMessages } from '../context.js'
import { errorText } from './error-text.js'

/** Disconnects the active wallet; a failure shows in the snackbar (SPEC §8 'Failed to disconnect'). */
export function useDisconnect(): () => Promise<void> {
  const core = useCore()
  const t = useMessages()
  return async () => {
    try {
      await core.disconnect()
    } catch (error) {
      core.store.snack.show(errorText(error, t('disconnectFailed')), 'error')
    }
  }
}
