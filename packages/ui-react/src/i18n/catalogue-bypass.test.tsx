import type { AppKitCore } from '@gangway/core'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultMessages } from '../messages.js'
import { Modal } from '../modal/Modal.js'
import {
  announcedWallet,
  connectAccount,
  createDirectoryCore,
  createTestCore,
  renderWithCore,
  update,
  walletListing,
} from '../test-utils.js'
import { buyCore, setOptions, stubOnrampService } from '../views/OnRampProviders/test-onramp.js'
import { GWT, setQuote, swapCore } from '../views/Swap/test-fixtures.js'
import { evmCore, USDC } from '../views/WalletSend/test-fixtures.js'
import { englishCatalogue } from './english-catalogue.js'

// A pseudo-locale through the host's `messages`: every catalogue string wrapped, so text that reaches the screen
// without the catalogue is the text that shows unwrapped.
const OPEN = '⟦'
const CLOSE = '⟧'
const PSEUDO = Object.fromEntries(
  Object.entries(englishCatalogue()).map(([key, message]) => [key, `${OPEN}${message}${CLOSE}`]),
)

// Data, not words: what the fixtures put on screen (names of wallets, networks, tokens and providers), amounts,
// addresses and the like. Anything else unwrapped bypassed the catalogue.
const DATA_WORDS = new Set([
  'MetaMask',
  'Rainbow',
  'Zerion',
  'Ethereum',
  'Polygon',
  'ETH',
  'GUSD',
  'GWT',
  'USDC',
  'USD',
  'Coinbase',
  'Meld.io',
])
const DATA_PATTERNS = [
  /^0x[0-9a-f]{2,}(?:\.\.\.[0-9a-f]+)?$/i, // an address, whole or shortened
  /^[^\p{L}]*$/u, // no words: an amount, a price, a count, a decorative glyph
  /^[\d.,]+\s*[A-Z]{2,6}$/, // an amount with its symbol
]

const isData = (text: string) => DATA_WORDS.has(text) || DATA_PATTERNS.some((pattern) => pattern.test(text))

/** Each piece of text a person meets in the dialog (text nodes, and the names and hints of controls) that is not wrapped. */
function unwrappedTexts(root: HTMLElement): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script, svg')) continue
    texts.push(node.textContent ?? '')
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      texts.push(element.getAttribute(name) ?? '')
  }
  return texts
    .flatMap((text) => text.split(new RegExp(`${OPEN}[^${CLOSE}]*${CLOSE}`, 'g')))
    .map((text) => text.trim())
    .filter((text) => text !== '' && !isData(text))
}

async function renderInPseudoLocale(core: AppKitCore): Promise<HTMLElement> {
  core.store.options.updateOptions({ messages: PSEUDO })
  renderWithCore(<Modal />, core)
  const dialog = await screen.findByRole('dialog')
  // A lazy view shows the modal's Loading until its chunk is in.
  const loading = `${OPEN}${defaultMessages.loading}${CLOSE}`
  await waitFor(() => expect(dialog.textContent).not.toContain(loading), { timeout: 5_000 })
  await update(() => undefined)
  return dialog
}

const VIEWS: Record<string, () => Promise<AppKitCore>> = {
  Connect: async () => {
    const core = createTestCore()
    await core.open({ view: 'Connect' })
    return core
  },
  AllWallets: async () => {
    const core = createDirectoryCore([walletListing('rainbow', 'Rainbow'), walletListing('zerion', 'Zerion')])
    core.store.connectors.setConnectors('eip155', [announcedWallet()])
    await core.open({ view: 'AllWallets' })
    return core
  },
  Account: async () => {
    const core = createTestCore()
    connectAccount(core)
    await core.open({ view: 'Account' })
    return core
  },
  Networks: async () => {
    const core = createTestCore()
    connectAccount(core)
    await core.open({ view: 'Networks' })
    return core
  },
  WalletSend: () => evmCore('WalletSend'),
  Swap: async () => {
    const core = swapCore()
    await core.open({ view: 'Swap' })
    return core
  },
  'Swap with a quote': async () => {
    const core = swapCore({ to: GWT, fromAmount: '0.1' })
    setQuote(core, 119_880_000_000_000_000_000n)
    await core.open({ view: 'Swap' })
    return core
  },
  'WalletSend with a token': async () => {
    const core = await evmCore('WalletSend')
    core.store.send.setToken(USDC)
    return core
  },
  OnRampProviders: async () => {
    stubOnrampService()
    const core = await buyCore()
    setOptions(core)
    return core
  },
}

describe('every string a view shows comes from the catalogue', () => {
  it.each(Object.keys(VIEWS))('%s', async (view) => {
    const setup = VIEWS[view] as () => Promise<AppKitCore>
    const dialog = await renderInPseudoLocale(await setup())
    expect(dialog.textContent).toContain(OPEN)
    expect(unwrappedTexts(dialog)).toEqual([])
  })
})
