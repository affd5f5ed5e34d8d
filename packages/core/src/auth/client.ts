import { ERROR_MESSAGES, GangwayError, STORAGE_KEYS } from '@gangway/common'
import type { FrameAuthClientOptions } from './frame-client.js'
import type { AuthClient } from './types.js'

type AsyncMethods = {
  [K in keyof AuthClient]: AuthClient[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof AuthClient]

/**
 * The embedded wallet as core holds it from the start: a few bytes that load the secure-frame client (and the
 * frame protocol with it) on the first call that needs the frame. Until then nothing is downloaded and no iframe
 * exists, so a visitor who never signs in by e-mail or social pays nothing for it.
 */
export function createAuthClient(options: FrameAuthClientOptions): AuthClient {
  let loading: Promise<AuthClient> | undefined
  let client: AuthClient | undefined
  const approvalListeners = new Set<(pending: boolean) => void>()
  // The few reads the page needs before the client loads (is a login stored, whose is it), straight from storage.
  const read = (key: string) => {
    try {
      return options.storage?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }

  function load(): Promise<AuthClient> {
    loading ??= import('./frame-client.js').then(
      ({ createFrameAuthClient }) => {
        client = createFrameAuthClient(options)
        client.onApprovalChange((pending) => {
          for (const listener of approvalListeners) listener(pending)
        })
        return client
      },
      (cause: unknown) => {
        loading = undefined
        // SPEC §8: the frame's code could not be fetched (offline, a blocked chunk).
        throw new GangwayError(ERROR_MESSAGES.emailLoginDependency, { cause })
      },
    )
    return loading
  }

  function later<K extends AsyncMethods>(name: K): AuthClient[K] {
    return (async (...args: unknown[]) => {
      const loaded = await load()
      return (loaded[name] as (...rest: unknown[]) => Promise<unknown>)(...args)
    }) as AuthClient[K]
  }

  return {
    hasStoredLogin: () => read(STORAGE_KEYS.loginWithEmail) !== undefined,
    connectEmail: later('connectEmail'),
    waitForDeviceApproval: later('waitForDeviceApproval'),
    connectOtp: later('connectOtp'),
    getSocialRedirectUri: later('getSocialRedirectUri'),
    connectSocial: later('connectSocial'),
    getFarcasterUri: later('getFarcasterUri'),
    connectFarcaster: later('connectFarcaster'),
    getUser: later('getUser'),
    restore: later('restore'),
    switchNetwork: later('switchNetwork'),
    request: later('request'),
    // Without a loaded frame there is no session in it: only the cached login data has to go.
    signOut: async () =>
      client
        ? client.signOut()
        : import('./auth-storage.js').then((module) =>
            module.createAuthStorage(options.storage).clearLogin(),
          ),
    updateEmail: later('updateEmail'),
    updateEmailPrimaryOtp: later('updateEmailPrimaryOtp'),
    updateEmailSecondaryOtp: later('updateEmailSecondaryOtp'),
    getStoredIdentity: () => ({
      email: read(STORAGE_KEYS.email),
      userName: read(STORAGE_KEYS.socialUsername),
    }),
    showFrame: (area) => client?.showFrame(area),
    hideFrame: () => client?.hideFrame(),
    onApprovalChange(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
    destroy() {
      approvalListeners.clear()
      client?.destroy()
    },
  }
}
