import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { AppKitConnectButton } from '../buttons/AppKitConnectButton.js'
import { useTranslateError } from '../hooks/use-translate-error.js'
import { Modal } from '../modal/Modal.js'
import { createTestCore, renderWithCore, update } from '../test-utils.js'
import { loadLocale } from './locale-catalogue.js'
import type { LocaleModule } from './locale-loaders.js'

type LocaleFetch = (locale: string) => Promise<LocaleModule>

// The locale files as each test gives them (else the real ones). The catalogue keeps what loaded for the whole
// file, so each test loads a language no earlier test has loaded.
const fetches = vi.hoisted(() => ({ current: undefined as LocaleFetch | undefined }))
vi.mock('./locale-loaders.js', async (importOriginal) => {
  const { LOCALE_LOADERS: real } = await importOriginal<typeof import('./locale-loaders.js')>()
  const loaders = Object.fromEntries(
    Object.entries(real).map(([locale, load]) => [locale, () => fetches.current?.(locale) ?? load()]),
  )
  return { LOCALE_LOADERS: loaders }
})

function serveLocaleFiles(fetch: LocaleFetch): void {
  fetches.current = fetch
  onTestFinished(() => {
    fetches.current = undefined
  })
}

async function realArabic(): Promise<Record<string, string>> {
  const { LOCALE_LOADERS } =
    await vi.importActual<typeof import('./locale-loaders.js')>('./locale-loaders.js')
  return (await LOCALE_LOADERS.ar()).default as Record<string, string>
}

/** Locale files as the test gives them; counts each fetch. */
function fakeLocales(files: Record<string, Record<string, string>>) {
  const fetched: string[] = []
  serveLocaleFiles(async (locale) => {
    fetched.push(locale)
    const file = files[locale]
    if (!file) throw new Error(`no ${locale}.json`)
    return { default: file }
  })
  return fetched
}

describe('the locale option', () => {
  it('shows English with no fetch when the host picks no locale or an unknown one', () => {
    const fetched = fakeLocales({})
    renderWithCore(<AppKitConnectButton />, createTestCore({ locale: 'tlh-Latn' }))
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect([button.lang, button.dir]).toEqual(['en', 'ltr'])
    expect(fetched).toEqual([])
  })

  it("loads the locale's strings once and shows them", async () => {
    const fetched = fakeLocales({ es: { connectWallet: 'Conectar billetera' } })
    renderWithCore(
      <>
        <AppKitConnectButton />
        <AppKitConnectButton size="sm" />
      </>,
      createTestCore({ locale: 'es-MX' }),
    )
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Conectar billetera' })).toHaveLength(2))
    expect(screen.getAllByRole('button').map((button) => button.lang)).toEqual(['es', 'es'])
    expect(fetched).toEqual(['es'])
  })

  it("puts the host's messages over the locale's", async () => {
    fakeLocales({ es: { connectWallet: 'Conectar billetera' } })
    await loadLocale('es')
    renderWithCore(
      <AppKitConnectButton />,
      createTestCore({ locale: 'es', messages: { connectWallet: 'Entrar' } }),
    )
    expect(screen.getByRole('button', { name: 'Entrar' }).lang).toBe('es')
  })

  it('switches language at run time with setLocale', async () => {
    fakeLocales({ de: { connectWallet: 'Wallet verbinden' } })
    const core = createTestCore()
    renderWithCore(<AppKitConnectButton />, core)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    await update(() => core.setLocale('de'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet verbinden' }).lang).toBe('de'))
  })

  it('keeps English when a locale cannot load, and asks again next time', async () => {
    const fetched = fakeLocales({})
    const core = createTestCore({ locale: 'fr' })
    const { unmount } = renderWithCore(<AppKitConnectButton />, core)
    await waitFor(() => expect(fetched).toEqual(['fr']))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    unmount()
    renderWithCore(<AppKitConnectButton />, core)
    await waitFor(() => expect(fetched).toEqual(['fr', 'fr']))
  })

  it('drops what a locale file holds that is not a string', async () => {
    serveLocaleFiles(async () => ({ default: { connectWallet: { html: '<b>x</b>' }, connecting: 7 } }))
    renderWithCore(<AppKitConnectButton />, createTestCore({ locale: 'ko' }))
    await waitFor(() => expect(screen.getByRole('button').lang).toBe('ko'))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})

function ErrorText({ message }: { message: string }) {
  return <p>{useTranslateError()(message)}</p>
}

describe("core's English error texts", () => {
  it("show in the locale's words, from the catalogue or from SPEC §8's error.<key>", async () => {
    fakeLocales({
      pt: { connectionDeclined: 'Conexão recusada', 'error.networkNotFound': 'Rede não encontrada' },
    })
    await loadLocale('pt')
    renderWithCore(
      <>
        <ErrorText message="Connection declined" />
        <ErrorText message="Network not found" />
        <ErrorText message="Something only the wallet says" />
      </>,
      createTestCore({ locale: 'pt' }),
    )
    const texts = screen.getAllByRole('paragraph').map((p) => p.textContent)
    expect(texts).toEqual(['Conexão recusada', 'Rede não encontrada', 'Something only the wallet says'])
  })
})

describe('a right-to-left locale', () => {
  it('shows the Arabic button right to left', async () => {
    renderWithCore(<AppKitConnectButton />, createTestCore({ locale: 'ar' }))
    const ar = await realArabic()
    const button = await screen.findByRole('button', { name: ar.connectWallet })
    expect([button.lang, button.dir]).toEqual(['ar', 'rtl'])
  })

  it('shows the modal in Arabic, its root right to left', async () => {
    const ar = await realArabic()
    const core = createTestCore({ locale: 'ar', features: { email: false, socials: false } })
    const { container } = renderWithCore(<Modal />, core)
    await update(() => core.open({ view: 'Connect' }))
    const dialog = await screen.findByRole('dialog', { name: ar.connectWallet })
    expect(within(dialog).getByRole('button', { name: ar.allWallets })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: ar.close })).toBeTruthy()
    const root = container.querySelector('.gw-root')
    expect([root?.getAttribute('lang'), root?.getAttribute('dir')]).toEqual(['ar', 'rtl'])
    expect(dialog.textContent).toMatch(/[\u0600-\u06ff]/)
  })
})
