import { GangwayError, STORAGE_KEYS } from '@gangway/common'
import type { RedirectPage } from '../auth/social-redirect.js'
import type { OAuthProvider, SocialPopup } from '../auth/types.js'
import type { CoreContext } from './context.js'
import { connectEmbeddedWallet } from './connect-embedded-wallet.js'

/** What the callback page (on the secure site's origin) posts to the window that opened it. */
export const SOCIAL_RESULT_MESSAGE = '@gangway-social/RESULT'

export class SocialPopupClosedError extends GangwayError {
  override name = 'SocialPopupClosedError'
  constructor() {
    super('The sign-in window was closed')
  }
}

/** How often a closed popup is noticed. */
const CLOSED_POLL_MS = 500

/**
 * Social sign-in (OAuth 2 + PKCE, run by the secure frame and its backend): the popup goes to the provider, the
 * provider sends it back to the secure site's callback page, which posts its address here. Only a message from
 * the secure site's origin and from that very popup counts. Then the frame makes the session, the embedded
 * wallet connects and the provider is stored (SPEC §3).
 */
export async function signInWithSocial(
  ctx: CoreContext,
  provider: OAuthProvider,
  popup: SocialPopup,
  host: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<void> {
  const auth = ctx.auth
  const secureSite = ctx.store.options.state.services?.secureSiteUrl
  if (!auth || !secureSite) throw new GangwayError('Social sign-in is not available')
  const expectedOrigin = new URL(secureSite).origin
  try {
    const uri = await auth.getSocialRedirectUri(provider)
    if (popup.closed) throw new SocialPopupClosedError()
    popup.location.href = uri
    const resultUri = await new Promise<string>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== expectedOrigin || event.source !== (popup as unknown as MessageEventSource))
          return
        const data = event.data as { type?: unknown; resultUri?: unknown } | null
        if (data?.type !== SOCIAL_RESULT_MESSAGE || typeof data.resultUri !== 'string') return
        finish()
        resolve(data.resultUri)
      }
      const watch = setInterval(() => {
        if (!popup.closed) return
        finish()
        reject(new SocialPopupClosedError())
      }, CLOSED_POLL_MS)
      const finish = () => {
        clearInterval(watch)
        host.removeEventListener('message', onMessage as EventListener)
      }
      host.addEventListener('message', onMessage as EventListener)
    })
    popup.close()
    await auth.connectSocial(resultUri, provider)
    ctx.store.storage.setSocialProvider(provider)
    await connectEmbeddedWallet(ctx)
  } catch (error) {
    if (!popup.closed) popup.close()
    throw error
  }
}

/**
 * Social sign-in where popups do not work (Telegram): the whole page goes to the provider. The callback page
 * sends the browser back to this page with the result in the fragment; `takeSocialRedirectResult` picks it up at
 * the next start and the ConnectingSocial view finishes it with {@link finishSocialRedirect}.
 */
export async function redirectToSocial(
  ctx: CoreContext,
  provider: OAuthProvider,
  page: RedirectPage & { location: { assign(url: string): void } } = globalThis as never,
): Promise<void> {
  const auth = ctx.auth
  if (!auth) throw new GangwayError('Social sign-in is not available')
  const here = new URL(page.location.href)
  here.hash = ''
  const uri = await auth.getSocialRedirectUri(provider, here.toString())
  // Without the mark the page would drop the result as one it did not ask for.
  try {
    ctx.pageStorage?.setItem(STORAGE_KEYS.socialRedirect, provider)
  } catch (cause) {
    throw new GangwayError('Social sign-in needs this site to store data', { cause })
  }
  page.location.assign(uri)
}

/** Completes a top-level social redirect with the result the page came back with. */
export async function finishSocialRedirect(
  ctx: CoreContext,
  provider: OAuthProvider,
  resultUri: string,
): Promise<void> {
  const auth = ctx.auth
  if (!auth) throw new GangwayError('Social sign-in is not available')
  await auth.connectSocial(resultUri, provider)
  ctx.store.storage.setSocialProvider(provider)
  await connectEmbeddedWallet(ctx)
}

/**
 * Farcaster sign-in, after the QR code was shown: asks the frame (about 25 s per call) until the visitor approves
 * it in their Farcaster app, then connects the embedded wallet. Stops when `signal` aborts (the view went away).
 */
export async function waitForFarcasterSignIn(ctx: CoreContext, signal: AbortSignal): Promise<void> {
  const auth = ctx.auth
  if (!auth) throw new GangwayError('Farcaster sign-in is not available')
  while (!signal.aborted) {
    const user = await auth.connectFarcaster()
    if (signal.aborted) return
    if (user) {
      ctx.store.storage.setSocialProvider('farcaster')
      await connectEmbeddedWallet(ctx)
      return
    }
  }
}
