// @vitest-environment happy-dom
import { announceWallet, createTestWallet } from '@gangway/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverEip6963Providers } from './discover-eip6963.js'

// The wallet signs nothing here: its chain is never contacted.
const chains = [{ id: 1, rpcUrl: 'http://127.0.0.1:9' }]
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function announced(options: { name?: string; rdns?: string } = {}) {
  const wallet = createTestWallet({ chains, ...options })
  cleanups.push(announceWallet(wallet))
  return wallet
}

function discover() {
  const discovery = discoverEip6963Providers(window)
  cleanups.push(() => discovery.stop())
  return discovery
}

describe('EIP-6963 discovery', () => {
  it('asks the wallets already on the page to announce themselves', () => {
    const wallet = announced()
    const discovery = discover()
    expect(discovery.providers()).toEqual([{ info: wallet.info, provider: wallet.provider }])
  })

  it('hears a wallet that announces itself later, and tells subscribers', () => {
    const discovery = discover()
    const listener = vi.fn()
    discovery.subscribe(listener)
    const wallet = announced({ name: 'Late Wallet', rdns: 'com.example.late' })
    expect(listener).toHaveBeenCalledWith([{ info: wallet.info, provider: wallet.provider }])
    expect(discovery.providers().map((detail) => detail.info.rdns)).toEqual(['com.example.late'])
  })

  it('keeps one entry per rdns, the latest announcement winning; a repeated announcement is no news', () => {
    const first = announced()
    const discovery = discover()
    const listener = vi.fn()
    discovery.subscribe(listener)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listener).not.toHaveBeenCalled()

    const second = announced()
    expect(discovery.providers()).toHaveLength(1)
    expect(discovery.providers()[0]?.provider).toBe(second.provider)
    expect(discovery.providers()[0]?.provider).not.toBe(first.provider)
  })

  it('ignores announcements that are not a provider with an rdns (any script may dispatch the event)', () => {
    const discovery = discover()
    const junk = [
      undefined,
      { info: { name: 'No rdns', rdns: '' }, provider: { request: async () => null } },
      { info: { name: 'No provider', rdns: 'com.example.none' } },
      { info: { name: 'Not a provider', rdns: 'com.example.bad' }, provider: {} },
    ]
    for (const detail of junk) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    expect(discovery.providers()).toEqual([])
  })

  it('waits for a wallet that has not announced itself yet, or gives up after the timeout', async () => {
    const discovery = discover()
    const waiting = discovery.whenAnnounced('com.example.slow', 1_000)
    const wallet = announced({ rdns: 'com.example.slow' })
    expect((await waiting)?.provider).toBe(wallet.provider)
    expect(await discovery.whenAnnounced('com.example.absent', 10)).toBeUndefined()
  })

  it('stops listening on stop(), and discovers nothing without a window (a server)', () => {
    const discovery = discover()
    discovery.stop()
    announced()
    expect(discovery.providers()).toEqual([])
    expect(discoverEip6963Providers(undefined).providers()).toEqual([])
  })
})
