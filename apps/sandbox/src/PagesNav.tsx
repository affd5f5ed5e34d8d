import { PAGE_LINKS } from './page-links'

/** Links to every sandbox page; the current one is marked for assistive technology. */
export function PagesNav() {
  const here = globalThis.location?.pathname ?? '/'
  return (
    <nav aria-label="Sandbox pages" className="row">
      {PAGE_LINKS.map((page) => (
        <a key={page.path} href={page.path} aria-current={page.path === here ? 'page' : undefined}>
          {page.label}
        </a>
      ))}
      <a href="/lab-wallet.html">Lab wallet (WalletConnect)</a>
      <a href="/html.html">Plain HTML (@gangway/html)</a>
    </nav>
  )
}
