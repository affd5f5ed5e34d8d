import { PAGE_LINKS, type PagePath } from './page-links'

/**
 * The sandbox's pages: the home page (wagmi, with WalletConnect for the other namespaces) and one page per
 * adapter. Each page is its own chunk, so a page loads only the adapter it shows, as a real host would.
 */
export interface SandboxPage {
  path: string
  label: string
  load(): Promise<{ start(root: HTMLElement): void }>
}

const LOADERS: Record<PagePath, SandboxPage['load']> = {
  '/': () => import('./pages/home'),
  '/ethers': () => import('./pages/ethers'),
  '/ethers5': () => import('./pages/ethers5'),
  '/solana': () => import('./pages/solana'),
  '/bitcoin': () => import('./pages/bitcoin'),
  '/multichain': () => import('./pages/multichain'),
  '/members': () => import('./pages/members'),
  '/strict-csp': () => import('./pages/strict-csp'),
  '/lifecycle': () => import('./pages/lifecycle'),
}

const PAGES: SandboxPage[] = PAGE_LINKS.map((link) => ({ ...link, load: LOADERS[link.path] }))

export function pageAt(pathname: string): SandboxPage {
  const path = pathname.replace(/\/+$/u, '') || '/'
  return PAGES.find((page) => page.path === path) ?? (PAGES[0] as SandboxPage)
}
