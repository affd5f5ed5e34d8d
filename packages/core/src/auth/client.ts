import { ERROR_MESSAGES, GangwayError, STORAGE_KEYS } from '@gangway/common'
import type { FrameAuthClientOptions } from './frame-client.js'
import type { AuthClient } from './types.js'

/** The calls that need the frame (signOut works without it). */
const DEFERRED = [
  'connectEmail',
  'waitForDeviceApproval',
  'connectOtp',
  'getSocialRedirectUri',
  'connectSocial',
  'getFarcasterUri',
  'connectFarcaster',
  'getUser',
  'restore',
  'switchNetwork',
  'request',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'setUpRecovery',
] as const satisfies readonly (keyof AuthClient)[]
type AsyncMethods = (typeof DEFERRED)[number]

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

  // Every call that needs the frame waits for the client, then runs on it.
  const later = Object.fromEntries(
    DEFERRED.map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await load())[name] as (...rest: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as Pick<AuthClient, AsyncMethods>

  return {
    ...later,
    hasStoredLogin: () => read(STORAGE_KEYS.loginWithEmail) !== undefined,
    // Without a loaded frame there is no session in it: only the cached login data has to go.
    signOut: async () =>
      client
        ? client.signOut()
        : import('./auth-storage.js').then((module) =>
            module.createAuthStorage(options.storage).clearLogin(),
          ),
    getStoredIdentity: () => ({
      email: read(STORAGE_KEYS.email),
      userName: read(STORAGE_KEYS.socialUsername),
    }),
    isRecoverySetUp: () => client?.isRecoverySetUp(),
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
