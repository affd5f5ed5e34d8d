import { isSafeUrl, type ListedWallet } from '@gangway/core'
import type { MessageKey } from '../../messages.js'

export interface DownloadLink {
  url: string
  /** The link's text; `{name}` is the wallet's name. */
  message: MessageKey
}

/** The links of a wallet, best first, with whether app schemes (`rainbow:`) may open them. */
const LINK_FIELDS = [
  { field: 'desktop_link', appScheme: true, message: 'openDesktopApp' },
  { field: 'webapp_link', appScheme: false, message: 'openWebApp' },
  { field: 'mobile_link', appScheme: true, message: 'openMobileApp' },
  { field: 'app_store', appScheme: false, message: 'getOnAppStore' },
  { field: 'play_store', appScheme: false, message: 'getOnGooglePlay' },
  { field: 'homepage', appScheme: false, message: 'visitWebsite' },
] as const satisfies readonly { field: keyof ListedWallet; appScheme: boolean; message: MessageKey }[]

/**
 * The links of a directory or custom wallet that may be followed. They are untrusted: only `https:`
 * links, and app schemes for the app links, pass; `javascript:`, `data:`, `vbscript:`, `file:` and
 * plain `http:` never do. A URL offered twice is listed once.
 */
export function safeDownloadLinks(wallet: Readonly<ListedWallet>): DownloadLink[] {
  const seen = new Set<string>()
  const links: DownloadLink[] = []
  for (const { field, appScheme, message } of LINK_FIELDS) {
    const url = wallet[field]
    if (!isSafeUrl(url, { allowAppSchemes: appScheme, allowLoopbackHttp: false }) || seen.has(url)) continue
    seen.add(url)
    links.push({ url, message })
  }
  return links
}
