import { createServicesClient, type FetchLike } from '../services/client.js'
import { SocialStateSchema } from '../services/schemas.js'
import { CALLBACK_TEXT } from '../pages/messages.js'

/** What the callback page posts to the app window that opened it (core's social-sign-in.ts waits for it). */
export const SOCIAL_RESULT_MESSAGE = '@gangway-social/RESULT'
/** The fragment key that carries the result back to the app page after a top-level redirect (core reads it). */
export const SOCIAL_RESULT_FRAGMENT = 'gangway-social-result'

/** A plain http(s) origin and nothing more (a path or credentials would make it something else). */
export function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
}

export interface SocialCallbackOptions {
  location: Pick<Location, 'href' | 'search'>
  /** The app window that opened the popup (`window.opener`); null after a top-level redirect. */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  /** Leaves for the app page (`location.replace`), after a top-level redirect. */
  navigate: (url: string) => void
  fetch: FetchLike
  servicesUrl: string
}

/**
 * The OAuth provider sends the browser back here with `?code&state`. The backend says which app origin started
 * that sign-in (it recorded the embedder the frame verified), and the result goes to that origin only, never
 * '*': the URL carries the authorization code. From a popup it is posted to the opener; after a top-level
 * redirect (Telegram, where popups do not work) the page goes back to the app page the backend recorded, with
 * the result in the fragment, which no server sees. The app hands it back to the frame (CONNECT_SOCIAL), which
 * redeems it with the backend. Returns the text to show.
 */
export async function runSocialCallback(options: SocialCallbackOptions): Promise<string> {
  const state = new URLSearchParams(options.location.search).get('state')
  if (!state || state.length > 512) return CALLBACK_TEXT.failed
  try {
    const services = createServicesClient(options.servicesUrl, options.fetch)
    const path = `/frame/v1/social/state/${encodeURIComponent(state)}`
    const { appOrigin, returnUrl } = await services.call(path, { schema: SocialStateSchema })
    if (!isBareOrigin(appOrigin)) return CALLBACK_TEXT.failed
    const resultUri = options.location.href
    if (options.opener) {
      options.opener.postMessage({ type: SOCIAL_RESULT_MESSAGE, resultUri }, appOrigin)
      return CALLBACK_TEXT.done
    }
    const back = returnUrl !== undefined && URL.canParse(returnUrl) ? new URL(returnUrl) : undefined
    if (!back || back.origin !== appOrigin) return CALLBACK_TEXT.noOpener
    back.hash = `${SOCIAL_RESULT_FRAGMENT}=${encodeURIComponent(resultUri)}`
    options.navigate(back.toString())
    return CALLBACK_TEXT.returning
  } catch {
    return CALLBACK_TEXT.failed
  }
}
