/**
 * The sandbox's pages as the nav lists them. How each one loads is in pages.ts: the nav sits on every page, so
 * it must not import the pages' loaders (that would tie every page back to all the others).
 */
export const PAGE_LINKS = [
  { path: '/', label: 'wagmi (home)' },
  { path: '/ethers', label: 'ethers v6' },
  { path: '/ethers5', label: 'ethers v5' },
  { path: '/solana', label: 'Solana' },
  { path: '/bitcoin', label: 'Bitcoin' },
  { path: '/multichain', label: 'Multichain' },
  { path: '/members', label: 'Members only (SIWX)' },
  { path: '/strict-csp', label: 'Strict CSP' },
  { path: '/lifecycle', label: 'Lifecycle' },
] as const

export type PagePath = (typeof PAGE_LINKS)[number]['path']
