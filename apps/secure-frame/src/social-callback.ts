import './approval/approval.css'
import { resolveLocale } from '@gangway/common'
import { servicesUrl } from './env.js'
import { applyFrameLocale } from './i18n/apply-locale.js'
import { CALLBACK_TEXT } from './pages/messages.js'
import { runSocialCallback } from './social/callback.js'

const notice = document.createElement('p')
notice.className = 'gw-notice'
notice.setAttribute('role', 'status')
document.body.append(notice)

// The provider sends the visitor here, not the app: no locale option reaches this page, so it speaks the
// browser's language (which the app's most often is too).
void applyFrameLocale(document, resolveLocale(navigator.language))
  .then(() => {
    notice.textContent = CALLBACK_TEXT.finishing
    return runSocialCallback({
      location: window.location,
      opener: window.opener as Window | null,
      navigate: (url) => window.location.replace(url),
      fetch: (input, init) => fetch(input, init),
      servicesUrl,
    })
  })
  .then((text) => {
    notice.textContent = text
  })
