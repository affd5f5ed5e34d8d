import { truncateAddress } from '@gangway/common'
import type { Connector } from '@gangway/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit, defineHtmlElements } from './index.js'
import { mainnet, polygon } from './networks.js'

const options = { projectId: 'html', networks: [mainnet, polygon] as [typeof mainnet, typeof polygon] }
const TAGS = [
  'appkit-button',
  'appkit-connect-button',
  'appkit-account-button',
  'appkit-network-button',
  'appkit-wallet-button',
  'appkit-modal',
]
const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const created: { destroy(): Promise<void> }[] = []

afterEach(async () => {
  await Promise.all(created.splice(0).map((appKit) => appKit.destroy()))
  document.body.replaceChildren()
  localStorage.clear()
})

function newAppKit() {
  const appKit = createAppKit(options)
  created.push(appKit)
  return appKit
}

/** Puts markup into the page as a host's HTML would have it. */
function page(html: string): HTMLElement {
  const main = document.createElement('main')
  main.innerHTML = html
  document.body.append(main)
  return main
}

/** The card of the embedded modal inside `main`'s `<appkit-modal>`, once rendered. */
function embeddedCard(main: HTMLElement): Element | null | undefined {
  return main
    .querySelector('appkit-modal [data-gangway-modal]')
    ?.shadowRoot?.querySelector('.gw-card--embedded')
}

/** Modal hosts createAppKit appended to the body (the overlay), as opposed to ones the page placed. */
function bodyOverlays(): Element[] {
  return [...document.body.children].filter((element) => element.hasAttribute('data-gangway-modal'))
}

describe('the custom elements', () => {
  it('createAppKit defines every element and its w3m-* alias, and a second call does not throw', () => {
    newAppKit()
    for (const tag of TAGS) {
      expect(customElements.get(tag), tag).toBeTruthy()
      expect(customElements.get(tag.replace('appkit-', 'w3m-')), tag).toBeTruthy()
    }
    expect(() => newAppKit()).not.toThrow()
    expect(() => defineHtmlElements()).not.toThrow()
  })

  it('leaves a name the page defined itself alone', () => {
    const defined = new Map<string, CustomElementConstructor>()
    const registry = {
      get: (name: string) => defined.get(name),
      define(name: string, element: CustomElementConstructor) {
        if (defined.has(name)) throw new DOMException(`${name} is defined already`, 'NotSupportedError')
        defined.set(name, element)
      },
    } as CustomElementRegistry
    class Own extends HTMLElement {}
    registry.define('appkit-modal', Own)
    expect(() => defineHtmlElements(registry)).not.toThrow()
    expect(registry.get('appkit-modal')).toBe(Own)
    expect(registry.get('appkit-wallet-button')).toBeTruthy()
  })

  it('reads attributes as HTML lower-cases them (loadinglabel, charsstart, charsend)', async () => {
    const appKit = newAppKit()
    const main = page(
      '<appkit-connect-button label="Sign in" loadinglabel="Hold on"></appkit-connect-button>' +
        '<w3m-network-button disabled></w3m-network-button>' +
        '<appkit-account-button charsstart="6" charsend="4" balance="hide"></appkit-account-button>',
    )
    const text = (tag: string) => main.querySelector(`${tag} button`)?.textContent
    await expect.poll(() => text('appkit-connect-button')).toBe('Sign in')
    await expect
      .poll(() => (main.querySelector('w3m-network-button button') as HTMLButtonElement | null)?.disabled)
      .toBe(true)
    appKit.core.store.connection.setStatus('connecting')
    await expect.poll(() => text('appkit-connect-button')).toBe('Hold on')
    appKit.core.store.chain.setAccountState('eip155', { address, status: 'connected' })
    await expect.poll(() => text('appkit-account-button')).toBe(truncateAddress(address, 6, 4))
  })

  it('<appkit-wallet-button wallet> shows the wallet this page announced and opens its Connecting view', async () => {
    const appKit = newAppKit()
    // After start-up, which lists the connectors the instance's own adapters have (WalletConnect's here).
    await appKit.ready()
    appKit.core.store.connectors.setConnectors('eip155', [metaMask])
    const main = page('<appkit-wallet-button wallet="metamask"></appkit-wallet-button>')
    await expect.poll(() => main.querySelector('appkit-wallet-button button')?.textContent).toBe('MetaMask')
    ;(main.querySelector('appkit-wallet-button button') as HTMLButtonElement).click()
    expect(appKit.isOpen()).toBe(true)
    expect(appKit.core.store.router.state.view).toBe('ConnectingExternal')
  })

  it('<appkit-modal> renders the modal inline, in its own shadow root, with the modal closed', async () => {
    const appKit = newAppKit()
    const main = page('<p>Before</p><appkit-modal></appkit-modal><p>After</p>')
    const region = () =>
      main
        .querySelector('appkit-modal [data-gangway-modal]')
        ?.shadowRoot?.querySelector('section.gw-card--embedded')
    await expect.poll(region, { timeout: 5_000 }).toBeTruthy()
    expect(region()?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(appKit.isOpen()).toBe(false)
    main.querySelector('appkit-modal')?.remove()
    await expect.poll(() => document.querySelectorAll('appkit-modal [data-gangway-modal]').length).toBe(0)
  })
  it('<appkit-modal> is the modal while on the page: open() shows the view there, and no overlay shows it', async () => {
    const appKit = newAppKit()
    const main = page('<appkit-modal></appkit-modal>')
    await expect.poll(() => embeddedCard(main), { timeout: 5_000 }).toBeTruthy()
    await appKit.open({ view: 'Networks' })
    expect(appKit.isOpen()).toBe(true)
    await expect.poll(() => embeddedCard(main)?.textContent).toContain('Choose network')
    // The overlay, mounted at the first open, shows nothing while the embedded modal is there.
    await expect.poll(() => bodyOverlays().length, { timeout: 3_000 }).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(bodyOverlays()[0]?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull()
    // close() keeps the embedded modal on the page, back where a visitor starts: Connect, not connected.
    appKit.close()
    expect(appKit.isOpen()).toBe(false)
    expect(appKit.core.store.router.state.view).toBe('Connect')
    await expect.poll(() => embeddedCard(main)?.textContent).toContain('Connect Wallet')
    // Connected, it goes back to Account.
    appKit.core.store.chain.setAccountState('eip155', {
      address,
      caipAddress: `eip155:1:${address}`,
      status: 'connected',
    })
    await appKit.open({ view: 'Networks' })
    appKit.close()
    expect(appKit.core.store.router.state.view).toBe('Account')
    // Once the element leaves the page, open() shows the overlay again.
    main.remove()
    await appKit.open({ view: 'Networks' })
    await expect
      .poll(() => bodyOverlays()[0]?.shadowRoot?.querySelector('[role="dialog"]'), { timeout: 3_000 })
      .toBeTruthy()
  })

  it.each([
    ['disableAppend', { disableAppend: true }],
    ['enableEmbedded', { enableEmbedded: true }],
  ])('with %s nothing is appended to the body; <appkit-modal> shows the opened view', async (_, flag) => {
    const appKit = createAppKit({ ...options, ...flag })
    created.push(appKit)
    await appKit.open({ view: 'Networks' })
    expect(bodyOverlays()).toHaveLength(0)
    const main = page('<appkit-modal></appkit-modal>')
    await expect.poll(() => embeddedCard(main)?.textContent, { timeout: 5_000 }).toContain('Choose network')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(bodyOverlays()).toHaveLength(0)
    expect(document.querySelectorAll('[data-gangway-modal]')).toHaveLength(1)
  })
})
