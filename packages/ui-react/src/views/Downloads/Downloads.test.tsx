import type { ListedWallet } from '@gangway/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { createTestCore, renderWithCore, TEST_DIRECTORY_URL, update } from '../../test-utils.js'
import { Downloads } from './Downloads.js'

function renderDownloads(wallet: ListedWallet) {
  const core = createTestCore({ services: { apiUrl: TEST_DIRECTORY_URL } })
  core.store.router.push('Downloads', { wallet })
  renderWithCore(<Downloads />, core)
  return core
}

const rainbow: ListedWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  source: 'directory',
  image_id: 'rainbow-image',
  mobile_link: 'rainbow://',
  webapp_link: 'https://rnbwapp.com',
  homepage: 'https://rainbow.me/',
}

describe('Downloads', () => {
  it("lists the wallet's safe links as real links that open in a new tab", () => {
    renderDownloads(rainbow)
    const list = screen.getByRole('list', { name: 'Ways to get Rainbow' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open Rainbow web app', 'https://rnbwapp.com'],
      ['Open Rainbow mobile app', 'rainbow://'],
      ['Visit the Rainbow website', 'https://rainbow.me/'],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('never renders a javascript: or data: link', () => {
    renderDownloads({
      id: 'evil',
      name: 'Evil Link Wallet',
      source: 'custom',
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'javascript:alert(1)',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
      homepage: 'https://evil.example/',
    })
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://evil.example/',
    ])
    expect(document.body.innerHTML).not.toMatch(/javascript:|data:text/)
  })

  it('says so when the wallet has no safe link', () => {
    renderDownloads({
      id: 'evil',
      name: 'Evil Link Wallet',
      source: 'directory',
      mobile_link: 'javascript:alert(1)',
    })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('No safe link to open Evil Link Wallet.')).toBeTruthy()
  })

  it("is titled after the wallet in the modal's header", async () => {
    const core = createTestCore({ services: { apiUrl: TEST_DIRECTORY_URL } })
    core.store.directory.state.prefetched = true
    renderWithCore(<Modal />, core)
    await update(() => core.open({ view: 'Downloads', arguments: { wallet: rainbow } }))
    expect(await screen.findByRole('dialog', { name: 'Get Rainbow' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Open Rainbow web app' })).toBeTruthy()
  })
})
