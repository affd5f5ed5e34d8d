import { ALERT_MESSAGES } from '@gangway/common'
import { createAuthClient } from '../auth/client.js'
import { watchFrameUi } from '../auth/watch-frame-ui.js'
import { resolveThemeMode } from '../controllers/theme.js'
import type { FrameAuthClientOptions } from '../auth/frame-client.js'
import type { AuthClient } from '../auth/types.js'
import type { CoreStore } from '../create-store.js'
import type { AppKitOptions } from '../options.js'
import type { StorageBackend } from '../utils/environment.js'

/** Our SDK version, as the frame's SYNC_DAPP_DATA reports it. */
const SDK_VERSION = '0.0.0'

/**
 * The instance's embedded wallet, for a host that offers it (`offersEmbeddedWallet`): the facade that loads the
 * frame client on first use, with its timeouts turned into alerts and its approvals routed to the modal.
 */
export function createInstanceAuth(
  options: AppKitOptions,
  store: CoreStore,
  env: {
    storage: StorageBackend | undefined
    now: () => number
    createMessenger?: FrameAuthClientOptions['createMessenger']
  },
): AuthClient {
  const auth = createAuthClient({
    frameUrl: options.services?.secureSiteUrl ?? '',
    projectId: options.projectId,
    chainId: () => store.chain.state.activeCaipNetwork?.id ?? 1,
    locale: () => store.options.state.locale,
    storage: env.storage,
    now: env.now,
    sdkVersion: SDK_VERSION,
    ...(env.createMessenger ? { createMessenger: env.createMessenger } : {}),
    dappData: () => ({
      metadata: options.metadata,
      themeMode: resolveThemeMode(store.theme.state.themeMode),
    }),
    watchUi: (listener) => watchFrameUi({ theme: store.theme.state, options: store.options.state }, listener),
    onTimeout: (reason) => {
      // SPEC §8: the alerts of an embedded wallet that would not load or answer.
      const alert =
        reason === 'iframe_load_failed'
          ? ALERT_MESSAGES.embeddedWalletLoadFailed
          : ALERT_MESSAGES.embeddedWalletRequestTimeout
      store.alert.open(alert.shortMessage, 'error')
    },
    onRpcNotAllowed: (error) => store.snack.show(error.displayMessage, 'error'),
  })
  routeApprovals(auth, store)
  return auth
}

/**
 * SPEC §2: a request that waits for the visitor's approval shows the ApproveTransaction view, where the frame's
 * own confirmation UI takes the click. When none is left the modal goes back, or closes if it opened for it.
 */
function routeApprovals(auth: AuthClient, store: CoreStore): void {
  const { modal, router } = store
  let openedForApproval = false
  auth.onApprovalChange((pending) => {
    if (pending) {
      openedForApproval = !modal.state.open
      if (openedForApproval) void modal.open({ view: 'ApproveTransaction' })
      else router.push('ApproveTransaction')
      return
    }
    auth.hideFrame()
    if (router.state.view !== 'ApproveTransaction') return
    if (openedForApproval) modal.close({ force: true })
    else router.goBack()
  })
}
