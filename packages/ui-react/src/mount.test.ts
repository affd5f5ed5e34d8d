import { act, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type MountedModal, mountModal } from './mount.js'
import { createTestCore, update } from './test-utils.js'

/** mountModal renders through its own React root once its chunk has loaded: let both finish inside act(). */
async function mountInAct(mount: () => MountedModal): Promise<MountedModal> {
  let mounted: MountedModal | undefined
  await act(async () => {
    mounted = mount()
    await mounted.ready
  })
  return mounted as MountedModal
}

describe('mountModal', () => {
  it('renders the modal in an open shadow root on a host appended to the body', async () => {
    const core = createTestCore()
    const { host, unmount } = await mountInAct(() => mountModal(core))
    expect(host.parentElement).toBe(document.body)
    expect(host.hasAttribute('data-gangway-modal')).toBe(true)
    const shadow = host.shadowRoot!
    expect(shadow.adoptedStyleSheets).toHaveLength(1)

    await update(() => core.open({ view: 'Connect' }))
    const dialog = within(shadow as unknown as HTMLElement).getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBeTruthy()

    await update(() => unmount())
    expect(host.isConnected).toBe(false)
  })

  it('puts the host element in at once and the modal once its chunk has loaded (ready)', async () => {
    const core = createTestCore()
    const { host, ready, unmount } = mountModal(core)
    expect(host.isConnected).toBe(true)
    expect(host.shadowRoot?.childElementCount).toBe(0)
    await act(() => ready)
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(1)
    await update(() => core.open({ view: 'Connect' }))
    expect(within(host.shadowRoot as unknown as HTMLElement).getByRole('dialog')).toBeTruthy()
    await update(() => unmount())
  })

  it('renders nothing when unmounted before its chunk arrives', async () => {
    const core = createTestCore()
    const { host, ready, unmount } = mountModal(core)
    unmount()
    await act(() => ready)
    expect(host.isConnected).toBe(false)
    expect(host.shadowRoot?.childElementCount).toBe(0)
  })

  it('appends to the container it is given', async () => {
    const container = document.createElement('section')
    document.body.append(container)
    const { host, unmount } = await mountInAct(() => mountModal(createTestCore(), { container }))
    expect(host.parentElement).toBe(container)
    await update(() => unmount())
  })

  it('renders the embedded modal inline in its container, open and themed, with no overlay', async () => {
    const container = document.createElement('section')
    document.body.append(container)
    const core = createTestCore({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff00aa' } })
    const { host, unmount } = await mountInAct(() => mountModal(core, { container, embedded: true }))
    const shadow = host.shadowRoot as unknown as HTMLElement
    const region = within(shadow).getByRole('region', { name: 'Connect Wallet' })
    expect(host.parentElement).toBe(container)
    expect(within(shadow).queryByRole('dialog')).toBeNull()
    expect(shadow.querySelector('.gw-overlay')).toBeNull()
    const root = region.closest('.gw-root') as HTMLElement
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#ff00aa')
    await update(() => core.setThemeVariables({ '--w3m-accent': '#00aa00' }))
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#00aa00')
    await update(() => unmount())
  })

  it("is embedded when the instance's enableEmbedded is set, unless the mount says otherwise", async () => {
    const core = createTestCore({ enableEmbedded: true })
    const inline = await mountInAct(() => mountModal(core))
    expect(within(inline.host.shadowRoot as unknown as HTMLElement).getByRole('region')).toBeTruthy()
    await update(() => inline.unmount())
    const overlay = await mountInAct(() => mountModal(core, { embedded: false }))
    expect(within(overlay.host.shadowRoot as unknown as HTMLElement).queryByRole('region')).toBeNull()
    await update(() => overlay.unmount())
  })

  it('an embedded modal is the modal while mounted: open() shows its view there, not in an overlay', async () => {
    const core = createTestCore()
    const overlay = await mountInAct(() => mountModal(core))
    const container = document.createElement('section')
    document.body.append(container)
    const inline = await mountInAct(() => mountModal(core, { container, embedded: true }))
    const overlayShadow = overlay.host.shadowRoot as unknown as HTMLElement
    const inlineShadow = inline.host.shadowRoot as unknown as HTMLElement
    expect(core.store.modal.state.embeddedMounts).toBe(1)

    await update(() => core.open({ view: 'Networks' }))
    expect(within(overlayShadow).queryByRole('dialog')).toBeNull()
    const region = within(inlineShadow).getByRole('region', { name: 'Choose network' })
    // Focus moved into the embedded modal, as it moves into the overlay on open.
    expect(region.contains(inline.host.shadowRoot?.activeElement ?? null)).toBe(true)

    // A snack shows once, in the embedded modal, not again over the page.
    await update(() => core.store.snack.show('Action not allowed', 'error'))
    expect(within(inlineShadow).getByText('Action not allowed')).toBeTruthy()
    expect(within(overlayShadow).queryByText('Action not allowed')).toBeNull()

    // close() leaves the embedded modal on the page, back on Connect (not connected).
    await update(() => core.close())
    expect(within(inlineShadow).getByRole('region', { name: 'Connect Wallet' })).toBeTruthy()

    // With the embedded modal gone, open() uses the overlay again.
    await update(() => inline.unmount())
    expect(core.store.modal.state.embeddedMounts).toBe(0)
    await update(() => core.open({ view: 'Networks' }))
    expect(within(overlayShadow).getByRole('dialog', { name: 'Choose network' })).toBeTruthy()
    await update(() => overlay.unmount())
  })

  it('counts an embedded modal from the mount on, before its chunk arrives, and stops at unmount', () => {
    const core = createTestCore({ enableEmbedded: true })
    const inline = mountModal(core)
    expect(core.store.modal.state.embeddedMounts).toBe(1)
    const overlay = mountModal(core, { embedded: false })
    expect(core.store.modal.state.embeddedMounts).toBe(1)
    inline.unmount()
    inline.unmount()
    overlay.unmount()
    expect(core.store.modal.state.embeddedMounts).toBe(0)
  })

  it("gives the fallback <style> the host's CSP nonce", async () => {
    const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      value: undefined,
      configurable: true,
    })
    try {
      const { host, unmount } = await mountInAct(() => mountModal(createTestCore({ cspNonce: 'r4nd0m' })))
      expect(host.shadowRoot?.querySelector('style[data-gangway-modal]')?.getAttribute('nonce')).toBe(
        'r4nd0m',
      )
      await update(() => unmount())
    } finally {
      if (adopted) Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', adopted)
      else delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
    }
  })
})
