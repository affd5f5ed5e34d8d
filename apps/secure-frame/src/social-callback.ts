import './approval/approval.css'
import { servicesUrl } from './env.js'
import { runSocialCallback } from './social/callback.js'

const notice = document.createElement('p')
notice.className = 'gw-notice'
notice.setAttribute('role', 'status')
notice.textContent = 'Finishing sign-in…'
document.body.append(notice)

void runSocialCallback({
  location: window.location,
  opener: window.opener as Window | null,
  navigate: (url) => window.location.replace(url),
  fetch: (input, init) => fetch(input, init),
  servicesUrl,
}).then((text) => {
  notice.textContent = text
})
