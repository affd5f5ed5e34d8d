import { ERROR_MESSAGES, type Locale, UserRejectedRequestError, isUserRejection } from '@gangway/common'
import {
  assertEmailCooldownOver,
  createFrameMessenger,
  type FrameMessenger,
  FrameResponseError,
  FrameRpcNotAllowedError,
  needsFrameApproval,
} from '@gangway/frame'
import { createAuthStorage } from './auth-storage.js'
import { createFrameUiSync } from './frame-ui-sync.js'
import type { StorageBackend } from '../utils/environment.js'
import type { AuthClient, AuthNamespace, AuthUser, OAuthProvider } from './types.js'

/** The frame's answer to SET_UP_RECOVERY when nothing is left to protect on this device (apps/secure-frame). */
const RECOVERY_ALREADY_SET_UP = 'Recovery is already set up for this wallet'

export interface FrameAuthClientOptions {
  frameUrl: string
  projectId: string
  /** The chain the frame starts on (the active network's id). */
  chainId: () => string | number
  /** The instance's locale: the frame loads in it, and hears of each change while it lives (SYNC_LOCALE). */
  locale?: () => Locale
  /** Where the SPEC §3 login hints are kept (the host page's storage). Never a session: that stays in the frame. */
  storage: StorageBackend | undefined
  now: () => number
  /** SPEC §8: the frame failed to load, or a sign-in request timed out (core shows the alert). */
  onTimeout: (reason: 'iframe_load_failed' | 'iframe_request_timeout') => void
  /** SPEC §6: a method off the frame's allow-list was asked for (core tells the visitor 'Action not allowed'). */
  onRpcNotAllowed?: (error: FrameRpcNotAllowedError) => void
  /** Sent to the frame once it is ready, so its confirmation UI names the site and follows the theme. */
  dappData: () => { metadata?: unknown; themeMode?: 'dark' | 'light' }
  /**
   * Calls `listener` whenever the theme (`dappData().themeMode`) or the locale may have changed: setThemeMode,
   * the visitor's colour scheme under 'system', setLocale. Watched while the frame lives, so its open dialog
   * follows them; returns the unsubscribe, called by destroy().
   */
  watchUi?: (listener: () => void) => () => void
  sdkVersion: string
  /** Tests pass a messenger of their own; the real one posts to the iframe. */
  createMessenger?: typeof createFrameMessenger
}

/**
 * The embedded wallet over the secure frame. Loaded on first use (see client.ts): this module carries the
 * frame protocol and its schemas, which a page that never signs in by e-mail or social never downloads.
 */
export function createFrameAuthClient(options: FrameAuthClientOptions): AuthClient {
  const storage = createAuthStorage(options.storage)
  let messenger: FrameMessenger | undefined
  let synced: Promise<void> | undefined
  let ui: ReturnType<typeof createFrameUiSync> | undefined
  let stopWatchingUi: (() => void) | undefined
  let pendingApprovals = 0
  let recoverySetUp: boolean | undefined
  let settingUpRecovery: Promise<boolean> | undefined
  const approvalListeners = new Set<(pending: boolean) => void>()

  function frame(): FrameMessenger {
    if (messenger) return messenger
    const locale = options.locale?.()
    messenger = (options.createMessenger ?? createFrameMessenger)({
      frameUrl: options.frameUrl,
      projectId: options.projectId,
      chainId: options.chainId(),
      ...(locale ? { locale } : {}),
      onTimeout: options.onTimeout,
    })
    ui = createFrameUiSync(
      { themeMode: () => options.dappData().themeMode, locale: () => options.locale?.() },
      locale,
    )
    stopWatchingUi = options.watchUi?.(followUi)
    return messenger
  }

  /** A theme or locale change: a frame already told who embeds it hears of it now (before that, the sync does). */
  function followUi() {
    const current = messenger
    const sync = ui
    if (!synced || !current || !sync) return
    synced
      .then(() => sync.push((name, payload) => current.request(name, payload)))
      .catch(() => {
        // Cosmetic: a frame that missed a change shows the last one it heard until the next.
      })
  }

  /** The frame, after it has been told who embeds it (once per frame). */
  async function ready(): Promise<FrameMessenger> {
    const current = frame()
    synced ??= syncDappData(current).catch((error: unknown) => {
      synced = undefined
      throw error
    })
    await synced
    return current
  }

  async function syncDappData(current: FrameMessenger) {
    await current.ensureFrame()
    const { metadata } = options.dappData()
    await current.request('SYNC_DAPP_DATA', {
      projectId: options.projectId,
      sdkVersion: options.sdkVersion,
      sdkType: 'gangway',
      ...(metadata ? { metadata } : {}),
    })
    await ui?.push((name, payload) => current.request(name, payload))
  }

  function setApprovals(count: number) {
    const was = pendingApprovals > 0
    pendingApprovals = count
    if (was !== count > 0) for (const listener of approvalListeners) listener(count > 0)
  }

  function remember(user: AuthUser): AuthUser {
    storage.saveLogin({ email: user.email, userName: user.userName })
    recoverySetUp = user.recoverySetUp
    return user
  }

  async function askForRecovery(): Promise<boolean> {
    try {
      const { recoverySetUp: done } = await (await ready()).request('SET_UP_RECOVERY', {})
      if (done) recoverySetUp = true
      return done
    } catch (error) {
      // Set up in the meantime (another tab, or a frame that restored from a passkey): nothing to offer.
      if (error instanceof FrameResponseError && error.shortMessage === RECOVERY_ALREADY_SET_UP) {
        recoverySetUp = true
        return true
      }
      throw error
    }
  }

  /** The frame answers from the session in its own storage (after a reload too): the app sends no secret. */
  async function getUser(chainId: string | number): Promise<AuthUser> {
    const current = await ready()
    const user = await current.request('GET_USER', { chainId })
    const remembered = remember(user)
    const { smartAccountEnabledNetworks } = await current.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
    storage.setSmartAccountNetworks(smartAccountEnabledNetworks)
    return remembered
  }

  return {
    hasStoredLogin: () => storage.hasLogin(),

    async connectEmail(email) {
      assertEmailCooldownOver(storage.getEmailLoginTime(), options.now())
      const current = await ready()
      const { action } = await current.request('CONNECT_EMAIL', { email })
      storage.setEmailLoginTime(options.now())
      storage.setEmail(email)
      return action
    },

    async waitForDeviceApproval(signal) {
      const current = await ready()
      const { approved } = await current.request('CONNECT_DEVICE', {}, signal ? { signal } : {})
      return approved
    },

    async connectOtp(otp) {
      await (await ready()).request('CONNECT_OTP', { otp })
    },

    async getSocialRedirectUri(provider, returnUrl) {
      const { uri } = await (await ready()).request('GET_SOCIAL_REDIRECT_URI', {
        provider,
        ...(returnUrl ? { returnUrl } : {}),
      })
      return uri
    },

    async connectSocial(resultUri, _provider: OAuthProvider) {
      return remember(await (await ready()).request('CONNECT_SOCIAL', { uri: resultUri }))
    },

    async getFarcasterUri() {
      const { url } = await (await ready()).request('GET_FARCASTER_URI', {})
      return url
    },

    async connectFarcaster() {
      try {
        const { userName } = await (await ready()).request('CONNECT_FARCASTER', {})
        storage.saveLogin({ userName })
        return { userName }
      } catch (error) {
        if (error instanceof Error && /Waiting for approval/.test(error.message)) return undefined
        throw error
      }
    },

    getUser: ({ chainId }) => getUser(chainId),

    async restore({ chainId }) {
      if (!storage.hasLogin()) return undefined
      try {
        return await getUser(chainId)
      } catch {
        // SPEC §4: a failed connection check erases the cached login data.
        storage.clearLogin()
        return undefined
      }
    },

    async switchNetwork(chainId) {
      await (await ready()).request('SWITCH_NETWORK', { chainId })
    },

    async request({ method, params }, namespace: AuthNamespace) {
      const current = await ready()
      const approval = needsFrameApproval(method)
      if (approval) setApprovals(pendingApprovals + 1)
      try {
        return await current.request('RPC_REQUEST', {
          method,
          ...(params === undefined ? {} : { params }),
          chainNamespace: namespace,
        })
      } catch (error) {
        // Wallet libraries recognise a refusal by its EIP-1193 code.
        if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
        const notAllowed = asRpcNotAllowed(error, method)
        if (notAllowed) {
          options.onRpcNotAllowed?.(notAllowed)
          throw notAllowed
        }
        throw error
      } finally {
        if (approval) setApprovals(pendingApprovals - 1)
      }
    },

    setUpRecovery() {
      // The frame shows one dialog: a view shown again while it waits (the modal closed and reopened) joins it.
      settingUpRecovery ??= askForRecovery().finally(() => {
        settingUpRecovery = undefined
      })
      return settingUpRecovery
    },

    isRecoverySetUp: () => recoverySetUp,

    async signOut() {
      recoverySetUp = undefined
      try {
        if (messenger) await (await ready()).request('SIGN_OUT', {})
      } finally {
        storage.clearLogin()
      }
    },

    async updateEmail(email) {
      const { action } = await (await ready()).request('UPDATE_EMAIL', { email })
      return action
    },

    async updateEmailPrimaryOtp(otp) {
      await (await ready()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },

    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await (await ready()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      storage.setEmail(newEmail)
      return newEmail
    },

    getStoredIdentity: () => ({ email: storage.getEmail(), userName: storage.getUserName() }),
    showFrame: (area) => messenger?.showFrame(area),
    hideFrame: () => messenger?.hideFrame(),

    onApprovalChange(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },

    destroy() {
      approvalListeners.clear()
      stopWatchingUi?.()
      stopWatchingUi = undefined
      messenger?.destroy()
      messenger = undefined
      synced = undefined
      ui = undefined
    },
  }
}

/** The messenger refuses an off-list method itself; a frame that refuses one answers with the SPEC §6 message. */
function asRpcNotAllowed(error: unknown, method: string): FrameRpcNotAllowedError | undefined {
  if (error instanceof FrameRpcNotAllowedError) return error
  if (error instanceof FrameResponseError && error.shortMessage === ERROR_MESSAGES.rpcCallNotAllowed)
    return new FrameRpcNotAllowedError(method)
  return undefined
}
