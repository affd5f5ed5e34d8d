import { solana } from '@gangway/common'
import type { AppKitCoreEnvironment, ListedWallet } from '@gangway/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import jsQR from 'jsqr'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { NavigateProvider } from '../../navigation.js'
import {
  createTestCore,
  memoryWalletConnect,
  pairingUri,
  renderWithCore,
  TEST_DIRECTORY_URL,
  update,
} from '../../test-utils.js'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.js'

const rainbow: ListedWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  source: 'directory',
  image_url: 'https://images.gangway.test/rainbow.png',
  mobile_link: 'rainbow://',
  desktop_link: 'javascript:alert(1)',
  webapp_link: 'https://rnbwapp.com',
}

/** Renders the view once the pairing's code (loaded on first use) has arrived and the pairing started. */
async function renderPairing(
  { wallet, env = {} }: { wallet?: ListedWallet; env?: AppKitCoreEnvironment } = {},
  options: Parameters<typeof createTestCore>[0] = {},
) {
  const wc = memoryWalletConnect()
  const core = createTestCore(
    { services: { apiUrl: TEST_DIRECTORY_URL }, ...options },
    { walletConnect: wc.client, ...env },
  )
  core.store.router.push('ConnectingWalletConnect', wallet ? { wallet } : {})
  const navigate = vi.fn()
  const view = renderWithCore(
    <NavigateProvider navigate={navigate}>
      <ConnectingWalletConnect />
    </NavigateProvider>,
    core,
  )
  await vi.dynamicImportSettled()
  return { core, wc, navigate, view }
}

/** The modules the drawn path covers, read back from its `M{x} {y}h{run}` rectangles. */
function drawnModules(): boolean[][] {
  const qr = screen.getByRole('img', { name: /QR code/ })
  const svg = qr.querySelector('svg')!
  const extent = Number(svg.getAttribute('viewBox')!.split(' ')[2])
  const size = extent - 8
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, run] of svg
    .querySelector('path')!
    .getAttribute('d')!
    .matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(run); i += 1) grid[Number(y)]![Number(x) + i] = true
  }
  return grid
}

/** What a camera reads from the drawn modules: the grid with a 4-module quiet zone, 4 pixels a module, scanned by jsQR. */
function scanned(grid: boolean[][]): string | undefined {
  const scale = 4
  const quiet = 4
  const side = (grid.length + 2 * quiet) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [y, row] of grid.entries()) {
    for (const [x, dark] of row.entries()) {
      if (!dark) continue
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4
          pixels.fill(0, at, at + 3)
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data
}

/** Whether the middle of the grid (a fifth of the side, odd), where the logo goes, is left light. */
function middleIsClear(grid: boolean[][]): boolean {
  const hole = Math.round(grid.length * 0.2) | 1
  const start = (grid.length - hole) / 2
  return grid.slice(start, start + hole).every((row) => row.slice(start, start + hole).every((dark) => !dark))
}

describe('ConnectingWalletConnect', () => {
  it('starts a pairing and draws the QR code of its URI once it arrives; a new URI redraws it', async () => {
    const { wc } = await renderPairing()
    expect(wc.attempts).toHaveLength(1)
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Preparing the QR code...')

    const first = pairingUri()
    await update(() => wc.latest().onUri(first))
    const qr = screen.getByRole('img', { name: 'WalletConnect QR code' })
    expect(qr.hasAttribute('data-qr-uri')).toBe(true)
    // It scans to the URI, the logo's square in the middle notwithstanding (error correction Q).
    expect(scanned(drawnModules())).toBe(first)
    expect(middleIsClear(drawnModules())).toBe(true)

    const second = pairingUri('c'.repeat(64))
    await update(() => wc.latest().onUri(second))
    expect(scanned(drawnModules())).toBe(second)
  })

  it('Copy link writes the URI to the clipboard and says so', async () => {
    const user = userEvent.setup()
    const { core, wc } = await renderPairing()
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true)
    await update(() => wc.latest().onUri(pairingUri()))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(pairingUri())
    expect(core.store.snack.state).toMatchObject({ open: true, message: 'Link copied', variant: 'success' })
  })

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup()
    const { core, wc } = await renderPairing()
    await update(() => wc.latest().onUri(pairingUri()))
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(core.store.snack.state).toMatchObject({ message: 'Could not copy the link', variant: 'error' })
  })

  it("shows 'Connection declined' and Try again starts a new pairing", async () => {
    const user = userEvent.setup()
    const { wc } = await renderPairing()
    await update(() => wc.latest().onUri(pairingUri()))
    await update(() => wc.latest().reject({ code: 4001, message: 'User rejected.' }))
    expect(within(screen.getByRole('alert')).getByText('Connection declined')).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(wc.attempts).toHaveLength(2)
    await update(() => wc.latest().onUri(pairingUri('d'.repeat(64))))
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('shows a failed pairing with a way to try again', async () => {
    const { wc } = await renderPairing()
    await update(() => wc.latest().reject(new Error('Relay unreachable')))
    expect(screen.getByRole('alert').textContent).not.toBe('')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('a listed wallet: its name, image and safe links only, and Get {name} to Downloads', async () => {
    const user = userEvent.setup()
    const { core, wc } = await renderPairing({ wallet: rainbow })
    const uri = pairingUri()
    await update(() => wc.latest().onUri(uri))
    const qr = screen.getByRole('img', { name: 'QR code for Rainbow' })
    expect(qr.querySelector('img')?.getAttribute('src')).toBe(rainbow.image_url)

    const links = within(screen.getByRole('list', { name: 'Ways to open Rainbow' })).getAllByRole('link')
    // Desktop: no mobile app link, and the javascript: desktop link is never rendered.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open Rainbow web app', `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`],
    ])
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(document.body.innerHTML).not.toContain('javascript:')

    await user.click(screen.getByRole('button', { name: 'Get Rainbow' }))
    expect(core.store.router.state.view).toBe('Downloads')
    expect(core.store.router.state.data?.wallet).toMatchObject({ id: 'rainbow' })
  })

  it("is titled after the wallet in the modal's header", async () => {
    const core = createTestCore({}, { walletConnect: memoryWalletConnect().client })
    renderWithCore(<Modal />, core)
    await update(() => core.open({ view: 'ConnectingWalletConnect', arguments: { wallet: rainbow } }))
    expect(await screen.findByRole('dialog', { name: 'Rainbow' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it("on mobile opens the wallet's app once per URI, with the URI encoded", async () => {
    const { wc, navigate, core } = await renderPairing({ wallet: rainbow, env: { isMobile: () => true } })
    expect(navigate).not.toHaveBeenCalled()
    const uri = pairingUri()
    await update(() => wc.latest().onUri(uri))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(screen.getByRole('link', { name: 'Open Rainbow mobile app' })).toBeTruthy()

    await update(() => core.store.snack.show('Something else', 'success'))
    expect(navigate).toHaveBeenCalledTimes(1)
    await update(() => wc.latest().onUri(pairingUri('e'.repeat(64))))
    expect(navigate).toHaveBeenCalledTimes(2)
  })

  it('on Solana, on mobile, Phantom opens this page in its in-app browser instead of pairing', async () => {
    const phantom: ListedWallet = {
      id: 'phantom',
      name: 'Phantom',
      source: 'directory',
      mobile_link: 'phantom://',
    }
    const { wc, navigate } = await renderPairing(
      { wallet: phantom, env: { isMobile: () => true } },
      { networks: [solana] },
    )
    const page = encodeURIComponent(window.location.href)
    const origin = encodeURIComponent(window.location.origin)
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`https://phantom.app/ul/browse/${page}?ref=${origin}`)
    expect(wc.attempts).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Open this page in Phantom' })).toBeTruthy()
  })

  it('stops the pairing when it goes away', async () => {
    const { core, view } = await renderPairing()
    const stop = vi.spyOn(core, 'stopWalletConnectPairing')
    expect(core.store.walletConnect.state.active).toBe(true)
    view.unmount()
    expect(stop).toHaveBeenCalledTimes(1)
    expect(core.store.walletConnect.state.active).toBe(false)
  })
})
