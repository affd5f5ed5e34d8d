import type { AppKitCore, OAuthProvider, SocialPopup } from '@gangway/core'
import { detectTelegramPlatform } from '@gangway/core/auth'

const POPUP_FEATURES = 'popup,width=500,height=640'

/**
 * Starts a social sign-in from a click: the popup opens now, inside the click, or the browser blocks it; the
 * rest (the ConnectingSocial view and its code) loads after. The popup keeps its opener: the callback page posts
 * the result back to this window.
 */
export function startSocialSignIn(core: AppKitCore, provider: OAuthProvider): void {
  // A Telegram mini app cannot open pop-ups: the page itself goes to the provider and comes back.
  if (detectTelegramPlatform()) {
    core.store.router.push('ConnectingSocial', { provider, redirect: true })
    void import('./social-session.js').then(({ runSocialRedirect }) => runSocialRedirect(core, provider))
    return
  }
  const popup = window.open('', 'gangway-social', POPUP_FEATURES) as SocialPopup | null
  core.store.router.push('ConnectingSocial', { provider })
  void import('./social-session.js').then(({ runSocialSignIn }) => runSocialSignIn(core, provider, popup))
}
