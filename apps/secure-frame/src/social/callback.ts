import { createServicesClient, type FetchLike } from '../services/client.js'
import { SocialStateSchema } from '../services/schemas.js'

/** What the callback page posts to the app window that opened it. */
export const SOCIAL_RESULT_MESSAGE = '@gangway-social/RESULT'

export const CALLBACK_TEXT = {
  done: 'You can close this window.',
  failed: 'Sign-in could not be completed. Close this window and try again.',
  noOpener: 'Sign-in could not be completed: this window was not opened by the app.',
} as const

/** A plain http(s) origin and nothing more (a path or credentials would make it something else). */
export function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
}

export interface SocialCallbackOptions {
  location: Pick<Location, 'href' | 'search'>
  /** The app window that opened the popup (`window.opener`). */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  fetch: FetchLike
  servicesUrl: string
}

/**
 * The OAuth provider sends the popup back here with `?code&state`. The backend says which app origin started
 * that sign-in (it recorded the embedder the frame verified), and the redirect goes to that origin only, never
 * '*': the URL carries the authorization code. The app hands it back to the frame (CONNECT_SOCIAL), which
 * redeems it with the backend. Returns the text to show.
 */
export async function runSocialCallback(options: SocialCallbackOptions): Promise<string> {
  const state = new URLSearchParams(options.location.search).get('state')
  if (!state || state.length > 512) return CALLBACK_TEXT.failed
  if (!options.opener) return CALLBACK_TEXT.noOpener
  try {
    const services = createServicesClient(options.servicesUrl, options.fetch)
    const path = `/frame/v1/social/state/${encodeURIComponent(state)}`
    const { appOrigin } = await services.call(path, { schema: SocialStateSchema })
    if (!isBareOrigin(appOrigin)) return CALLBACK_TEXT.failed
    options.opener.postMessage({ type: SOCIAL_RESULT_MESSAGE, resultUri: options.location.href }, appOrigin)
    return CALLBACK_TEXT.done
  } catch {
    return CALLBACK_TEXT.failed
  }
}
