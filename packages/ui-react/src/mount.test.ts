import { act, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mountModal } from './mount.js'
import { createTestCore, update } from './test-utils.js'

/** mountModal renders through its own React root: let it finish inside act(). */
async function mountInAct<T>(mount: () => T): Promise<T> {
  let mounted: T | undefined
  await act(async () => {
    mounted = mount()
  })
  return mounted as T
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
