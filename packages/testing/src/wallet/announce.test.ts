import { describe, expect, it } from 'vitest'
import { announceWallet, exposeTestWalletControls } from './announce.js'
import { createTestWallet } from './create-test-wallet.js'

const wallet = createTestWallet({ chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }] })

function recordAnnouncements(target: EventTarget) {
  const details: { info: unknown; provider: unknown }[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent).detail)
  })
  return details
}

describe('announceWallet (EIP-6963)', () => {
  it('announces the wallet at once with a frozen { info, provider } detail', () => {
    const target = new EventTarget()
    const details = recordAnnouncements(target)
    announceWallet(wallet, target)

    expect(details).toHaveLength(1)
    expect(details[0]).toEqual({ info: wallet.info, provider: wallet.provider })
    expect(Object.isFrozen(details[0])).toBe(true)
    expect(Object.isFrozen(details[0]!.info)).toBe(true)
  })

  it('announces again on every eip6963:requestProvider until unsubscribed', () => {
    const target = new EventTarget()
    const details = recordAnnouncements(target)
    const stop = announceWallet(wallet, target)

    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)

    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })
})

describe('exposeTestWalletControls', () => {
  it('lets a Playwright test reject the next prompt through __gangwayTestWallet', async () => {
    const page: { __gangwayTestWallet?: { rejectNextRequest(): void } } = {}
    const local = createTestWallet({ chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }] })
    const remove = exposeTestWalletControls(local, page)

    page.__gangwayTestWallet?.rejectNextRequest()
    await expect(local.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })

    remove()
    expect(page.__gangwayTestWallet).toBeUndefined()
  })
})
