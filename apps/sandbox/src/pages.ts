/**
 * The sandbox's pages: the home page (wagmi, with WalletConnect for the other namespaces) and one page per
 * adapter. Each page is its own chunk, so a page loads only the adapter it shows, as a real host would.
 */
export interface SandboxPage {
  path: string
  label: string
  load(): Promise<{ start(root: HTMLElement): void }>
}

export const PAGES: SandboxPage[] = [
  { path: '/', label: 'wagmi (home)', load: () => import('./pages/home') },
  { path: '/ethers', label: 'ethers v6', load: () => import('./pages/ethers') },
  { path: '/ethers5', label: 'ethers v5', load: () => import('./pages/ethers5') },
  { path: '/solana', label: 'Solana', load: () => import('./pages/solana') },
  { path: '/bitcoin', label: 'Bitcoin', load: () => import('./pages/bitcoin') },
  { path: '/multichain', label: 'Multichain', load: () => import('./pages/multichain') },
  { path: '/members', label: 'Members only (SIWX)', load: () => import('./pages/members') },
]

export function pageAt(pathname: string): SandboxPage {
  const path = pathname.replace(/\/+$/u, '') || '/'
  return PAGES.find((page) => page.path === path) ?? (PAGES[0] as SandboxPage)
}
