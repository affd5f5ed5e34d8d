import { safeUrl } from '@gangway/api/safe-url'
import type { ChainNamespace } from '@gangway/common'
import type { ListedWallet } from '../types.js'

/** A link that hands a pairing URI to a wallet: `href` is the wallet's own link, `redirect` carries the URI. */
export interface WalletLink {
  href: string
  redirect: string
}

const isWebUrl = (value: string) => /^https?:\/\//iu.test(value)

/**
 * A wallet's app link with the pairing URI (`<link>wc?uri=…`): app schemes (`rainbow://`) and universal links
 * (`https://rnbwapp.com`) alike. Remote data: anything but https, loopback http or an app scheme gives undefined.
 */
export function formatWalletLink(appLink: string | null | undefined, wcUri: string): WalletLink | undefined {
  if (!appLink) return undefined
  let base = appLink.trim()
  // A bare scheme such as `metamask:` or `metamask` is how some listings spell `metamask://`.
  if (!isWebUrl(base) && !base.includes('://')) base = `${base.replace(/[:/]+$/u, '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  const href = safeUrl(base, { allowAppSchemes: true })
  if (!href) return undefined
  return { href, redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}` }
}

export type LinkPlatform = 'mobile' | 'desktop' | 'web'

/** The links the connecting view offers for a listed wallet, each only when the listing has a safe one. */
export function walletConnectLinks(
  wallet: Pick<ListedWallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
): Partial<Record<LinkPlatform, WalletLink>> {
  const links: Partial<Record<LinkPlatform, WalletLink>> = {}
  const mobile = formatWalletLink(wallet.mobile_link, wcUri)
  const desktop = formatWalletLink(wallet.desktop_link, wcUri)
  // A web app is always a web page, never an app scheme.
  const web =
    wallet.webapp_link && isWebUrl(wallet.webapp_link)
      ? formatWalletLink(wallet.webapp_link, wcUri)
      : undefined
  if (mobile) links.mobile = mobile
  if (desktop) links.desktop = desktop
  if (web) links.web = web
  return links
}

/** Wallets whose apps open a dapp in their own browser; `{href}` is the page, `{origin}` its origin (encoded). */
const IN_APP_BROWSERS: Record<string, { template: string; namespaces?: ChainNamespace[] }> = {
  phantom: { template: 'https://phantom.app/ul/browse/{href}?ref={origin}' },
  solflare: { template: 'https://solflare.com/ul/v1/browse/{href}?ref={href}' },
  'coinbase wallet': { template: 'https://go.cb-w.com/dapp?cb_url={href}', namespaces: ['solana'] },
}

/**
 * SPEC §2: on mobile, on Solana, a wallet that connects inside its own app is sent to its in-app browser with
 * this page, instead of a WalletConnect pairing. Matched by name ignoring case; undefined for other wallets.
 */
export function inAppBrowserLink(
  wallet: Pick<ListedWallet, 'name'>,
  namespace: ChainNamespace | undefined,
  pageHref: string,
): string | undefined {
  if (namespace !== 'solana') return undefined
  const entry = IN_APP_BROWSERS[wallet.name.trim().toLowerCase()]
  if (!entry || (entry.namespaces && !entry.namespaces.includes(namespace))) return undefined
  const page = new URL(pageHref)
  return entry.template
    .replaceAll('{href}', encodeURIComponent(page.href))
    .replaceAll('{origin}', encodeURIComponent(page.origin))
}
