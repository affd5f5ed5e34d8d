import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { AppKitConnectButton } from '../buttons/AppKitConnectButton.js'
import { AppKitNetworkButton } from '../buttons/AppKitNetworkButton.js'
import { CoreProvider } from '../context.js'
import { createTestCore, renderWithCore } from '../test-utils.js'
import { loadLocale } from './locale-catalogue.js'
import type { LocaleModule } from './locale-loaders.js'
import { LABEL_WAIT_MS } from './use-label-ready.js'

// Each test serves its locale files itself; the catalogue keeps what loaded for the whole file, so each test uses
// a language no earlier test has loaded.
const serve = vi.hoisted(() => ({
  current: undefined as ((locale: string) => Promise<LocaleModule>) | undefined,
}))
vi.mock('./locale-loaders.js', async (importOriginal) => {
  const { LOCALE_LOADERS: real } = await importOriginal<typeof import('./locale-loaders.js')>()
  return {
    LOCALE_LOADERS: Object.fromEntries(
      Object.keys(real).map((locale) => [
        locale,
        () => serve.current?.(locale) ?? Promise.reject(new Error('no file')),
      ]),
    ),
  }
})

/** Locale files that arrive when the test says so. */
function heldLocaleFiles(files: Record<string, Record<string, string>>) {
  const waiting: (() => void)[] = []
  serve.current = (locale) =>
    new Promise((resolve, reject) => {
      waiting.push(() => {
        const file = files[locale]
        if (file) resolve({ default: file })
        else reject(new Error(`no ${locale}.json`))
      })
    })
  onTestFinished(() => {
    serve.current = undefined
  })
  return {
    arrive: () =>
      act(async () => {
        for (const deliver of waiting.splice(0)) deliver()
      }),
    asked: () => waiting.length,
  }
}

/** The text a visitor sees in a button: what is not hidden by the buttons' stylesheet. */
function paintedText(button: HTMLElement): string {
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (parent && getComputedStyle(parent).visibility !== 'hidden') text += node.textContent
  }
  return text
}

describe('a button in another language', () => {
  it('asks for its locale at its first render and paints no English meanwhile, its box kept', async () => {
    const files = heldLocaleFiles({ ja: { connectWallet: 'ウォレットを接続' } })
    renderWithCore(
      <>
        <AppKitConnectButton />
        <AppKitNetworkButton />
      </>,
      createTestCore({ locale: 'ja' }),
    )
    expect(files.asked()).toBeGreaterThan(0)
    const [connect, network] = screen.getAllByRole('button') as [HTMLElement, HTMLElement]
    // The network's name is data: it shows at once.
    expect([paintedText(connect), paintedText(network)]).toEqual(['', 'Ethereum'])
    // The hidden label still takes its room: the text is there, only not painted.
    expect(connect.textContent).toBe('Connect Wallet')
    await files.arrive()
    expect([paintedText(connect), paintedText(network)]).toEqual(['ウォレットを接続', 'Ethereum'])
    expect(screen.getByRole('button', { name: 'ウォレットを接続' })).toBe(connect)
  })

  it("shows a host's own label at once", () => {
    heldLocaleFiles({})
    renderWithCore(<AppKitConnectButton label="Entrar" />, createTestCore({ locale: 'pt' }))
    expect(paintedText(screen.getByRole('button'))).toBe('Entrar')
  })

  it('shows English when the locale fails to load, or takes longer than LABEL_WAIT_MS', async () => {
    const files = heldLocaleFiles({})
    renderWithCore(<AppKitConnectButton />, createTestCore({ locale: 'ko' }))
    await files.arrive()
    await waitFor(() => expect(paintedText(screen.getByRole('button'))).toBe('Connect Wallet'))

    heldLocaleFiles({ he: { connectWallet: 'חיבור ארנק' } })
    renderWithCore(<AppKitConnectButton size="sm" />, createTestCore({ locale: 'he' }))
    const slow = screen.getAllByRole('button')[1] as HTMLElement
    expect(paintedText(slow)).toBe('')
    await waitFor(() => expect(paintedText(slow)).toBe('Connect Wallet'), { timeout: LABEL_WAIT_MS + 1_000 })
  })

  it('a server render and its hydration agree, even when the browser has the locale already', async () => {
    const files = heldLocaleFiles({ de: { connectWallet: 'Wallet verbinden' } })
    const core = createTestCore({ locale: 'de' })
    const ui = (
      <CoreProvider core={core}>
        <AppKitConnectButton />
      </CoreProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    onTestFinished(() => container.remove())
    // The page's locale file arrives before React hydrates the server's HTML.
    const loading = loadLocale('de')
    await files.arrive()
    await loading
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy())
  })
})
