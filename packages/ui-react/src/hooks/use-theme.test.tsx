import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppKitButton } from '../buttons/AppKitButton.js'
import { Modal } from '../modal/Modal.js'
import { createTestCore, renderWithCore, update } from '../test-utils.js'

/** The visitor's colour scheme, as a page's matchMedia reports it; `set` is the OS setting changing. */
function fakeColorScheme(initial: 'dark' | 'light') {
  let scheme = initial
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? scheme === 'dark' : false
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }))
  return {
    listeners,
    set(next: 'dark' | 'light') {
      scheme = next
      act(() => {
        for (const listener of [...listeners]) listener()
      })
    },
  }
}

/** Renders a button and the modal of `core`, with the modal open on Connect. */
async function showButtonAndModal(core: ReturnType<typeof createTestCore>) {
  renderWithCore(
    <>
      <AppKitButton />
      <Modal />
    </>,
    core,
  )
  await update(() => core.open({ view: 'Connect' }))
}

const connectButton = () => screen.getByRole('button', { name: 'Connect Wallet' })
const modalRoot = () => screen.getByRole('dialog').closest('.gw-root') as HTMLElement

describe("themeMode 'system'", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows the visitor's scheme while the host still reads 'system'", () => {
    fakeColorScheme('light')
    const core = createTestCore({ themeMode: 'system' })
    renderWithCore(<AppKitButton />, core)
    expect(connectButton().dataset.theme).toBe('light')
    expect(core.getThemeMode()).toBe('system')
  })

  it('follows the OS setting live, on the buttons and the open modal', async () => {
    const scheme = fakeColorScheme('dark')
    const core = createTestCore({ themeMode: 'system' })
    await showButtonAndModal(core)
    const button = connectButton()
    const root = modalRoot()
    expect([button.dataset.theme, root.dataset.theme]).toEqual(['dark', 'dark'])
    scheme.set('light')
    expect([button.dataset.theme, root.dataset.theme]).toEqual(['light', 'light'])
    scheme.set('dark')
    expect([button.dataset.theme, root.dataset.theme]).toEqual(['dark', 'dark'])
  })

  it('keeps one listener for all carriers, and drops it when nothing follows the system', async () => {
    const scheme = fakeColorScheme('dark')
    const core = createTestCore({ themeMode: 'system' })
    const view = renderWithCore(
      <>
        <AppKitButton />
        <AppKitButton size="sm" />
      </>,
      core,
    )
    expect(scheme.listeners.size).toBe(1)
    await update(() => core.setThemeMode('light'))
    expect(scheme.listeners.size).toBe(0)
    scheme.set('dark')
    expect(screen.getAllByRole('button').map((button) => button.dataset.theme)).toEqual(['light', 'light'])
    await update(() => core.setThemeMode('system'))
    expect(scheme.listeners.size).toBe(1)
    view.unmount()
    expect(scheme.listeners.size).toBe(0)
  })

  it('light and dark ignore the visitor scheme', () => {
    fakeColorScheme('light')
    renderWithCore(<AppKitButton />, createTestCore({ themeMode: 'dark' }))
    expect(connectButton().dataset.theme).toBe('dark')
  })
})

describe('setThemeVariables at run time', () => {
  let core: ReturnType<typeof createTestCore>

  beforeEach(async () => {
    core = createTestCore({ themeVariables: { '--w3m-accent': '#112233', '--w3m-z-index': 50 } })
    await showButtonAndModal(core)
  })

  it('restyles the open modal and the buttons in place, keeping the variables not given', async () => {
    const button = connectButton()
    const root = modalRoot()
    await update(() =>
      core.setThemeVariables({ '--w3m-accent': '#ff00aa', '--apkt-border-radius-master': 2 }),
    )
    expect(connectButton()).toBe(button)
    expect(modalRoot()).toBe(root)
    for (const carrier of [button, root]) {
      expect(carrier.style.getPropertyValue('--gw-accent')).toBe('#ff00aa')
      expect(carrier.style.getPropertyValue('--gw-border-radius-master')).toBe('2px')
      expect(carrier.style.getPropertyValue('--gw-z-index')).toBe('50')
    }
    expect(core.getThemeVariables()).toEqual({
      '--w3m-accent': '#ff00aa',
      '--w3m-z-index': 50,
      '--apkt-border-radius-master': 2,
    })
  })

  it('switches the open modal between light and dark without a remount', async () => {
    const root = modalRoot()
    await update(() => core.setThemeMode('light'))
    expect(modalRoot()).toBe(root)
    expect(root.dataset.theme).toBe('light')
  })
})
